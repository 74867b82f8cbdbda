// The binary's path is a definition of this one file, not of the tests that start the binary:
// those share one precompiled header (tests/server/CMakeLists.txt), which needs the same
// definitions in every program that uses it.

#include "server_process.hpp"

namespace letterzak::testing {

const char* letterzak_binary() {
    return LETTERZAK_BINARY;
}

}  // namespace letterzak::testing
