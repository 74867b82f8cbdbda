#pragma once
// The value of the tiles a player keeps (the leave), learnt from self-play.
//
// A full table of every leave would hold over a million entries for 7-tile racks and several
// million for woordspel's 8-tile racks, far more than a few minutes of self-play can fill. So a
// leave's value is a sum of terms that every game teaches many times over:
//   - the k-th copy of a letter (the first E is good, the third much less so: duplicates);
//   - each pair of different letters kept together (synergy: ER, or the Q without a U);
//   - the vowel/consonant balance (how many of each the leave holds).
// The trainer (leave_trainer.hpp) fits these terms by least squares to what a leave is worth
// on the next turn; this class only stores and evaluates them.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "ai/equity.hpp"
#include "core/alphabet.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"

namespace letterzak::ai {

// Vowels as the SPEC's word-list rule counts them (a, e, i, o, u, y), plus the IJ tile.
constexpr bool is_vowel(core::Letter l) {
    return l == 1 || l == 5 || l == 9 || l == 15 || l == 21 || l == 25 || l == core::kLetterIJ;
}

// Per-letter tile counts of a leave (index 0: blanks).
using LeaveCounts = std::array<std::uint8_t, core::kLetterSlots>;

class LeaveModel {
  public:
    static constexpr int kMaxCopies = 8;   // an 8-tile rack can hold 8 of a letter at most
    static constexpr int kMaxBalance = 8;  // vowels or consonants in a leave

    // An all-zero model: a player using it maximises score alone (greedy).
    LeaveModel() = default;

    // The value of keeping exactly these tiles (0 for the empty leave).
    Equity value(const LeaveCounts& counts) const;
    Equity value(const core::Rack& rack) const { return value(rack.counts()); }

    Equity copy_value(core::Letter l, int k) const { return copy_[l][static_cast<std::size_t>(k)]; }
    Equity pair_value(core::Letter a, core::Letter b) const { return pair_[a][b]; }
    Equity balance_value(int vowels, int consonants) const {
        return balance_[static_cast<std::size_t>(vowels)][static_cast<std::size_t>(consonants)];
    }
    void set_copy_value(core::Letter l, int k, Equity v) {
        copy_[l][static_cast<std::size_t>(k)] = v;
    }
    void set_pair_value(core::Letter a, core::Letter b, Equity v) {
        pair_[a][b] = v;
        pair_[b][a] = v;
    }
    void set_balance_value(int vowels, int consonants, Equity v) {
        balance_[static_cast<std::size_t>(vowels)][static_cast<std::size_t>(consonants)] = v;
    }

    bool is_zero() const;
    bool operator==(const LeaveModel&) const = default;

  private:
    std::array<std::array<Equity, kMaxCopies + 1>, core::kLetterSlots> copy_{};
    std::array<std::array<Equity, core::kLetterSlots>, core::kLetterSlots> pair_{};
    std::array<std::array<Equity, kMaxBalance + 1>, kMaxBalance + 1> balance_{};
};

}  // namespace letterzak::ai
