#include "ai/mpi_training_group.hpp"

#include <mpi.h>

#include <stdexcept>

namespace letterzak::ai {
namespace {

class MpiTrainingGroup final : public TrainingGroup {
  public:
    MpiTrainingGroup() {
        int initialised = 0;
        MPI_Initialized(&initialised);
        if (initialised == 0 && MPI_Init(nullptr, nullptr) != MPI_SUCCESS)
            throw std::runtime_error("MPI_Init failed");
        MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
        MPI_Comm_size(MPI_COMM_WORLD, &size_);
    }
    ~MpiTrainingGroup() override {
        int finalised = 0;
        MPI_Finalized(&finalised);
        if (finalised == 0) MPI_Finalize();
    }
    MpiTrainingGroup(const MpiTrainingGroup&) = delete;
    MpiTrainingGroup& operator=(const MpiTrainingGroup&) = delete;

    int rank() const override { return rank_; }
    int size() const override { return size_; }

    void sum_to_root(std::vector<std::int64_t>& values) override {
        // In chunks, as MPI counts are ints.
        constexpr std::size_t kChunk = 1 << 24;
        for (std::size_t at = 0; at < values.size(); at += kChunk) {
            const int n = static_cast<int>(std::min(kChunk, values.size() - at));
            if (rank_ == 0)
                MPI_Reduce(MPI_IN_PLACE, values.data() + at, n, MPI_INT64_T, MPI_SUM, 0,
                           MPI_COMM_WORLD);
            else
                MPI_Reduce(values.data() + at, nullptr, n, MPI_INT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
        }
    }

    void broadcast_from_root(std::string& text) override {
        unsigned long long length = text.size();
        MPI_Bcast(&length, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
        text.resize(static_cast<std::size_t>(length));
        if (length > 0)
            MPI_Bcast(text.data(), static_cast<int>(length), MPI_CHAR, 0, MPI_COMM_WORLD);
    }

  private:
    int rank_ = 0;
    int size_ = 1;
};

}  // namespace

std::unique_ptr<TrainingGroup> mpi_training_group() {
    return std::make_unique<MpiTrainingGroup>();
}

}  // namespace letterzak::ai
