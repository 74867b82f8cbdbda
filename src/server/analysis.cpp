#include "server/analysis.hpp"

#include <algorithm>

#include "formats/notation.hpp"
#include "game/jury.hpp"
#include "movegen/generator.hpp"
#include "movegen/move_sink.hpp"
#include "server/game_json.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

json move_json(const core::Move& m, const core::Board& board, const core::RuleSet& rules) {
    json j = {{"move", formats::format_move(m, formats::Notation::kDutch)},
              {"move_gcg", formats::format_move(m, formats::Notation::kGcg)},
              {"score", m.score}};
    json words = json::array();
    for (const core::FormedWord& w : core::formed_words(board, rules, m))
        words.push_back(game::word_text(w));
    j["words"] = std::move(words);
    return j;
}

bool is_turn(game::EventKind k) {
    return k == game::EventKind::kPlace || k == game::EventKind::kExchange ||
           k == game::EventKind::kPass;
}

}  // namespace

Result<json> analyse_game(const game::Game& played, const game::WordJudge& judge,
                          const lexicon::Kwg& kwg, std::shared_ptr<const movegen::KwgIndex> index,
                          int top) {
    const core::RuleSet& rules = played.rules();
    // Without a time source the replay takes every event's own time: the clocks come out as
    // they were.
    auto replay = game::Game::create(played.setup(), game::Services{&judge, nullptr});
    if (!replay) return Unexpected<Error>{replay.error()};
    game::Game& g = *replay;
    movegen::Generator generator(g.rules(), kwg, std::move(index));
    json turns = json::array();
    for (const game::Event& e : played.events()) {
        const bool analyse =
            is_turn(e.kind) && g.status() == game::GameStatus::kInProgress && e.seat == g.to_move();
        core::Board before;
        core::Rack rack;
        int number = 0;
        json best = json::array();
        int best_score = 0;
        if (analyse) {
            before = g.board();
            rack = g.rack(e.seat);
            number = g.turn_number();
            movegen::AllMoves all;
            generator.generate(before, rack, all);
            std::sort(all.moves.begin(), all.moves.end(),
                      [](const core::Move& a, const core::Move& b) {
                          if (a.score != b.score) return a.score > b.score;
                          return movegen::play_order_less(a, b);
                      });
            const std::size_t n = std::min(all.moves.size(), static_cast<std::size_t>(top));
            for (std::size_t i = 0; i < n; ++i)
                best.push_back(move_json(all.moves[i], before, rules));
            if (!all.moves.empty()) best_score = all.moves.front().score;
        }
        const std::size_t turns_before = g.turns().size();
        if (auto applied = g.apply(e); !applied) return Unexpected<Error>{applied.error()};
        if (!analyse || g.turns().size() <= turns_before) continue;
        const game::Turn& t = g.turns().back();
        json playedj = {{"kind", game::turn_kind_name(t.kind)}, {"score", t.score}};
        if (t.kind == game::TurnKind::kPlace) {
            playedj["move"] = formats::format_move(t.move, formats::Notation::kDutch);
            playedj["move_gcg"] = formats::format_move(t.move, formats::Notation::kGcg);
            json words = json::array();
            for (const core::FormedWord& w : t.words) words.push_back(game::word_text(w));
            playedj["words"] = std::move(words);
            const auto bad = game::invalid_words(judge, rules, t.words);
            if (!bad.empty()) playedj["invalid_words"] = bad;
        }
        if (t.kind == game::TurnKind::kExchange) playedj["exchanged"] = t.exchanged;
        turns.push_back(
            {{"number", number},
             {"seat", e.seat},
             {"rack", rack_json(rack)},
             {"played", std::move(playedj)},
             {"best", std::move(best)},
             {"best_score", best_score},
             {"missed",
              std::max(0, best_score - (t.kind == game::TurnKind::kPlace ? t.score : 0))}});
    }
    return json{{"lexicon", judge.name()}, {"top", top}, {"turns", std::move(turns)}};
}

}  // namespace letterzak::server
