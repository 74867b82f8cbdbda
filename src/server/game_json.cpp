#include "server/game_json.hpp"

#include "formats/notation.hpp"
#include "formats/result_json.hpp"
#include "game/history.hpp"
#include "game/word_judge.hpp"
#include "server/rules_json.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

json tile_json(int square, core::Letter tile) {
    return {{"sq", square},
            {"square", formats::square_name(square)},
            {"letter", core::letter_name(core::letter_of(tile))},
            {"blank", core::is_blank_tile(tile)}};
}

json turn_json(const game::TurnView& t) {
    json j = {
        {"number", t.number}, {"seat", t.seat},           {"kind", game::turn_kind_name(t.kind)},
        {"score", t.score},   {"withdrawn", t.withdrawn}, {"at", t.at}};
    if (t.kind == game::TurnKind::kPlace && t.move.kind == core::MoveKind::kPlace) {
        j["move"] = formats::format_move(t.move, formats::MoveStyle::kDutch);  // score sheet
        j["move_gcg"] = formats::format_move(t.move, formats::MoveStyle::kGcg);
        j["coordinate"] =
            formats::format_coordinate({t.move.start, t.move.dir}, formats::Notation::kDutch);
        json tiles = json::array();
        for (int i = 0; i < t.move.length; ++i)
            if (!t.move.is_through(i))
                tiles.push_back(
                    tile_json(t.move.square(i), t.move.word[static_cast<std::size_t>(i)]));
        j["tiles"] = std::move(tiles);
        json words = json::array();
        for (const core::FormedWord& w : t.words) words.push_back(game::word_text(w));
        j["words"] = std::move(words);
        j["word"] = t.words.empty() ? "" : game::word_text(t.words.front());
    }
    if (t.kind == game::TurnKind::kExchange) {
        j["exchanged"] = t.exchanged;
        // The view names the tiles only for the viewer's own exchanges (and after the game).
        if (t.move.kind == core::MoveKind::kExchange && t.move.length > 0) {
            json tiles = json::array();
            for (int i = 0; i < t.move.length; ++i)
                tiles.push_back(core::letter_name(t.move.word[static_cast<std::size_t>(i)]));
            j["exchanged_tiles"] = std::move(tiles);
        }
    }
    if (t.rack) j["rack"] = rack_json(*t.rack);
    return j;
}

json adjustment_json(const game::Adjustment& a) {
    json j = {{"seat", a.seat}, {"points", a.points}, {"kind", game::adjustment_kind_name(a.kind)},
              {"turn", a.turn}, {"words", a.words},   {"after_end", a.after_end}};
    if (!a.note.empty()) j["note"] = a.note;
    return j;
}

}  // namespace

json letter_json(core::Letter letter) {
    return core::letter_name(letter);
}

json rack_json(const core::Rack& rack) {
    json j = json::array();
    for (core::Letter l : rack.tiles()) j.push_back(core::letter_name(l));
    return j;
}

json result_json(const game::GameResult& r) {
    json seats = json::array();
    for (const game::SeatResult& s : r.seats) seats.push_back(formats::seat_result_json(s));
    return {{"end", game::end_reason_name(r.reason)},
            {"decided_by", r.decided_by >= 0 ? json(r.decided_by) : json(nullptr)},
            {"winner", r.winner ? json(*r.winner) : json(nullptr)},
            {"knockout_tiebreak", r.knockout_tiebreak},
            {"seats", std::move(seats)}};
}

