#include "tournament/html_export.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "tournament/pairing.hpp"
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
section.round { break-inside: avoid; }
@media print { body { margin: 0; } h2 { break-after: avoid; } }
)";

std::string name_of(const Tournament& t, PlayerId id) {
    const Player* p = find_player(t, id);
    return p ? p->name : fmt::format("#{}", id);
}

std::string standings_table(const Standings& s) {
    std::vector<RankKey> columns = s.keys;
    for (RankKey k : {RankKey::kSpread, RankKey::kPoints})
        if (std::find(columns.begin(), columns.end(), k) == columns.end()) columns.push_back(k);
    std::string out = "<table class=\"standings\">\n<tr><th>Rank</th><th>Player</th>";
    for (RankKey k : columns)
        out += fmt::format("<th title=\"{}\">{}</th>", rank_key_name(k), key_heading(k));
    out += "<th>Games</th><th>W-D-L</th><th>Byes</th></tr>\n";
    for (const StandingRow& r : s.rows) {
        out += fmt::format("<tr><td class=\"num\">{}</td><td>{}{}</td>", r.rank,
                           html_escape(r.name), r.withdrawn ? " <small>(withdrawn)</small>" : "");
        for (RankKey k : columns)
            out += fmt::format("<td class=\"num\">{}</td>", html_escape(key_text(r, k)));
        out += fmt::format(
            "<td class=\"num\">{}</td><td class=\"num\">{}-{}-{}</td><td "
            "class=\"num\">{}</td></tr>\n",
            r.games, r.won, r.drawn, r.lost, r.byes);
    }
    return out + "</table>\n";
}

std::string round_table(const Tournament& t, const Round& r) {
    std::string out = fmt::format(
        "<section class=\"round\"><h2>Round {}</h2>\n<table class=\"pairings\">\n", r.number);
    out += "<tr><th>Board</th><th>Starts</th><th>Second</th><th>Result</th></tr>\n";
    int board = 0;
    for (const Pairing& p : r.pairings) {
        if (p.is_empty()) continue;
        if (p.is_bye()) {
            out += fmt::format("<tr><td></td><td>{}</td><td><em>bye</em></td><td></td></tr>\n",
                               html_escape(name_of(t, p.first)));
            continue;
        }
        out += fmt::format("<tr><td class=\"num\">{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                           ++board, html_escape(name_of(t, p.first)),
                           html_escape(name_of(t, p.second)), html_escape(describe_result(t, p)));
    }
    return out + "</table></section>\n";
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

std::string html_report(const Tournament& t, const Standings& s) {
    std::string keys;
    for (RankKey k : s.keys) keys += (keys.empty() ? "" : ", ") + std::string(rank_key_name(k));
    std::string out = "<!DOCTYPE html>\n<html lang=\"nl\">\n<head>\n<meta charset=\"utf-8\">\n";
    out += fmt::format("<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n",
                       html_escape(t.name), kStyle);
    out += fmt::format(
        "<h1>{}</h1>\n<p class=\"meta\">{}scrabble, {}, rules {} &middot; standings after round {} "
        "of {}{} "
        "&middot; ranked by {}</p>\n",
        html_escape(t.name), format_name(t.settings.format), system_name(t.settings.system),
        html_escape(t.settings.rules), s.after_round, planned_rounds(t),
        s.complete ? "" : " (results still missing)", html_escape(keys));
    out += standings_table(s);
    for (auto it = t.rounds.rbegin(); it != t.rounds.rend(); ++it) out += round_table(t, *it);
    return out + "</body>\n</html>\n";
}

}  // namespace letterzak::tournament
