#include "game/score_sheet.hpp"

#include "game/word_judge.hpp"

namespace letterzak::game {

namespace {

ScoreSheetLine turn_line(const Turn& t) {
    ScoreSheetLine line;
    line.kind = ScoreSheetLine::Kind::kTurn;
    line.seat = t.seat;
    line.turn = t.number;
    line.turn_kind = t.kind;
    line.points = t.score;
    line.withdrawn = t.withdrawn;
    line.exchanged = t.exchanged;
    if (t.kind == TurnKind::kPlace && !t.words.empty()) {
        // The main word comes first (a single tile counts along the line where it forms one).
        const core::FormedWord& shown = t.words.front();
        for (int i = 0; i < shown.length; ++i)
            line.word.push_back(shown.tiles[static_cast<std::size_t>(i)]);
        line.word_text = word_text(shown);
        line.square = shown.start;
        line.dir = shown.dir;
        for (std::size_t i = 1; i < t.words.size(); ++i)
            line.other_words.push_back(word_text(t.words[i]));
    }
    if (t.redeal_after) line.note = "both racks dealt anew";
    return line;
}

}  // namespace

ScoreSheet make_score_sheet(const Game& game) {
    ScoreSheet sheet;
    sheet.rules = game.rules().name;
    sheet.players = game.setup().players;
    sheet.starter = game.starter();
    sheet.status = game.status();
    sheet.result = game.result();
    std::vector<int> totals(static_cast<std::size_t>(game.seats()), 0);
    auto push = [&](ScoreSheetLine line) {
        int& total = totals[static_cast<std::size_t>(line.seat)];
        total += line.points;
        line.total = total;
        sheet.lines.push_back(std::move(line));
    };
    auto adjustment_line = [&](const Adjustment& a) {
        ScoreSheetLine line;
        line.kind = ScoreSheetLine::Kind::kAdjustment;
        line.seat = a.seat;
        line.adjustment = a.kind;
        line.points = a.points;
        line.invalid_words = a.words;
        line.note = a.note;
        if (a.turn >= 0) line.turn = game.turns()[static_cast<std::size_t>(a.turn)].number;
        return line;
    };
    // Extra time falls between the ledger's lines, where it was given.
    std::size_t next_extra = 0;
    auto extra_lines_until = [&](std::size_t ledger_position) {
        const auto& given = game.extra_times();
        for (; next_extra < given.size() && given[next_extra].ledger_position <= ledger_position;
             ++next_extra) {
            ScoreSheetLine line;
            line.kind = ScoreSheetLine::Kind::kExtraTime;
            line.seat = given[next_extra].seat;
            line.extra = given[next_extra].extra;
            line.note = given[next_extra].note;
            push(std::move(line));
        }
    };
    // During the game: turns and corrections in order.
    std::size_t position = 0;
    for (const LedgerEntry& e : game.ledger()) {
        extra_lines_until(position++);
        if (e.what == LedgerEntry::What::kTurn) {
            push(turn_line(game.turns()[static_cast<std::size_t>(e.index)]));
        } else {
            const Adjustment& a = game.adjustments()[static_cast<std::size_t>(e.index)];
            if (!a.after_end) push(adjustment_line(a));
        }
    }
    extra_lines_until(game.ledger().size());
    // The end: rack points, overtime, then what the jury and the arbiter decided afterwards.
    for (const EndRackEntry& r : game.end_racks()) {
        ScoreSheetLine line;
        line.kind = ScoreSheetLine::Kind::kEndRack;
        line.seat = r.seat;
        line.points = r.points;
        line.rack = r.rack;
        push(std::move(line));
    }
    for (int s = 0; s < game.seats(); ++s) {
        const int overtime = sheet.result.seats.empty()
                                 ? 0
                                 : sheet.result.seats[static_cast<std::size_t>(s)].overtime;
        if (overtime == 0) continue;
        ScoreSheetLine line;
        line.kind = ScoreSheetLine::Kind::kOvertime;
        line.seat = s;
        line.points = overtime;
        push(std::move(line));
    }
    for (const Adjustment& a : game.adjustments())
        if (a.after_end) push(adjustment_line(a));
    return sheet;
}

}  // namespace letterzak::game
