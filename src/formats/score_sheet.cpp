#include "formats/score_sheet.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "formats/notation.hpp"

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

// What the line says, in words.
std::string description(const ScoreSheetLine& line) {
    switch (line.kind) {
        case ScoreSheetLine::Kind::kTurn:
            switch (line.turn_kind) {
                case game::TurnKind::kPlace: {
                    std::string s = line.word_text;
                    if (!line.other_words.empty()) s += " (+ " + join(line.other_words) + ")";
                    return s;
                }
                case game::TurnKind::kExchange:
                    return fmt::format("exchange {}", line.exchanged);
                case game::TurnKind::kPass:
                    return "pass";
                case game::TurnKind::kLostTurn:
                    return "turn lost (challenge)";
                case game::TurnKind::kBlankSwap:
                    return "blank swapped";
            }
            return "";
        case ScoreSheetLine::Kind::kAdjustment: {
            std::string s;
            switch (line.adjustment) {
                case game::AdjustmentKind::kWithdrawn:
                    s = fmt::format("turn {} withdrawn", line.turn);
                    break;
                case game::AdjustmentKind::kProtest:
                    s = "protest upheld";
                    break;
                case game::AdjustmentKind::kInvalidChallenged:
                    s = "challenged off";
                    break;
                case game::AdjustmentKind::kFailedChallenge:
                    s = "challenge failed";
                    break;
                case game::AdjustmentKind::kChallengeBonus:
                    s = "challenge bonus";
                    break;
                case game::AdjustmentKind::kJury:
                    s = fmt::format("jury, turn {}", line.turn);
                    break;
                case game::AdjustmentKind::kTime:
                    s = "time penalty";
                    break;
                case game::AdjustmentKind::kArbiter:
                    s = "penalty";
                    break;
            }
            if (!line.invalid_words.empty()) s += ": " + join(line.invalid_words);
            if (!line.note.empty()) s += " (" + line.note + ")";
            return s;
        }
        case ScoreSheetLine::Kind::kEndRack:
            return fmt::format("{} ({})", line.points >= 0 ? "rack of the others" : "own rack",
                               line.rack.to_string());
        case ScoreSheetLine::Kind::kOvertime:
            return "over time";
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
    }
    return "";
}

std::string match_points_text(double mp) {
    return mp == 0.5 ? "½" : fmt::format("{:g}", mp);
}

}  // namespace

std::string score_sheet_text(const ScoreSheet& sheet) {
    const std::size_t n = sheet.players.size();
    std::string out = fmt::format("Score sheet (wedstrijdformulier), rules: {}\n", sheet.rules);
    for (std::size_t p = 0; p < n; ++p)
        out += fmt::format("  player {}: {}{}\n", p + 1, sheet.players[p],
                           static_cast<int>(p) == sheet.starter ? " (started)" : "");
    out +=
        "  coordinates as on the Dutch score sheet: letter first = across (H8), number first = "
        "down (8H)\n\n";
    std::size_t name_w = 6;
    for (const std::string& name : sheet.players) name_w = std::max(name_w, columns(name));
    std::size_t word_w = 28;
    for (const ScoreSheetLine& line : sheet.lines)
        word_w = std::max(word_w, columns(description(line)) + 1);
    std::vector<std::size_t> total_w;
    for (const std::string& name : sheet.players)
        total_w.push_back(std::max<std::size_t>(6, columns(name)));
    out += pad("turn", 5) + pad("player", name_w + 2) + pad("word", word_w) + pad("coord", 7) +
           lpad("score", 6);
    for (std::size_t p = 0; p < n; ++p) out += "  " + lpad(sheet.players[p], total_w[p]);
    out += "\n";
    std::vector<int> totals(n, 0);
    bool end_shown = false;
    for (const ScoreSheetLine& line : sheet.lines) {
        if (line.kind != ScoreSheetLine::Kind::kTurn &&
            line.kind != ScoreSheetLine::Kind::kAdjustment && !end_shown) {
            out += "-- end of the game --\n";
            end_shown = true;
        }
        totals[static_cast<std::size_t>(line.seat)] = line.total;
        std::string desc = description(line);
        if (line.withdrawn) desc += " [withdrawn]";
        const std::string num =
            line.kind == ScoreSheetLine::Kind::kTurn ? std::to_string(line.turn) : "";
        out += pad(num, 5) + pad(sheet.players[static_cast<std::size_t>(line.seat)], name_w + 2) +
               pad(desc, word_w) + pad(coordinate(line, Notation::kDutch), 7) +
               lpad(fmt::format("{:+d}", line.points), 6);
        for (std::size_t p = 0; p < n; ++p)
            out += "  " + lpad(std::to_string(totals[p]), total_w[p]);
        out += "\n";
    }
    const game::GameResult& r = sheet.result;
    if (r.reason == game::EndReason::kNone) {
        out += fmt::format("\nThe game is {}.\n", game::game_status_name(sheet.status));
        return out;
    }
    out += fmt::format("\nEnd: {}\n", game::end_reason_name(r.reason));
    out += pad("", name_w + 2) + lpad("raw", 7) + lpad("jury", 7) + lpad("final", 7) +
           lpad("spread", 8) + lpad("points", 8) + "\n";
    for (std::size_t p = 0; p < n && p < r.seats.size(); ++p) {
        const game::SeatResult& s = r.seats[p];
        out += pad(sheet.players[p], name_w + 2) + lpad(std::to_string(s.raw_final), 7) +
               lpad(fmt::format("{:+d}", s.jury), 7) + lpad(std::to_string(s.final_score), 7) +
               lpad(fmt::format("{:+d}", s.spread), 8) +
               lpad(match_points_text(s.match_points), 8) + (s.forfeited ? "  (forfeit)" : "") +
               "\n";
    }
    if (r.winner)
        out += fmt::format(
            "Winner: {}{}\n", sheet.players[static_cast<std::size_t>(*r.winner)],
            r.knockout_tiebreak ? " (knock-out: a tie goes to the player who did not start)" : "");
    else
        out += "Draw\n";
    if (sheet.status == game::GameStatus::kAwaitingJury)
        out += "The jury has not checked the words yet.\n";
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
        const game::SeatResult& s = r.seats[p];
        seats.push_back({{"player", sheet.players[p]},
                         {"play_score", s.play_score},
                         {"end_racks", s.end_racks},
                         {"overtime", s.overtime},
                         {"raw", s.raw_final},
                         {"jury", s.jury},
                         {"final", s.final_score},
                         {"spread", s.spread},
                         {"match_points", s.match_points},
                         {"outcome", std::string(game::outcome_name(s.outcome))},
                         {"forfeited", s.forfeited}});
    }
    result["seats"] = std::move(seats);
    j["result"] = std::move(result);
    return j;
}

}  // namespace letterzak::formats
