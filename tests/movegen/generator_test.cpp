// The generator against a brute force that knows nothing of GADDAGs: for every word of a
// small list, every line and start square, does it fit the board, can the rack pay for it
// (every way of using blanks), does the core validator accept it and do all the words it
// forms exist? The two must produce exactly the same moves with the same scores, on
// positions from seeded play, for tournament, woordspel (8 tiles, Y for IJ, blanks per
// direction, also with blanks open along one line), box-ij (the IJ tile) and box with three
// and four seats. Every generated move must also pass the validator and
// score the same there.

#include "movegen/generator.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ai/equity_sink.hpp"
#include "ai/leave_file.hpp"
#include "ai/position.hpp"
#include "ai/rack_leaves.hpp"
#include "ai/static_player.hpp"
#include "core/bag.hpp"
#include "core/placement.hpp"
#include "core/score.hpp"
#include "formats/notation.hpp"
#include "lexicon/lexicon.hpp"
#include "lexicon/normalise.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::movegen {
namespace {

using core::Direction;
using core::Letter;

// A small deterministic sample of the real Dutch list: every two- and three-letter word and
// one in 60 of the longer ones (up to 8 letters), so that boards fill up like real games.
std::vector<std::string> sample_words(core::WordReading reading) {
    auto list = lexicon::load_word_list(lexicon::kDefaultWordList, reading);
    if (!list) return {};
    std::vector<std::string> out;
    std::size_t k = 0;
    for (const std::string& w : list->words) {
        if (w.size() <= 3 || (w.size() <= 8 && ++k % 60 == 0)) out.push_back(w);
    }
    return out;
}

struct Oracle {
    const core::RuleSet& rules;
    const lexicon::Lexicon& lex;
    std::vector<std::vector<Letter>> entries;

    bool valid_word(std::vector<Letter>& w, std::size_t i = 0) const {
        for (; i < w.size(); ++i) {
            if (w[i] != core::kUnfixed) continue;
            for (Letter l : rules.tiles->letters()) {
                w[i] = l;
                if (valid_word(w, i + 1)) {
                    w[i] = core::kUnfixed;
                    return true;
                }
            }
            w[i] = core::kUnfixed;
            return false;
        }
        return lex.contains(w);
    }

    // Every way to pay for the placed letters with the rack: natural tile or blank.
    void assign(const core::Board& board, const core::Rack& rack, core::Move& m, int i,
                core::Rack& left, std::set<std::string>& out) const {
        if (i == m.length) {
            auto p = core::validate_placement(board, rules, rack, m);
            if (!p) return;
            for (const core::FormedWord& fw : p->words) {
                std::vector<Letter> w;
                for (int k = 0; k < fw.length; ++k) w.push_back(fw.letter(k));
                if (!valid_word(w)) return;
            }
            if (board.is_empty_board() && p->move.dir == Direction::kVertical) return;
            // A single tile written down but turned across by the validator reads an open
            // woordspel blank across as "any letter"; the across entries give that same play
            // with each concrete reading, which is how moves name it.
            for (int k = 0; k < p->move.length; ++k)
                if (p->move.is_through(k) &&
                    core::letter_of(p->move.word[static_cast<std::size_t>(k)]) == core::kUnfixed)
                    return;
            out.insert(formats::format_move(p->move) + " " +
                       std::to_string(core::score_placement(rules, *p)));
            return;
        }
        if (m.is_through(i)) return assign(board, rack, m, i + 1, left, out);
        const Letter l = core::letter_of(m.word[static_cast<std::size_t>(i)]);
        if (left.count(l) > 0) {
            left.remove(l);
            m.word[static_cast<std::size_t>(i)] = l;
            assign(board, rack, m, i + 1, left, out);
            left.add(l);
        }
        if (left.count(core::kBlank) > 0) {
            left.remove(core::kBlank);
            m.word[static_cast<std::size_t>(i)] = static_cast<Letter>(l | core::kBlankBit);
            assign(board, rack, m, i + 1, left, out);
            left.add(core::kBlank);
        }
        m.word[static_cast<std::size_t>(i)] = l;
    }

