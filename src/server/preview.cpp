#include "server/preview.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/placement.hpp"
#include "core/score.hpp"
#include "formats/notation.hpp"
#include "game/jury.hpp"
#include "game/refusal.hpp"

namespace letterzak::server {

using nlohmann::json;

json refused_preview(const Error& error) {
    return {{"legal", false}, {"error", error.code}, {"message", error.message}};
}

json preview_json(const core::Board& board, const core::RuleSet& rules, const core::Rack& rack,
                  const core::Move& move, const game::WordJudge* judge) {
    auto placement = core::validate_placement(board, rules, rack, move);
    if (!placement) return refused_preview(placement.error());
    if (rules.challenge == core::ChallengeMode::kRefuseAtOnce && judge != nullptr &&
        judge->decides()) {
        const auto bad = game::invalid_words(*judge, rules, placement->words);
        if (!bad.empty())
            return refused_preview(
                Error{std::string(game::refusal::kInvalidWord),
                      fmt::format("not in the word list: {}", fmt::join(bad, ", "))});
    }
    json words = json::array();
    for (const core::FormedWord& w : placement->words)
        words.push_back({{"word", game::word_text(w)}, {"score", core::score_word(rules, w)}});
    const core::Move& m = placement->move;
    return {{"legal", true},
            {"score", core::score_placement(rules, *placement)},
            {"words", std::move(words)},
            {"bingo", m.tiles_used == rules.rack_size},
            {"move", formats::format_move(m, formats::MoveStyle::kDutch)},
            {"move_gcg", formats::format_move(m, formats::MoveStyle::kGcg)}};
}

}  // namespace letterzak::server
