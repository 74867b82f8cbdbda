#include "cli/tournament_report_command.hpp"

#include <fmt/format.h>

#include <charconv>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tournament/html_export.hpp"
#include "tournament/prize_text.hpp"
#include "tournament/prizes.hpp"
#include "tournament/standings.hpp"
#include "tournament/text_report.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::cli {
namespace {

namespace tn = letterzak::tournament;

const auto report = &report_refusal;

// "A:1600:2" (rated 1600 and up, 2 prizes) or "C::1" (everyone else, 1 prize).
Result<tn::RatingClass> parse_class(const std::string& text) {
    const auto bad = [&] {
        return make_error("invalid_settings",
                          fmt::format("class \"{}\": NAME:MIN_RATING:PLACES, e.g. A:1600:2 or "
                                      "C::1 (no minimum: everyone below, unrated included)",
                                      text));
    };
    const auto first = text.find(':');
    const auto second = first == std::string::npos ? first : text.find(':', first + 1);
    if (second == std::string::npos) return bad();
    const auto number = [](std::string_view part) -> std::optional<int> {
        int v = 0;
        const auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
        if (part.empty() || ec != std::errc{} || ptr != part.data() + part.size())
            return std::nullopt;
        return v;
    };
    tn::RatingClass c;
    c.name = text.substr(0, first);
    const std::string_view min = std::string_view(text).substr(first + 1, second - first - 1);
    if (!min.empty()) {
        c.min_rating = number(min);
        if (!c.min_rating) return bad();
    }
    const auto places = number(std::string_view(text).substr(second + 1));
    if (!places) return bad();
    c.places = *places;
    return c;
}

struct PrizeOptions {
    int overall = 0;
    std::vector<std::string> classes;
    bool best_game = false;
    bool highest_score = false;
    bool best_bingo = false;
};

struct ReportOptions {
    std::string html;
    std::string archive;
    bool json = false;
};

}  // namespace

void add_report_commands(CLI::App& parent, const std::shared_ptr<TournamentPlace>& place,
                         int& exit_code) {
    auto p = std::make_shared<PrizeOptions>();
    CLI::App* set = parent.add_subcommand(
        "prize-settings",
        "Set the prize categories (replaces them; none given: no prizes). A settings action");
    set->add_option("--overall", p->overall, "Overall prizes: how many places");
    set->add_option("--class", p->classes,
                    "A rating class, strongest first: NAME:MIN_RATING:PLACES (A:1600:2), the "
                    "last may leave MIN empty for everyone else (C::1)");
    set->add_flag("--best-game", p->best_game, "Best game: the highest combined score");
    set->add_flag("--highest-score", p->highest_score, "Highest score of one player in a game");
    set->add_flag("--best-bingo", p->best_bingo,
                  "Best bingo: the highest-scoring play of a whole rack (server games only)");
    set->callback([place, p, &exit_code] {
        tn::PrizeSettings prizes;
        prizes.overall_places = p->overall;
        prizes.best_game = p->best_game;
        prizes.highest_score = p->highest_score;
        prizes.best_bingo = p->best_bingo;
        for (const std::string& text : p->classes) {
            auto c = parse_class(text);
            if (!c) {
                exit_code = report(c.error());
                return;
            }
            prizes.classes.push_back(std::move(*c));
        }
        auto code = update_tournament(*place, [&](Desk& d) {
            tn::Settings s = d.t.settings;
            s.prizes = prizes;
            if (auto ok = d.act(tn::ChangeSettings{s}); !ok) return report(ok.error());
            return 0;
        });
        exit_code = code ? *code : report(code.error());
        if (exit_code == 0) fmt::print("Prize settings changed.\n");
    });

    auto r = std::make_shared<ReportOptions>();
    CLI::App* prizes = parent.add_subcommand("prizes", "The prize list as it stands");
    prizes->add_flag("--json", r->json, "As the API's JSON");
    prizes->callback([place, r, &exit_code] {
        auto loaded = load_with_games(*place);
        if (!loaded) {
            exit_code = report(loaded.error());
            return;
        }
        const tn::PrizeList list =
            tn::compute_prizes(loaded->t, server::evidence_of(loaded->games));
        if (r->json)
            fmt::print("{}\n", tn::prize_list_to_json(loaded->t, list).dump(2));
        else
            fmt::print("{}", tn::prizes_text(loaded->t, list));
        exit_code = 0;
    });

    CLI::App* rep = parent.add_subcommand(
        "report",
        "The end-of-tournament report: final standings, prizes, every result (\"-\" = stdout)");
    rep->add_option("--html", r->html, "Also write the printable page (HTML) here");
    rep->add_option("--archive", r->archive,
                    "Also write every server game's GCG and an index of all results (ZIP)");
    rep->callback([place, r, &exit_code] {
        auto loaded = load_with_games(*place);
        if (!loaded) {
            exit_code = report(loaded.error());
            return;
        }
        const tn::Tournament& t = loaded->t;
        const tn::Standings s = tn::compute_standings(t);
        const tn::PrizeList list = tn::compute_prizes(t, server::evidence_of(loaded->games));
        if (!r->html.empty()) {
            // The page links the archive beside it (by its file name).
            const std::string href = r->archive.empty() || r->archive == "-"
                                         ? std::string()
                                         : std::filesystem::path(r->archive).filename().string();
            if (const int code = write_output(r->html, tn::html_report(t, s, &list, href));
                code != 0) {
                exit_code = code;
                return;
            }
        }
        if (!r->archive.empty()) {
            auto zip = server::games_archive(t, loaded->id, loaded->games);
            if (!zip) {
                exit_code = report(zip.error());
                return;
            }
            if (const int code = write_output(r->archive, *zip); code != 0) {
                exit_code = code;
                return;
            }
        }
        if (r->html != "-" && r->archive != "-") {
            std::string out = tn::standings_text(t, s) + "\nPrizes\n" + tn::prizes_text(t, list);
            for (const tn::Round& round : t.rounds) out += "\n" + tn::pairings_text(t, round);
            fmt::print("{}", out);
        }
        exit_code = 0;
    });
}

}  // namespace letterzak::cli
