#include "tournament/html_export.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "tournament/pairing.hpp"
#include "tournament/prize_text.hpp"
#include "tournament/text_report.hpp"

namespace letterzak::tournament {
namespace {

constexpr const char* kStyle = R"(
body { font-family: sans-serif; margin: 2em; color: #111; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
p.meta { color: #444; margin-top: 0; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #999; padding: 0.25em 0.6em; }
th { background: #eee; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
section.round, section.prizes div { break-inside: avoid; }
section.prizes h3 { font-size: 1em; margin: 0.8em 0 0.2em; }
section.prizes ul { margin: 0; padding-left: 1.2em; }
p.note { color: #444; font-size: 0.9em; margin: 0.2em 0; }
@page { margin: 1.5cm; }
@media print {
  body { margin: 0; font-size: 10pt; }
  h2 { break-after: avoid; }
  tr { break-inside: avoid; }
  a.archive { display: none; }
}
)";

// The page is Dutch, for the club's notice board: every word a reader sees is here, never a
// setting's code ("swiss", "tournament").
std::string heading(RankKey k) {
    switch (k) {
        case RankKey::kKnockOut:
            return "KO";
        case RankKey::kPoints:
            return "Punten";
        case RankKey::kWins:
            return "Winst";
        case RankKey::kResistance:
            return "WP";
        case RankKey::kOpponentSpread:
            return "SdT";
        case RankKey::kSpread:
            return "Saldo";
    }
    return "";
}

std::string meaning(RankKey k) {
    switch (k) {
        case RankKey::kKnockOut:
            return "gewonnen knock-outrondes";
        case RankKey::kPoints:
            return "totaal aantal punten";
        case RankKey::kWins:
            return "gewonnen partijen (remise ½)";
        case RankKey::kResistance:
            return "weerstandspunten";
        case RankKey::kOpponentSpread:
            return "saldo van de tegenstanders";
        case RankKey::kSpread:
            return "puntensaldo";
    }
    return "";
}

std::string format_text(Format f) {
    return f == Format::kPunten ? "puntenscrabble" : "wedstrijdscrabble";
}

std::string system_text(PairingSystem s) {
    switch (s) {
        case PairingSystem::kSwiss:
            return "Zwitsers systeem";
        case PairingSystem::kRoundRobin:
            return "iedereen tegen iedereen";
        case PairingSystem::kKnockOut:
            return "knock-out";
    }
    return "";
}

std::string rules_text(const std::string& rules) {
    if (rules == "tournament") return "wedstrijdregels";
    if (rules == "box") return "doosregels";
    if (rules == "box-ij") return "doosregels met IJ-steen";
    if (rules == "woordspel") return "woordspelregels";
    if (rules == "english") return "Engelse regels";
    return rules;
}

// The bye rule as the standings apply it (settings.hpp, ByeSettings).
std::string bye_text(const Settings& s) {
    const std::string win = s.bye.win == kWinHalves    ? "een winst"
                            : s.bye.win == kDrawHalves ? "een remise"
                                                       : "geen winst";
    std::string out = fmt::format("Vrije ronde: telt als {} met saldo +{}", win, s.bye.spread);
    if (s.format == Format::kPunten)
        out += s.bye.points ? fmt::format(" en {} punten", *s.bye.points)
                            : std::string(
                                  " en het eigen gemiddelde aantal punten (zolang er "
                                  "nog niet gespeeld is: het gemiddelde van het veld)");
    return out + ", zodra de ronde is uitgespeeld.";
}

std::string standings_table(const Standings& s) {
    std::vector<RankKey> columns = s.keys;
    for (RankKey k : {RankKey::kSpread, RankKey::kPoints})
        if (std::find(columns.begin(), columns.end(), k) == columns.end()) columns.push_back(k);
    std::string out = "<table class=\"standings\">\n<tr><th>Plaats</th><th>Speler</th>";
    for (RankKey k : columns)
        out += fmt::format("<th title=\"{}\">{}</th>", meaning(k), heading(k));
    out += "<th>Partijen</th><th>W-G-V</th><th>Vrij</th><th>Bijzonderheden</th></tr>\n";
    for (const StandingRow& r : s.rows) {
        out +=
            fmt::format("<tr><td class=\"num\">{}</td><td>{}{}</td>", r.rank, html_escape(r.name),
                        r.withdrawn ? " <small>(teruggetrokken)</small>" : "");
        for (RankKey k : columns)
            out += fmt::format("<td class=\"num\">{}</td>", html_escape(key_text(r, k)));
        out += fmt::format(
            "<td class=\"num\">{}</td><td class=\"num\">{}-{}-{}</td><td "
            "class=\"num\">{}</td><td>{}</td></tr>\n",
            r.games, r.won, r.drawn, r.lost, r.byes, html_escape(standing_note(r, true)));
    }
    return out + "</table>\n";
}

std::string legend(const Tournament& t, const Standings& s) {
    std::string keys;
    for (RankKey k : s.keys) keys += (keys.empty() ? "" : ", ") + heading(k) + " = " + meaning(k);
    return fmt::format(
        "<p class=\"meta\">Volgorde: {}. W-G-V = gewonnen, gelijk, verloren; Vrij = vrije "
        "rondes. {}</p>\n",
        html_escape(keys), html_escape(bye_text(t.settings)));
}

std::string round_table(const Tournament& t, const Round& r) {
    std::string out = fmt::format(
        "<section class=\"round\"><h2>Ronde {}</h2>\n<table class=\"pairings\">\n", r.number);
    out += "<tr><th>Bord</th><th>Begint</th><th>Tweede</th><th>Uitslag</th></tr>\n";
    int board = 0;
    for (const Pairing& p : r.pairings) {
        if (p.is_empty()) continue;
        if (p.is_bye()) {
            out += fmt::format("<tr><td></td><td>{}</td><td><em>vrij</em></td><td></td></tr>\n",
                               html_escape(player_name(t, p.first)));
            continue;
        }
        out += fmt::format("<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                           ++board, html_escape(player_name(t, p.first)),
                           html_escape(player_name(t, p.second)),
                           html_escape(describe_result(t, p, ReportLanguage::kDutch)));
    }
    return out + "</table></section>\n";
}

std::string prizes_section(const Tournament& t, const PrizeList& list) {
    std::string out = "<section class=\"prizes\"><h2>Prijzen</h2>\n";
    std::string heading;
    for (const Award& a : list.awards) {
        const std::string h = prize_heading(a, ReportLanguage::kDutch);
        if (h != heading) {
            out += fmt::format("{}<div><h3>{}</h3><ul>\n", heading.empty() ? "" : "</ul></div>\n",
                               html_escape(h));
            heading = h;
        }
        out += fmt::format("<li>{}</li>\n", html_escape(award_line(t, a, ReportLanguage::kDutch)));
    }
    if (!heading.empty()) out += "</ul></div>\n";
    if (list.awards.empty()) out += "<p>Nog geen prijswinnaars.</p>\n";
    for (const std::string& n : prize_notes(t, list, ReportLanguage::kDutch))
        out += fmt::format("<p class=\"note\">{}</p>\n", html_escape(n));
    return out + "</section>\n";
}

}  // namespace

std::string html_escape(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

std::string html_report(const Tournament& t, const Standings& s, const PrizeList* prizes,
                        std::string_view archive_href) {
    std::string out = "<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n";
    out += fmt::format("<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n",
                       html_escape(t.name), kStyle);
    out += fmt::format(
        "<h1>{}</h1>\n<p class=\"meta\">{}, {}, {} &middot; stand na ronde {} van {}{}</p>\n",
        html_escape(t.name), format_text(t.settings.format), system_text(t.settings.system),
        html_escape(rules_text(t.settings.rules)), s.after_round, planned_rounds(t),
        s.complete ? "" : " (nog niet alle uitslagen binnen)");
    // Who starts, and a clock the rules would not give (001 I-6): the page says so.
    std::string clock =
        t.settings.clock_minutes > 0
            ? fmt::format("Bedenktijd {} minuten per speler", t.settings.clock_minutes)
            : std::string("Geen schaakklok");
    if (clock_outside_rules(t.settings))
        clock += fmt::format(
            " &mdash; buiten de {}&ndash;{} minuten van artikel I-6, met "
            "toestemming van de wedstrijdleiding",
            kMinTournamentClock, kMaxTournamentClock);
    out += fmt::format("<p class=\"meta\" data-clock>{}. {}.</p>\n", clock,
                       t.settings.balanced_starts
                           ? "Wie begint volgt de indeling (beurtelings)"
                           : "Wie begint wordt per partij geloot (artikel II-4)");
    out += standings_table(s);
    out += legend(t, s);
    if (prizes != nullptr && t.settings.prizes.any()) out += prizes_section(t, *prizes);
    if (!archive_href.empty())
        out += fmt::format(
            "<p><a class=\"archive\" href=\"{}\" download>Alle partijverslagen (GCG, "
            "zip)</a></p>\n",
            html_escape(std::string(archive_href)));
    for (auto it = t.rounds.rbegin(); it != t.rounds.rend(); ++it) out += round_table(t, *it);
    return out + "</body>\n</html>\n";
}

}  // namespace letterzak::tournament
