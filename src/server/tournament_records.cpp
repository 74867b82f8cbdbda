#include "server/tournament_records.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "formats/gcg.hpp"
#include "formats/notation.hpp"
#include "formats/zip_archive.hpp"
#include "tournament/text_report.hpp"

namespace letterzak::server {

namespace tn = letterzak::tournament;

namespace {

// The board (0-based) of the round's pairing `first` against `second`, if it is still paired.
std::optional<std::size_t> board_of(const tn::Tournament& t, int round, tn::PlayerId first,
                                    tn::PlayerId second) {
    if (round < 1 || round > static_cast<int>(t.rounds.size())) return std::nullopt;
    const auto& pairings = t.rounds[static_cast<std::size_t>(round - 1)].pairings;
    for (std::size_t b = 0; b < pairings.size(); ++b)
        if (pairings[b].first == first && pairings[b].second == second) return b;
    return std::nullopt;
}

std::string record_name(const RecordedGame& g, std::size_t board) {
    return fmt::format("ronde-{:02}-bord-{:02}-{}.gcg", g.link.round, board, g.link.game_id);
}

}  // namespace

std::vector<RecordedGame> recorded_games(const tn::Tournament& t,
                                         const std::vector<store::TournamentGame>& links,
                                         const FinishedGameLoader& load) {
    // Newest first, so the first finished game of a pairing is its latest.
    std::vector<const store::TournamentGame*> newest;
    for (const store::TournamentGame& l : links)
        if (board_of(t, l.round, l.first, l.second)) newest.push_back(&l);
    std::stable_sort(newest.begin(), newest.end(),
                     [](const auto* a, const auto* b) { return a->created_at > b->created_at; });
    std::vector<RecordedGame> out;
    for (const store::TournamentGame* l : newest) {
        const bool have = std::any_of(out.begin(), out.end(), [&](const RecordedGame& g) {
            return g.link.round == l->round && g.link.first == l->first &&
                   g.link.second == l->second;
        });
        if (have) continue;
        if (auto game = load(l->game_id)) out.push_back({*l, std::move(*game)});
    }
    std::sort(out.begin(), out.end(), [&](const RecordedGame& a, const RecordedGame& b) {
        if (a.link.round != b.link.round) return a.link.round < b.link.round;
        return board_of(t, a.link.round, a.link.first, a.link.second) <
               board_of(t, b.link.round, b.link.first, b.link.second);
    });
    return out;
}

std::vector<tn::BingoPlay> bingos_of(const RecordedGame& g) {
    std::vector<tn::BingoPlay> out;
    const int rack = g.game.rules().rack_size;
    for (const game::Turn& turn : g.game.turns()) {
        if (turn.kind != game::TurnKind::kPlace || turn.withdrawn) continue;
        if (turn.move.tiles_used < rack) continue;
        const bool first = turn.seat == 0;
        out.push_back({g.link.round, first ? g.link.first : g.link.second,
                       first ? g.link.second : g.link.first, formats::format_move(turn.move),
                       turn.score});
    }
    return out;
}

tn::GameEvidence evidence_of(const std::vector<RecordedGame>& games) {
    tn::GameEvidence e;
    for (const RecordedGame& g : games) {
        auto bingos = bingos_of(g);
        e.bingos.insert(e.bingos.end(), bingos.begin(), bingos.end());
        ++e.games_read;
    }
    return e;
}

Result<std::string> games_archive(const tn::Tournament& t, std::string_view tournament_id,
                                  const std::vector<RecordedGame>& games) {
    std::vector<formats::ZipEntry> entries;
    std::string index = fmt::format(
        "{}\nDe partijen van het toernooi (GCG), per ronde en bord. Een getypte uitslag heeft "
        "geen partijverslag: alleen de partijen die op de server gespeeld zijn, hebben er een.\n",
        t.name);
    std::int64_t latest = 0;
    for (const RecordedGame& g : games) latest = std::max(latest, g.link.created_at / 1000);
    for (const tn::Round& r : t.rounds) {
        index += fmt::format("\nRonde {}\n", r.number);
        // Boards are numbered as on the printable page: games only, byes apart.
        std::size_t board = 0;
        for (const tn::Pairing& p : r.pairings) {
            if (p.is_empty()) continue;
            if (p.is_bye()) {
                index += fmt::format("  vrij      {}\n", tn::player_name(t, p.first));
                continue;
            }
            std::string line = fmt::format("  bord {:>2}  ", ++board);
            line +=
                fmt::format("{} – {}: ", tn::player_name(t, p.first), tn::player_name(t, p.second));
            const std::string result = tn::describe_result(t, p, tn::ReportLanguage::kDutch);
            line += result.empty() ? "nog geen uitslag" : result;
            const auto g = std::find_if(games.begin(), games.end(), [&](const RecordedGame& x) {
                return x.link.round == r.number && x.link.first == p.first &&
                       x.link.second == p.second;
            });
            if (g != games.end()) {
                const std::string name = record_name(*g, board);
                formats::GcgWriteOptions options;
                options.title = fmt::format("{}, ronde {}, bord {}", t.name, r.number, board);
                options.id_authority = "letterzak";
                options.id = g->link.game_id;
                options.description = fmt::format("toernooi {}", tournament_id);
                entries.push_back({name,
                                   formats::write_gcg(formats::gcg_record_of(g->game, options)),
                                   g->link.created_at / 1000});
                line += fmt::format("  [{}]", name);
            } else if (p.result && p.result->played()) {
                line += "  (getypte uitslag: geen partijverslag)";
            } else if (p.result) {
                line += "  (niet gespeeld: geen partijverslag)";
            }
            index += line + "\n";
        }
    }
    entries.insert(entries.begin(), formats::ZipEntry{"index.txt", std::move(index), latest});
    return formats::write_zip(entries);
}

}  // namespace letterzak::server
