#include "store/event_json.hpp"

#include <fmt/format.h>

#include <optional>
#include <string_view>

#include "core/rules.hpp"

namespace letterzak::store {

using nlohmann::json;

namespace {

Unexpected<Error> bad(std::string message) {
    return make_error("bad_stored_game", std::move(message));
}

// Names for every enumerator. The switches have no default on purpose: when the referee gains
// an event kind or an adjustment kind, -Wswitch (an error here) says this codec must learn it.
std::string_view kind_name(game::EventKind k) {
    using game::EventKind;
    switch (k) {
        case EventKind::kPlace:
            return "place";
        case EventKind::kExchange:
            return "exchange";
        case EventKind::kPass:
            return "pass";
        case EventKind::kChallenge:
            return "challenge";
        case EventKind::kResign:
            return "resign";
        case EventKind::kFlag:
            return "flag";
        case EventKind::kCallTime:
            return "call_time";
        case EventKind::kPause:
            return "pause";
        case EventKind::kResume:
            return "resume";
        case EventKind::kJury:
            return "jury";
        case EventKind::kSetRack:
            return "set_rack";
        case EventKind::kPenalty:
            return "penalty";
        case EventKind::kSwapBlank:
            return "swap_blank";
        case EventKind::kVeto:
            return "veto";
    }
    return "?";
}

std::string_view verdict_name(game::Verdict v) {
    switch (v) {
        case game::Verdict::kAskJudge:
            return "ask";
        case game::Verdict::kValid:
            return "valid";
        case game::Verdict::kInvalid:
            return "invalid";
    }
    return "?";
}

std::string_view adjustment_name(game::AdjustmentKind k) {
    using game::AdjustmentKind;
    switch (k) {
        case AdjustmentKind::kWithdrawn:
            return "withdrawn";
        case AdjustmentKind::kProtest:
            return "protest";
        case AdjustmentKind::kInvalidChallenged:
            return "challenged_off";
        case AdjustmentKind::kFailedChallenge:
            return "failed_challenge";
        case AdjustmentKind::kChallengeBonus:
            return "challenge_bonus";
        case AdjustmentKind::kJury:
            return "jury";
        case AdjustmentKind::kTime:
            return "time";
        case AdjustmentKind::kArbiter:
            return "arbiter";
    }
    return "?";
}

std::string_view move_kind_name(core::MoveKind k) {
    switch (k) {
        case core::MoveKind::kPass:
            return "pass";
        case core::MoveKind::kExchange:
            return "exchange";
        case core::MoveKind::kPlace:
            return "place";
    }
    return "?";
}

std::string_view blank_swap_name(core::BlankSwap b) {
    switch (b) {
        case core::BlankSwap::kOff:
            return "off";
        case core::BlankSwap::kThenPlay:
            return "then_play";
        case core::BlankSwap::kIsTurn:
            return "is_turn";
    }
    return "?";
}

std::string_view overtime_name(game::OvertimeRule r) {
    switch (r) {
        case game::OvertimeRule::kLoss:
            return "loss";
        case game::OvertimeRule::kPenalty:
            return "penalty";
    }
    return "?";
}

// The inverse of a name table: tries every value of a small enum.
template <class E, class NameOf>
std::optional<E> enum_from(std::string_view name, NameOf name_of, int count) {
    for (int i = 0; i < count; ++i) {
        const auto e = static_cast<E>(i);
        if (name_of(e) == name) return e;
    }
    return std::nullopt;
}

// Reads an optional field with a default; a field of the wrong type is an error.
template <class T>
bool read(const json& j, const char* key, T& out) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return true;
    try {
        out = it->get<T>();
        return true;
    } catch (const json::exception&) {
        return false;
    }
}

json move_to_json(const core::Move& m) {
    json j = {{"kind", move_kind_name(m.kind)}};
    if (m.kind == core::MoveKind::kPlace) {
        j["dir"] = m.dir == core::Direction::kHorizontal ? "h" : "v";
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
    std::string kind = "pass", dir = "h";
    int start = 0, used = 0;
    std::vector<int> word;
    if (!read(j, "kind", kind) || !read(j, "dir", dir) || !read(j, "start", start) ||
        !read(j, "used", used) || !read(j, "word", word) || !read(j, "score", m.score))
        return bad("a move field has the wrong type");
    const auto k = enum_from<core::MoveKind>(kind, move_kind_name, 3);
    if (!k) return bad(fmt::format("unknown move kind '{}'", kind));
    m.kind = *k;
    if (dir != "h" && dir != "v") return bad("a move's direction is h or v");
    m.dir = dir == "h" ? core::Direction::kHorizontal : core::Direction::kVertical;
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
            {"overtime", overtime_name(c.overtime)},
            {"penalty_per_minute", c.penalty_per_minute},
            {"overtime_limit", c.overtime_limit}};
}

Result<game::ClockSettings> clock_from_json(const json& j) {
    game::ClockSettings c;
    if (!j.is_object()) return bad("the clock must be an object");
    std::string overtime = "loss";
    if (!read(j, "chess_clock", c.chess_clock) || !read(j, "per_player", c.per_player) ||
        !read(j, "total_game", c.total_game) || !read(j, "overtime", overtime) ||
        !read(j, "penalty_per_minute", c.penalty_per_minute) ||
        !read(j, "overtime_limit", c.overtime_limit))
        return bad("a clock field has the wrong type");
    const auto o = enum_from<game::OvertimeRule>(overtime, overtime_name, 2);
    if (!o) return bad(fmt::format("unknown overtime rule '{}'", overtime));
    c.overtime = *o;
    return c;
}

}  // namespace

