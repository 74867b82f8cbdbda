#include "tournament/text_report.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "tournament/pairing.hpp"

namespace letterzak::tournament {
namespace {

// Columns are padded by characters, not bytes (fmt counts code points too): "Zoë" is 3 wide.
std::size_t display_width(const std::string& s) {
    return static_cast<std::size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string signed_number(int v) {
    return v > 0 ? fmt::format("+{}", v) : fmt::format("{}", v);
}

std::string player_cell(const StandingRow& row) {
    return fmt::format("{} (#{}){}", row.name, row.player, row.withdrawn ? " [withdrawn]" : "");
}

std::string settings_line(const Tournament& t) {
    const Settings& s = t.settings;
    std::string line = fmt::format("{}scrabble, {}, {} rounds", format_name(s.format),
                                   system_name(s.system), planned_rounds(t));
    if (s.koth_rounds > 0) line += fmt::format(" (last {} king of the hill)", s.koth_rounds);
    line += fmt::format(", rules {}, clock {}", s.rules,
                        s.clock_minutes > 0 ? fmt::format("{} min", s.clock_minutes) : "none");
    if (clock_outside_rules(s))
        line += fmt::format(" (outside the {}–{} min of I-6, by the director's override)",
                            kMinTournamentClock, kMaxTournamentClock);
    line += s.balanced_starts ? ", balanced starts" : ", the draw decides who starts";
    // The games' settings of issue 19, where chosen.
    const game::ClockChoice clock = clock_choice(s);
    if (clock.overtime == game::OvertimeRule::kPenalty) {
        line += fmt::format(", overtime {} points a started minute",
                            clock.penalty_per_minute.value_or(10));
        if (clock.overtime_limit_minutes.value_or(0) > 0)
            line += fmt::format(" (lost after {} min)", *clock.overtime_limit_minutes);
    }
    if (clock.total_minutes) line += fmt::format(", total time {} min", *clock.total_minutes);
    if (s.house.blank_swap != core::BlankSwap::kOff)
        line += fmt::format(", house rule: blank swap ({})",
                            core::name_in(core::kBlankSwapNames, s.house.blank_swap));
    if (s.house.play_on_after_out) line += ", house rule: play on after going out";
    if (s.house.veto) line += ", house rule: veto";
    if (s.house.failed_challenge_penalty > 0)
        line += fmt::format(", a failed challenge costs {}", s.house.failed_challenge_penalty);
    return line;
}

}  // namespace

std::string describe_result(const Tournament& t, const Pairing& p, ReportLanguage lang) {
    if (!p.is_game() || !p.result) return "";
    const bool nl = lang == ReportLanguage::kDutch;
    const GameResult& r = *p.result;
    const auto seat = kind_seat(r);
    const std::string who = seat ? player_name(t, *seat == kFirstSeat ? p.first : p.second) : "";
    switch (result_kind(r)) {
        case ResultKind::kForfeit:
            return fmt::format(fmt::runtime(nl ? "{} reglementair verloren" : "{} forfeited"), who);
        case ResultKind::kNoShow:
            return fmt::format(fmt::runtime(nl ? "{} niet opgekomen" : "{} did not show"), who);
        case ResultKind::kDoubleForfeit:
            return nl ? "beiden niet opgekomen (dubbel reglementair verlies)" : "double forfeit";
        case ResultKind::kAdjourned:
            return fmt::format(fmt::runtime(nl ? "{}-{}, afgebroken (wordt uitgespeeld)"
                                               : "{}-{}, adjourned (to be finished)"),
                               r.scores[0], r.scores[1]);
        case ResultKind::kPlayed:
        case ResultKind::kLostOnTime:
        case ResultKind::kResigned:
            break;
    }
    std::string out = fmt::format("{}-{}", r.scores[0], r.scores[1]);
    if (r.jury_scores)
        out += fmt::format(" (jury {}-{})", (*r.jury_scores)[0], (*r.jury_scores)[1]);
    if (r.lost_on_time)
        out += fmt::format(fmt::runtime(nl ? ", {} verliest op tijd" : ", {} lost on time"), who);
    else if (r.resigned)
        out += fmt::format(fmt::runtime(nl ? ", {} gaf op" : ", {} resigned"), who);
    else if (r.final_score(kFirstSeat) == r.final_score(kSecondSeat) &&
             t.settings.system == PairingSystem::kKnockOut)
        out += fmt::format(
            fmt::runtime(nl ? ", gelijk: {} (tweede) gaat door" : ", tie: {} (2nd) goes through"),
            player_name(t, p.second));
    return out;
}

std::string key_heading(RankKey k) {
    switch (k) {
        case RankKey::kKnockOut:
            return "KO";
        case RankKey::kPoints:
            return "Points";
        case RankKey::kWins:
            return "Wins";
        case RankKey::kResistance:
            return "WP";
        case RankKey::kOpponentSpread:
            return "WS";
        case RankKey::kSpread:
            return "Spread";
    }
    return "";
}

std::string key_text(const StandingRow& row, RankKey k) {
    switch (k) {
        case RankKey::kWins:
            return format_halves(row.wins);
        case RankKey::kResistance:
            return format_halves(row.resistance);
        case RankKey::kSpread:
            return signed_number(row.spread);
        case RankKey::kOpponentSpread:
            return signed_number(row.opponent_spread);
        case RankKey::kPoints:
            return fmt::format("{}", row.points);
        case RankKey::kKnockOut:
            return fmt::format("{}", row.knockout_rounds_won);
    }
    return "";
}

std::string standings_text(const Tournament& t, const Standings& s) {
    std::string out = fmt::format("{}: standings after round {} of {}{}\n", t.name, s.after_round,
                                  planned_rounds(t), s.complete ? "" : " (results still missing)");
    std::string keys;
    for (RankKey k : s.keys) keys += (keys.empty() ? "" : ", ") + std::string(rank_key_name(k));
    out += fmt::format(
        "Ranked by {}.{}\n\n", keys,
        t.settings.system == PairingSystem::kSwiss && t.settings.format == Format::kWedstrijd
            ? " WP = weerstandspunten (opponents' wins)."
            : "");
    std::size_t name_width = 6;
    for (const StandingRow& row : s.rows)
        name_width = std::max(name_width, display_width(player_cell(row)));
    // Ranking keys first, in their order; then what is shown for information only.
    std::vector<RankKey> columns = s.keys;
    for (RankKey k : {RankKey::kSpread, RankKey::kPoints})
        if (std::find(columns.begin(), columns.end(), k) == columns.end()) columns.push_back(k);
    out += fmt::format("{:>4}  {:<{}}", "Rank", "Player", name_width);
    for (RankKey k : columns) out += fmt::format("  {:>7}", key_heading(k));
    out += fmt::format("  {:>5}  {:>5}  {:>4}", "Games", "W-D-L", "Byes");
    if (t.settings.system == PairingSystem::kKnockOut) out += "  Out";
    out += "\n";
    for (const StandingRow& row : s.rows) {
        const bool shared = std::count_if(s.rows.begin(), s.rows.end(), [&](const StandingRow& r) {
                                return r.rank == row.rank;
                            }) > 1;
        out += fmt::format("{:>4}  {:<{}}", fmt::format("{}{}", row.rank, shared ? "=" : ""),
                           player_cell(row), name_width);
        for (RankKey k : columns) out += fmt::format("  {:>7}", key_text(row, k));
        out += fmt::format("  {:>5}  {:>5}  {:>4}", row.games,
                           fmt::format("{}-{}-{}", row.won, row.drawn, row.lost), row.byes);
        if (t.settings.system == PairingSystem::kKnockOut)
            out += row.knocked_out_in ? fmt::format("  round {}", *row.knocked_out_in) : "  -";
        if (const std::string note = standing_note(row); !note.empty()) out += "  (" + note + ")";
        out += "\n";
    }
    return out;
}

std::string pairings_text(const Tournament& t, const Round& r) {
    std::string out = fmt::format("Round {}\n", r.number);
    std::size_t width = 6;
    for (const Pairing& p : r.pairings)
        for (PlayerId id : {p.first, p.second})
            if (id != kNoPlayer)
                width =
                    std::max(width, display_width(fmt::format("{} (#{})", player_name(t, id), id)));
    out += fmt::format("{:>5}  {:<{}}  {:<{}}  {}\n", "Board", "Starts", width, "Second", width,
                       "Result");
    int board = 0;
    for (const Pairing& p : r.pairings) {
        if (p.is_empty()) continue;
        ++board;
        const std::string first = fmt::format("{} (#{})", player_name(t, p.first), p.first);
        if (p.is_bye()) {
            out += fmt::format("{:>5}  {:<{}}  bye\n", "", first, width);
            continue;
        }
        const std::string second = fmt::format("{} (#{})", player_name(t, p.second), p.second);
        const std::string result = p.result ? describe_result(t, p) : "(no result yet)";
        out +=
            fmt::format("{:>5}  {:<{}}  {:<{}}  {}\n", board, first, width, second, width, result);
    }
    return out;
}

std::string tournament_text(const Tournament& t) {
    const Settings& s = t.settings;
    std::string out = fmt::format("{}\n{}\n", t.name, settings_line(t));
    out += fmt::format(
        "Bye: {} win, spread +{}{}; forfeit spread {}\n", format_halves(s.bye.win), s.bye.spread,
        s.format == Format::kPunten ? (s.bye.points ? fmt::format(", {} points", *s.bye.points)
                                                    : std::string(", own average points"))
                                    : std::string(),
        s.forfeit_spread);
    if (s.system == PairingSystem::kSwiss && s.format == Format::kWedstrijd)
        out += fmt::format("Weerstandspunten: opponents' wins{}{}{}\n",
                           s.resistance.cut_lowest > 0
                               ? fmt::format(", weakest {} cut", s.resistance.cut_lowest)
                               : "",
                           s.resistance.count_opponent_byes ? ", their byes counted" : "",
                           s.resistance.opponent_spread ? "; then opponents' spread" : "");
    out += fmt::format("Rounds paired: {} of {}\n\nPlayers ({})\n", current_round(t),
                       planned_rounds(t), t.players.size());
    for (const Player& p : t.players)
        out += fmt::format("  #{:<3} {}{}{}\n", p.id, p.name,
                           p.rating ? fmt::format(" ({})", *p.rating) : "",
                           p.withdrawn ? " [withdrawn]" : "");
    for (const Round& r : t.rounds) out += "\n" + pairings_text(t, r);
    return out;
}

}  // namespace letterzak::tournament
