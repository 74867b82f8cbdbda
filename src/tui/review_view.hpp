#pragma once
// The analysis of every turn as text: per turn the move played and its score, and either
// "= best move" or the engine's better move with the equity left on the table; then per player
// how often they found the best move and what they lost a turn on average.

#include <string>
#include <vector>

#include "game/game.hpp"
#include "tui/analysis.hpp"
#include "tui/catalogue.hpp"

namespace letterzak::tui {

// "H8 TR(E)IN 14", "ruil EEU", "pas": a move as the review shows it.
std::string suggestion_text(const core::Move& move, int score, Lang lang);

// Points with one decimal, in the language's manner: "12,3" (Dutch) or "12.3".
std::string decimal(double value, Lang lang);

std::string review_text(const std::vector<TurnReview>& reviews, const game::Game& game, Lang lang);

}  // namespace letterzak::tui
