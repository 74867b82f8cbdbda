#pragma once
// The value of every leave one rack can keep, computed once per position so that valuing a
// generated move costs a subtraction and a table read instead of a walk over the model.
//
// A rack of n tiles has at most 2^n distinct sub-multisets (256 for woordspel's 8 tiles).
// They are numbered in a mixed radix over the rack's distinct letters (digit i = copies of
// letter i kept), so a move's leave is the full rack's number minus one radix per tile placed.
//
// With the bag empty the leave model no longer applies: kept tiles will count against the
// player at the end, and going out gains the opponent's rack (game::out_spread_factor: the
// referee's end-of-game arithmetic).
// The values then say so, so one equity works through the whole game.

#include <array>
#include <cstdint>

#include "ai/equity.hpp"
#include "ai/leave_model.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/rules.hpp"

namespace letterzak::ai {

// What the end of the game makes of a leave when no tiles can be drawn.
struct EndgameTerms {
    bool bag_empty = false;
    int opponent_rack_value = 0;  // the tiles the opponent holds, known when the bag is empty
    bool operator==(const EndgameTerms&) const = default;
};

class RackLeaves {
  public:
    static constexpr int kMaxLeaves = 256;

    RackLeaves() = default;
    RackLeaves(const core::RuleSet& rules, const core::Rack& rack, const LeaveModel& model,
               EndgameTerms end = {});

    // The number of the leave a placement keeps (the move's tiles must be on the rack).
    int index_after(const core::Move& move) const {
        int index = full_;
        for (int i = 0; i < move.length; ++i) {
            const core::Letter e = move.word[static_cast<std::size_t>(i)];
            if ((e & core::kThroughBit) != 0) continue;
            index -= radix_[core::rack_letter(e)];
        }
        return index;
    }
    Equity value(int index) const { return values_[static_cast<std::size_t>(index)]; }
    Equity value_after(const core::Move& move) const { return value(index_after(move)); }
    // The best value any leave of this rack has (the pruning bound of equity sinks).
    Equity max_value() const { return max_; }
    // The best value of the leaves that keep exactly `kept` tiles (0 ≤ kept ≤ tiles()): a
    // placement of k tiles keeps tiles() − k, so the best-move search bounds it by this.
    Equity max_value_keeping(int kept) const {
        return max_keeping_[static_cast<std::size_t>(kept)];
    }
    // For each leave number, the best value of the leaves whose tiles are all among its own
    // (it included): what a play can still keep once the rest of the rack is that leave.
    // Worked out when asked: only a search that walks the automaton reads it, and working it
    // out for every rack was a quarter of making the leaves.
    std::array<Equity, kMaxLeaves> max_within() const;
    // A leave's number is the sum of radix(l) over its tiles l (the blank is core::kBlank).
    int radix(core::Letter l) const { return radix_[l]; }
    int tiles() const { return tiles_; }
    int count() const { return count_; }
    int full_index() const { return full_; }
    // The tiles leave number `index` keeps.
    core::Rack leave(int index) const;

  private:
    std::array<int, core::kLetterSlots> radix_{};
    std::array<core::Letter, core::kLetterSlots> letters_{};  // distinct letters on the rack
    std::array<int, core::kLetterSlots> copies_{};            // their counts
    int distinct_ = 0;
    std::array<Equity, kMaxLeaves> values_{};
    int count_ = 1;
    int full_ = 0;
    Equity max_ = 0;
    std::array<Equity, core::kMaxWord + 1> max_keeping_{};
    int tiles_ = 0;
};

}  // namespace letterzak::ai
