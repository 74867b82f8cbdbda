#include "formats/game_log.hpp"

#include <fmt/format.h>

#include <string_view>

#include "core/rules.hpp"
#include "formats/json_read.hpp"

namespace letterzak::formats {

using nlohmann::json;

namespace {

Unexpected<Error> bad(std::string message) {
    return make_error("bad_log", std::move(message));
}

constexpr std::array<core::Named<core::Direction>, 2> kDirectionNames{{
    {core::Direction::kHorizontal, "h"},
    {core::Direction::kVertical, "v"},
}};
constexpr std::array<core::Named<game::TileSupply>, 2> kSupplyNames{{
    {game::TileSupply::kSeeded, "seeded"},
    {game::TileSupply::kDeclared, "declared"},
}};

// A layout newer than this code: refused, rather than half read.
bool known_version(const json& j) {
    int version = 1;
    return read_field(j, "version", version) && version >= 1 && version <= kCodecVersion;
}

json move_to_json(const core::Move& m) {
    json j = {{"kind", core::name_in(core::kMoveKindNames, m.kind)}};
    if (m.kind == core::MoveKind::kPlace) {
        j["dir"] = core::name_in(kDirectionNames, m.dir);
        j["start"] = m.start;
        j["used"] = m.tiles_used;
    }
    json word = json::array();
    for (int i = 0; i < m.length; ++i) word.push_back(m.word[static_cast<std::size_t>(i)]);
    j["word"] = std::move(word);
    if (m.score != 0) j["score"] = m.score;
    return j;
}

Result<core::Move> move_from_json(const json& j) {
    if (!j.is_object()) return bad("a move must be an object");
    core::Move m;
    int start = 0, used = 0;
    std::vector<int> word;
    if (!read_name(j, "kind", core::kMoveKindNames, m.kind) ||
        !read_name(j, "dir", kDirectionNames, m.dir))
        return bad("a move's kind or direction is unknown");
    if (!read_field(j, "start", start) || !read_field(j, "used", used) ||
        !read_field(j, "word", word) || !read_field(j, "score", m.score))
        return bad("a move field has the wrong type");
    if (start < 0 || start >= core::kSquares || used < 0 || used > core::kMaxWord ||
        word.size() > static_cast<std::size_t>(core::kMaxWord))
        return bad("a move is off the board");
    m.start = static_cast<std::uint8_t>(start);
    m.tiles_used = static_cast<std::uint8_t>(used);
    m.length = static_cast<std::uint8_t>(word.size());
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (word[i] < 0 || word[i] > 0xff) return bad("a move's tile is out of range");
        m.word[i] = static_cast<core::Letter>(word[i]);
    }
    return m;
}

json clock_to_json(const game::ClockSettings& c) {
    return {{"chess_clock", c.chess_clock},
            {"per_player", c.per_player},
            {"total_game", c.total_game},
            {"overtime", core::name_in(game::kOvertimeRuleNames, c.overtime)},
            {"penalty_per_minute", c.penalty_per_minute},
            {"overtime_limit", c.overtime_limit}};
}

Result<game::ClockSettings> clock_from_json(const json& j) {
    game::ClockSettings c;
    if (!j.is_object()) return bad("the clock must be an object");
    if (!read_name(j, "overtime", game::kOvertimeRuleNames, c.overtime))
        return bad("unknown overtime rule");
    if (!read_field(j, "chess_clock", c.chess_clock) ||
        !read_field(j, "per_player", c.per_player) || !read_field(j, "total_game", c.total_game) ||
        !read_field(j, "penalty_per_minute", c.penalty_per_minute) ||
        !read_field(j, "overtime_limit", c.overtime_limit))
        return bad("a clock field has the wrong type");
    return c;
}

}  // namespace

