#pragma once
// A player's tiles, as counts per letter (index 0 = blanks): order on a rack carries no
// information, and counts make "does the rack hold these tiles" one comparison per letter.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/alphabet.hpp"
#include "core/result.hpp"

namespace letterzak::core {

class Rack {
  public:
    Rack() = default;

    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    int count(Letter l) const { return counts_[l]; }
    void add(Letter l) {
        ++counts_[l];
        ++size_;
    }
    // Removes one tile; the caller has checked count(l) > 0.
    void remove(Letter l);
    bool remove_if_present(Letter l);
    // Whether this rack holds every tile of `tiles` (as many of each letter at least).
    bool contains(const Rack& tiles) const;
    void clear() { *this = Rack(); }

    // Tiles in letter order, blanks ('?') last, as CGP and GCG write racks.
    std::vector<Letter> tiles() const;
    std::string to_string() const;
    // "AEINRST?" or "[IJ]EE?" ; "" is an empty rack.
    static Result<Rack> parse(std::string_view text);

    const std::array<std::uint8_t, kLetterSlots>& counts() const { return counts_; }
    bool operator==(const Rack& other) const = default;

  private:
    std::array<std::uint8_t, kLetterSlots> counts_{};
    int size_ = 0;
};

}  // namespace letterzak::core
