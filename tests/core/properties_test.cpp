// Invariants of the core, checked on random inputs (rapidcheck):
//  - tile conservation: board + racks + bag always make up the tile set;
//  - a placement's score is the sum of its words, each scored on its own, plus the bingo;
//  - apply then remove restores the board.

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "core/bag.hpp"
#include "core/placement.hpp"
#include "core/score.hpp"
#include "support/positions.hpp"

namespace letterzak::core {
namespace {

// Tries random placements from the rack until one passes the validator (words are not
// checked: the core knows no lexicon). Returns a pass when nothing is found.
Move random_legal_placement(const Board& board, const RuleSet& rules, const Rack& rack, Rng& rng) {
    const std::vector<Letter> tiles = rack.tiles();
    if (tiles.empty()) return Move::pass();
    for (int attempt = 0; attempt < 400; ++attempt) {
        const int n = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(tiles.size())));
        const auto dir = rng.below(2) ? Direction::kVertical : Direction::kHorizontal;
        int sq = static_cast<int>(rng.below(kSquares));
        if (board.is_empty_board())
            sq = rules.layout->center -
                 static_cast<int>(rng.below(static_cast<std::uint32_t>(n))) * step_of(dir);
        std::vector<std::pair<int, Letter>> put;
        std::vector<Letter> pool = tiles;
        int s = sq;
        bool fits = true;
        while (static_cast<int>(put.size()) < n) {
            if (s < 0 || s >= kSquares) {
                fits = false;
                break;
            }
            if (board.empty(s)) {
                const std::size_t k = rng.below(static_cast<std::uint32_t>(pool.size()));
                Letter l = pool[k];
                pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(k));
                if (l == kBlank)
                    l = static_cast<Letter>(kBlankBit | rules.tiles->letters()[rng.below(26)]);
                put.emplace_back(s, l);
            }
            const int next = s + step_of(dir);
            if (dir == Direction::kHorizontal && col_of(next) == 0) {
                fits = false;
                break;
            }
            s = next;
        }
        if (!fits) continue;
        auto move = move_from_tiles(board, put);
        if (!move) continue;
        auto p = validate_placement(board, rules, rack, *move);
        if (p) return p->move;
    }
    return Move::pass();
}

void check_conservation(const RuleSet& rules, const Board& board, const std::vector<Rack>& racks,
                        const Bag& bag) {
    std::array<int, kLetterSlots> total = bag.counts();
    for (const Rack& r : racks)
        for (int l = 0; l < kLetterSlots; ++l)
            total[static_cast<std::size_t>(l)] += r.count(static_cast<Letter>(l));
    for (int s = 0; s < kSquares; ++s) {
        if (board.empty(s)) continue;
        ++total[rack_letter(board.tile(s))];
    }
    for (int l = 0; l < kLetterSlots; ++l)
        RC_ASSERT(total[static_cast<std::size_t>(l)] ==
                  rules.tiles->count[static_cast<std::size_t>(l)]);
}

// An independent scorer: walks the board squares of every word itself.
int reference_word_score(const RuleSet& rules, const Board& after, const Move& move, Direction d,
                         int any_square) {
    const int step = step_of(d);
    auto along = [&](int s) { return d == Direction::kHorizontal ? col_of(s) : row_of(s); };
    int first = any_square;
    while (along(first) > 0 && !after.empty(first - step)) first -= step;
    bool is_new[kSquares] = {};
    for (int i = 0; i < move.length; ++i)
        if (!move.is_through(i)) is_new[move.square(i)] = true;
    int sum = 0, mult = 1, largest = 1, len = 0;
    for (int s = first;; s += step) {
        ++len;
        const Letter t = after.tile(s);
        const int v = is_blank_tile(t) ? 0 : rules.tiles->value[letter_of(t)];
        const auto u = static_cast<std::size_t>(s);
        if (is_new[s]) {
            sum += v * rules.layout->letter_multiplier[u];
            mult *= rules.layout->word_multiplier[u];
            largest = std::max<int>(largest, rules.layout->word_multiplier[u]);
        } else {
            sum += v;
        }
        if (along(s) == kBoardSize - 1 || after.empty(s + step)) break;
    }
    if (len < 2) return 0;
    return sum * (rules.word_premiums == WordPremiumRule::kMultiply ? mult : largest);
}

void random_game_checks(const char* rules_name, std::uint64_t seed) {
    const RuleSet& rules = *rule_set_by_name(rules_name);
    Rng rng(seed);
    Bag bag(*rules.tiles);
    Board board;
    std::vector<Rack> racks(2);
    for (Rack& r : racks) bag.refill(r, rules.rack_size, rng);
    check_conservation(rules, board, racks, bag);
    for (int turn = 0; turn < 40; ++turn) {
        Rack& rack = racks[static_cast<std::size_t>(turn % 2)];
        if (turn % 7 == 6 && bag.size() >= rules.exchange_min_bag && !rack.empty()) {
            // Exchange one tile: draw first, then put back (tournament order).
            const Letter out = rack.tiles().front();
            rack.remove(out);
            rack.add(bag.draw(rng));
            bag.put_back(out);
            check_conservation(rules, board, racks, bag);
            continue;
        }
        const Move m = random_legal_placement(board, rules, rack, rng);
        if (m.kind != MoveKind::kPlace) continue;
        const std::vector<FormedWord> words = formed_words(board, rules, m);
        const int score = score_words(rules, words, m.tiles_used);
        const Board before = board;
        apply_placement(board, rules, m);
        // Score = the words scored independently + the bingo.
        int reference = reference_word_score(rules, board, m, m.dir, m.start);
        for (int i = 0; i < m.length; ++i)
            if (!m.is_through(i))
                reference += reference_word_score(rules, board, m, other(m.dir), m.square(i));
        if (m.tiles_used == rules.rack_size)
            reference += rules.bingo == BingoRule::kBonus
                             ? rules.bingo_bonus
                             : reference_word_score(rules, board, m, m.dir, m.start);
        RC_ASSERT(score == reference);
        rack = leave_after(rack, m);
        bag.refill(rack, rules.rack_size, rng);
        check_conservation(rules, board, racks, bag);
        Board undo = board;
        remove_placement(undo, m);
        RC_ASSERT(undo == before);
    }
}

RC_GTEST_PROP(CoreProperties, TournamentTilesAreConservedAndScoresAddUp, (std::uint64_t seed)) {
    random_game_checks("tournament", seed);
}

RC_GTEST_PROP(CoreProperties, WoordspelTilesAreConservedAndScoresAddUp, (std::uint64_t seed)) {
    random_game_checks("woordspel", seed);
}

RC_GTEST_PROP(CoreProperties, BoxIjTilesAreConservedAndScoresAddUp, (std::uint64_t seed)) {
    random_game_checks("box-ij", seed);
}

}  // namespace
}  // namespace letterzak::core
