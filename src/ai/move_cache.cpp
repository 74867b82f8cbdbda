#include "ai/move_cache.hpp"

namespace letterzak::ai {
namespace {

// A 7-tile rack on a mid-game board has a few hundred placements (some 10 KB); most lists met
// deeper in an endgame are far shorter. One slot per 2 KB of budget keeps collisions rare
// without the slots themselves weighing much.
constexpr std::size_t kBytesPerSlot = 2048;

}  // namespace

MoveCache::MoveCache(std::size_t bytes) : slots_(bytes, kBytesPerSlot) {}

}  // namespace letterzak::ai
