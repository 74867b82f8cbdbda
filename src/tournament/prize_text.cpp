#include "tournament/prize_text.hpp"

#include <fmt/format.h>

namespace letterzak::tournament {
namespace {

// The game an award was won in, with its scores: "Anna – Bert 360-350".
std::string game_text(const Tournament& t, const Award& a) {
    if (a.round < 1 || a.round > static_cast<int>(t.rounds.size())) return "";
    for (const Pairing& p : t.rounds[static_cast<std::size_t>(a.round - 1)].pairings)
        if (p.is_game() && p.has(a.player) && p.has(a.opponent) && p.result)
            return fmt::format("{} – {} {}-{}", player_name(t, p.first), player_name(t, p.second),
                               p.result->final_score(kFirstSeat),
                               p.result->final_score(kSecondSeat));
    return "";
}

}  // namespace

std::string prize_heading(const Award& a, ReportLanguage lang) {
    const bool nl = lang == ReportLanguage::kDutch;
    if (a.category == PrizeCategory::kClass)
        return fmt::format("{} {}", prize_category_label(a.category, nl), a.class_name);
    return std::string(prize_category_label(a.category, nl));
}

std::string award_line(const Tournament& t, const Award& a, ReportLanguage lang) {
    const bool nl = lang == ReportLanguage::kDutch;
    const std::string shared = a.shared ? (nl ? " (gedeeld)" : " (shared)") : "";
    const std::string round = fmt::format("{} {}", nl ? "ronde" : "round", a.round);
    switch (a.category) {
        case PrizeCategory::kOverall:
        case PrizeCategory::kClass:
            return fmt::format("{}. {}{}", a.place, player_name(t, a.player), shared);
        case PrizeCategory::kBestGame:
            return fmt::format("{}: {} = {}, {}{}", player_name(t, a.player), game_text(t, a),
                               a.value, round, shared);
        case PrizeCategory::kHighestScore:
            return fmt::format("{}: {} {} {}, {}{}", player_name(t, a.player), a.value,
                               nl ? "tegen" : "v", player_name(t, a.opponent), round, shared);
        case PrizeCategory::kBestBingo:
            return fmt::format("{}: {} {}, {} {} {}{}", player_name(t, a.player), a.word, a.value,
                               round, nl ? "tegen" : "v", player_name(t, a.opponent), shared);
    }
    return "";
}

std::vector<std::string> prize_notes(const Tournament& t, const PrizeList& list,
                                     ReportLanguage lang) {
    const bool nl = lang == ReportLanguage::kDutch;
    std::vector<std::string> notes;
    if (!list.final)
        notes.push_back(nl ? "Voorlopig: het toernooi is nog niet uitgespeeld."
                           : "Provisional: the tournament is not over yet.");
    notes.push_back(nl ? "Teruggetrokken en gediskwalificeerde spelers komen niet in aanmerking; "
                         "gelijk geëindigde spelers delen hun plaats."
                       : "Withdrawn and disqualified players are not eligible; players who "
                         "finish equal share their place.");
    if (t.settings.prizes.best_bingo)
        notes.push_back(fmt::format(
            fmt::runtime(nl ? "Beste scrabble: gezocht in de {} van de {} gespeelde partijen die "
                              "op de server gespeeld zijn; van een getypte uitslag zijn alleen "
                              "de scores bekend."
                            : "Best bingo: looked for in the {} of the {} games played over the "
                              "board that were played on the server; a typed result has only "
                              "its scores."),
            list.games_with_moves, list.games_over_board));
    for (const std::string& c : list.empty_classes)
        notes.push_back(
            fmt::format(fmt::runtime(nl ? "Klasse {}: geen speler die in aanmerking komt."
                                        : "Class {}: no eligible player."),
                        c));
    return notes;
}

std::string prizes_text(const Tournament& t, const PrizeList& list, ReportLanguage lang) {
    const bool nl = lang == ReportLanguage::kDutch;
    if (!t.settings.prizes.any()) return nl ? "Geen prijzen ingesteld.\n" : "No prizes set.\n";
    std::string out;
    std::string heading;
    for (const Award& a : list.awards) {
        const std::string h = prize_heading(a, lang);
        if (h != heading) {
            out += (out.empty() ? "" : "\n") + h + "\n";
            heading = h;
        }
        out += "  " + award_line(t, a, lang) + "\n";
    }
    if (list.awards.empty()) out += nl ? "Nog geen prijswinnaars.\n" : "No prize winners yet.\n";
    out += "\n";
    for (const std::string& n : prize_notes(t, list, lang)) out += n + "\n";
    return out;
}

}  // namespace letterzak::tournament
