#include "ai/rack_leaves.hpp"

#include <algorithm>
#include <cassert>

#include "core/score.hpp"

namespace letterzak::ai {

int out_factor(const core::RuleSet& rules) {
    switch (rules.end_rack) {
        case core::EndRackRule::kOutGainsOthers:
            return 2;
        case core::EndRackRule::kOutGainsTwice:
            return 2;
        case core::EndRackRule::kEachSubtractsOwn:
            return 1;
    }
    return 2;
}

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
    const int factor = out_factor(rules);
    std::array<bool, core::kMaxWord + 1> seen_size{};
    for (int index = 0; index < count_; ++index) {
        const core::Rack kept = leave(index);
        Equity v = 0;
        if (!end.bag_empty) {
            v = model.value(kept);
        } else if (kept.empty()) {
            v = equity_of_points(factor * end.opponent_rack_value);
        } else {
            // Not going out: the opponent will likely go out first, and the kept tiles count
            // against us as the end rule says.
            v = -equity_of_points(factor * core::rack_value(rules, kept));
        }
        values_[static_cast<std::size_t>(index)] = v;
        max_ = index == 0 ? v : std::max(max_, v);
        const auto size = static_cast<std::size_t>(kept.size());
        max_keeping_[size] = seen_size[size] ? std::max(max_keeping_[size], v) : v;
        seen_size[size] = true;
    }
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
