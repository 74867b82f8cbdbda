#include "tui/game_file.hpp"

#include <fmt/format.h>

#include <charconv>
#include <vector>

#include "formats/gcg.hpp"
#include "formats/gcg_replay.hpp"
#include "tui/sealed_text.hpp"

namespace letterzak::tui {

namespace {

constexpr std::string_view kPragma = "letterzak-play";

Unexpected<Message> refuse(Text t, std::vector<std::pair<std::string, std::string>> args) {
    return Unexpected<Message>{Message(t, std::move(args))};
}

template <class T>
std::optional<T> number(std::string_view s) {
    T v{};
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || p != s.data() + s.size()) return std::nullopt;
    return v;
}

// "seed=42 starter=1 human=0 …" (and "sealed=…") read into `meta`, the starter seat and the
// sealed part; fields that are not there keep what they hold.
struct PragmaFields {
    PlayMeta meta;
    int starter = -1;
    bool have_seed = false;
    std::string sealed;
    std::string damaged;  // "key=value" of a field that does not read; empty: all read
};

// A whole number in `lo`..`hi`, or none.
std::optional<int> number_in(std::string_view s, int lo, int hi) {
    const auto v = number<int>(s);
    if (!v || *v < lo || *v > hi) return std::nullopt;
    return v;
}

// "0" or "1".
std::optional<bool> flag(std::string_view s) {
    if (s == "0") return false;
    if (s == "1") return true;
    return std::nullopt;
}

// One setting of the game into the settings model; false when its value does not read. The
// ranges here only keep the numbers sane: clock_settings_from and with_house_rules check them
// as they check a new game's.
bool read_setting(std::string_view key, std::string_view val, PlayMeta& meta) {
    game::ClockChoice& clock = meta.clock;
    core::HouseRules& house = meta.house;
    constexpr int kMaxSane = 1'000'000;
    if (key == "clock") {
        const auto v = number_in(val, 0, kMaxSane);
        if (!v) return false;
        clock.minutes = *v > 0 ? std::optional<int>(*v) : std::nullopt;  // 0: no chess clock
    } else if (key == "overtime") {
        clock.overtime = core::value_in(game::kOvertimeRuleNames, val);
        return clock.overtime.has_value();
    } else if (key == "overtime_rate") {
        clock.penalty_per_minute = number_in(val, 0, kMaxSane);
        return clock.penalty_per_minute.has_value();
    } else if (key == "overtime_limit") {
        clock.overtime_limit_minutes = number_in(val, 0, kMaxSane);
        return clock.overtime_limit_minutes.has_value();
    } else if (key == "total_time") {
        const auto v = number_in(val, 0, kMaxSane);
        if (!v) return false;
        clock.total_minutes = *v > 0 ? std::optional<int>(*v) : std::nullopt;
    } else if (key == "blank_swap") {
        const auto v = core::value_in(core::kBlankSwapNames, val);
        if (!v) return false;
        house.blank_swap = *v;
    } else if (key == "play_on") {
        const auto v = flag(val);
        if (!v) return false;
        house.play_on_after_out = *v;
    } else if (key == "veto") {
        const auto v = flag(val);
        if (!v) return false;
        house.veto = *v;
    } else if (key == "challenge_penalty") {
        const auto v = number_in(val, 0, kMaxSane);
        if (!v) return false;
        house.failed_challenge_penalty = *v;
    }
    return true;  // a field of a later version: left for it
}

void read_pragma(std::string_view value, PragmaFields& out) {
    PlayMeta& meta = out.meta;
    while (!value.empty()) {
        const std::size_t space = value.find(' ');
        const std::string_view item = value.substr(0, space);
        value = space == std::string_view::npos ? std::string_view{} : value.substr(space + 1);
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos) continue;
        const std::string_view key = item.substr(0, eq), val = item.substr(eq + 1);
        bool ok = true;
        if (key == "seed") {
            const auto v = number<std::uint64_t>(val);
            ok = v.has_value();
            if (v) meta.seed = *v;
            out.have_seed = out.have_seed || ok;
        } else if (key == "starter") {
            out.starter = number<int>(val).value_or(-1);
        } else if (key == "human") {
            meta.human = number<int>(val).value_or(-1);
        } else if (key == "level") {
            meta.level = std::string(val);
        } else if (key == "practice") {
            meta.practice = val == "1";
        } else if (key == "sealed") {
            out.sealed = std::string(val);
        } else {
            ok = read_setting(key, val, meta);
        }
        // The seed is named without its value: the sealed part's must not be shown.
        if (!ok && out.damaged.empty())
            out.damaged = key == "seed" ? std::string(key) : std::string(item);
    }
}

