#include "tui/sheet_view.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "formats/notation.hpp"
#include "tui/ansi.hpp"

namespace letterzak::tui {

namespace {

using game::ScoreSheetLine;

std::string join(const std::vector<std::string>& words) {
    std::string s;
    for (const std::string& w : words) s += (s.empty() ? "" : ", ") + w;
    return s;
}

std::string coordinate(const ScoreSheetLine& line) {
    if (line.square < 0 || line.kind != ScoreSheetLine::Kind::kTurn ||
        line.turn_kind != game::TurnKind::kPlace)
        return "";
    return formats::format_coordinate({line.square, line.dir}, formats::Notation::kDutch);
}

Text adjustment_text(game::AdjustmentKind kind) {
    switch (kind) {
        case game::AdjustmentKind::kWithdrawn:
            return Text::kSheetAdjWithdrawn;
        case game::AdjustmentKind::kProtest:
            return Text::kSheetAdjProtest;
        case game::AdjustmentKind::kInvalidChallenged:
            return Text::kSheetAdjChallenged;
        case game::AdjustmentKind::kFailedChallenge:
            return Text::kSheetAdjFailedChallenge;
        case game::AdjustmentKind::kChallengeBonus:
            return Text::kSheetAdjBonus;
        case game::AdjustmentKind::kJury:
            return Text::kSheetAdjJury;
        case game::AdjustmentKind::kTime:
            return Text::kSheetAdjTime;
        case game::AdjustmentKind::kArbiter:
            return Text::kSheetAdjPenalty;
    }
    return Text::kSheetAdjPenalty;
}

}  // namespace

std::string sheet_description(const ScoreSheetLine& line, Lang lang) {
    switch (line.kind) {
        case ScoreSheetLine::Kind::kTurn: {
            std::string s;
            switch (line.turn_kind) {
                case game::TurnKind::kPlace:
                    s = line.word_text;
                    if (!line.other_words.empty()) s += " (+ " + join(line.other_words) + ")";
                    break;
                case game::TurnKind::kExchange:
                    s = render(
                        Message(Text::kSheetExchange, {{"n", std::to_string(line.exchanged)}}),
                        lang);
                    break;
                case game::TurnKind::kPass:
                    s = render(Text::kSheetPass, lang);
                    break;
                case game::TurnKind::kLostTurn:
                    s = render(Text::kSheetLostTurn, lang);
                    break;
                case game::TurnKind::kBlankSwap:
                    s = render(Text::kSheetBlankSwap, lang);
                    break;
            }
            if (line.withdrawn) s += " " + render(Text::kTurnWithdrawnTag, lang);
            return s;
        }
        case ScoreSheetLine::Kind::kAdjustment: {
            std::string s = render(
                Message(adjustment_text(line.adjustment), {{"turn", std::to_string(line.turn)}}),
                lang);
            if (!line.invalid_words.empty()) s += ": " + join(line.invalid_words);
            return s;
        }
        case ScoreSheetLine::Kind::kEndRack:
            return render(
                Message(line.points >= 0 ? Text::kSheetEndRackGain : Text::kSheetEndRackOwn,
                        {{"rack", line.rack.to_string()}}),
                lang);
        case ScoreSheetLine::Kind::kOvertime:
            return render(Text::kSheetOvertime, lang);
        case ScoreSheetLine::Kind::kExtraTime: {
            std::string s = render(
                Message(Text::kSheetExtraTime, {{"time", game::clock_text(line.extra)}}), lang);
            if (!line.note.empty()) s += " (" + line.note + ")";
            return s;
        }
    }
    return "";
}

std::string sheet_text(const game::ScoreSheet& sheet, Lang lang) {
    const std::size_t n = sheet.players.size();
    std::string out = render(Message(Text::kSheetTitle, {{"rules", sheet.rules}}), lang) + "\n";
    out += render(Text::kSheetCoordinates, lang) + "\n\n";
    std::size_t name_w = display_width(render(Text::kColPlayer, lang));
    for (const std::string& name : sheet.players) name_w = std::max(name_w, display_width(name));
    std::size_t word_w = 16;
    for (const ScoreSheetLine& line : sheet.lines)
        word_w = std::max(word_w, display_width(sheet_description(line, lang)) + 1);
    std::vector<std::size_t> total_w;
    for (const std::string& name : sheet.players)
        total_w.push_back(std::max<std::size_t>(5, display_width(name)));

    out += pad_right(render(Text::kColTurn, lang), 6) +
           pad_right(render(Text::kColPlayer, lang), name_w + 2) +
           pad_right(render(Text::kColWord, lang), word_w) +
           pad_right(render(Text::kColPlace, lang), 7) + pad_left(render(Text::kColScore, lang), 6);
    for (std::size_t p = 0; p < n; ++p) out += "  " + pad_left(sheet.players[p], total_w[p]);
    out += "\n";
    std::vector<int> totals(n, 0);
    bool end_shown = false;
    for (const ScoreSheetLine& line : sheet.lines) {
        const bool in_play = line.kind == ScoreSheetLine::Kind::kTurn ||
                             line.kind == ScoreSheetLine::Kind::kExtraTime ||
                             (line.kind == ScoreSheetLine::Kind::kAdjustment &&
                              line.adjustment != game::AdjustmentKind::kJury);
        if (!in_play && !end_shown) {
            out += render(Text::kSheetEndLine, lang) + "\n";
            end_shown = true;
        }
        totals[static_cast<std::size_t>(line.seat)] = line.total;
        const std::string num =
            line.kind == ScoreSheetLine::Kind::kTurn ? std::to_string(line.turn) : "";
        out += pad_right(num, 6) +
               pad_right(sheet.players[static_cast<std::size_t>(line.seat)], name_w + 2) +
               pad_right(sheet_description(line, lang), word_w) + pad_right(coordinate(line), 7) +
               pad_left(fmt::format("{:+d}", line.points), 6);
        for (std::size_t p = 0; p < n; ++p)
            out += "  " + pad_left(std::to_string(totals[p]), total_w[p]);
        out += "\n";
    }
    if (sheet.result.reason == game::EndReason::kNone)
        out += render(Text::kSheetInProgress, lang) + "\n";
    return out;
}

std::vector<std::string> recent_sheet_lines(const game::ScoreSheet& sheet, Lang lang, int count,
                                            std::size_t width) {
    std::vector<std::string> out;
    if (count <= 0) return out;
    for (auto it = sheet.lines.rbegin();
         it != sheet.lines.rend() && static_cast<int>(out.size()) < count; ++it) {
        const ScoreSheetLine& line = *it;
        const std::string num =
            line.kind == ScoreSheetLine::Kind::kTurn ? std::to_string(line.turn) : "";
        const std::string name = cut(sheet.players[static_cast<std::size_t>(line.seat)], 8);
        const std::string score = fmt::format("{:+d}", line.points);
        std::string what = coordinate(line);
        what += (what.empty() ? "" : " ") + sheet_description(line, lang);
        std::string text = pad_left(num, 2) + " " + pad_right(name, 8) + " ";
        const std::size_t room = width > display_width(text) + score.size() + 1
                                     ? width - display_width(text) - score.size() - 1
                                     : 0;
        text += pad_right(cut(what, room), room) + " " + score;
        out.push_back(text);
    }
    std::reverse(out.begin(), out.end());
    return out;
}

}  // namespace letterzak::tui