json view_json(const game::GameView& v, const ViewContext& c) {
    json j;
    j["id"] = c.id;
    j["version"] = c.version;
    j["rules"] = v.rules;
    j["status"] = game::game_status_name(v.status);
    j["end_reason"] = game::end_reason_name(v.end_reason);
    j["viewer"] = v.viewer >= 0 ? json(v.viewer) : json(nullptr);
    j["to_move"] = v.to_move;
    j["turn_number"] = v.turn_number;
    j["starter"] = v.starter;
    // The draw for the start (II-4), as both players saw it: the tiles went back into the bag
    // before the racks were drawn, so they tell nothing of anyone's rack.
    json draw = json::array();
    for (const auto& round : v.starter_draw.rounds) {
        json tiles = json::array();
        for (const game::StarterDraw::Tile& t : round)
            tiles.push_back(
                {{"seat", t.seat},
                 {"letter", core::is_blank_tile(t.tile)
                                ? std::string("?")
                                : std::string(core::letter_name(core::letter_of(t.tile)))},
                 {"counted", t.counted}});
        draw.push_back(std::move(tiles));
    }
    j["starter_draw"] = std::move(draw);
    j["bag"] = v.bag_size;
    j["exchange_min_bag"] = v.exchange_min_bag;
    j["challenge_mode"] = c.rules != nullptr ? challenge_mode_name(c.rules->challenge) : "jury";
    if (c.rules != nullptr) j["settings"] = game_settings_json(*c.rules, c.clock_settings);

    json board = json::array();
    for (int sq = 0; sq < core::kSquares; ++sq)
        if (!v.board.empty(sq)) board.push_back(tile_json(sq, v.board.tile(sq)));
    j["board"] = std::move(board);

    json seats = json::array();
    for (std::size_t s = 0; s < v.seats.size(); ++s) {
        const game::SeatView& sv = v.seats[s];
        json seat = {{"seat", s},
                     {"name", sv.name},
                     {"type", s < c.seats.size() ? c.seats[s].type : "human"},
                     {"score", sv.score},
                     {"rack_count", sv.rack_count},
                     {"out", sv.out}};
        if (s < c.seats.size() && !c.seats[s].level.empty()) seat["level"] = c.seats[s].level;
        if (c.chess_clock) seat["clock_ms"] = sv.clock_left;
        if (sv.rack) seat["rack"] = rack_json(*sv.rack);
        seats.push_back(std::move(seat));
    }
    j["seats"] = std::move(seats);

    j["clock"] = {{"chess_clock", c.chess_clock},
                  {"per_player_ms", c.per_player},
                  {"running", c.clock_running ? json(*c.clock_running) : json(nullptr)},
                  {"paused", v.clocks_paused},
                  {"waiting_for_players", c.waiting_for_players},
                  {"as_of", c.as_of}};

    json unseen = json::object();
    for (int l = 0; l < core::kLetterSlots; ++l)
        if (v.unseen[static_cast<std::size_t>(l)] > 0)
            unseen[core::letter_name(static_cast<core::Letter>(l))] =
                v.unseen[static_cast<std::size_t>(l)];
    j["unseen"] = std::move(unseen);

    json turns = json::array();
    for (const game::TurnView& t : v.turns) turns.push_back(turn_json(t));
    j["turns"] = std::move(turns);
    json adjustments = json::array();
    for (const game::Adjustment& a : v.adjustments) adjustments.push_back(adjustment_json(a));
    j["adjustments"] = std::move(adjustments);

    // A play may be challenged (or protested) by another seat while the window is open.
    json challengeable = nullptr;
    bool can_challenge = false;
    if (v.challengeable_turn && v.status == game::GameStatus::kInProgress &&
        static_cast<std::size_t>(*v.challengeable_turn) < v.turns.size()) {
        const game::TurnView& t = v.turns[static_cast<std::size_t>(*v.challengeable_turn)];
        challengeable = {{"turn", *v.challengeable_turn}, {"number", t.number}, {"seat", t.seat}};
        can_challenge =
            v.viewer >= 0 && v.viewer != t.seat &&
            (c.rules == nullptr || c.rules->challenge != core::ChallengeMode::kRefuseAtOnce);
    }
    j["challengeable"] = std::move(challengeable);
    j["can_challenge"] = can_challenge;
    j["result"] = v.status == game::GameStatus::kInProgress ? json(nullptr) : result_json(v.result);
    return j;
}

}  // namespace letterzak::server