// The game's settings as the pragma writes them, named as letterzak play's options.
std::string settings_fields(const game::GameSetup& setup) {
    const game::ClockChoice clock = game::choice_of(setup.clock);
    const core::HouseRules house = core::house_rules_of(setup.rules);
    std::string s = fmt::format("clock={}", clock.minutes.value_or(0));
    if (clock.overtime)
        s += fmt::format(" overtime={}", core::name_in(game::kOvertimeRuleNames, *clock.overtime));
    if (clock.penalty_per_minute) s += fmt::format(" overtime_rate={}", *clock.penalty_per_minute);
    if (clock.overtime_limit_minutes)
        s += fmt::format(" overtime_limit={}", *clock.overtime_limit_minutes);
    if (clock.total_minutes) s += fmt::format(" total_time={}", *clock.total_minutes);
    s += fmt::format(" blank_swap={} play_on={} veto={} challenge_penalty={}",
                     core::name_in(core::kBlankSwapNames, house.blank_swap),
                     house.play_on_after_out ? 1 : 0, house.veto ? 1 : 0,
                     house.failed_challenge_penalty);
    return s;
}

}  // namespace

Result<std::string> saved_game_text(const game::Game& game, const PlayMeta& meta,
                                    const std::string& lexicon_name, const SaveKey& key) {
    formats::GcgWriteOptions options;
    options.lexicon = lexicon_name;
    options.title = "letterzak play";
    // The hidden part: the bag's seed and every rack, for the load to deal on from.
    const std::string hidden =
        fmt::format("seed={} starter={}\n{}", meta.seed, game.starter(),
                    formats::write_gcg(formats::gcg_record_of(game, options)));
    auto sealed = seal_text(hidden, key);
    if (!sealed) return Unexpected<Error>{sealed.error()};
    formats::GcgRecord record = formats::gcg_record_for_seat(game, meta.human, options);
    record.other_pragmas.emplace_back(
        std::string(kPragma),
        fmt::format("human={} level={} {} practice={} sealed={}", meta.human,
                    meta.level.empty() ? "-" : meta.level, settings_fields(game.setup()),
                    meta.practice ? 1 : 0, *sealed));
    return formats::write_gcg(record);
}

const core::RuleSet* record_rules(std::string_view text) {
    auto record = formats::parse_gcg(text);
    if (!record) return nullptr;
    return core::rule_set_by_name(record->rules.empty() ? "tournament" : record->rules);
}