json event_to_json(const game::Event& e) {
    json j = {{"kind", game::event_kind_name(e.kind)}, {"seat", e.seat}, {"at", e.at}};
    if (e.move.kind != core::MoveKind::kPass || e.move.length != 0)
        j["move"] = move_to_json(e.move);
    if (e.verdict != game::Verdict::kAskJudge)
        j["verdict"] = core::name_in(game::kVerdictNames, e.verdict);
    if (!e.fixes.empty()) {
        json fixes = json::array();
        for (const game::ReadingFix& f : e.fixes)
            fixes.push_back({{"dir", core::name_in(kDirectionNames, f.dir)},
                             {"square", f.square},
                             {"letter", f.letter}});
        j["fixes"] = std::move(fixes);
    }
    if (!e.findings.empty()) {
        json findings = json::array();
        for (const game::JuryFinding& f : e.findings)
            findings.push_back({{"turn", f.turn}, {"words", f.words}});
        j["findings"] = std::move(findings);
    }
    if (!e.rack.empty()) j["rack"] = e.rack.to_string();
    if (e.points != 0) j["points"] = e.points;
    if (e.adjustment != game::AdjustmentKind::kArbiter)
        j["adjustment"] = game::adjustment_kind_name(e.adjustment);
    if (e.square != 0) j["square"] = e.square;
    if (!e.note.empty()) j["note"] = e.note;
    if (e.extra != 0) j["extra_ms"] = e.extra;
    j["resolved"] = e.resolved;
    return j;
}

Result<game::Event> event_from_json(const json& j) {
    if (!j.is_object()) return bad("an event must be an object");
    if (!known_version(j)) return bad("an event of an unknown codec version");
    game::Event e;
    std::string kind, rack;
    if (!read_field(j, "kind", kind)) return bad("an event's kind must be a name");
    const auto k = core::value_in(game::kEventKindNames, kind);
    if (!k) return bad(fmt::format("unknown event kind '{}'", kind));
    e.kind = *k;
    if (!read_name(j, "verdict", game::kVerdictNames, e.verdict)) return bad("unknown verdict");
    if (!read_name(j, "adjustment", game::kAdjustmentKindNames, e.adjustment))
        return bad("unknown adjustment");
    if (!read_field(j, "seat", e.seat) || !read_field(j, "at", e.at) ||
        !read_field(j, "rack", rack) || !read_field(j, "points", e.points) ||
        !read_field(j, "square", e.square) || !read_field(j, "note", e.note) ||
        !read_field(j, "extra_ms", e.extra) || !read_field(j, "resolved", e.resolved))
        return bad("an event field has the wrong type");
    if (const auto it = j.find("move"); it != j.end()) {
        auto m = move_from_json(*it);
        if (!m) return Unexpected<Error>{m.error()};
        e.move = *m;
    }
    if (!rack.empty()) {
        auto r = core::Rack::parse(rack);
        if (!r) return bad(fmt::format("bad rack '{}'", rack));
        e.rack = *r;
    }
    if (const auto it = j.find("fixes"); it != j.end()) {
        if (!it->is_array()) return bad("fixes must be an array");
        for (const json& f : *it) {
            game::ReadingFix fix;
            int letter = 0;
            if (!read_name(f, "dir", kDirectionNames, fix.dir) ||
                !read_field(f, "square", fix.square) || !read_field(f, "letter", letter))
                return bad("a reading fix is malformed");
            if (letter < 0 || letter > 0xff) return bad("a reading fix's letter is out of range");
            fix.letter = static_cast<core::Letter>(letter);
            e.fixes.push_back(fix);
        }
    }
    if (const auto it = j.find("findings"); it != j.end()) {
        if (!it->is_array()) return bad("findings must be an array");
        for (const json& f : *it) {
            game::JuryFinding finding;
            if (!f.is_object() || !read_field(f, "turn", finding.turn) ||
                !read_field(f, "words", finding.words))
                return bad("a jury finding is malformed");
            e.findings.push_back(std::move(finding));
        }
    }
    return e;
}

json setup_to_json(const game::GameSetup& s) {
    const core::RuleSet& r = s.rules;
    json j = {{"version", kCodecVersion},
              {"rules", r.name},
              {"players", s.players},
              {"seed", s.seed},
              {"supply", core::name_in(kSupplyNames, s.supply)},
              {"knockout", s.knockout},
              {"clock", clock_to_json(s.clock)}};
    // A game of a named rule set with another of the shipped tile sets (a test's, a record's).
    const core::RuleSet* named = core::rule_set_by_name(r.name);
    if (named != nullptr && r.tiles != nullptr && named->tiles != r.tiles)
        j["tiles"] = r.tiles->name;
    if (s.starter) j["starter"] = *s.starter;
    if (s.started_at) j["started_at"] = *s.started_at;
    // The rule-set knobs a game may set for itself; everything else comes from the named set.
    j["settings"] = {{"clock_minutes", r.clock_minutes},
                     {"invalid_word_penalty", r.invalid_word_penalty},
                     {"failed_challenge_penalty", r.failed_challenge_penalty},
                     {"blank_swap", core::name_in(core::kBlankSwapNames, r.blank_swap)},
                     {"play_on_after_out", r.play_on_after_out},
                     {"veto", r.veto}};
    return j;
}

