#pragma once
// The tiles of one edition: which letters exist, what each is worth and how many there are.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/alphabet.hpp"

namespace letterzak::core {

struct TileSet {
    std::string name;
    std::array<int, kLetterSlots> value{};  // index 0 is the blank (worth 0)
    std::array<int, kLetterSlots> count{};  // index 0 is the number of blanks

    int total_tiles() const;
    bool has_letter(Letter l) const { return l < kLetterSlots && count[l] > 0; }
    // The letters a blank may stand for: every letter the set has.
    std::vector<Letter> letters() const;
};

// The tile sets of SPEC §2, by name: "nl", "nl-ij", "woordspel", "english".
const TileSet* tile_set_by_name(std::string_view name);
std::vector<std::string> tile_set_names();

}  // namespace letterzak::core
