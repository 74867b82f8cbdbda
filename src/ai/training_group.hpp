#pragma once
// The processes that train one leave table together: one process alone, or every rank of an
// MPI job (mpi_training_group.hpp). The training run (leave_training_run.hpp) needs only these
// two collective steps, so it does not know which it runs on, and the library does not depend
// on MPI.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace letterzak::ai {

class TrainingGroup {
  public:
    virtual ~TrainingGroup() = default;
    virtual int rank() const = 0;  // 0 is the root: it fits, writes and reports
    virtual int size() const = 0;
    // Every process calls this with vectors of the same length; on return the root's holds the
    // element-wise sum of all of them (the others' are left unspecified).
    virtual void sum_to_root(std::vector<std::int64_t>& values) = 0;
    // Every process calls this; on return each holds the root's text.
    virtual void broadcast_from_root(std::string& text) = 0;
    bool is_root() const { return rank() == 0; }
};

// One process on its own: the sums are already complete.
class SingleProcessGroup final : public TrainingGroup {
  public:
    int rank() const override { return 0; }
    int size() const override { return 1; }
    void sum_to_root(std::vector<std::int64_t>&) override {}
    void broadcast_from_root(std::string&) override {}
};

// True when this process was started by an MPI launcher (mpirun puts the rank in the
// environment), so it must train as one rank of the job, not on its own.
bool launched_by_mpi();

}  // namespace letterzak::ai
