// The endgame search's parts: the replies a parent hands its children (those its move left
// alone must be legal there with the same score), move lists made from earlier ones (the
// same as made whole), the board hash a parent hands them, the
// "both stuck" end, and the memory bound of the transposition table and the move-list cache.

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "ai/endgame.hpp"
#include "ai/match.hpp"
#include "ai/move_cache.hpp"
#include "ai/static_player.hpp"
#include "ai/transposition_table.hpp"
#include "ai/zobrist.hpp"
#include "fixtures.hpp"

namespace letterzak::ai {
namespace {

std::string play_key(const core::Move& m) {
    std::string key{static_cast<char>(m.dir), static_cast<char>(m.start),
                    static_cast<char>(m.length)};
    for (int i = 0; i < m.length; ++i)
        key.push_back(static_cast<char>(m.word[static_cast<std::size_t>(i)]));
    return key;
}

// On `board`, the opponent's replies listed before each of the mover's moves: every one that
// `unaffected` keeps is among the replies generated after the move, with the same score.
// Returns how many were checked that way.
int check_inherited_replies(const core::RuleSet& rules, movegen::Generator& gen,
                            const core::Board& board, const core::Rack& mover,
                            const core::Rack& opponent, std::size_t max_moves) {
    movegen::AllMoves replies, moves;
    gen.generate(board, opponent, replies);
    gen.generate(board, mover, moves);
    int kept = 0;
    for (std::size_t i = 0; i < moves.moves.size() && i < max_moves; ++i) {
        const core::Move& m = moves.moves[i];
        core::Board after = board;
        core::apply_placement(after, rules, m);
        movegen::AllMoves now;
        gen.generate(after, opponent, now);
        std::map<std::string, int> legal;
        for (const core::Move& r : now.moves) legal[play_key(r)] = r.score;
        const Squares placed = placed_squares(m);
        for (const core::Move& r : replies.moves) {
            if (!unaffected(r, board, placed)) continue;
            const auto it = legal.find(play_key(r));
            EXPECT_TRUE(it != legal.end()) << "a kept reply is no longer legal";
            if (it != legal.end()) {
                EXPECT_EQ(it->second, r.score) << "a kept reply scores differently";
            }
            ++kept;
        }
    }
    return kept;
}

TEST(EndgameSearch, RepliesTheMoveLeavesAloneStayLegalWithTheirScore) {
    // Every rule set (woordspel blanks that read differently across and down included), on
    // tiny-lexicon boards with blanks on the racks now and then.
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    int kept = 0;
    for (const char* name : {"tournament", "woordspel", "english", "box"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        movegen::Generator gen(rules, lex.kwg());
        core::Rng rng(31);
        for (int i = 0; i < 40; ++i) {
            const game::State s = testing::tiny_endgame(rules, gen, rng, 5);
            kept += check_inherited_replies(rules, gen, s.board, s.racks[0], s.racks[1], 60);
        }
    }
    EXPECT_GT(kept, 500);  // the filter keeps most replies: otherwise the test proves little
}

// Every `every`-th position of `games` seeded greedy games under tournament rules on the
// default word list: visit(generator, state). False when the word list is not installed.
template <typename Visit>
bool for_each_real_position(int games, int every, Visit visit) {
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    auto opened = lexicon::Lexicon::open({}, rules.reading);
    if (!opened) return false;
    movegen::Generator gen(rules, opened->kwg());
    ai::GreedyPlayer greedy(rules, opened->kwg(), nullptr);
    for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(games); ++seed) {
        core::Rng rng(seed);
        const std::array<Player*, 2> seats{&greedy, &greedy};
        int seen = 0;
        play_kernel_game(rules, &opened->kwg(), seats, 0, rng, [&](const game::State& s) {
            if (!s.over() && ++seen % every == 0) visit(gen, s);
        });
    }
    return true;
}

TEST(EndgameSearch, RepliesTheMoveLeavesAloneStayLegalOnRealBoards) {
    int kept = 0;
    const bool opened =
        for_each_real_position(3, 6, [&](movegen::Generator& gen, const game::State& s) {
            kept += check_inherited_replies(*s.rules, gen, s.board, s.rack(s.to_move),
                                            s.rack(1 - s.to_move), 12);
        });
    if (!opened) GTEST_SKIP() << "the default Dutch word list (wdutch) is not installed";
    EXPECT_GT(kept, 1000);
}

// After every move of `s`'s mover, the hashes found from the parent's and the move alone (what
// the solver hands a child, and fetches the table's slot by before it plays the move) equal a
// scan of the child: the board's part, and, when the bag is empty (the racks draw nothing),
// the whole key (racks, mover, scoreless run). Returns the number of moves checked.
int check_board_hash_after(const Zobrist& zobrist, movegen::Generator& gen, const game::State& s,
                           int* whole_keys = nullptr) {
    const std::uint64_t board_before = zobrist.board_hash(s.board);
    const std::uint64_t before = zobrist.hash(s);
    movegen::AllMoves moves;
    gen.generate(s.board, s.rack(s.to_move), moves);
    moves.moves.push_back(core::Move::pass());
    int checked = 0;
    for (const core::Move& m : moves.moves) {
        game::State child = s;
        core::Rng rng(0);
        game::apply_move(child, m, rng);
        const std::uint64_t placed = zobrist.placed_hash(m);
        EXPECT_EQ(board_before ^ placed, zobrist.board_hash(child.board))
            << "after a move of " << static_cast<int>(m.length) << " letters at " << m.start;
        if (!child.over() && s.bag.empty()) {  // with tiles in the bag the racks draw
            EXPECT_EQ(zobrist.hash_after(before, placed, s, m, child.scoreless_run),
                      zobrist.hash(child))
                << "after a move of " << static_cast<int>(m.length) << " letters at " << m.start;
            // The guess the solver fetches by before it plays the move.
            const int run = m.kind == core::MoveKind::kPlace ? 0 : s.scoreless_run + 1;
            EXPECT_EQ(run, child.scoreless_run);
            if (whole_keys != nullptr) ++*whole_keys;
        }
        ++checked;
    }
    return checked;
}

TEST(EndgameSearch, TheBoardHashFollowsTheSquaresPlacedOn) {
    // Rule sets whose blanks read one way; woordspel's moves can also fix an earlier blank's
    // open reading away from the squares placed on, so the solver scans those boards whole.
    const Zobrist zobrist;
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    int checked = 0, whole_keys = 0;
    for (const char* name : {"tournament", "english", "box"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        ASSERT_FALSE(rules.blank_per_direction);
        movegen::Generator gen(rules, lex.kwg());
        core::Rng rng(17);
        for (int i = 0; i < 40; ++i) {
            game::State s = testing::tiny_endgame(rules, gen, rng, 7);
            s.words = &lex.kwg();
            checked += check_board_hash_after(zobrist, gen, s, &whole_keys);
        }
    }
    EXPECT_GT(checked, 1000);
    EXPECT_GT(whole_keys, 1000);  // the endgames' bags are empty
    // On real boards, blanks on the board and on the racks.
    int real = 0;
    const bool opened =
        for_each_real_position(2, 5, [&](movegen::Generator& gen, const game::State& s) {
            real += check_board_hash_after(zobrist, gen, s);
        });
    if (!opened) GTEST_SKIP() << "the default Dutch word list (wdutch) is not installed";
    EXPECT_GT(real, 1000);
}

// Lists made from earlier ones equal lists made whole, element for element (the order too),
// also when lines met before come from a memory of lines:
// after each of the first `max_moves` of the mover's moves, the opponent's list from its list
// before the move (the same rack); the mover's from its own before (a smaller rack now); and,
// after the opponent's first few replies too, the mover's again from its list two moves back.
// With `known`, the lists made from earlier ones take the lines met before from it (the
// solver's LineMoves), and a whole list made with it is compared too. Returns the lists
// compared.
int check_lists_from_earlier(const core::RuleSet& rules, movegen::Generator& gen,
                             const game::State& s, std::size_t max_moves,
                             movegen::LineMoves* known = nullptr) {
    const auto same = [](const std::vector<core::Move>& made,
                         const std::vector<core::Move>& whole) {
        EXPECT_EQ(made.size(), whole.size());
        if (made.size() != whole.size()) return;
        for (std::size_t i = 0; i < made.size(); ++i) {
            EXPECT_TRUE(made[i].same_play(whole[i])) << "at " << i << " of " << made.size();
            EXPECT_EQ(made[i].score, whole[i].score);
        }
    };
    const int me = s.to_move;
    const core::Rack& mine = s.rack(me);
    const core::Rack& theirs = s.rack(1 - me);
    const std::vector<core::Move> my_moves = endgame_moves(gen, rules, s.board, mine);
    const std::vector<core::Move> their_moves = endgame_moves(gen, rules, s.board, theirs);
    if (known != nullptr) same(endgame_moves(gen, rules, s.board, mine, nullptr, known), my_moves);
    // The squares placed on since are handed over when the rules let them tell every change
    // (woordspel's moves may also fix a blank's reading elsewhere): both ways are checked.
    const bool squares_tell = !rules.blank_per_direction;
    int compared = 0;
    for (std::size_t i = 0; i < my_moves.size() && i < max_moves; ++i) {
        game::State child = s;
        core::Rng none(0);
        game::apply_move(child, my_moves[i], none);
        if (child.over()) continue;
        const Squares placed = placed_squares(my_moves[i]);
        // (What the move left: a real position may have drawn from the bag since.)
        const core::Rack left = core::leave_after(mine, my_moves[i]);
        for (const bool told : {false, squares_tell}) {
            const EarlierMoves theirs_before{&s.board, &theirs, &their_moves, placed, told};
            same(endgame_moves(gen, rules, child.board, theirs, &theirs_before, known),
                 endgame_moves(gen, rules, child.board, theirs));
            const EarlierMoves mine_before{&s.board, &mine, &my_moves, placed, told};
            same(endgame_moves(gen, rules, child.board, left, &mine_before, known),
                 endgame_moves(gen, rules, child.board, left));
            compared += 2;
        }
        const std::vector<core::Move> replies = endgame_moves(gen, rules, child.board, theirs);
        for (std::size_t j = 0; j < replies.size() && j < 3; ++j) {
            game::State grandchild = child;
            game::apply_move(grandchild, replies[j], none);
            if (grandchild.over()) continue;
            for (const bool told : {false, squares_tell}) {
                const EarlierMoves two_back{&s.board, &mine, &my_moves,
                                            placed | placed_squares(replies[j]), told};
                same(endgame_moves(gen, rules, grandchild.board, left, &two_back, known),
                     endgame_moves(gen, rules, grandchild.board, left));
                ++compared;
            }
        }
    }
    return compared;
}

TEST(EndgameSearch, ListsMadeFromEarlierListsAreTheWholeLists) {
    // Every rule set (woordspel's moves may also fix an earlier blank's reading), on
    // tiny-lexicon boards with blanks on the racks now and then.
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    int compared = 0;
    for (const char* name : {"tournament", "woordspel", "english", "box"}) {
        const core::RuleSet& rules = *core::rule_set_by_name(name);
        movegen::Generator gen(rules, lex.kwg());
        movegen::LineMoves known(std::size_t{1} << 20);
        core::Rng rng(41);
        for (int i = 0; i < 30; ++i) {
            game::State s = testing::tiny_endgame(rules, gen, rng, 6);
            s.words = &lex.kwg();
            compared += check_lists_from_earlier(rules, gen, s, 12);
            compared += check_lists_from_earlier(rules, gen, s, 12, &known);
        }
    }
    EXPECT_GT(compared, 500);
    // On real boards, blanks on the board and on the racks.
    int real = 0;
    movegen::LineMoves known(std::size_t{1} << 20);
    const bool opened =
        for_each_real_position(2, 6, [&](movegen::Generator& gen, const game::State& s) {
            real += check_lists_from_earlier(*s.rules, gen, s, 6);
            real += check_lists_from_earlier(*s.rules, gen, s, 6, &known);
        });
    if (!opened) GTEST_SKIP() << "the default Dutch word list (wdutch) is not installed";
    EXPECT_GT(real, 200);
}

TEST(EndgameSearch, BothStuckEndsByThePassRunAtOnce) {
    // TA on the board; each side holds a Q, which no tiny word takes: nobody can ever place.
    const core::RuleSet& rules = *core::rule_set_by_name("tournament");
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    game::State s = testing::ta_endgame(rules);
    s.racks[0].add(17);
    s.racks[1].add(17);
    s.racks[1].add(26);  // and a Z: the opponent loses more when the racks count
    EndgameSolver solver(rules, lex.kwg(), nullptr);
    EndgameSettings settings;
    settings.seconds = 0;
    settings.memory_mb = 4;
    const EndgameResult r = solver.solve(s, settings);
    movegen::Generator gen(rules, lex.kwg());
    EXPECT_TRUE(r.solved);
    EXPECT_EQ(r.value, brute_force_endgame(s, gen));
    EXPECT_EQ(r.best.kind, core::MoveKind::kPass);
    EXPECT_EQ(r.nodes, 1);  // found at the root, nothing searched
}

TEST(EndgameSearch, TheTableStaysWithinItsBytesAndKeepsSolvedResults) {
    for (const std::size_t bytes : {std::size_t{1}, std::size_t{1000}, std::size_t{1} << 20}) {
        const TranspositionTable t(bytes);
        EXPECT_LE(t.bytes(), std::max<std::size_t>(bytes, 64));  // at least one bucket
    }
    // A new table holds nothing, not even under key 0, whose zeroed entries it starts from.
    {
        const TranspositionTable fresh(std::size_t{1} << 20);
        for (std::uint64_t k = 0; k < 64; ++k) EXPECT_FALSE(fresh.probe(k).has_value());
    }
    // What goes in comes out: negative values, every bound, the move's code.
    {
        TranspositionTable t(std::size_t{1} << 16);
        t.store(3, {-211, 7, false, Bound::kUpper, 0x9'8765'4321});
        const auto e = t.probe(3);
        ASSERT_TRUE(e.has_value());
        EXPECT_EQ(e->value, -211);
        EXPECT_EQ(e->depth, 7);
        EXPECT_FALSE(e->solved);
        EXPECT_EQ(e->bound, Bound::kUpper);
        EXPECT_EQ(e->move, 0x9'8765'4321U);
        // A depth beyond what a slot holds is kept as less, a value beyond it not at all.
        t.store(4, {5, 200, false, Bound::kExact, 1});
        ASSERT_TRUE(t.probe(4).has_value());
        EXPECT_EQ(t.probe(4)->depth, TranspositionTable::kMaxDepth);
        t.store(5, {TranspositionTable::kMaxValue + 1, 2, true, Bound::kExact, 1});
        EXPECT_FALSE(t.probe(5).has_value());
    }
    // One bucket of four: a solved result stays while shallow ones come and go in the others.
    TranspositionTable t(1);
    t.store(11, {7, 9, true, Bound::kExact, 1});
    for (std::uint64_t k = 20; k < 30; ++k) t.store(k, {1, 2, false, Bound::kLower, 1});
    ASSERT_TRUE(t.probe(11).has_value());
    EXPECT_EQ(t.probe(11)->value, 7);
    EXPECT_TRUE(t.probe(11)->solved);
    ASSERT_TRUE(t.probe(29).has_value());  // the newest
    int held = 0;
    for (std::uint64_t k = 20; k < 30; ++k) held += t.probe(k).has_value();
    EXPECT_EQ(held, 3);  // four slots, one of them the solved result
    // An unproven result of the same position does not replace a proven exact one.
    t.store(11, {3, 12, false, Bound::kLower, 1});
    EXPECT_EQ(t.probe(11)->value, 7);
    t.clear();
    EXPECT_FALSE(t.probe(11).has_value());
    EXPECT_FALSE(t.probe(29).has_value());
    // Cleared by age, and wiped once the age wraps: across 300 clears nothing old reads as
    // live, and what is stored after them is found.
    t.store(5, {3, 4, false, Bound::kExact, 1});
    for (int i = 0; i < 300; ++i) {
        t.clear();
        EXPECT_FALSE(t.probe(5).has_value());
        EXPECT_FALSE(t.probe(0).has_value());
    }
    t.store(6, {3, 4, false, Bound::kExact, 1});
    EXPECT_TRUE(t.probe(6).has_value());
}

TEST(EndgameSearch, TheMoveCacheStaysWithinItsBudget) {
    const std::size_t budget = 64 * 1024;
    MoveCache cache(budget);
    std::vector<MoveCache::List> held;
    std::vector<std::size_t> sizes;
    for (std::uint64_t k = 1; k <= 2000; ++k) {
        auto list = std::make_shared<std::vector<core::Move>>(k % 97, core::Move::pass());
        cache.insert(k * 0x9e3779b97f4a7c15ULL, list);
        EXPECT_LE(cache.bytes_used(), budget);
        if (k % 500 == 0) {
            held.push_back(cache.find(k * 0x9e3779b97f4a7c15ULL));
            sizes.push_back(k % 97);
        }
    }
    // Lists handed out stay whole after the cache gave them up.
    for (std::size_t i = 0; i < held.size(); ++i) {
        ASSERT_NE(held[i], nullptr);
        EXPECT_EQ(held[i]->size(), sizes[i]);
    }
    // A list larger than the whole budget is not kept.
    cache.insert(7, std::make_shared<std::vector<core::Move>>(budget, core::Move::pass()));
    EXPECT_EQ(cache.find(7), nullptr);
    cache.clear();
    EXPECT_EQ(cache.bytes_used(), 0u);
}

}  // namespace
}  // namespace letterzak::ai