Result<LoadedGame, Message> load_game_text(std::string_view text, const std::string& path,
                                           game::Services services, const SaveKey* key) {
    auto record = formats::parse_gcg(text);
    if (!record)
        return refuse(Text::kLoadNotGcg, {{"path", path}, {"why", record.error().message}});
    const std::string rules_name = record->rules.empty() ? "tournament" : record->rules;
    const core::RuleSet* rules = core::rule_set_by_name(rules_name);
    if (rules == nullptr)
        return refuse(Text::kLoadUnknownRules, {{"path", path}, {"rules", rules_name}});

    PragmaFields fields;
    bool ours = false;
    for (const auto& [name, value] : record->other_pragmas)
        if (name == kPragma) {
            read_pragma(value, fields);
            ours = true;
        }
    if (!ours) return refuse(Text::kLoadForeign, {{"path", path}});
    if (!fields.sealed.empty()) {
        // The seed and every rack, sealed with this user's key: the record to play on.
        auto opened = key != nullptr ? open_sealed_text(fields.sealed, *key)
                                     : Result<std::string>(make_error("no_key", ""));
        if (!opened) return refuse(Text::kLoadNoKey, {{"path", path}});
        const std::size_t newline = opened->find('\n');
        if (newline == std::string::npos)
            return refuse(Text::kLoadMismatch, {{"path", path}, {"why", "the sealed part"}});
        read_pragma(std::string_view(*opened).substr(0, newline), fields);
        auto whole = formats::parse_gcg(std::string_view(*opened).substr(newline + 1));
        if (!whole)
            return refuse(Text::kLoadMismatch, {{"path", path}, {"why", whole.error().message}});
        record = std::move(whole);
    }
    if (!fields.damaged.empty())
        return refuse(Text::kLoadBadSetting,
                      {{"path", path}, {"setting", fields.damaged}, {"why", "unreadable"}});
    if (!fields.have_seed || fields.starter < 0 || fields.meta.human < 0)
        return refuse(Text::kLoadForeign, {{"path", path}});
    // The settings, checked as a new game's are.
    auto ruled = core::with_house_rules(*rules, fields.meta.house);
    if (!ruled)
        return refuse(Text::kLoadBadSetting,
                      {{"path", path}, {"setting", "house rules"}, {"why", ruled.error().message}});
    auto clock = game::clock_settings_from(fields.meta.clock, *rules);
    if (!clock)
        return refuse(Text::kLoadBadSetting,
                      {{"path", path}, {"setting", "clock"}, {"why", clock.error().message}});
    const std::optional<std::pair<PlayMeta, int>> meta =
        std::pair<PlayMeta, int>{fields.meta, fields.starter};
    const int n = static_cast<int>(record->players.size());
    const int starter = meta->second;
    if (starter >= n || meta->first.human >= n)
        return refuse(Text::kLoadMismatch, {{"path", path}, {"why", "seats"}});

    // The record, checked move by move and sum by sum against the rules.
    formats::ReplayOptions options;
    options.rules = &*ruled;
    options.judge = services.judge;
    auto report = formats::replay_gcg(*record, options);
    if (!report)
        return refuse(Text::kLoadMismatch, {{"path", path}, {"why", report.error().message}});
    if (!report->ok() || report->stopped || !report->game) {
        const std::string why = report->issues.empty()
                                    ? std::string("replay stopped")
                                    : fmt::format("line {}: {}", report->issues.front().line,
                                                  report->issues.front().message);
        return refuse(Text::kLoadMismatch, {{"path", path}, {"why", why}});
    }
    const game::Game& declared = *report->game;

    // The same game with its own bag: record player i sat in seat (starter + i) mod n.
    auto seat_of = [&](int record_player) { return (starter + record_player) % n; };
    std::vector<std::string> names(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        names[static_cast<std::size_t>(seat_of(i))] =
            record->players[static_cast<std::size_t>(i)].name;
    game::GameSetup setup = game::GameSetup::for_rules(*ruled, names, meta->first.seed);
    setup.clock = *clock;
    auto created = game::Game::create(setup, services);
    if (!created)
        return refuse(Text::kLoadMismatch, {{"path", path}, {"why", created.error().message}});
    game::Game g = std::move(*created);
    if (g.starter() != starter)
        return refuse(Text::kLoadMismatch,
                      {{"path", path}, {"why", "the draw for the first player"}});
    for (game::Event e : declared.events()) {
        if (e.kind == game::EventKind::kSetRack) continue;  // the seeded bag deals the racks itself
        e.seat = seat_of(e.seat);
        e.at = g.last_event_at();
        if (auto applied = g.apply(e); !applied)
            return refuse(Text::kLoadMismatch, {{"path", path}, {"why", applied.error().message}});
    }
    for (int i = 0; i < n; ++i) {
        if (declared.score(i) != g.score(seat_of(i)))
            return refuse(Text::kLoadMismatch,
                          {{"path", path},
                           {"why", fmt::format("{} scores {}, not {}", declared.player_name(i),
                                               g.score(seat_of(i)), declared.score(i))}});
    }
    return LoadedGame{std::move(g), meta->first, rules};
}

}  // namespace letterzak::tui
