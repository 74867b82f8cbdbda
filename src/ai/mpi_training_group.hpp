#pragma once
// The training group of an MPI job (Open MPI's mpirun: `mpirun -np N letterzak leaves train …`,
// hosts from a hostfile). Built into the ai_mpi library only where MPI is found; the command
// uses it only when it was started by mpirun, so the same binary still trains alone.

#include <memory>

#include "ai/training_group.hpp"

namespace letterzak::ai {

// Initialises MPI (once per process) and returns the group of every rank in the job; MPI is
// finalised when the group is destroyed.
std::unique_ptr<TrainingGroup> mpi_training_group();

}  // namespace letterzak::ai