    std::set<std::string> all_moves(const core::Board& board, const core::Rack& rack) const {
        std::set<std::string> out;
        for (const auto& e : entries) {
            const int n = static_cast<int>(e.size());
            for (Direction dir : {Direction::kHorizontal, Direction::kVertical}) {
                const int step = core::step_of(dir);
                for (int r = 0; r < core::kBoardSize; ++r) {
                    for (int c = 0; c + n <= core::kBoardSize; ++c) {
                        const int start = dir == Direction::kHorizontal ? core::square_index(r, c)
                                                                        : core::square_index(c, r);
                        // The word must be the whole run: no tile just before or after it.
                        if (c > 0 && !board.empty(start - step)) continue;
                        if (c + n < core::kBoardSize && !board.empty(start + n * step)) continue;
                        core::Move m;
                        m.kind = core::MoveKind::kPlace;
                        m.dir = dir;
                        m.start = static_cast<std::uint8_t>(start);
                        m.length = static_cast<std::uint8_t>(n);
                        bool ok = true;
                        int placed = 0;
                        core::Rack need;
                        for (int i = 0; i < n && ok; ++i) {
                            const int sq = start + i * step;
                            const Letter want = e[static_cast<std::size_t>(i)];
                            if (board.empty(sq)) {
                                m.word[static_cast<std::size_t>(i)] = want;
                                need.add(want);
                                ++placed;
                                continue;
                            }
                            const Letter has = board.reads(dir, sq);
                            ok = has == want || has == core::kUnfixed;
                            m.word[static_cast<std::size_t>(i)] =
                                static_cast<Letter>(core::kThroughBit | want |
                                                    (board.is_blank(sq) ? core::kBlankBit : 0));
                        }
                        if (!ok || placed == 0 || placed > rack.size()) continue;
                        int missing = 0;
                        for (int l = 1; l < core::kLetterSlots; ++l)
                            missing += std::max(0, need.count(static_cast<Letter>(l)) -
                                                       rack.count(static_cast<Letter>(l)));
                        if (missing > rack.count(core::kBlank)) continue;
                        core::Rack left = rack;
                        assign(board, rack, m, 0, left, out);
                    }
                }
            }
        }
        return out;
    }
};

struct Sampled {
    std::unique_ptr<lexicon::Lexicon> lex;
};

const lexicon::Lexicon* sample_lexicon(core::WordReading reading) {
    static std::map<core::WordReading, std::unique_ptr<lexicon::Lexicon>> cache;
    auto& slot = cache[reading];
    if (!slot) {
        auto words = sample_words(reading);
        if (words.empty()) return nullptr;
        auto lex = lexicon::Lexicon::from_words(words, reading);
        if (!lex) return nullptr;
        slot = std::make_unique<lexicon::Lexicon>(std::move(*lex));
    }
    return slot.get();
}

// One static evaluator per rule set and lexicon, with the rule set's shipped leave table.
ai::StaticEvaluator& evaluator_for(const core::RuleSet& rules, const lexicon::Kwg& kwg) {
    static std::map<std::pair<const core::RuleSet*, const lexicon::Kwg*>,
                    std::unique_ptr<ai::StaticEvaluator>>
        cache;
    auto& slot = cache[{&rules, &kwg}];
    if (!slot)
        slot =
            std::make_unique<ai::StaticEvaluator>(rules, kwg, ai::default_leave_file(rules).leaves);
    return *slot;
}

// What the equity checks met: best moves that are exchanges or passes, positions with the
// bag empty (leaves valued by the endgame terms).
struct EquityCoverage {
    int exchanges = 0, passes = 0, bag_empty = 0;
};
EquityCoverage equity_coverage;

// The static player's bounded search — leaves, exchanges and pass in the same search —
// against the best by equity of the full list: every placement in `all` valued by its leave,
// every exchange the bag allows, and a pass when there is neither. The bag and the endgame
// terms are those the player to move would see (ai::position_from).
void expect_equity_search_finds_the_best(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                                         const core::Board& board, const core::Rack& rack,
                                         const std::vector<core::Move>& all) {
    const ai::Position p = ai::position_from(rules, board, rack);
    const ai::EndgameTerms end = ai::endgame_terms(rules, p.unseen, p.bag_size);
    const ai::RackLeaves leaves(rules, rack, ai::default_leave_file(rules).leaves, end);
    std::vector<ai::ScoredMove> every;
    for (const core::Move& m : all) {
        const ai::Equity leave = leaves.value_after(m);
        every.push_back({m, leave, ai::static_equity(m.score, leave)});
    }
    if (p.bag_size >= rules.exchange_min_bag && p.bag_size > 0) {
        const core::Rack full = leaves.leave(leaves.full_index());
        for (int index = 0; index < leaves.count(); ++index) {
            if (index == leaves.full_index()) continue;
            core::Rack given = full;
            for (Letter l : leaves.leave(index).tiles()) given.remove(l);
            every.push_back({ai::exchange_move(given), leaves.value(index), leaves.value(index)});
        }
    }
    if (every.empty())
        every.push_back({core::Move::pass(), leaves.value(leaves.full_index()),
                         leaves.value(leaves.full_index())});
    const ai::ScoredMove want =
        *std::min_element(every.begin(), every.end(), ai::equity_order_less);
    const ai::ScoredMove got = evaluator_for(rules, kwg).best(board, rack, p.bag_size, end);
    equity_coverage.exchanges += want.move.kind == core::MoveKind::kExchange;
    equity_coverage.passes += want.move.kind == core::MoveKind::kPass;
    equity_coverage.bag_empty += end.bag_empty;
    EXPECT_EQ(got.equity, want.equity)
        << rules.name << " rack " << rack.to_string() << " bag " << p.bag_size << ": "
        << formats::format_move(got.move) << " vs " << formats::format_move(want.move);
    EXPECT_EQ(got.move.kind, want.move.kind) << rules.name << " rack " << rack.to_string();
    EXPECT_TRUE(got.move.same_play(want.move) ||
                (got.move.kind != core::MoveKind::kPlace && got.move.word == want.move.word &&
                 got.move.length == want.move.length))
        << rules.name << " rack " << rack.to_string() << ": " << formats::format_move(got.move)
        << " vs " << formats::format_move(want.move);
    // The best few placements, as a simulation lists its candidates: the same bounds keep
    // the k best instead of one.
    constexpr std::size_t kTop = 8;
    std::vector<ai::ScoredMove> placements;
    for (const ai::ScoredMove& m : every)
        if (m.move.kind == core::MoveKind::kPlace) placements.push_back(m);
    std::sort(placements.begin(), placements.end(), ai::equity_order_less);
    if (placements.size() > kTop) placements.resize(kTop);
    const std::vector<ai::ScoredMove> top =
        evaluator_for(rules, kwg).top(board, rack, p.bag_size, end, static_cast<int>(kTop), 0);
    if (placements.empty()) {
        EXPECT_TRUE(top.size() == 1 && top[0].move.kind == core::MoveKind::kPass);
        return;
    }
    ASSERT_EQ(top.size(), placements.size()) << rules.name << " rack " << rack.to_string();
    for (std::size_t i = 0; i < top.size(); ++i)
        EXPECT_TRUE(top[i].move.same_play(placements[i].move) &&
                    top[i].equity == placements[i].equity)
            << rules.name << " rack " << rack.to_string() << " #" << i << ": "
            << formats::format_move(top[i].move) << " vs "
            << formats::format_move(placements[i].move);
}

// The pruned best-move search against the best of every legal move (`all`): the same play with
// the same score; and the bounded search by equity against the full list's best by equity, and
// its best few placements against the full list's.
// Returns the best of `all` by score.
BestMove expect_pruned_search_finds_the_best(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                                             Generator& gen, const core::Board& board,
                                             const core::Rack& rack,
                                             const std::vector<core::Move>& all) {
    BestMove pruned, full;
    gen.generate(board, rack, pruned);
    for (const core::Move& m : all) full.add(m);
    EXPECT_EQ(pruned.found, full.found) << "rack " << rack.to_string();
    if (pruned.found && full.found) {
        EXPECT_EQ(pruned.best.score, full.best.score) << "rack " << rack.to_string();
        EXPECT_TRUE(pruned.best.same_play(full.best))
            << "rack " << rack.to_string() << ": " << formats::format_move(pruned.best) << " vs "
            << formats::format_move(full.best);
    }
    expect_equity_search_finds_the_best(rules, kwg, board, rack, all);
    return full;
}

// Lays the move on the board and takes its tiles from the rack.
void play(core::Board& board, const core::RuleSet& rules, core::Rack& rack, const core::Move& m) {
    core::apply_placement(board, rules, m);
    rack = core::leave_after(rack, m);
}

// Seeded games of `seats` players, one after another, until `positions` turns have been
// visited: visit(board, rack, every legal move) checks the position and returns the move to
// play (nullopt: stop here). With no legal move the rack is exchanged, if the bag allows.
template <typename Visit>
void for_each_seeded_position(const core::RuleSet& rules, Generator& gen, std::uint64_t seed,
                              int positions, Visit visit, int seats = 2) {
    core::Rng rng(seed);
    int visited = 0;
    while (visited < positions) {
        core::Bag bag(*rules.tiles);
        core::Board board;
        std::vector<core::Rack> racks(static_cast<std::size_t>(seats));
        for (auto& r : racks) bag.refill(r, rules.rack_size, rng);
        for (int turn = 0; turn < 40 && visited < positions; ++turn) {
            core::Rack& rack = racks[static_cast<std::size_t>(turn % seats)];
            if (rack.empty()) break;
            AllMoves all;
            gen.generate(board, rack, all);
            ++visited;
            const std::optional<core::Move> move = visit(board, rack, all.moves, rng);
            if (::testing::Test::HasFailure()) return;
            if (all.moves.empty()) {
                if (bag.size() >= rack.size()) {
                    for (Letter l : rack.tiles()) bag.put_back(l);
                    rack.clear();
                    bag.refill(rack, rules.rack_size, rng);
                }
                continue;
            }
            if (!move) return;
            play(board, rules, rack, *move);
            bag.refill(rack, rules.rack_size, rng);
        }
    }
}

// What the open-blank positions exercised: moves whose main word runs through a blank open
// along it, and moves with a new tile whose cross word runs through an open blank before the
// new tile or after it.
struct OpenBlankCoverage {
    int positions = 0;
    std::array<int, 2> main_through{};  // per direction of the move
    int cross_before = 0, cross_after = 0;
};

// One position: the generator's moves against the brute force's, each generated move checked
// by the validator and scored the same there, and the pruned search against the full list.
void compare_position(const Oracle& oracle, Generator& gen, const core::Board& board,
                      const core::Rack& rack, const std::vector<core::Move>& all,
                      OpenBlankCoverage* coverage = nullptr) {
    const core::RuleSet& rules = oracle.rules;
    std::set<std::string> got;
    for (const core::Move& m : all) {
        got.insert(formats::format_move(m) + " " + std::to_string(m.score));
        // Every generated move passes the validator and scores the same there.
        auto p = core::validate_placement(board, rules, rack, m);
        EXPECT_TRUE(p.has_value()) << formats::format_move(m) << ": " << p.error().message;
        if (!p) return;
        EXPECT_TRUE(p->move.same_play(m))
            << formats::format_move(m) << " vs " << formats::format_move(p->move);
        EXPECT_EQ(core::score_placement(rules, *p), m.score) << formats::format_move(m);
        if (coverage == nullptr) continue;
        for (int i = 0; i < m.length; ++i)
            if (m.is_through(i) && board.reads(m.dir, m.square(i)) == core::kUnfixed)
                ++coverage->main_through[static_cast<std::size_t>(m.dir)];
        const Direction cross = core::other(m.dir);
        for (int i = 0; i < m.length; ++i) {
            if (m.is_through(i)) continue;
            for (int sign : {-1, 1}) {
                // The squares of the cross word on one side of the new tile.
                int sq = m.square(i);
                for (;;) {
                    const int along =
                        cross == Direction::kHorizontal ? core::col_of(sq) : core::row_of(sq);
                    if ((sign < 0 && along == 0) || (sign > 0 && along == core::kBoardSize - 1))
                        break;
                    sq += sign * core::step_of(cross);
                    if (board.empty(sq)) break;
                    if (board.reads(cross, sq) == core::kUnfixed)
                        ++(sign < 0 ? coverage->cross_before : coverage->cross_after);
                }
            }
        }
    }
    EXPECT_EQ(got.size(), all.size()) << "a move was generated twice";
    expect_pruned_search_finds_the_best(rules, oracle.lex.kwg(), gen, board, rack, all);
    const std::set<std::string> want = oracle.all_moves(board, rack);
    std::vector<std::string> missing, extra;
    std::set_difference(want.begin(), want.end(), got.begin(), got.end(),
                        std::back_inserter(missing));
    std::set_difference(got.begin(), got.end(), want.begin(), want.end(),
                        std::back_inserter(extra));
    EXPECT_TRUE(missing.empty() && extra.empty())
        << rules.name << " rack " << rack.to_string() << ": missing "
        << (missing.empty() ? "-" : missing.front()) << " (" << missing.size() << "), extra "
        << (extra.empty() ? "-" : extra.front()) << " (" << extra.size() << ")";
}

Oracle oracle_for(const core::RuleSet& rules, const lexicon::Lexicon& lex) {
    std::vector<std::vector<Letter>> entries;
    for (const auto& w : lex.kwg().entries()) entries.push_back(w);
    return Oracle{rules, lex, std::move(entries)};
}

// Plays seeded games, choosing uniformly among the generated moves so boards vary, and
// compares the generator with the brute force at every turn.
void compare_on_seeded_play(const char* rules_name, int positions, std::uint64_t seed,
                            int seats = 2) {
    const core::RuleSet& rules = *core::rule_set_by_name(rules_name);
    const lexicon::Lexicon* lex = sample_lexicon(rules.reading);
    if (lex == nullptr) GTEST_SKIP() << "the default word list is not installed";
    const Oracle oracle = oracle_for(rules, *lex);
    Generator gen(rules, lex->kwg());
    std::uint64_t total_moves = 0;
    for_each_seeded_position(
        rules, gen, seed, positions,
        [&](const core::Board& board, const core::Rack& rack, const std::vector<core::Move>& all,
            core::Rng& rng) -> std::optional<core::Move> {
            compare_position(oracle, gen, board, rack, all);
            if (::testing::Test::HasFailure()) return std::nullopt;
            total_moves += all.size();
            if (all.empty()) return std::nullopt;
            return all[rng.below(static_cast<std::uint32_t>(all.size()))];
        },
        seats);
    EXPECT_GT(total_moves, static_cast<std::uint64_t>(positions));
}

TEST(GeneratorVsBruteForce, Tournament) {
    compare_on_seeded_play("tournament", 200, 1);
}
TEST(GeneratorVsBruteForce, Woordspel) {
    compare_on_seeded_play("woordspel", 160, 2);
}
TEST(GeneratorVsBruteForce, BoxIj) {
    compare_on_seeded_play("box-ij", 160, 3);
}
// More racks drawn per round empty the bag sooner and fill the board in other patterns.
TEST(GeneratorVsBruteForce, BoxThreeSeats) {
    compare_on_seeded_play("box", 90, 4, 3);
}
TEST(GeneratorVsBruteForce, BoxFourSeats) {
    compare_on_seeded_play("box", 90, 5, 4);
}

// Woordspel's open blanks: a blank whose letter along one line is chosen and along the other
// not yet (kUnfixed) reads as any letter in a word along the open line. Seeded play rarely
// leaves one where a move can use it, so each position is also checked with up to two of its
// tiles turned into such blanks: tiles in a word along one line only, read as their letter
// there and open along the other — open across for some, open down for others.
TEST(GeneratorVsBruteForce, WoordspelOpenBlanks) {
    const core::RuleSet& rules = *core::rule_set_by_name("woordspel");
    const lexicon::Lexicon* lex = sample_lexicon(rules.reading);
    if (lex == nullptr) GTEST_SKIP() << "the default word list is not installed";
    const Oracle oracle = oracle_for(rules, *lex);
    Generator gen(rules, lex->kwg());
    OpenBlankCoverage coverage;
    std::array<int, 2> opened{};  // open blanks made, by the line they are open along
    for_each_seeded_position(
        rules, gen, 21, 320,
        [&](const core::Board& board, const core::Rack& rack, const std::vector<core::Move>& all,
            core::Rng& rng) -> std::optional<core::Move> {
            std::optional<core::Move> next;
            if (!all.empty()) next = all[rng.below(static_cast<std::uint32_t>(all.size()))];
            std::vector<std::pair<int, Direction>> candidates;  // square, line it is open along
            for (int sq = 0; sq < core::kSquares; ++sq) {
                if (board.empty(sq) || board.is_blank(sq)) continue;
                bool in_word[2] = {};
                for (Direction d : {Direction::kHorizontal, Direction::kVertical}) {
                    const int along =
                        d == Direction::kHorizontal ? core::col_of(sq) : core::row_of(sq);
                    const int step = core::step_of(d);
                    in_word[static_cast<int>(d)] =
                        (along > 0 && !board.empty(sq - step)) ||
                        (along < core::kBoardSize - 1 && !board.empty(sq + step));
                }
                if (in_word[0] != in_word[1])
                    candidates.emplace_back(
                        sq, in_word[0] ? Direction::kVertical : Direction::kHorizontal);
            }
            if (candidates.empty()) return next;
            core::Board open = board;
            for (int k = 0; k < 2 && !candidates.empty(); ++k) {
                const std::size_t pick = rng.below(static_cast<std::uint32_t>(candidates.size()));
                const auto [sq, open_along] = candidates[pick];
                candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(pick));
                const Letter l = core::letter_of(open.tile(sq));
                open.remove(sq);
                open.place(sq, static_cast<Letter>(l | core::kBlankBit),
                           open_along == Direction::kHorizontal ? core::kUnfixed : l,
                           open_along == Direction::kVertical ? core::kUnfixed : l);
                ++opened[static_cast<std::size_t>(open_along)];
            }
            AllMoves moves;
            gen.generate(open, rack, moves);
            compare_position(oracle, gen, open, rack, moves.moves, &coverage);
            ++coverage.positions;
            if (::testing::Test::HasFailure()) return std::nullopt;
            return next;
        });
    std::printf(
        "woordspel open blanks: %d positions (%d blanks open across, %d open down); moves through "
        "one along their line: %d across, %d down; cross words through one before the new tile: "
        "%d, after it: %d\n",
        coverage.positions, opened[0], opened[1], coverage.main_through[0],
        coverage.main_through[1], coverage.cross_before, coverage.cross_after);
    // The positions must have exercised each case, many times.
    EXPECT_GT(coverage.positions, 250);
    EXPECT_GT(coverage.main_through[0], 100);
    EXPECT_GT(coverage.main_through[1], 100);
    EXPECT_GT(coverage.cross_before, 100);
    EXPECT_GT(coverage.cross_after, 100);
}

