#include "core/rack.hpp"

#include <fmt/format.h>

#include <cassert>

namespace letterzak::core {

void Rack::remove(Letter l) {
    assert(counts_[l] > 0);
    --counts_[l];
    --size_;
}

bool Rack::remove_if_present(Letter l) {
    if (counts_[l] == 0) return false;
    remove(l);
    return true;
}

bool Rack::contains(const Rack& tiles) const {
    for (int l = 0; l < kLetterSlots; ++l)
        if (tiles.counts_[static_cast<std::size_t>(l)] > counts_[static_cast<std::size_t>(l)])
            return false;
    return true;
}

std::vector<Letter> Rack::tiles() const {
    std::vector<Letter> out;
    out.reserve(static_cast<std::size_t>(size_));
    for (Letter l = kFirstLetter; l <= kLastLetter; ++l)
        for (int i = 0; i < counts_[l]; ++i) out.push_back(l);
    for (int i = 0; i < counts_[kBlank]; ++i) out.push_back(kBlank);
    return out;
}

std::string Rack::to_string() const {
    std::string s;
    for (Letter l : tiles()) s += l == kBlank ? std::string("?") : letter_token(l, false);
    return s;
}

namespace {
// No bag holds more tiles; a rack text with more is an error, not a count that wraps (the CGP
// fuzzer found racks of hundreds of tiles read back as others).
constexpr int kMaxTilesRead = 128;
}  // namespace

Result<Rack> Rack::parse(std::string_view text) {
    Rack rack;
    std::size_t i = 0;
    while (i < text.size()) {
        if (rack.size() == kMaxTilesRead)
            return make_error(
                "bad_rack",
                fmt::format("a rack of more than {} tiles: no bag holds so many", kMaxTilesRead));
        if (text[i] == '?') {
            rack.add(kBlank);
            ++i;
            continue;
        }
        const auto token = read_letter_token(text.substr(i));
        if (!token || token->lower)
            return make_error("bad_rack", fmt::format("cannot read rack \"{}\" at position {}: "
                                                      "use upper-case letters, [IJ] and ?",
                                                      text, i + 1));
        rack.add(token->letter);
        i += token->length;
    }
    return rack;
}

}  // namespace letterzak::core
