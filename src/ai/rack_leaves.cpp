#include "ai/rack_leaves.hpp"

#include <algorithm>
#include <cassert>

#include "core/score.hpp"
#include "game/result.hpp"

namespace letterzak::ai {

namespace {

// The sums of the model's terms over the letters chosen so far, while the leaves are
// enumerated letter by letter: what one letter adds is added once for all the leaves that
// share the choices before it, instead of the whole model being walked for each leave.
struct Partial {
    int index = 0;
    int tiles = 0;
    Equity copies = 0;  // copy terms (LeaveModel::copy_value)
    Equity pairs = 0;   // pair terms between the distinct letters kept
    int vowels = 0, consonants = 0;
    int points = 0;  // the tiles' face value (for the end of the game)
    std::array<core::Letter, core::kLetterSlots> present{};
    int distinct = 0;
};

}  // namespace

RackLeaves::RackLeaves(const core::RuleSet& rules, const core::Rack& rack, const LeaveModel& model,
                       EndgameTerms end) {
    int radix = 1;
    for (int l = 0; l < core::kLetterSlots; ++l) {
        const int c = rack.count(static_cast<core::Letter>(l));
        if (c == 0) continue;
        const auto i = static_cast<std::size_t>(distinct_++);
        letters_[i] = static_cast<core::Letter>(l);
        copies_[i] = c;
        radix_[static_cast<std::size_t>(l)] = radix;
        full_ += c * radix;
        tiles_ += c;
        radix *= c + 1;
    }
    count_ = radix;
    assert(count_ <= kMaxLeaves);
    const int factor = game::out_spread_factor(rules);
    std::array<bool, core::kMaxWord + 1> seen_size{};
    bool seen_any = false;
    // The value of a leave from its sums: the same terms, added up the same way, as
    // LeaveModel::value and core::rack_value give for the kept tiles.
    auto finish = [&](const Partial& k) {
        Equity v = 0;
        if (!end.bag_empty) {
            v = k.copies + k.pairs +
                model.balance_value(std::min(k.vowels, LeaveModel::kMaxBalance),
                                    std::min(k.consonants, LeaveModel::kMaxBalance));
        } else if (k.tiles == 0) {
            v = equity_of_points(factor * end.opponent_rack_value);
        } else {
            // Not going out: the opponent will likely go out first, and the kept tiles count
            // against us as the end rule says.
            v = -equity_of_points(factor * k.points);
        }
        values_[static_cast<std::size_t>(k.index)] = v;
        max_ = seen_any ? std::max(max_, v) : v;
        seen_any = true;
        const auto size = static_cast<std::size_t>(k.tiles);
        max_keeping_[size] = seen_size[size] ? std::max(max_keeping_[size], v) : v;
        seen_size[size] = true;
    };
    // Letter i kept 0, 1, … copies_[i] times, then the letters after it.
    auto choose = [&](auto& self, int i, const Partial& before) -> void {
        if (i == distinct_) {
            finish(before);
            return;
        }
        const core::Letter l = letters_[static_cast<std::size_t>(i)];
        const int step = radix_[l];
        self(self, i + 1, before);  // none of it
        Partial k = before;
        for (int j = 0; j < k.distinct; ++j)
            k.pairs += model.pair_value(k.present[static_cast<std::size_t>(j)], l);
        k.present[static_cast<std::size_t>(k.distinct++)] = l;
        const int face = rules.tiles->value[l];
        for (int c = 1; c <= copies_[static_cast<std::size_t>(i)]; ++c) {
            k.index += step;
            ++k.tiles;
            if (c <= LeaveModel::kMaxCopies) k.copies += model.copy_value(l, c);
            if (l != core::kBlank) ++(is_vowel(l) ? k.vowels : k.consonants);
            k.points += face;
            self(self, i + 1, k);
        }
    };
    choose(choose, 0, Partial{});
}

std::array<Equity, RackLeaves::kMaxLeaves> RackLeaves::max_within() const {
    // A leave's own value or the best within any leave one tile smaller. Numbers rise with
    // every tile added, so the smaller ones are done first; the digits of the number (copies
    // of each distinct letter) are counted up alongside it.
    std::array<Equity, kMaxLeaves> within{};
    std::array<int, core::kLetterSlots> digit{};
    for (int index = 0; index < count_; ++index) {
        Equity best = values_[static_cast<std::size_t>(index)];
        for (int i = 0; i < distinct_; ++i)
            if (digit[static_cast<std::size_t>(i)] > 0)
                best = std::max(best, within[static_cast<std::size_t>(
                                          index - radix_[letters_[static_cast<std::size_t>(i)]])]);
        within[static_cast<std::size_t>(index)] = best;
        for (int i = 0; i < distinct_; ++i) {
            if (++digit[static_cast<std::size_t>(i)] <= copies_[static_cast<std::size_t>(i)]) break;
            digit[static_cast<std::size_t>(i)] = 0;
        }
    }
    return within;
}

core::Rack RackLeaves::leave(int index) const {
    core::Rack kept;
    for (int i = 0; i < distinct_; ++i) {
        const int base = copies_[static_cast<std::size_t>(i)] + 1;
        const int k = index % base;
        index /= base;
        for (int j = 0; j < k; ++j) kept.add(letters_[static_cast<std::size_t>(i)]);
    }
    return kept;
}

}  // namespace letterzak::ai