// The best-move search skips anchors and spans by score bounds — bingo bonuses only where the
// rack and the board letters of the span spell a word of the full list — so it is checked on
// the full list, where bingos are common, against the best of every generated move.
void best_move_matches_full_list(const char* rules_name, int positions, std::uint64_t seed) {
    const core::RuleSet& rules = *core::rule_set_by_name(rules_name);
    auto lex = lexicon::Lexicon::open("", rules.reading);
    if (!lex) GTEST_SKIP() << "the default word list is not available: " << lex.error().message;
    Generator gen(rules, lex->kwg());
    int checked = 0, bingos = 0, with_blank = 0, bingos_blanked = 0;
    equity_coverage = {};
    for_each_seeded_position(
        rules, gen, seed, positions,
        [&](const core::Board& board, const core::Rack& rack, const std::vector<core::Move>& all,
            core::Rng& rng) -> std::optional<core::Move> {
            const BestMove full =
                expect_pruned_search_finds_the_best(rules, lex->kwg(), gen, board, rack, all);
            ++checked;
            with_blank += rack.count(core::kBlank) > 0;
            if (!full.found) return std::nullopt;
            bingos += full.best.tiles_used == rules.rack_size;
            // Now and then the same board with one or two of the rack's tiles turned into
            // blanks: blanks multiply the bingos, and with two for one letter each pair of
            // squares is its own move.
            if (checked % 6 == 0 && rack.size() == rules.rack_size &&
                rack.count(core::kBlank) == 0) {
                core::Rack blanked = rack;
                const std::vector<Letter> tiles = rack.tiles();
                const std::size_t blanks = checked % 12 == 0 ? 2 : 1;
                for (std::size_t i = 0; i < blanks; ++i) {
                    blanked.remove(tiles[i * 3]);
                    blanked.add(core::kBlank);
                }
                AllMoves all_blanked;
                gen.generate(board, blanked, all_blanked);
                const BestMove best = expect_pruned_search_finds_the_best(
                    rules, lex->kwg(), gen, board, blanked, all_blanked.moves);
                bingos_blanked += best.found && best.best.tiles_used == rules.rack_size;
            }
            // Mostly the best move, sometimes another, so that boards vary.
            return rng.below(3) == 0 ? all[rng.below(static_cast<std::uint32_t>(all.size()))]
                                     : full.best;
        });
    // The positions must have exercised what the bounds are about.
    std::printf("%s: %d positions, %d bingos, %d with a blank, %d bingos with blanks put in\n",
                rules_name, checked, bingos, with_blank, bingos_blanked);
    EXPECT_GT(bingos, positions / 50);
    EXPECT_GT(with_blank, positions / 20);
    EXPECT_GT(bingos_blanked, positions / 50);
    std::printf("%s by equity: %d best exchanges, %d passes, %d positions with the bag empty\n",
                rules_name, equity_coverage.exchanges, equity_coverage.passes,
                equity_coverage.bag_empty);
    EXPECT_GT(equity_coverage.exchanges, 0);
    EXPECT_GT(equity_coverage.bag_empty, positions / 50);
}

