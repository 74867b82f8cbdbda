#include "tournament/csv_export.hpp"

#include <fmt/format.h>

namespace letterzak::tournament {
namespace {

// A text cell. One that begins like a formula (=, +, -, @, or a tab or CR before one) would be
// run by a spreadsheet as one ("=HYPERLINK(...)" as a name): it gets a leading apostrophe, which
// spreadsheets read as "this is text" and do not show (OWASP's advice on CSV injection).
std::string field(const std::string& raw) {
    const bool formula =
        !raw.empty() && std::string_view("=+-@\t\r").find(raw[0]) != std::string_view::npos;
    const std::string text = formula ? "'" + raw : raw;
    if (!formula && text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string number_or_empty(const std::optional<int>& v) {
    return v ? fmt::format("{}", *v) : "";
}

std::string name_of(const Tournament& t, PlayerId id) {
    const Player* p = find_player(t, id);
    return p ? p->name : "";
}

}  // namespace

std::string standings_csv(const Standings& s) {
    std::string out =
        "rank,player_id,name,withdrawn,games,won,drawn,lost,byes,wins,resistance,opponent_spread,"
        "spread,points,"
        "knockout_rounds_won,knocked_out_in,results_note\n";
    for (const StandingRow& r : s.rows)
        out +=
            fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", r.rank, r.player,
                        field(r.name), r.withdrawn ? "yes" : "no", r.games, r.won, r.drawn, r.lost,
                        r.byes, format_halves_decimal(r.wins), format_halves_decimal(r.resistance),
                        r.opponent_spread, r.spread, r.points, r.knockout_rounds_won,
                        number_or_empty(r.knocked_out_in), field(standing_note(r)));
    return out;
}

std::string pairings_csv(const Tournament& t) {
    std::string out =
        "round,board,first_id,first_name,second_id,second_name,first_score,second_score,first_jury_"
        "score,"
        "second_jury_score,forfeit,lost_on_time,resigned,result\n";
    for (const Round& r : t.rounds) {
        int board = 0;
        for (const Pairing& p : r.pairings) {
            if (p.is_empty()) continue;
            ++board;
            std::optional<int> s1, s2, j1, j2;
            std::string forfeit, time, resigned, kind;
            if (p.result) {
                s1 = p.result->scores[0];
                s2 = p.result->scores[1];
                if (p.result->jury_scores) {
                    j1 = (*p.result->jury_scores)[0];
                    j2 = (*p.result->jury_scores)[1];
                }
                const Forfeit f = p.result->forfeit;
                forfeit = f == Forfeit::kFirst    ? "first"
                          : f == Forfeit::kSecond ? "second"
                          : f == Forfeit::kBoth   ? "both"
                                                  : "";
                if (p.result->lost_on_time)
                    time = *p.result->lost_on_time == kFirstSeat ? "first" : "second";
                if (p.result->resigned)
                    resigned = *p.result->resigned == kFirstSeat ? "first" : "second";
                kind = result_kind_name(result_kind(*p.result));
            }
            out += fmt::format(
                "{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", r.number,
                p.is_bye() ? "bye" : fmt::format("{}", board), p.first, field(name_of(t, p.first)),
                p.is_bye() ? "" : fmt::format("{}", p.second), field(name_of(t, p.second)),
                number_or_empty(s1), number_or_empty(s2), number_or_empty(j1), number_or_empty(j2),
                forfeit, time, resigned, p.is_bye() ? "bye" : kind);
            if (p.is_bye()) --board;
        }
    }
    return out;
}

}  // namespace letterzak::tournament
