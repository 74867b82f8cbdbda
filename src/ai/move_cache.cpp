#include "ai/move_cache.hpp"

#include <algorithm>
#include <bit>

namespace letterzak::ai {
namespace {

// A 7-tile rack on a mid-game board has a few hundred placements (some 10 KB); most lists met
// deeper in an endgame are far shorter. One slot per 2 KB of budget keeps collisions rare
// without the slots themselves weighing much.
constexpr std::size_t kBytesPerSlot = 2048;

}  // namespace

MoveCache::MoveCache(std::size_t bytes) : slots_(bytes, kBytesPerSlot) {}

namespace {

// The size a list of n moves is made with: the power of two at or above n (and kSmallest),
// as its number among the sizes.
std::size_t size_number(std::size_t n, std::size_t smallest) {
    return static_cast<std::size_t>(std::bit_width(std::max(n, smallest) - 1)) -
           static_cast<std::size_t>(std::bit_width(smallest - 1));
}

}  // namespace

MoveListPool::MoveListPool() {
    // Room for every list kept, made now: giving a list back (in a shared_ptr's deleter)
    // must not allocate.
    for (auto& lists : spare_) lists.reserve(kKept);
}

MoveListPool::~MoveListPool() {
    for (auto& lists : spare_)
        for (std::vector<core::Move>* list : lists) delete list;
}

MoveCache::List MoveListPool::make(const std::vector<core::Move>& moves) {
    const std::size_t number = size_number(moves.size(), kSmallest);
    std::vector<core::Move>* list = nullptr;
    if (number < kSizes && !spare_[number].empty()) {
        list = spare_[number].back();
        spare_[number].pop_back();
    } else {
        list = new std::vector<core::Move>();
        list->reserve(kSmallest << number);
    }
    list->assign(moves.begin(), moves.end());
    return MoveCache::List(list, GiveBack{this});
}

void MoveListPool::GiveBack::operator()(const std::vector<core::Move>* list) const {
    auto* mine = const_cast<std::vector<core::Move>*>(list);  // made by make(), not const
    const std::size_t number = size_number(mine->capacity(), kSmallest);
    if (number < kSizes && pool->spare_[number].size() < kKept &&
        mine->capacity() == kSmallest << number) {
        pool->spare_[number].push_back(mine);
        return;
    }
    delete mine;
}

}  // namespace letterzak::ai
