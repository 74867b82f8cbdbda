#pragma once
// The bag of undrawn tiles. Draws are uniform and come from the injected generator, so the
// same seed gives the same draws. The bag's order is never exposed: callers see only counts.

#include <vector>

#include "core/alphabet.hpp"
#include "core/rack.hpp"
#include "core/rng.hpp"
#include "core/tile_set.hpp"

namespace letterzak::core {

class Bag {
  public:
    Bag() = default;
    // A full bag of the tile set.
    explicit Bag(const TileSet& tiles);

    int size() const { return static_cast<int>(tiles_.size()); }
    bool empty() const { return tiles_.empty(); }
    // Draws one tile uniformly at random; the bag must not be empty.
    Letter draw(Rng& rng);
    // Fills the rack up to `rack_size` as far as the bag allows.
    void refill(Rack& rack, int rack_size, Rng& rng);
    void put_back(Letter l) { tiles_.push_back(l); }
    // Takes a specific tile out (for setting up positions); false if absent.
    bool take(Letter l);
    int count(Letter l) const;
    // Counts per letter (index 0: blanks), for unseen-tile displays and conservation checks.
    std::array<int, kLetterSlots> counts() const;

  private:
    std::vector<Letter> tiles_;
};

}  // namespace letterzak::core
