#include "tournament/settings.hpp"

#include <fmt/format.h>

#include "core/rules.hpp"

namespace letterzak::tournament {
namespace {

Unexpected<Error> invalid(std::string message) {
    return make_error("invalid_settings", std::move(message));
}

Result<void> validate_prizes(const PrizeSettings& p) {
    if (p.overall_places < 0 || p.overall_places > kMaxPrizePlaces)
        return invalid(fmt::format("{} overall prizes: 0–{}", p.overall_places, kMaxPrizePlaces));
    if (p.classes.size() > kMaxRatingClasses)
        return invalid(fmt::format("at most {} rating classes", kMaxRatingClasses));
    for (std::size_t i = 0; i < p.classes.size(); ++i) {
        const RatingClass& c = p.classes[i];
        if (c.name.empty() || c.name.size() > kMaxClassName)
            return invalid(fmt::format("a rating class needs a name of 1–{} bytes", kMaxClassName));
        for (std::size_t j = 0; j < i; ++j)
            if (p.classes[j].name == c.name)
                return invalid(fmt::format("rating class \"{}\" is named twice", c.name));
        if (c.places < 1 || c.places > kMaxPrizePlaces)
            return invalid(fmt::format("class \"{}\": 1–{} prizes, not {}", c.name, kMaxPrizePlaces,
                                       c.places));
        if (!c.min_rating) {
            if (i + 1 != p.classes.size())
                return invalid(fmt::format(
                    "class \"{}\" has no lower bound: only the last class may take the rest",
                    c.name));
            continue;
        }
        if (*c.min_rating < 0 || *c.min_rating > 4000)
            return invalid(fmt::format("class \"{}\": rating bound {} is out of range", c.name,
                                       *c.min_rating));
        if (i > 0 && p.classes[i - 1].min_rating && *p.classes[i - 1].min_rating <= *c.min_rating)
            return invalid(
                fmt::format("rating classes go from strong to weak: \"{}\" starts at "
                            "{}, not below \"{}\"",
                            c.name, *c.min_rating, p.classes[i - 1].name));
    }
    return {};
}

}  // namespace

Result<void> validate_settings(const Settings& s) {
    if (core::rule_set_by_name(s.rules) == nullptr)
        return make_error("unknown_rule_set", fmt::format("unknown rule set \"{}\"", s.rules));
    if (s.clock_minutes < 0 || s.clock_minutes > 180)
        return invalid(
            fmt::format("clock must be 0–180 minutes a player, not {}", s.clock_minutes));
    if (clock_outside_rules(s) && !s.clock_override)
        return make_error(
            "clock_out_of_range",
            fmt::format("{} minutes a player is outside the {}–{} minutes of Reglement I-6; the "
                        "director can allow it explicitly (the clock override)",
                        s.clock_minutes, kMinTournamentClock, kMaxTournamentClock));
    if (s.rounds < 0 || s.rounds > 1000)
        return invalid(fmt::format("{} rounds is not a number of rounds", s.rounds));
    if (s.system == PairingSystem::kSwiss && s.rounds == 0)
        return invalid("a Swiss tournament needs its number of rounds");
    if (s.system == PairingSystem::kKnockOut && s.rounds != 0)
        return invalid("a knock-out has as many rounds as its bracket needs; leave rounds at 0");
    if (s.koth_rounds < 0 || s.koth_rounds > s.rounds)
        return invalid(fmt::format("{} king-of-the-hill rounds in a {}-round tournament",
                                   s.koth_rounds, s.rounds));
    if (s.koth_rounds > 0 && s.system != PairingSystem::kSwiss)
        return invalid("king-of-the-hill rounds belong to the Swiss system");
    if (s.bye.win < 0 || s.bye.win > kWinHalves)
        return invalid("a bye is worth a win, a draw or nothing");
    if (s.bye.spread < 0 || s.bye.spread > 1000)
        return invalid(fmt::format("bye spread {} is out of range", s.bye.spread));
    if (s.bye.points && (*s.bye.points < 0 || *s.bye.points > 2000))
        return invalid(fmt::format("bye points {} are out of range", *s.bye.points));
    if (s.forfeit_spread < 0 || s.forfeit_spread > 1000)
        return invalid(fmt::format("forfeit spread {} is out of range", s.forfeit_spread));
    if (s.resistance.cut_lowest < 0 || s.resistance.cut_lowest > 100)
        return invalid(
            fmt::format("a cut of {} opponents is out of range", s.resistance.cut_lowest));
    // The games' settings, by the checks a single game's go through.
    const core::RuleSet& rules = *core::rule_set_by_name(s.rules);
    if (auto clock = game::clock_settings_from(clock_choice(s), rules); !clock)
        return invalid(clock.error().message);
    if (auto house = core::with_house_rules(rules, s.house); !house)
        return invalid(house.error().message);
    return validate_prizes(s.prizes);
}

game::ClockChoice clock_choice(const Settings& s) {
    game::ClockChoice c;
    if (s.clock_minutes > 0) c.minutes = s.clock_minutes;
    c.overtime = s.overtime;
    c.penalty_per_minute = s.penalty_per_minute;
    c.overtime_limit_minutes = s.overtime_limit_minutes;
    c.total_minutes = s.total_minutes;
    return c;
}

bool clock_outside_rules(const Settings& s) {
    return s.clock_minutes > 0 &&
           (s.clock_minutes < kMinTournamentClock || s.clock_minutes > kMaxTournamentClock);
}

std::string_view format_name(Format f) {
    switch (f) {
        case Format::kWedstrijd:
            return "wedstrijd";
        case Format::kPunten:
            return "punten";
    }
    return "wedstrijd";
}

std::string_view system_name(PairingSystem s) {
    switch (s) {
        case PairingSystem::kSwiss:
            return "swiss";
        case PairingSystem::kRoundRobin:
            return "round-robin";
        case PairingSystem::kKnockOut:
            return "knock-out";
    }
    return "swiss";
}

Result<Format> parse_format(std::string_view text) {
    if (text == "wedstrijd" || text == "wedstrijdscrabble") return Format::kWedstrijd;
    if (text == "punten" || text == "puntenscrabble") return Format::kPunten;
    return make_error("invalid_settings",
                      fmt::format("unknown format \"{}\" (wedstrijd, punten)", text));
}

Result<PairingSystem> parse_system(std::string_view text) {
    if (text == "swiss" || text == "zwitsers") return PairingSystem::kSwiss;
    if (text == "round-robin" || text == "rr" || text == "berger")
        return PairingSystem::kRoundRobin;
    if (text == "knock-out" || text == "knockout" || text == "ko") return PairingSystem::kKnockOut;
    return make_error(
        "invalid_settings",
        fmt::format("unknown pairing system \"{}\" (swiss, round-robin, knock-out)", text));
}

}  // namespace letterzak::tournament
