#include "formats/score_sheet.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "formats/notation.hpp"
#include "formats/result_json.hpp"

namespace letterzak::formats {

using game::ScoreSheet;
using game::ScoreSheetLine;

namespace {

// The display width of UTF-8 text (names may hold accents): one column per code point.
std::size_t columns(const std::string& s) {
    std::size_t n = 0;
    for (char c : s)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

std::string pad(const std::string& s, std::size_t width) {
    const std::size_t w = columns(s);
    return w >= width ? s : s + std::string(width - w, ' ');
}

std::string lpad(const std::string& s, std::size_t width) {
    const std::size_t w = columns(s);
    return w >= width ? s : std::string(width - w, ' ') + s;
}

std::string coordinate(const ScoreSheetLine& line, Notation notation) {
    if (line.square < 0) return "";
    return format_coordinate({line.square, line.dir}, notation);
}

std::string join(const std::vector<std::string>& words) {
    std::string s;
    for (const std::string& w : words) s += (s.empty() ? "" : ", ") + w;
    return s;
}

// Every word the printed sheet uses, in one language. A sheet handed to a Dutch jury says
// "ruilt 3" and "eigen rek", never "exchange" or "went_out".
struct Words {
    std::string_view exchange;  // {} = the number of tiles
    std::string_view pass;
    std::string_view lost_turn;
    std::string_view blank_swap;
    std::string_view withdrawn;  // {} = the turn
    std::string_view protest;
    std::string_view challenged_off;
    std::string_view failed_challenge;
    std::string_view challenge_bonus;
    std::string_view jury;  // {} = the turn
    std::string_view time_penalty;
    std::string_view penalty;
    std::string_view others_rack;
    std::string_view own_rack;
    std::string_view over_time;
    std::string_view withdrawn_tag;
    std::string_view title;   // {} = the rule set's name
    std::string_view player;  // {} = the number
    std::string_view started;
    std::string_view coordinates;
    std::string_view col_turn, col_player, col_word, col_coord, col_score;
    std::string_view end_line;
    std::string_view in_progress;
    std::string_view awaiting_jury_status;
    std::string_view end;  // {} = why
    std::string_view col_raw, col_jury, col_final, col_spread, col_points;
    std::string_view forfeit;
    std::string_view winner;  // {} = the name
    std::string_view knockout;
    std::string_view draw;
    std::string_view jury_pending;
    std::array<std::string_view, 6> reasons;  // by EndReason
    std::array<std::string_view, 5> rules;    // tournament, box, box-ij, woordspel, english
    std::string_view extra_time;              // {} = the time given ("2:00")
};

constexpr std::array<std::string_view, 5> kRuleCodes = {"tournament", "box", "box-ij", "woordspel",
                                                        "english"};

constexpr Words kDutch{
    "ruilt {}",
    "past",
    "beurt kwijt (betwist)",
    "blanco geruild",
    "beurt {} teruggenomen",
    "protest toegekend",
    "betwist: fout woord",
    "betwisting mislukt",
    "bonus betwisting",
    "jury, beurt {}",
    "tijdstraf",
    "straf",
    "rek van de anderen",
    "eigen rek",
    "tijdoverschrijding",
    " [teruggenomen]",
    "Wedstrijdformulier, {}",
    "  speler {}: ",
    " (begon)",
    "  coördinaten als op het wedstrijdformulier: letter eerst = horizontaal (H8), cijfer eerst = "
    "verticaal (8H)",
    "beurt",
    "speler",
    "woord",
    "coörd",
    "score",
    "-- einde van de partij --",
    "De partij is nog bezig.",
    "De jury kijkt de woorden na.",
    "Einde: {}",
    "ruw",
    "jury",
    "eind",
    "saldo",
    "punten",
    "  (verloren: tijd of opgave)",
    "Winnaar: {}",
    " (knock-out: bij gelijke stand wint wie niet begon)",
    "Gelijkspel",
    "De jury heeft de woorden nog niet nagekeken.",
    {"", "uitgespeeld", "te vaak achter elkaar gepast", "tijd om", "speeltijd om", "opgegeven"},
    {"wedstrijdscrabble", "doosregels", "doosregels met IJ-steen", "woordspel (Brettspielnetz)",
     "Engelse toernooiregels"},
    "extra tijd van de jury: {}"};

constexpr Words kEnglish{
    "exchange {}",
    "pass",
    "turn lost (challenge)",
    "blank swapped",
    "turn {} withdrawn",
    "protest upheld",
    "challenged off",
    "challenge failed",
    "challenge bonus",
    "jury, turn {}",
    "time penalty",
    "penalty",
    "rack of the others",
    "own rack",
    "over time",
    " [withdrawn]",
    "Score sheet (wedstrijdformulier), {}",
    "  player {}: ",
    " (started)",
    "  coordinates as on the Dutch score sheet: letter first = across (H8), number first = down "
    "(8H)",
    "turn",
    "player",
    "word",
    "coord",
    "score",
    "-- end of the game --",
    "The game is in progress.",
    "The jury is checking the words.",
    "End: {}",
    "raw",
    "jury",
    "final",
    "spread",
    "points",
    "  (forfeit)",
    "Winner: {}",
    " (knock-out: a tie goes to the player who did not start)",
    "Draw",
    "The jury has not checked the words yet.",
    {"", "went out", "too many passes in a row", "time ran out", "playing time up", "resigned"},
    {"tournament Scrabble", "box rules", "box rules with the IJ tile", "woordspel (Brettspielnetz)",
     "English tournament rules"},
    "extra time from the jury: {}"};

const Words& words_of(SheetLanguage lang) {
    return lang == SheetLanguage::kDutch ? kDutch : kEnglish;
}

std::string with(std::string_view tmpl, const std::string& arg) {
    const std::size_t at = tmpl.find("{}");
    if (at == std::string_view::npos) return std::string(tmpl);
    return std::string(tmpl.substr(0, at)) + arg + std::string(tmpl.substr(at + 2));
}

std::string rules_text(const Words& w, const std::string& code) {
    for (std::size_t i = 0; i < kRuleCodes.size(); ++i)
        if (kRuleCodes[i] == code) return std::string(w.rules[i]);
    return code;
}

// What the line says, in words.
std::string description(const ScoreSheetLine& line, const Words& w) {
    switch (line.kind) {
        case ScoreSheetLine::Kind::kTurn:
            switch (line.turn_kind) {
                case game::TurnKind::kPlace: {
                    std::string s = line.word_text;
                    if (!line.other_words.empty()) s += " (+ " + join(line.other_words) + ")";
                    return s;
                }
                case game::TurnKind::kExchange:
                    return with(w.exchange, std::to_string(line.exchanged));
                case game::TurnKind::kPass:
                    return std::string(w.pass);
                case game::TurnKind::kLostTurn:
                    return std::string(w.lost_turn);
                case game::TurnKind::kBlankSwap:
                    return std::string(w.blank_swap);
            }
            return "";
        case ScoreSheetLine::Kind::kAdjustment: {
            std::string s;
            switch (line.adjustment) {
                case game::AdjustmentKind::kWithdrawn:
                    s = with(w.withdrawn, std::to_string(line.turn));
                    break;
                case game::AdjustmentKind::kProtest:
                    s = w.protest;
                    break;
                case game::AdjustmentKind::kInvalidChallenged:
                    s = w.challenged_off;
                    break;
                case game::AdjustmentKind::kFailedChallenge:
                    s = w.failed_challenge;
                    break;
                case game::AdjustmentKind::kChallengeBonus:
                    s = w.challenge_bonus;
                    break;
                case game::AdjustmentKind::kJury:
                    s = with(w.jury, std::to_string(line.turn));
                    break;
                case game::AdjustmentKind::kTime:
                    s = w.time_penalty;
                    break;
                case game::AdjustmentKind::kArbiter:
                    s = w.penalty;
                    break;
            }
            if (!line.invalid_words.empty()) s += ": " + join(line.invalid_words);
            if (!line.note.empty()) s += " (" + line.note + ")";
            return s;
        }
        case ScoreSheetLine::Kind::kEndRack:
            return fmt::format("{} ({})", line.points >= 0 ? w.others_rack : w.own_rack,
                               line.rack.to_string());
        case ScoreSheetLine::Kind::kOvertime:
            return std::string(w.over_time);
        case ScoreSheetLine::Kind::kExtraTime: {
            std::string s = with(w.extra_time, game::clock_text(line.extra));
            if (!line.note.empty()) s += " (" + line.note + ")";
            return s;
        }
    }
    return "";
}

std::string kind_name(const ScoreSheetLine& line) {
    switch (line.kind) {
        case ScoreSheetLine::Kind::kTurn:
            return std::string(game::turn_kind_name(line.turn_kind));
        case ScoreSheetLine::Kind::kAdjustment:
            return std::string(game::adjustment_kind_name(line.adjustment));
        case ScoreSheetLine::Kind::kEndRack:
            return "end_rack";
        case ScoreSheetLine::Kind::kOvertime:
            return "overtime";
        case ScoreSheetLine::Kind::kExtraTime:
            return "extra_time";
    }
    return "";
}

std::string match_points_text(double mp) {
    return mp == 0.5 ? "½" : fmt::format("{:g}", mp);
}

}  // namespace

std::optional<SheetLanguage> sheet_language_by_code(std::string_view code) {
    if (code == "nl") return SheetLanguage::kDutch;
    if (code == "en") return SheetLanguage::kEnglish;
    return std::nullopt;
}

std::string score_sheet_text(const ScoreSheet& sheet, SheetLanguage lang) {
    const Words& w = words_of(lang);
    const std::size_t n = sheet.players.size();
    std::string out = with(w.title, rules_text(w, sheet.rules)) + "\n";
    for (std::size_t p = 0; p < n; ++p)
        out += with(w.player, std::to_string(p + 1)) + sheet.players[p] +
               (static_cast<int>(p) == sheet.starter ? std::string(w.started) : "") + "\n";
    out += std::string(w.coordinates) + "\n\n";
    std::size_t name_w = 6;
    for (const std::string& name : sheet.players) name_w = std::max(name_w, columns(name));
    std::size_t word_w = 28;
    for (const ScoreSheetLine& line : sheet.lines)
        word_w = std::max(word_w, columns(description(line, w)) + 1);
    std::vector<std::size_t> total_w;
    for (const std::string& name : sheet.players)
        total_w.push_back(std::max<std::size_t>(6, columns(name)));
    out += pad(std::string(w.col_turn), 6) + pad(std::string(w.col_player), name_w + 2) +
           pad(std::string(w.col_word), word_w) + pad(std::string(w.col_coord), 7) +
           lpad(std::string(w.col_score), 6);
    for (std::size_t p = 0; p < n; ++p) out += "  " + lpad(sheet.players[p], total_w[p]);
    out += "\n";
    std::vector<int> totals(n, 0);
    bool end_shown = false;
    for (const ScoreSheetLine& line : sheet.lines) {
        if (line.kind != ScoreSheetLine::Kind::kTurn &&
            line.kind != ScoreSheetLine::Kind::kAdjustment &&
            line.kind != ScoreSheetLine::Kind::kExtraTime && !end_shown) {
            out += std::string(w.end_line) + "\n";
            end_shown = true;
        }
        totals[static_cast<std::size_t>(line.seat)] = line.total;
        std::string desc = description(line, w);
        if (line.withdrawn) desc += w.withdrawn_tag;
        const std::string num =
            line.kind == ScoreSheetLine::Kind::kTurn ? std::to_string(line.turn) : "";
        out += pad(num, 6) + pad(sheet.players[static_cast<std::size_t>(line.seat)], name_w + 2) +
               pad(desc, word_w) + pad(coordinate(line, Notation::kDutch), 7) +
               lpad(fmt::format("{:+d}", line.points), 6);
        for (std::size_t p = 0; p < n; ++p)
            out += "  " + lpad(std::to_string(totals[p]), total_w[p]);
        out += "\n";
    }
    const game::GameResult& r = sheet.result;
    if (r.reason == game::EndReason::kNone) {
        out += "\n" +
               std::string(sheet.status == game::GameStatus::kAwaitingJury ? w.awaiting_jury_status
                                                                           : w.in_progress) +
               "\n";
        return out;
    }
    out += "\n" + with(w.end, std::string(w.reasons[static_cast<std::size_t>(r.reason)])) + "\n";
    out += pad("", name_w + 2) + lpad(std::string(w.col_raw), 7) +
           lpad(std::string(w.col_jury), 7) + lpad(std::string(w.col_final), 7) +
           lpad(std::string(w.col_spread), 8) + lpad(std::string(w.col_points), 8) + "\n";
    for (std::size_t p = 0; p < n && p < r.seats.size(); ++p) {
        const game::SeatResult& s = r.seats[p];
        out += pad(sheet.players[p], name_w + 2) + lpad(std::to_string(s.raw_final), 7) +
               lpad(fmt::format("{:+d}", s.jury), 7) + lpad(std::to_string(s.final_score), 7) +
               lpad(fmt::format("{:+d}", s.spread), 8) +
               lpad(match_points_text(s.match_points), 8) +
               (s.forfeited ? std::string(w.forfeit) : "") + "\n";
    }
    if (r.winner)
        out += with(w.winner, sheet.players[static_cast<std::size_t>(*r.winner)]) +
               (r.knockout_tiebreak ? std::string(w.knockout) : "") + "\n";
    else
        out += std::string(w.draw) + "\n";
    if (sheet.status == game::GameStatus::kAwaitingJury) out += std::string(w.jury_pending) + "\n";
    return out;
}

nlohmann::json score_sheet_json(const ScoreSheet& sheet) {
    using nlohmann::json;
    json j;
    j["rules"] = sheet.rules;
    j["players"] = sheet.players;
    j["starter"] = sheet.starter;
    j["status"] = std::string(game::game_status_name(sheet.status));
    json lines = json::array();
    for (const ScoreSheetLine& line : sheet.lines) {
        json l;
        l["kind"] = kind_name(line);
        l["seat"] = line.seat;
        l["player"] = sheet.players[static_cast<std::size_t>(line.seat)];
        if (line.turn > 0) l["turn"] = line.turn;
        if (line.kind == ScoreSheetLine::Kind::kTurn && line.turn_kind == game::TurnKind::kPlace) {
            l["word"] = line.word_text;
            l["coordinate"] = coordinate(line, Notation::kDutch);
            l["coordinate_gcg"] = coordinate(line, Notation::kGcg);
            l["other_words"] = line.other_words;
        }
        if (line.kind == ScoreSheetLine::Kind::kTurn && line.turn_kind == game::TurnKind::kExchange)
            l["exchanged"] = line.exchanged;
        if (line.kind == ScoreSheetLine::Kind::kEndRack) l["rack"] = line.rack.to_string();
        if (line.kind == ScoreSheetLine::Kind::kExtraTime) l["extra_ms"] = line.extra;
        if (!line.invalid_words.empty()) l["invalid_words"] = line.invalid_words;
        if (!line.note.empty()) l["note"] = line.note;
        if (line.withdrawn) l["withdrawn"] = true;
        l["points"] = line.points;
        l["total"] = line.total;
        lines.push_back(std::move(l));
    }
    j["lines"] = std::move(lines);
    const game::GameResult& r = sheet.result;
    json result;
    result["end"] = std::string(game::end_reason_name(r.reason));
    result["winner"] =
        r.winner ? json(sheet.players[static_cast<std::size_t>(*r.winner)]) : json(nullptr);
    result["knockout_tiebreak"] = r.knockout_tiebreak;
    json seats = json::array();
    for (std::size_t p = 0; p < r.seats.size(); ++p) {
        json seat = seat_result_json(r.seats[p]);
        seat["player"] = sheet.players[p];
        seats.push_back(std::move(seat));
    }
    result["seats"] = std::move(seats);
    j["result"] = std::move(result);
    return j;
}

}  // namespace letterzak::formats
