#include "server/analysis.hpp"

#include <cmath>

#include "ai/leave_file.hpp"
#include "ai/review.hpp"
#include "formats/notation.hpp"
#include "game/jury.hpp"
#include "server/game_json.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

// A move as the analysis table lists it: both notations, its score and words, and for the
// engine's moves the tiles kept and the equity.
json move_json(const core::Move& m, const core::Board& board, const core::RuleSet& rules) {
    json j = {{"kind", core::name_in(core::kMoveKindNames, m.kind)},
              {"move", formats::format_move(m, formats::MoveStyle::kDutch)},
              {"move_gcg", formats::format_move(m, formats::MoveStyle::kGcg)},
              {"score", m.kind == core::MoveKind::kPlace ? m.score : 0}};
    json words = json::array();
    if (m.kind == core::MoveKind::kPlace)
        for (const core::FormedWord& w : core::formed_words(board, rules, m))
            words.push_back(game::word_text(w));
    j["words"] = std::move(words);
    return j;
}

double points(ai::Equity e) {
    return std::round(ai::to_points(e) * 10) / 10;
}

}  // namespace

Result<json> analyse_game(const game::Game& played, const game::WordJudge& judge,
                          const lexicon::Kwg& kwg, std::shared_ptr<const movegen::KwgIndex> index,
                          int top) {
    const core::RuleSet& rules = played.rules();
    ai::AnalysisSettings settings;
    settings.seconds = 0;  // static equity, as the terminal's review
    settings.top = top;
    auto reviewed = ai::review(played, kwg, ai::default_leave_file(rules), index, settings);
    if (!reviewed) return Unexpected<Error>{reviewed.error()};
    // The board before each turn, rebuilt from the turns (a withdrawn play left nothing).
    core::Board board;
    std::size_t applied = 0;
    const auto& turns = played.turns();
    json out = json::array();
    for (const ai::TurnReview& r : *reviewed) {
        for (; applied < static_cast<std::size_t>(r.turn); ++applied) {
            const game::Turn& t = turns[applied];
            if (t.kind == game::TurnKind::kPlace && !t.withdrawn)
                core::apply_placement(board, rules, t.move);
            if (t.blank_swap >= 0 && !board.empty(t.blank_swap)) {
                const core::Letter l = core::letter_of(board.tile(t.blank_swap));
                board.remove(t.blank_swap);
                board.place(t.blank_swap, l);
            }
        }
        const game::Turn& t = turns[static_cast<std::size_t>(r.turn)];
        json playedj = {{"kind", game::turn_kind_name(t.kind)}, {"score", t.score}};
        if (t.kind == game::TurnKind::kPlace) {
            playedj["move"] = formats::format_move(t.move, formats::MoveStyle::kDutch);
            playedj["move_gcg"] = formats::format_move(t.move, formats::MoveStyle::kGcg);
            json words = json::array();
            for (const core::FormedWord& w : t.words) words.push_back(game::word_text(w));
            playedj["words"] = std::move(words);
            const auto bad = game::invalid_words(judge, rules, t.words);
            if (!bad.empty()) playedj["invalid_words"] = bad;
        }
        if (t.kind == game::TurnKind::kExchange) playedj["exchanged"] = t.exchanged;
        if (r.played_equity) playedj["equity"] = points(*r.played_equity);
        json best = json::array();
        for (const ai::AnalysisRow& row : r.analysis.rows) {
            json b = move_json(row.move.move, board, rules);
            b["leave"] = rack_json(row.leave);
            b["equity"] = points(row.move.equity);
            best.push_back(std::move(b));
        }
        const int best_score = r.analysis.rows.empty() ? 0 : best.front()["score"].get<int>();
        out.push_back({{"number", r.number},
                       {"seat", r.seat},
                       {"rack", rack_json(r.rack)},
                       {"played", std::move(playedj)},
                       {"best", std::move(best)},
                       {"best_score", best_score},
                       {"is_best", r.is_best},
                       {"missed", points(r.cost())}});
    }
    return json{{"lexicon", judge.name()},
                {"top", top},
                {"depth", ai::method_name(ai::AnalysisMethod::kStatic)},
                {"turns", std::move(out)}};
}

}  // namespace letterzak::server