Result<game::GameSetup> setup_from_json(const json& j) {
    if (!j.is_object()) return bad("a setup must be an object");
    if (!known_version(j)) return bad("a setup of an unknown codec version");
    std::string rules, tiles;
    game::GameSetup s;
    if (!read_field(j, "rules", rules) || !read_field(j, "players", s.players) ||
        !read_field(j, "seed", s.seed) || !read_field(j, "knockout", s.knockout) ||
        !read_field(j, "tiles", tiles))
        return bad("a setup field has the wrong type");
    if (!read_name(j, "supply", kSupplyNames, s.supply)) return bad("unknown tile supply");
    const core::RuleSet* base = core::rule_set_by_name(rules);
    if (base == nullptr) return bad(fmt::format("unknown rule set '{}'", rules));
    s.rules = *base;
    if (!tiles.empty()) {
        s.rules.tiles = core::tile_set_by_name(tiles);
        if (s.rules.tiles == nullptr) return bad(fmt::format("unknown tile set '{}'", tiles));
    }
    int starter = -1;
    game::Millis started_at = -1;
    if (!read_field(j, "starter", starter) || !read_field(j, "started_at", started_at))
        return bad("the starter and the start time must be numbers");
    if (starter >= 0) s.starter = starter;
    if (started_at >= 0) s.started_at = started_at;
    if (const auto it = j.find("clock"); it != j.end()) {
        auto c = clock_from_json(*it);
        if (!c) return Unexpected<Error>{c.error()};
        s.clock = *c;
    }
    if (const auto it = j.find("settings"); it != j.end()) {
        core::RuleSet& r = s.rules;
        if (!read_name(*it, "blank_swap", core::kBlankSwapNames, r.blank_swap))
            return bad("unknown blank-swap rule");
        if (!read_field(*it, "clock_minutes", r.clock_minutes) ||
            !read_field(*it, "invalid_word_penalty", r.invalid_word_penalty) ||
            !read_field(*it, "failed_challenge_penalty", r.failed_challenge_penalty) ||
            !read_field(*it, "play_on_after_out", r.play_on_after_out) ||
            !read_field(*it, "veto", r.veto))
            return bad("a rule setting has the wrong type");
    }
    return s;
}

json game_log_json(const game::Game& game) {
    json events = json::array();
    for (const game::Event& e : game.events()) events.push_back(event_to_json(e));
    return {{"format", "letterzak-game-log"},
            {"version", kCodecVersion},
            {"setup", setup_to_json(game.setup())},
            {"events", std::move(events)}};
}

Result<game::Game> game_from_log(const json& log, game::Services services) {
    std::string format;
    if (!log.is_object() || !read_field(log, "format", format) || format != "letterzak-game-log")
        return bad("not a letterzak game log");
    if (!known_version(log)) return bad("a game log of an unknown version");
    const auto setup_it = log.find("setup");
    if (setup_it == log.end()) return bad("the log has no setup");
    auto setup = setup_from_json(*setup_it);
    if (!setup) return Unexpected<Error>{setup.error()};
    const auto events_it = log.find("events");
    if (events_it == log.end() || !events_it->is_array()) return bad("the events are a list");
    std::vector<game::Event> events;
    for (std::size_t i = 0; i < events_it->size(); ++i) {
        auto e = event_from_json((*events_it)[i]);
        if (!e) return bad(fmt::format("event {}: {}", i + 1, e.error().message));
        events.push_back(std::move(*e));
    }
    auto game = game::Game::replay(std::move(*setup), events, services);
    if (!game) return bad(game.error().message);
    return game;
}

}  // namespace letterzak::formats