// Every move a generator finds, as text with its score and raw entries (blank readings too),
// sorted: two lists are equal when the generators found the same moves.
// The moves along `lines` (all by default), as sorted texts.
std::vector<std::string> move_texts(Generator& gen, const core::Board& board,
                                    const core::Rack& rack, const Lines& lines = kEveryLine,
                                    bool generate_confined = false, LineMoves* known = nullptr) {
    AllMoves all;
    if (known != nullptr)
        gen.generate(board, rack, all, generate_confined ? lines : kEveryLine, known);
    else if (generate_confined)
        gen.generate(board, rack, all, lines);
    else
        gen.generate(board, rack, all);
    std::vector<std::string> out;
    for (const core::Move& m : all.moves) {
        const int line =
            m.dir == Direction::kHorizontal ? core::row_of(m.start) : core::col_of(m.start);
        if ((lines[static_cast<std::size_t>(m.dir)] >> line & 1U) == 0) continue;
        std::string t = formats::format_move(m) + " " + std::to_string(m.score) + " ";
        for (int i = 0; i < m.length; ++i)
            t += std::to_string(m.word[static_cast<std::size_t>(i)]) + ".";
        out.push_back(std::move(t));
    }
    std::sort(out.begin(), out.end());
    return out;
}

// A generator keeps the grids of the last board it prepared and redoes only what a few
// changed squares can reach. Kept across boards in every order — a game's next turn, back to
// an earlier board (tiles taken away), far-apart boards, the empty board between them, blanks
// whose readings change under woordspel — it finds exactly what a new generator finds; also
// when a generation confined to a few lines left the entries of the others to be redone later;
// and so does one that takes lines met before from a memory of lines (LineMoves).
void kept_generator_matches_a_new_one(const char* rules_name, std::uint64_t seed) {
    const core::RuleSet& rules = *core::rule_set_by_name(rules_name);
    const lexicon::Lexicon* lex = sample_lexicon(rules.reading);
    if (lex == nullptr) GTEST_SKIP() << "the default word list is not installed";
    const auto index = std::make_shared<const KwgIndex>(lex->kwg());
    Generator player(rules, lex->kwg(), index);
    struct Seen {
        core::Board board;
        core::Rack rack;
    };
    std::vector<Seen> seen;
    for_each_seeded_position(
        rules, player, seed, 120,
        [&](const core::Board& board, const core::Rack& rack, const std::vector<core::Move>& all,
            core::Rng& rng) -> std::optional<core::Move> {
            seen.push_back({board, rack});
            if (all.empty()) return std::nullopt;
            return all[rng.below(static_cast<std::uint32_t>(all.size()))];
        });
    // Woordspel: blanks whose readings change between two otherwise equal boards.
    if (rules.blank_per_direction) {
        const std::size_t n = seen.size();
        for (std::size_t i = 0; i < n; ++i) {
            Seen open = seen[i];
            int opened = 0;
            for (int sq = 0; sq < core::kSquares && opened < 2; ++sq) {
                if (open.board.empty(sq) || !open.board.is_blank(sq)) continue;
                open.board.set_reading(
                    opened % 2 == 0 ? Direction::kVertical : Direction::kHorizontal, sq,
                    core::kUnfixed);
                ++opened;
            }
            if (opened > 0) seen.push_back(open);
        }
    }
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < seen.size(); ++i) order.push_back(i);  // forwards
    for (std::size_t i = seen.size(); i-- > 0;) order.push_back(i);    // backwards
    core::Rng rng(seed);
    for (std::size_t i = 0; i < seen.size(); ++i)  // far apart
        order.push_back(rng.below(static_cast<std::uint32_t>(seen.size())));
    Generator kept(rules, lex->kwg(), index);
    // A generator with a memory of lines (line_moves.hpp), kept across all the boards, small
    // enough that lines are also given up and found again.
    Generator remembering(rules, lex->kwg(), index);
    LineMoves known(std::size_t{256} << 10);
    // And `kept`, which keeps no line keys while it is not asked for them, asked from halfway
    // on: the lines it prepared without keys are worked out when first asked for.
    LineMoves late(std::size_t{256} << 10);
    int checked = 0;
    for (const std::size_t i : order) {
        Generator fresh(rules, lex->kwg(), index);
        const Seen& p = seen[i];
        // Confined to a few lines (as the endgame and the simulation's replies ask), it lists
        // what a new one lists along them, and leaves the other lines' entries for later.
        Lines few{};
        for (int k = 0; k < 3; ++k) {
            std::uint16_t& along = few[rng.below(2)];
            along = static_cast<std::uint16_t>(along | (1U << rng.below(15)));
        }
        ASSERT_EQ(move_texts(kept, p.board, p.rack, few, true),
                  move_texts(fresh, p.board, p.rack, few))
            << rules_name << " position " << i << " rack " << p.rack.to_string() << " (confined)";
        ASSERT_EQ(move_texts(kept, p.board, p.rack), move_texts(fresh, p.board, p.rack))
            << rules_name << " position " << i << " rack " << p.rack.to_string();
        ASSERT_EQ(move_texts(remembering, p.board, p.rack, few, true, &known),
                  move_texts(fresh, p.board, p.rack, few))
            << rules_name << " position " << i << " rack " << p.rack.to_string()
            << " (remembered lines, confined)";
        ASSERT_EQ(move_texts(remembering, p.board, p.rack, kEveryLine, false, &known),
                  move_texts(fresh, p.board, p.rack))
            << rules_name << " position " << i << " rack " << p.rack.to_string()
            << " (remembered lines)";
        if (static_cast<std::size_t>(checked) >= order.size() / 2) {
            ASSERT_EQ(move_texts(kept, p.board, p.rack, few, true, &late),
                      move_texts(fresh, p.board, p.rack, few))
                << rules_name << " position " << i << " rack " << p.rack.to_string()
                << " (remembered lines from halfway, confined)";
        }
        // The best-move search reads the same grids.
        BestMove a, b;
        kept.generate(p.board, p.rack, a);
        fresh.generate(p.board, p.rack, b);
        ASSERT_EQ(a.found, b.found);
        if (a.found) {
            EXPECT_TRUE(a.best.same_play(b.best));
        }
        ++checked;
    }
    EXPECT_GT(checked, 300);
}

