#include "ai/training_group.hpp"

#include <cstdlib>

namespace letterzak::ai {

bool launched_by_mpi() {
    // Open MPI's launcher; PMI_RANK and PMIX_RANK cover MPICH's and other PMIx launchers.
    for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK"})
        if (std::getenv(name) != nullptr) return true;
    return false;
}

}  // namespace letterzak::ai
