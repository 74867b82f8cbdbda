#include "movegen/line_moves.hpp"

namespace letterzak::movegen {
namespace {

// A line's list holds a few placements (most hold none or a handful): one slot per 256 bytes
// of budget leaves room for them.
constexpr std::size_t kBytesPerSlot = 256;

}  // namespace

LineMoves::LineMoves(std::size_t bytes) : slots_(bytes, kBytesPerSlot) {}

}  // namespace letterzak::movegen
