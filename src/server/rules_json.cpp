#include "server/rules_json.hpp"

#include <algorithm>

#include "core/house_rules.hpp"
#include "core/rules.hpp"
#include "game/clock_choice.hpp"
#include "server/computer_players.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

struct Labels {
    const char* nl;
    const char* en;
};

Labels labels(const std::string& name) {
    if (name == "tournament")
        return {"Wedstrijdscrabble (NTSV/SBNL-reglement)", "Dutch tournament rules (NTSV/SBNL)"};
    if (name == "box") return {"Doosregels (2–4 spelers)", "Box rules (2–4 players)"};
    if (name == "box-ij")
        return {"Doosregels, oude uitgave met IJ-steen",
                "Box rules, older edition with an IJ tile"};
    if (name == "woordspel")
        return {"Woordspel (Brettspielnetz, 8 letters)", "Woordspel (Brettspielnetz, 8 tiles)"};
    return {"", ""};
}

const char* premium(const core::BoardLayout& layout, int sq) {
    const auto i = static_cast<std::size_t>(sq);
    if (layout.word_multiplier[i] == 3) return "3W";
    if (layout.word_multiplier[i] == 2) return "2W";
    if (layout.letter_multiplier[i] == 3) return "3L";
    if (layout.letter_multiplier[i] == 2) return "2L";
    return "";
}

}  // namespace

const std::vector<std::string>& offered_rule_sets() {
    static const std::vector<std::string> kOffered = {"tournament", "box", "box-ij", "woordspel"};
    return kOffered;
}

bool offered(const std::string& rules) {
    const auto& o = offered_rule_sets();
    return std::find(o.begin(), o.end(), rules) != o.end();
}

std::string_view challenge_mode_name(core::ChallengeMode mode) {
    switch (mode) {
        case core::ChallengeMode::kJuryAfterGame:
            return "jury";
        case core::ChallengeMode::kSingle:
            return "single";
        case core::ChallengeMode::kRefuseAtOnce:
            return "refuse";
        case core::ChallengeMode::kDouble:
            return "double";
    }
    return "?";
}

json game_settings_json(const core::RuleSet& r, const game::ClockSettings& c) {
    return {{"blank_swap", core::name_in(core::kBlankSwapNames, r.blank_swap)},
            {"play_on_after_out", r.play_on_after_out},
            {"veto", r.veto},
            {"failed_challenge_penalty", r.failed_challenge_penalty},
            {"clock",
             {{"chess_clock", c.chess_clock},
              {"per_player_ms", c.per_player},
              {"overtime", core::name_in(game::kOvertimeRuleNames, c.overtime)},
              {"penalty_per_minute", c.penalty_per_minute},
              {"overtime_limit_ms", c.overtime_limit},
              {"total_game_ms", c.total_game}}}};
}

json rules_catalogue_json() {
    json sets = json::array();
    for (const std::string& name : offered_rule_sets()) {
        const core::RuleSet* r = core::rule_set_by_name(name);
        if (r == nullptr) continue;
        json tiles = json::object();
        for (int l = 0; l < core::kLetterSlots; ++l) {
            const auto i = static_cast<std::size_t>(l);
            if (r->tiles->count[i] == 0) continue;
            tiles[core::letter_name(static_cast<core::Letter>(l))] = {
                {"value", r->tiles->value[i]}, {"count", r->tiles->count[i]}};
        }
        json premiums = json::array();
        for (int sq = 0; sq < core::kSquares; ++sq) premiums.push_back(premium(*r->layout, sq));
        const Labels lab = labels(name);
        sets.push_back({{"name", name},
                        {"label_nl", lab.nl},
                        {"label_en", lab.en},
                        {"min_players", r->min_players},
                        {"max_players", r->max_players},
                        {"rack_size", r->rack_size},
                        {"exchange_min_bag", r->exchange_min_bag},
                        {"first_move_min_tiles", r->first_move_min_tiles},
                        {"challenge", challenge_mode_name(r->challenge)},
                        {"invalid_word_penalty", r->invalid_word_penalty},
                        {"clock_minutes", r->clock_minutes},
                        {"house_rules", core::takes_house_rules(*r)},
                        {"failed_challenge_penalty", core::takes_failed_challenge_penalty(*r)},
                        {"tiles", std::move(tiles)},
                        {"layout",
                         {{"name", r->layout->name},
                          {"center", r->layout->center},
                          {"premiums", std::move(premiums)}}}});
    }
    json levels = json::array();
    for (const ComputerLevel& l : computer_levels())
        levels.push_back({{"level", l.id}, {"label_nl", l.label_nl}, {"label_en", l.label_en}});
    return {{"rules", std::move(sets)},
            {"default_rules", "tournament"},
            {"computers", std::move(levels)},
            {"default_level", default_level()},
            // What a new-game request may choose (new_game_request.hpp), for forms.
            {"limits",
             {{"clock_minutes", {game::kMinClockMinutes, game::kMaxClockMinutes}},
              {"penalty_per_minute", {1, game::kMaxPenaltyPerMinute}},
              {"overtime_limit_minutes", {0, game::kMaxOvertimeLimitMinutes}},
              {"total_minutes", {1, game::kMaxTotalMinutes}},
              {"failed_challenge_penalty", {0, core::kMaxFailedChallengePenalty}},
              {"tournament_clock_minutes",
               {core::kTournamentClockMinMinutes, core::kTournamentClockMaxMinutes}}}}};
}

}  // namespace letterzak::server
