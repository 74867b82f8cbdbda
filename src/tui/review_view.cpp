#include "tui/review_view.hpp"

#include <fmt/format.h>

#include "formats/notation.hpp"
#include "tui/ansi.hpp"
#include "tui/command.hpp"
#include "tui/move_input.hpp"

namespace letterzak::tui {

std::string decimal(double value, Lang lang) {
    std::string s = fmt::format("{:.1f}", value);
    if (lang == Lang::kNl)
        for (char& c : s)
            if (c == '.') c = ',';
    return s;
}

std::string suggestion_text(const core::Move& move, int score, Lang lang) {
    switch (move.kind) {
        case core::MoveKind::kPlace:
            return fmt::format("{} {}", formats::format_move(move, formats::MoveStyle::kDutch),
                               score);
        case core::MoveKind::kExchange: {
            std::vector<core::Letter> tiles(move.word.begin(), move.word.begin() + move.length);
            return fmt::format("{} {}", command_name(CommandKind::kExchange, lang),
                               tiles_text(tiles));
        }
        case core::MoveKind::kPass:
            return std::string(command_name(CommandKind::kPass, lang));
    }
    return "";
}

std::string review_text(const std::vector<TurnReview>& reviews, const game::Game& game, Lang lang) {
    if (reviews.empty()) return render(Text::kAnalysisNone, lang) + "\n";
    std::string out = render(Text::kAnalysisHeader, lang) + "\n";
    std::size_t name_w = 6;
    for (int s = 0; s < game.seats(); ++s)
        name_w = std::max(name_w, display_width(game.player_name(s)));
    std::vector<int> best(static_cast<std::size_t>(game.seats()), 0), turns(best), lost_centi(best);
    for (const TurnReview& r : reviews) {
        std::string played = suggestion_text(r.played, r.score, lang);
        if (r.withdrawn) played += " " + render(Text::kTurnWithdrawnTag, lang);
        std::string verdict;
        const auto seat = static_cast<std::size_t>(r.seat);
        ++turns[seat];
        if (r.is_best || r.analysis.rows.empty()) {
            verdict = render(Text::kAnalysisIsBest, lang);
            ++best[seat];
        } else {
            const ai::Equity loss = r.cost();
            lost_centi[seat] += loss;
            const core::Move& m = r.best().move.move;
            verdict = render(
                Message(Text::kAnalysisBest, {{"best", suggestion_text(m, m.score, lang)},
                                              {"loss", "−" + decimal(ai::to_points(loss), lang)}}),
                lang);
        }
        out += render(Message(Text::kAnalysisLine,
                              {{"turn", pad_left(std::to_string(r.number), 3)},
                               {"name", pad_right(game.player_name(r.seat), name_w)},
                               {"played", pad_right(played, 22)},
                               {"verdict", verdict}}),
                      lang) +
               "\n";
    }
    for (int s = 0; s < game.seats(); ++s) {
        const auto i = static_cast<std::size_t>(s);
        if (turns[i] == 0) continue;
        out += render(Message(Text::kAnalysisSummary,
                              {{"name", game.player_name(s)},
                               {"best", std::to_string(best[i])},
                               {"turns", std::to_string(turns[i])},
                               {"loss", decimal(ai::to_points(lost_centi[i]) / turns[i], lang)}}),
                      lang) +
               "\n";
    }
    return out;
}

}  // namespace letterzak::tui
