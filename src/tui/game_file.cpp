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
};

bool read_pragma(std::string_view value, PragmaFields& out) {
    PlayMeta& meta = out.meta;
    int& starter = out.starter;
    bool& have_seed = out.have_seed;
    while (!value.empty()) {
        const std::size_t space = value.find(' ');
        const std::string_view item = value.substr(0, space);
        value = space == std::string_view::npos ? std::string_view{} : value.substr(space + 1);
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos) continue;
        const std::string_view key = item.substr(0, eq), val = item.substr(eq + 1);
        if (key == "seed") {
            const auto v = number<std::uint64_t>(val);
            if (!v) return false;
            meta.seed = *v;
            have_seed = true;
        } else if (key == "starter") {
            starter = number<int>(val).value_or(-1);
        } else if (key == "human") {
            meta.human = number<int>(val).value_or(-1);
        } else if (key == "level") {
            meta.level = std::string(val);
        } else if (key == "clock") {
            const auto v = number<int>(val);
            if (v && *v > 0) meta.clock_minutes = *v;
        } else if (key == "practice") {
            meta.practice = val == "1";
        } else if (key == "sealed") {
            out.sealed = std::string(val);
        }
    }
    return true;
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
        fmt::format("human={} level={} clock={} practice={} sealed={}", meta.human,
                    meta.level.empty() ? "-" : meta.level, meta.clock_minutes.value_or(0),
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
        if (name == kPragma) ours = read_pragma(value, fields);
    if (!ours) return refuse(Text::kLoadForeign, {{"path", path}});
    if (!fields.sealed.empty()) {
        // The seed and every rack, sealed with this user's key: the record to play on.
        auto opened = key != nullptr ? open_sealed_text(fields.sealed, *key)
                                     : Result<std::string>(make_error("no_key", ""));
        if (!opened) return refuse(Text::kLoadNoKey, {{"path", path}});
        const std::size_t newline = opened->find('\n');
        if (newline == std::string::npos ||
            !read_pragma(std::string_view(*opened).substr(0, newline), fields))
            return refuse(Text::kLoadMismatch, {{"path", path}, {"why", "the sealed part"}});
        auto whole = formats::parse_gcg(std::string_view(*opened).substr(newline + 1));
        if (!whole)
            return refuse(Text::kLoadMismatch, {{"path", path}, {"why", whole.error().message}});
        record = std::move(whole);
    }
    if (!fields.have_seed || fields.starter < 0 || fields.meta.human < 0)
        return refuse(Text::kLoadForeign, {{"path", path}});
    const std::optional<std::pair<PlayMeta, int>> meta =
        std::pair<PlayMeta, int>{fields.meta, fields.starter};
    const int n = static_cast<int>(record->players.size());
    const int starter = meta->second;
    if (starter >= n || meta->first.human >= n)
        return refuse(Text::kLoadMismatch, {{"path", path}, {"why", "seats"}});

    // The record, checked move by move and sum by sum against the rules.
    formats::ReplayOptions options;
    options.rules = rules;
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
    game::GameSetup setup = game::GameSetup::for_rules(*rules, names, meta->first.seed);
    if (meta->first.clock_minutes) {
        setup.clock = game::ClockSettings::chess(*rules);
        setup.clock.per_player = *meta->first.clock_minutes * game::kMinute;
    }
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
