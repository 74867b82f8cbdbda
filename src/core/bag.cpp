#include "core/bag.hpp"

#include <algorithm>
#include <cassert>

namespace letterzak::core {

Bag::Bag(const TileSet& tiles) {
    for (int l = 0; l < kLetterSlots; ++l)
        for (int i = 0; i < tiles.count[static_cast<std::size_t>(l)]; ++i)
            tiles_.push_back(static_cast<Letter>(l));
}

Letter Bag::draw(Rng& rng) {
    assert(!tiles_.empty());
    const std::size_t i = rng.below(static_cast<std::uint32_t>(tiles_.size()));
    const Letter l = tiles_[i];
    tiles_[i] = tiles_.back();
    tiles_.pop_back();
    return l;
}

void Bag::refill(Rack& rack, int rack_size, Rng& rng) {
    while (rack.size() < rack_size && !tiles_.empty()) rack.add(draw(rng));
}

bool Bag::take(Letter l) {
    const auto it = std::find(tiles_.begin(), tiles_.end(), l);
    if (it == tiles_.end()) return false;
    *it = tiles_.back();
    tiles_.pop_back();
    return true;
}

int Bag::count(Letter l) const {
    return static_cast<int>(std::count(tiles_.begin(), tiles_.end(), l));
}

std::array<int, kLetterSlots> Bag::counts() const {
    std::array<int, kLetterSlots> out{};
    for (Letter l : tiles_) ++out[l];
    return out;
}

}  // namespace letterzak::core