json event_to_json(const game::Event& e) {
    json j = {{"kind", kind_name(e.kind)}, {"seat", e.seat}, {"at", e.at}};
    if (e.move.kind != core::MoveKind::kPass || e.move.length != 0)
        j["move"] = move_to_json(e.move);
    if (e.verdict != game::Verdict::kAskJudge) j["verdict"] = verdict_name(e.verdict);
    if (!e.fixes.empty()) {
        json fixes = json::array();
        for (const game::ReadingFix& f : e.fixes)
            fixes.push_back({{"dir", f.dir == core::Direction::kHorizontal ? "h" : "v"},
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
        j["adjustment"] = adjustment_name(e.adjustment);
    if (e.square != 0) j["square"] = e.square;
    if (!e.note.empty()) j["note"] = e.note;
    j["resolved"] = e.resolved;
    return j;
}

Result<game::Event> event_from_json(const json& j) {
    if (!j.is_object()) return bad("an event must be an object");
    game::Event e;
    std::string kind, verdict = "ask", adjustment = "arbiter", rack;
    if (!read(j, "kind", kind) || !read(j, "seat", e.seat) || !read(j, "at", e.at) ||
        !read(j, "verdict", verdict) || !read(j, "adjustment", adjustment) ||
        !read(j, "rack", rack) || !read(j, "points", e.points) || !read(j, "square", e.square) ||
        !read(j, "note", e.note) || !read(j, "resolved", e.resolved))
        return bad("an event field has the wrong type");
    const auto k = enum_from<game::EventKind>(kind, kind_name, 14);
    if (!k) return bad(fmt::format("unknown event kind '{}'", kind));
    e.kind = *k;
    const auto v = enum_from<game::Verdict>(verdict, verdict_name, 3);
    if (!v) return bad(fmt::format("unknown verdict '{}'", verdict));
    e.verdict = *v;
    const auto a = enum_from<game::AdjustmentKind>(adjustment, adjustment_name, 8);
    if (!a) return bad(fmt::format("unknown adjustment '{}'", adjustment));
    e.adjustment = *a;
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
            std::string dir = "h";
            int square = 0, letter = 0;
            if (!f.is_object() || !read(f, "dir", dir) || !read(f, "square", square) ||
                !read(f, "letter", letter))
                return bad("a reading fix is malformed");
            if (letter < 0 || letter > 0xff) return bad("a reading fix's letter is out of range");
            e.fixes.push_back(
                {dir == "v" ? core::Direction::kVertical : core::Direction::kHorizontal, square,
                 static_cast<core::Letter>(letter)});
        }
    }
    if (const auto it = j.find("findings"); it != j.end()) {
        if (!it->is_array()) return bad("findings must be an array");
        for (const json& f : *it) {
            game::JuryFinding finding;
            if (!f.is_object() || !read(f, "turn", finding.turn) ||
                !read(f, "words", finding.words))
                return bad("a jury finding is malformed");
            e.findings.push_back(std::move(finding));
        }
    }
    return e;
}

json setup_to_json(const game::GameSetup& s) {
    const core::RuleSet& r = s.rules;
    json j = {{"rules", r.name},
              {"players", s.players},
              {"seed", s.seed},
              {"supply", s.supply == game::TileSupply::kSeeded ? "seeded" : "declared"},
              {"knockout", s.knockout},
              {"clock", clock_to_json(s.clock)}};
    if (s.starter) j["starter"] = *s.starter;
    if (s.started_at) j["started_at"] = *s.started_at;
    // The rule-set knobs a game may set for itself; everything else comes from the named set.
    j["settings"] = {{"clock_minutes", r.clock_minutes},
                     {"invalid_word_penalty", r.invalid_word_penalty},
                     {"failed_challenge_penalty", r.failed_challenge_penalty},
                     {"blank_swap", blank_swap_name(r.blank_swap)},
                     {"play_on_after_out", r.play_on_after_out},
                     {"veto", r.veto}};
    return j;
}

Result<game::GameSetup> setup_from_json(const json& j) {
    if (!j.is_object()) return bad("a setup must be an object");
    std::string rules, supply = "seeded";
    game::GameSetup s;
    if (!read(j, "rules", rules) || !read(j, "players", s.players) || !read(j, "seed", s.seed) ||
        !read(j, "supply", supply) || !read(j, "knockout", s.knockout))
        return bad("a setup field has the wrong type");
    const core::RuleSet* base = core::rule_set_by_name(rules);
    if (base == nullptr) return bad(fmt::format("unknown rule set '{}'", rules));
    s.rules = *base;
    if (supply != "seeded" && supply != "declared")
        return bad(fmt::format("unknown tile supply '{}'", supply));
    s.supply = supply == "seeded" ? game::TileSupply::kSeeded : game::TileSupply::kDeclared;
    if (const auto it = j.find("starter"); it != j.end() && !it->is_null()) {
        int starter = 0;
        if (!read(j, "starter", starter)) return bad("the starter must be a number");
        s.starter = starter;
    }
    if (const auto it = j.find("started_at"); it != j.end() && !it->is_null()) {
        game::Millis at = 0;
        if (!read(j, "started_at", at)) return bad("started_at must be a number");
        s.started_at = at;
    }
    if (const auto it = j.find("clock"); it != j.end()) {
        auto c = clock_from_json(*it);
        if (!c) return Unexpected<Error>{c.error()};
        s.clock = *c;
    }
    if (const auto it = j.find("settings"); it != j.end()) {
        core::RuleSet& r = s.rules;
        std::string swap = "off";
        if (!read(*it, "clock_minutes", r.clock_minutes) ||
            !read(*it, "invalid_word_penalty", r.invalid_word_penalty) ||
            !read(*it, "failed_challenge_penalty", r.failed_challenge_penalty) ||
            !read(*it, "blank_swap", swap) ||
            !read(*it, "play_on_after_out", r.play_on_after_out) || !read(*it, "veto", r.veto))
            return bad("a rule setting has the wrong type");
        const auto b = enum_from<core::BlankSwap>(swap, blank_swap_name, 3);
        if (!b) return bad(fmt::format("unknown blank-swap rule '{}'", swap));
        r.blank_swap = *b;
    }
    return s;
}

}  // namespace letterzak::store