TEST(Generator, KeptAcrossBoardsFindsWhatANewOneFindsTournament) {
    kept_generator_matches_a_new_one("tournament", 21);
}
TEST(Generator, KeptAcrossBoardsFindsWhatANewOneFindsWoordspel) {
    kept_generator_matches_a_new_one("woordspel", 22);
}
TEST(Generator, KeptAcrossBoardsFindsWhatANewOneFindsBoxIj) {
    kept_generator_matches_a_new_one("box-ij", 23);
}

// The best placement of a single tile, read off the cross-sets, is the one the full list of
// that tile's placements has first (highest score, ties by play_order_less), written the same
// way, on seeded boards of the real list, for every letter; from a generator kept across the
// boards and used for whole racks between (as the endgame solver uses it).
void best_single_tile_matches_full_list(const char* rules_name, int positions, std::uint64_t seed) {
    const core::RuleSet& rules = *core::rule_set_by_name(rules_name);
    auto lex = lexicon::Lexicon::open("", rules.reading);
    if (!lex) GTEST_SKIP() << "the default word list is not available: " << lex.error().message;
    const auto index = std::make_shared<const KwgIndex>(lex->kwg());
    Generator kept(rules, lex->kwg(), index);
    Generator reference(rules, lex->kwg(), index);
    int checked = 0, none = 0, both_ways = 0, down = 0, tied = 0;
    for_each_seeded_position(
        rules, kept, seed, positions,
        [&](const core::Board& board, const core::Rack&, const std::vector<core::Move>& all,
            core::Rng& rng) -> std::optional<core::Move> {
            for (const Letter l : rules.tiles->letters()) {
                if (l == core::kBlank) continue;
                core::Rack one;
                one.add(l);
                AllMoves listed;
                reference.generate(board, one, listed);
                BestMove first;
                for (const core::Move& m : listed.moves) first.add(m);
                core::Move best;
                const bool found = kept.best_single_tile(board, l, best);
                EXPECT_EQ(found, first.found) << rules_name << " letter " << int{l};
                if (found != first.found) return std::nullopt;
                ++checked;
                if (!found) {
                    ++none;
                    continue;
                }
                EXPECT_TRUE(best.same_play(first.best))
                    << rules_name << " letter " << int{l} << ": " << formats::format_move(best)
                    << " against " << formats::format_move(first.best);
                EXPECT_EQ(best.score, first.best.score);
                EXPECT_EQ(best.word, first.best.word);
                EXPECT_EQ(best.tiles_used, 1);
                if (::testing::Test::HasFailure()) return std::nullopt;
                int at_best = 0;
                for (const core::Move& m : listed.moves) at_best += m.score == best.score;
                tied += at_best > 1;
                if (best.dir == Direction::kVertical) {
                    ++down;
                } else {
                    // Across, and a word down through the tile too?
                    for (int i = 0; i < best.length; ++i) {
                        if (best.is_through(i)) continue;
                        const int sq = best.square(i);
                        const int row = core::row_of(sq), col = core::col_of(sq);
                        both_ways += (row > 0 && !board.empty(core::square_index(row - 1, col))) ||
                                     (row < core::kBoardSize - 1 &&
                                      !board.empty(core::square_index(row + 1, col)));
                    }
                }
            }
            if (all.empty()) return std::nullopt;
            return all[rng.below(static_cast<std::uint32_t>(all.size()))];
        });
    std::printf(
        "%s: %d single tiles, %d fit nowhere, %d best across and down, %d best down, %d "
        "tied at the best score\n",
        rules_name, checked, none, both_ways, down, tied);
    EXPECT_GT(none, 0);
    EXPECT_GT(both_ways, checked / 50);
    EXPECT_GT(down, checked / 20);
    EXPECT_GT(tied, checked / 50);
}

