#include "tui/end_report.hpp"

#include <algorithm>
#include <cstdlib>

#include "tui/ansi.hpp"

namespace letterzak::tui {

namespace {

std::string join(const std::vector<std::string>& words) {
    std::string s;
    for (const std::string& w : words) s += (s.empty() ? "" : ", ") + w;
    return s;
}

Message reason(const game::Game& game, const game::GameResult& r, int viewer) {
    const std::string who = r.decided_by >= 0 ? game.player_name(r.decided_by) : std::string();
    const bool own = r.decided_by == viewer;
    switch (r.reason) {
        case game::EndReason::kWentOut:
            return Message(own ? Text::kEndWentOutOwn : Text::kEndWentOut, {{"name", who}});
        case game::EndReason::kPassRun:
            return Message(Text::kEndPassRun, {{"n", std::to_string(game.scoreless_run())}});
        case game::EndReason::kFlag:
            return Message(own ? Text::kEndFlagOwn : Text::kEndFlag, {{"name", who}});
        case game::EndReason::kTotalTime:
            return Message(Text::kEndTotalTime);
        case game::EndReason::kResigned:
            return Message(own ? Text::kEndResignedOwn : Text::kEndResigned, {{"name", who}});
        case game::EndReason::kNone:
            break;
    }
    return Message(Text::kSheetInProgress);
}

std::vector<std::string> rendered(const std::vector<Message>& messages, Lang lang) {
    std::vector<std::string> out;
    for (const Message& m : messages) out.push_back(render(m, lang));
    return out;
}

}  // namespace

std::vector<std::string> end_report(const game::Game& game, int viewer, Lang lang) {
    std::vector<Message> out;
    const game::GameResult r = game.result();
    out.push_back(reason(game, r, viewer));

    // The jury's corrections, turn by turn (tournament rules: score + penalty per wrong turn).
    if (game.rules().challenge == core::ChallengeMode::kJuryAfterGame) {
        bool any = false;
        for (const game::Adjustment& a : game.adjustments()) {
            if (a.kind != game::AdjustmentKind::kJury) continue;
            if (!any) out.emplace_back(Text::kJuryHeader);
            any = true;
            const bool known = a.turn >= 0 && a.turn < static_cast<int>(game.turns().size());
            const game::Turn* t = known ? &game.turns()[static_cast<std::size_t>(a.turn)] : nullptr;
            out.emplace_back(Text::kJuryLine,
                             std::vector<std::pair<std::string, std::string>>{
                                 {"turn", t ? std::to_string(t->number) : "?"},
                                 {"name", game.player_name(a.seat)},
                                 {"words", join(a.words)},
                                 {"score", t ? std::to_string(t->score) : "?"},
                                 {"penalty", std::to_string(game.rules().invalid_word_penalty)},
                                 {"points", std::to_string(a.points)}});
        }
        if (!any) out.emplace_back(Text::kJuryNone);
    }

    // One line a seat: points played, then every correction, then the final score.
    out.emplace_back(Text::kFinalHeader);
    const auto racks = game.end_racks();
    std::size_t name_w = 0;
    for (int s = 0; s < game.seats(); ++s)
        name_w = std::max(name_w, display_width(game.player_name(s)));
    for (int s = 0; s < game.seats() && s < static_cast<int>(r.seats.size()); ++s) {
        const game::SeatResult& seat = r.seats[static_cast<std::size_t>(s)];
        std::string parts;
        for (const game::EndRackEntry& e : racks) {
            if (e.seat != s) continue;
            const std::string points = std::to_string(std::abs(e.points));
            parts += e.gains
                         ? render(Message(Text::kFinalGain, {{"points", points},
                                                             {"other", game.player_name(e.rack_of)},
                                                             {"rack", e.rack.to_string()}}),
                                  lang)
                         : render(Message(Text::kFinalOwnRack,
                                          {{"points", points}, {"rack", e.rack.to_string()}}),
                                  lang);
        }
        if (seat.overtime != 0)
            parts += render(Message(Text::kFinalOvertime,
                                    {{"points", std::to_string(std::abs(seat.overtime))}}),
                            lang);
        if (seat.jury != 0)
            parts += render(
                Message(Text::kFinalJury, {{"points", std::to_string(std::abs(seat.jury))}}), lang);
        out.emplace_back(Text::kFinalSeat,
                         std::vector<std::pair<std::string, std::string>>{
                             {"name", pad_right(game.player_name(s) + ":", name_w + 1)},
                             {"played", std::to_string(seat.play_score)},
                             {"parts", parts},
                             {"final", std::to_string(seat.final_score)}});
    }

    if (!r.winner) {
        out.emplace_back(Text::kDrawResult);
        return rendered(out, lang);
    }
    const int w = *r.winner;
    int loser = -1;
    for (int s = 0; s < static_cast<int>(r.seats.size()); ++s)
        if (r.seats[static_cast<std::size_t>(s)].forfeited) loser = s;
    if (loser >= 0 && loser != w) {
        const Text why =
            r.reason == game::EndReason::kResigned ? Text::kWhyResigned : Text::kWhyFlag;
        const Text sentence = w == viewer       ? Text::kWinnerForfeitOwn
                              : loser == viewer ? Text::kLoserForfeitOwn
                                                : Text::kWinnerForfeit;
        out.emplace_back(sentence, std::vector<std::pair<std::string, std::string>>{
                                       {"name", game.player_name(w)},
                                       {"loser", game.player_name(loser)},
                                       {"why", render(why, lang)}});
        return rendered(out, lang);
    }
    out.emplace_back(
        w == viewer ? Text::kWinnerOwn : Text::kWinner,
        std::vector<std::pair<std::string, std::string>>{
            {"name", game.player_name(w)},
            {"points", points_text(r.seats[static_cast<std::size_t>(w)].spread, lang)}});
    return rendered(out, lang);
}

}  // namespace letterzak::tui
