#include "ai/position.hpp"

#include <algorithm>

namespace letterzak::ai {

std::array<int, core::kLetterSlots> unseen_tiles(const core::RuleSet& rules,
                                                 const core::Board& board, const core::Rack& rack) {
    std::array<int, core::kLetterSlots> unseen = rules.tiles->count;
    for (int sq = 0; sq < core::kSquares; ++sq) {
        if (board.empty(sq)) continue;
        const core::Letter t = board.tile(sq);
        auto& slot = unseen[core::is_blank_tile(t) ? core::kBlank : core::letter_of(t)];
        if (slot > 0) --slot;
    }
    for (int l = 0; l < core::kLetterSlots; ++l) {
        auto& slot = unseen[static_cast<std::size_t>(l)];
        slot = std::max(0, slot - rack.count(static_cast<core::Letter>(l)));
    }
    return unseen;
}

Position position_from(const core::RuleSet& rules, const core::Board& board, const core::Rack& rack,
                       int score, int opponent_score, int scoreless_run) {
    Position p;
    p.rules = &rules;
    p.board = board;
    p.rack = rack;
    p.unseen = unseen_tiles(rules, board, rack);
    int total = 0;
    for (int c : p.unseen) total += c;
    p.opponent_rack_size = std::min(total, rules.rack_size);
    p.bag_size = total - p.opponent_rack_size;
    p.score = score;
    p.opponent_score = opponent_score;
    p.scoreless_run = scoreless_run;
    return p;
}

}  // namespace letterzak::ai
