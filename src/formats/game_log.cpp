#include "formats/game_log.hpp"

#include <fmt/format.h>

#include "formats/notation.hpp"

namespace letterzak::formats {

using nlohmann::json;

namespace {

Unexpected<Error> bad(std::string message) {
    return make_error("bad_log", std::move(message));
}

// GCG notation, except that a through tile whose letter is open is written '.'.
std::string move_text(const core::Move& m) {
    if (m.kind != core::MoveKind::kPlace) return format_move(m, Notation::kGcg);
    std::string s = format_coordinate({m.start, m.dir}, Notation::kGcg) + " ";
    bool open = false;
    for (int i = 0; i < m.length; ++i) {
        const core::Letter e = m.word[static_cast<std::size_t>(i)];
        const bool through = m.is_through(i);
        const bool unfixed = core::letter_of(e) == core::kUnfixed;
        const bool paren = through && !unfixed;
        if (paren && !open) s += '(';
        if (!paren && open) s += ')';
        open = paren;
        s += unfixed ? std::string(".")
                     : core::letter_token(core::letter_of(e), core::is_blank_tile(e));
    }
    if (open) s += ')';
    return s;
}

std::string verdict_name(game::Verdict v) {
    switch (v) {
        case game::Verdict::kAskJudge:
            return "ask";
        case game::Verdict::kValid:
            return "valid";
        case game::Verdict::kInvalid:
            return "invalid";
    }
    return "ask";
}

template <class Enum, std::size_t N>
std::optional<Enum> enum_by_name(const std::string& name, const std::array<Enum, N>& all,
                                 std::string_view (*to_name)(Enum)) {
    for (Enum e : all)
        if (to_name(e) == name) return e;
    return std::nullopt;
}

constexpr std::array<game::EventKind, 14> kEventKinds = {
    game::EventKind::kPlace,     game::EventKind::kExchange, game::EventKind::kPass,
    game::EventKind::kChallenge, game::EventKind::kResign,   game::EventKind::kFlag,
    game::EventKind::kCallTime,  game::EventKind::kPause,    game::EventKind::kResume,
    game::EventKind::kJury,      game::EventKind::kSetRack,  game::EventKind::kPenalty,
    game::EventKind::kSwapBlank, game::EventKind::kVeto};

constexpr std::array<game::AdjustmentKind, 8> kAdjustmentKinds = {
    game::AdjustmentKind::kWithdrawn,
    game::AdjustmentKind::kProtest,
    game::AdjustmentKind::kInvalidChallenged,
    game::AdjustmentKind::kFailedChallenge,
    game::AdjustmentKind::kChallengeBonus,
    game::AdjustmentKind::kJury,
    game::AdjustmentKind::kTime,
    game::AdjustmentKind::kArbiter};

std::string_view blank_swap_name(core::BlankSwap b) {
    switch (b) {
        case core::BlankSwap::kOff:
            return "off";
        case core::BlankSwap::kThenPlay:
            return "then_play";
        case core::BlankSwap::kIsTurn:
            return "is_turn";
    }
    return "off";
}

json event_json(const game::Event& e) {
    json j;
    j["kind"] = std::string(game::event_kind_name(e.kind));
    j["seat"] = e.seat;
    j["at"] = e.at;
    switch (e.kind) {
        case game::EventKind::kPlace:
        case game::EventKind::kVeto:
        case game::EventKind::kExchange:
            if (e.kind != game::EventKind::kExchange || e.move.length > 0)
                j["move"] = move_text(e.move);
            if (e.kind == game::EventKind::kExchange && e.move.length == 0) j["count"] = e.points;
            break;
        case game::EventKind::kSetRack:
            j["rack"] = e.rack.to_string();
            break;
        case game::EventKind::kPenalty:
            j["points"] = e.points;
            j["adjustment"] = std::string(game::adjustment_kind_name(e.adjustment));
            if (!e.note.empty()) j["note"] = e.note;
            break;
        case game::EventKind::kSwapBlank:
            j["square"] = square_name(e.square);
            break;
        case game::EventKind::kJury: {
            json findings = json::array();
            for (const auto& f : e.findings)
                findings.push_back({{"turn", f.turn}, {"words", f.words}});
            j["findings"] = std::move(findings);
            break;
        }
        default:
            break;
    }
    if (e.verdict != game::Verdict::kAskJudge) j["verdict"] = verdict_name(e.verdict);
    if (!e.fixes.empty()) {
        json fixes = json::array();
        for (const auto& f : e.fixes)
            fixes.push_back({{"square", square_name(f.square)},
                             {"dir", f.dir == core::Direction::kHorizontal ? "across" : "down"},
                             {"letter", core::letter_name(f.letter)}});
        j["fixes"] = std::move(fixes);
    }
    return j;
}

Result<int> square_of(const json& j) {
    if (!j.is_string()) return bad("a square is written like \"H8\"");
    auto c = parse_coordinate(j.get<std::string>(), Notation::kDutch);
    if (!c) return bad(c.error().message);
    return c->square;
}

Result<game::Event> event_from(const json& j, const core::Board& board) {
    game::Event e;
    if (!j.is_object()) return bad("an event is an object");
    const auto kind =
        enum_by_name<game::EventKind>(j.value("kind", ""), kEventKinds, game::event_kind_name);
    if (!kind) return bad(fmt::format("unknown event kind \"{}\"", j.value("kind", "")));
    e.kind = *kind;
    e.seat = j.value("seat", 0);
    e.at = j.value("at", game::Millis{0});
    e.resolved = true;
    if (j.contains("move")) {
        auto m = parse_move(j["move"].get<std::string>(), board, Notation::kGcg);
        if (!m) return bad(m.error().message);
        e.move = *m;
    }
    if (e.kind == game::EventKind::kExchange && !j.contains("move")) {
        e.move.kind = core::MoveKind::kExchange;
        e.points = j.value("count", 0);
    }
    if (j.contains("rack")) {
        auto r = core::Rack::parse(j["rack"].get<std::string>());
        if (!r) return bad(r.error().message);
        e.rack = *r;
    }
    if (e.kind == game::EventKind::kPenalty) {
        e.points = j.value("points", 0);
        const auto adj = enum_by_name<game::AdjustmentKind>(
            j.value("adjustment", ""), kAdjustmentKinds, game::adjustment_kind_name);
        if (!adj) return bad(fmt::format("unknown adjustment \"{}\"", j.value("adjustment", "")));
        e.adjustment = *adj;
        e.note = j.value("note", "");
    }
    if (j.contains("square")) {
        auto sq = square_of(j["square"]);
        if (!sq) return Unexpected<Error>{sq.error()};
        e.square = *sq;
    }
    const std::string verdict = j.value("verdict", "ask");
    e.verdict = verdict == "valid"     ? game::Verdict::kValid
                : verdict == "invalid" ? game::Verdict::kInvalid
                                       : game::Verdict::kAskJudge;
    for (const json& f : j.value("findings", json::array()))
        e.findings.push_back({f.value("turn", 0), f.value("words", std::vector<std::string>{})});
    for (const json& f : j.value("fixes", json::array())) {
        auto sq = square_of(f.value("square", json()));
        if (!sq) return Unexpected<Error>{sq.error()};
        const auto tok = core::read_letter_token(f.value("letter", ""));
        const std::string name = f.value("letter", "");
        core::Letter l = 0;
        if (name == "IJ")
            l = core::kLetterIJ;
        else if (tok)
            l = tok->letter;
        else
            return bad("a fixed blank needs a letter");
        e.fixes.push_back({f.value("dir", "across") == "across" ? core::Direction::kHorizontal
                                                                : core::Direction::kVertical,
                           *sq, l});
    }
    return e;
}

}  // namespace

json game_log_json(const game::Game& game) {
    const game::GameSetup& s = game.setup();
    json setup;
    setup["rules"] = s.rules.name;
    setup["tiles"] = s.rules.tiles->name;
    setup["players"] = s.players;
    setup["seed"] = std::to_string(s.seed);
    setup["supply"] = s.supply == game::TileSupply::kSeeded ? "seeded" : "declared";
    setup["starter"] = s.starter ? json(*s.starter) : json(nullptr);
    setup["knockout"] = s.knockout;
    setup["started_at"] = s.started_at.value_or(0);
    setup["clock"] = {
        {"chess_clock", s.clock.chess_clock},
        {"per_player", s.clock.per_player},
        {"total_game", s.clock.total_game},
        {"overtime", s.clock.overtime == game::OvertimeRule::kLoss ? "loss" : "penalty"},
        {"penalty_per_minute", s.clock.penalty_per_minute},
        {"overtime_limit", s.clock.overtime_limit}};
    setup["settings"] = {{"failed_challenge_penalty", s.rules.failed_challenge_penalty},
                         {"clock_minutes", s.rules.clock_minutes},
                         {"blank_swap", std::string(blank_swap_name(s.rules.blank_swap))},
                         {"play_on_after_out", s.rules.play_on_after_out},
                         {"veto", s.rules.veto}};
    json events = json::array();
    for (const game::Event& e : game.events()) events.push_back(event_json(e));
    return {{"format", "letterzak-game-log"},
            {"version", 1},
            {"setup", std::move(setup)},
            {"events", std::move(events)}};
}

Result<game::Game> game_from_log(const json& log, game::Services services) {
    try {
        if (!log.is_object() || log.value("format", "") != "letterzak-game-log")
            return bad("not a letterzak game log");
        if (log.value("version", 0) != 1)
            return bad(fmt::format("unknown game log version {}", log.value("version", 0)));
        const json& s = log.at("setup");
        const core::RuleSet* rules = core::rule_set_by_name(s.value("rules", ""));
        if (rules == nullptr)
            return bad(fmt::format("unknown rule set \"{}\"", s.value("rules", "")));
        game::GameSetup setup;
        setup.rules = *rules;
        if (s.value("tiles", rules->tiles->name) != rules->tiles->name) {
            setup.rules.tiles = core::tile_set_by_name(s.value("tiles", ""));
            if (setup.rules.tiles == nullptr)
                return bad(fmt::format("unknown tile set \"{}\"", s.value("tiles", "")));
        }
        setup.players = s.value("players", std::vector<std::string>{});
        setup.seed = std::stoull(s.value("seed", std::string("0")));
        setup.supply = s.value("supply", "seeded") == "declared" ? game::TileSupply::kDeclared
                                                                 : game::TileSupply::kSeeded;
        if (s.contains("starter") && !s["starter"].is_null())
            setup.starter = s["starter"].get<int>();
        setup.knockout = s.value("knockout", false);
        setup.started_at = s.value("started_at", game::Millis{0});
        const json c = s.value("clock", json::object());
        setup.clock.chess_clock = c.value("chess_clock", false);
        setup.clock.per_player = c.value("per_player", setup.clock.per_player);
        setup.clock.total_game = c.value("total_game", game::Millis{0});
        setup.clock.overtime = c.value("overtime", "loss") == "penalty"
                                   ? game::OvertimeRule::kPenalty
                                   : game::OvertimeRule::kLoss;
        setup.clock.penalty_per_minute = c.value("penalty_per_minute", 10);
        setup.clock.overtime_limit = c.value("overtime_limit", game::Millis{0});
        const json st = s.value("settings", json::object());
        setup.rules.failed_challenge_penalty =
            st.value("failed_challenge_penalty", rules->failed_challenge_penalty);
        setup.rules.clock_minutes = st.value("clock_minutes", rules->clock_minutes);
        const std::string swap = st.value("blank_swap", "off");
        setup.rules.blank_swap = swap == "then_play" ? core::BlankSwap::kThenPlay
                                 : swap == "is_turn" ? core::BlankSwap::kIsTurn
                                                     : core::BlankSwap::kOff;
        setup.rules.play_on_after_out = st.value("play_on_after_out", false);
        setup.rules.veto = st.value("veto", false);

        auto game = game::Game::create(setup, services);
        if (!game) return bad(game.error().message);
        const json& events = log.at("events");
        if (!events.is_array()) return bad("the events are a list");
        for (std::size_t i = 0; i < events.size(); ++i) {
            auto e = event_from(events[i], game->board());
            if (!e) return bad(fmt::format("event {}: {}", i + 1, e.error().message));
            if (auto applied = game->apply(*e); !applied)
                return bad(fmt::format("event {} ({}): {}", i + 1, game::event_kind_name(e->kind),
                                       applied.error().message));
        }
        return game;
    } catch (const json::exception& ex) {
        return bad(ex.what());
    } catch (const std::logic_error& ex) {  // stoull
        return bad(ex.what());
    }
}

}  // namespace letterzak::formats