TEST(Generator, BestSingleTileIsTheFirstOfItsListTournament) {
    best_single_tile_matches_full_list("tournament", 1000, 31);
}
TEST(Generator, BestSingleTileIsTheFirstOfItsListBoxIj) {
    best_single_tile_matches_full_list("box-ij", 600, 33);
}

// A generator keeps the parts of the last rack it searched by (a simulation answers every
// candidate with one rack): the same rack searched again for another sink (by equity, the best
// few, by score) or with other leave values (the bag empty, another rack left to the
// opponent) finds what a new generator finds.
TEST(BestMoveSearch, TheSameRackForAnotherSinkFindsWhatANewGeneratorFinds) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    auto lex = lexicon::Lexicon::open("", rules.reading);
    if (!lex) GTEST_SKIP() << "the default word list is not available: " << lex.error().message;
    const auto index = std::make_shared<const KwgIndex>(lex->kwg());
    Generator walker(rules, lex->kwg(), index), kept(rules, lex->kwg(), index);
    const ai::LeaveModel& model = ai::default_leave_file(rules).leaves;
    int checked = 0;
    auto same = [](const std::vector<ai::ScoredMove>& a, const std::vector<ai::ScoredMove>& b) {
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (!a[i].move.same_play(b[i].move) || a[i].equity != b[i].equity) return false;
        return true;
    };
    for_each_seeded_position(
        rules, walker, 29, 150,
        [&](const core::Board& board, const core::Rack& rack, const std::vector<core::Move>& all,
            core::Rng& rng) -> std::optional<core::Move> {
            // Leave values change under the same rack from one search to the next: the bag
            // empty or not, another rack left to the opponent.
            for (int variant = 0; variant < 4; ++variant) {
                ai::EndgameTerms end;
                end.bag_empty = variant % 2 == 1;
                end.opponent_rack_value = end.bag_empty ? 9 + 7 * variant : 0;
                const ai::RackLeaves leaves(rules, rack, model, end);
                Generator fresh(rules, lex->kwg(), index);
                ai::BestEquity best_kept(leaves), best_fresh(leaves);
                kept.generate(board, rack, best_kept);
                fresh.generate(board, rack, best_fresh);
                EXPECT_EQ(best_kept.found, best_fresh.found) << rack.to_string();
                if (best_kept.found && best_fresh.found) {
                    EXPECT_TRUE(best_kept.best.move.same_play(best_fresh.best.move) &&
                                best_kept.best.equity == best_fresh.best.equity)
                        << rack.to_string() << ": " << formats::format_move(best_kept.best.move)
                        << " vs " << formats::format_move(best_fresh.best.move);
                }
                ai::TopEquity top_kept(leaves, 5), top_fresh(leaves, 5);
                kept.generate(board, rack, top_kept);
                fresh.generate(board, rack, top_fresh);
                EXPECT_TRUE(same(top_kept.finish(), top_fresh.finish())) << rack.to_string();
                ++checked;
            }
            // And by score, without leaves.
            Generator fresh(rules, lex->kwg(), index);
            BestMove score_kept, score_fresh;
            kept.generate(board, rack, score_kept);
            fresh.generate(board, rack, score_fresh);
            EXPECT_EQ(score_kept.found, score_fresh.found) << rack.to_string();
            if (score_kept.found && score_fresh.found) {
                EXPECT_TRUE(score_kept.best.same_play(score_fresh.best)) << rack.to_string();
            }
            if (all.empty()) return std::nullopt;
            return all[rng.below(static_cast<std::uint32_t>(all.size()))];
        });
    EXPECT_GT(checked, 500);
}

TEST(BestMoveSearch, MatchesTheFullListTournament) {
    best_move_matches_full_list("tournament", 3000, 11);
}
TEST(BestMoveSearch, MatchesTheFullListWoordspel) {
    best_move_matches_full_list("woordspel", 2000, 12);
}
TEST(BestMoveSearch, MatchesTheFullListBoxIj) {
    best_move_matches_full_list("box-ij", 2000, 13);
}

}  // namespace
}  // namespace letterzak::movegen
