// Property: for seeded self-play games under every rule set, the rules kernel
// (game/kernel.hpp) and the referee agree after every turn — board, racks, bag, scores, whose
// turn, the scoreless run, the end and the final arithmetic — for 2, 3 and 4 seats; the game is
// reproducible and its records are faithful:
//  - the same seed gives the same game, byte for byte (event log and GCG text);
//  - replaying the event log rebuilds the same state;
//  - the GCG record reads back to the same record, and replaying it through the referee (with
//    the word list, and with none) reproduces every move, score, total and the result exactly.
//
// The number of games per rule set comes from LETTERZAK_SELFPLAY_GAMES (default 30, chosen so
// the suite stays quick under the sanitizers; the issue's 1,000 is a run by hand:
// LETTERZAK_SELFPLAY_GAMES=1000). The word list is a fixed sample of the Dutch list (every
// word of up to four letters and one in eight longer ones), so that boards fill up as in real
// games without compiling 300,000 words.

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ai/computer_seat.hpp"
#include "ai/leave_file.hpp"
#include "core/unseen.hpp"
#include "formats/gcg.hpp"
#include "formats/gcg_replay.hpp"
#include "game/kernel.hpp"
#include "game/starter_draw.hpp"
#include "game/view.hpp"
#include "game/word_judge.hpp"
#include "game_support.hpp"
#include "lexicon/lexicon.hpp"
#include "lexicon/normalise.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::game {
namespace {

int games_per_rule_set() {
    if (const char* env = std::getenv("LETTERZAK_SELFPLAY_GAMES")) {
        const int n = std::atoi(env);
        if (n > 0) return n;
    }
    return 30;
}

struct Dictionary {
    lexicon::Lexicon lexicon;
    std::unique_ptr<LexiconJudge> judge;
    std::shared_ptr<const movegen::KwgIndex> index;
};

const Dictionary& dictionary(core::WordReading reading) {
    static std::map<core::WordReading, std::unique_ptr<Dictionary>> cache;
    auto& d = cache[reading];
    if (!d) {
        auto list = lexicon::load_word_list(lexicon::kDefaultWordList, reading);
        std::vector<std::string> words;
        if (list) {
            std::size_t k = 0;
            for (const std::string& w : list->words)
                if (w.size() <= 4 || ++k % 8 == 0) words.push_back(w);
        }
        auto lex = lexicon::Lexicon::from_words(words, reading, "sample");
        d = std::make_unique<Dictionary>();
        d->lexicon = std::move(*lex);
        d->judge = std::make_unique<LexiconJudge>(d->lexicon, "sample");
        d->index = std::make_shared<const movegen::KwgIndex>(d->lexicon.kwg());
    }
    return *d;
}

// The kernel's state agrees with the referee's: the same board (tiles, and the readings of
// open woordspel blanks, which both fix with the same word list by the same rule), the same
// racks and bag, scores, mover, scoreless run and end.
void expect_agree(const Game& game, const State& kernel) {
    ASSERT_EQ(kernel.seats, game.seats());
    for (int sq = 0; sq < core::kSquares; ++sq) {
        ASSERT_EQ(kernel.board.tile(sq), game.board().tile(sq)) << "square " << sq;
        for (const core::Direction d : {core::Direction::kHorizontal, core::Direction::kVertical})
            ASSERT_EQ(kernel.board.reads(d, sq), game.board().reads(d, sq))
                << "square " << sq << (d == core::Direction::kHorizontal ? " across" : " down");
    }
    for (int s = 0; s < game.seats(); ++s) {
        ASSERT_TRUE(kernel.rack(s) == game.rack(s))
            << "seat " << s << ": " << kernel.rack(s).to_string() << " vs "
            << game.rack(s).to_string();
        if (!game.over()) {
            ASSERT_EQ(kernel.score(s), game.score(s)) << "seat " << s;
        }
    }
    ASSERT_EQ(kernel.bag.size(), game.bag_size());
    ASSERT_EQ(kernel.bag.counts(), [&] {
        // The referee's bag: the tiles on no rack and not on the board.
        std::vector<core::Rack> racks;
        for (int s = 0; s < game.seats(); ++s) racks.push_back(game.rack(s));
        return core::unseen_tiles(*game.rules().tiles, game.board(), racks).value();
    }());
    ASSERT_EQ(kernel.over(), game.over());
    if (!game.over()) {
        ASSERT_EQ(kernel.to_move, game.to_move());
        ASSERT_EQ(kernel.scoreless_run, game.scoreless_run());
    } else {
        ASSERT_EQ(kernel.end, game.end_reason());
    }
}

// The final arithmetic: the kernel's end-of-game rack points and totals are the referee's.
void expect_same_end(const Game& game, const State& kernel) {
    const GameResult r = game.result();
    for (int s = 0; s < game.seats(); ++s) {
        const SeatResult& seat = r.seats[static_cast<std::size_t>(s)];
        EXPECT_EQ(kernel.end_points[static_cast<std::size_t>(s)], seat.end_racks) << "seat " << s;
        EXPECT_EQ(kernel.score(s), seat.raw_final) << "seat " << s;
    }
}

// A whole game of greedy computer seats through the referee, with the kernel in lockstep: it
// deals from the same seeded generator as the referee (the draw for the first player, then the
// racks) and applies every move the referee accepted.
Game play(const core::RuleSet& rules, int seats, std::uint64_t seed) {
    const Dictionary& dict = dictionary(rules.reading);
    std::vector<std::string> names;
    for (int s = 0; s < seats; ++s) names.push_back("Speler " + std::to_string(s + 1));
    Services services;
    services.judge = dict.judge.get();
    auto created = Game::create(GameSetup::for_rules(rules, names, seed), services);
    EXPECT_TRUE(created.has_value());
    Game& game = *created;
    ai::PlayerContext context;
    context.rules = &rules;
    context.kwg = &dict.lexicon.kwg();
    context.index = dict.index;
    context.leaves = &ai::default_leave_file(rules);
    auto greedy = ai::ComputerSeat::create("greedy", context);
    EXPECT_TRUE(greedy.has_value());
    core::Rng rng(seed);
    const StarterDraw draw = draw_starter(rules, seats, rng);
    State kernel = new_state(rules, seats, draw.starter, rng, &dict.lexicon.kwg());
    expect_agree(game, kernel);
    for (int turn = 0; turn < 2000 && !game.over(); ++turn) {
        const int seat = game.to_move();
        const core::Move move = (*greedy)->choose(view_for(game, seat));
        auto played = game.play(seat, move);
        EXPECT_TRUE(played.has_value()) << (played ? "" : played.error().message);
        if (!played) break;
        apply_move(kernel, move, rng);
        expect_agree(game, kernel);
        if (::testing::Test::HasFatalFailure()) return std::move(game);
    }
    EXPECT_TRUE(game.over());
    expect_same_end(game, kernel);
    if (game.status() == GameStatus::kAwaitingJury) {
        EXPECT_TRUE(game.jury_check().has_value());
    }
    return std::move(game);
}

// The replayed record's game equals the original (the record orders players from the starter).
// Without a word list an open woordspel blank stays open across until a later word through it
// names its letter (the record does not say what a cross word made of it), so then only the
// tiles are compared, not every reading.
void expect_same_game(const Game& original, const Game& replayed, bool judged) {
    const int n = original.seats();
    ASSERT_EQ(replayed.seats(), n);
    if (judged) {
        EXPECT_TRUE(original.board() == replayed.board());
    } else {
        for (int sq = 0; sq < core::kSquares; ++sq)
            EXPECT_EQ(original.board().tile(sq), replayed.board().tile(sq));
    }
    EXPECT_EQ(original.status(), replayed.status());
    EXPECT_EQ(original.end_reason(), replayed.end_reason());
    const GameResult a = original.result(), b = replayed.result();
    for (int k = 0; k < n; ++k) {
        const int seat = (original.starter() + k) % n;
        EXPECT_EQ(replayed.player_name(k), original.player_name(seat));
        EXPECT_EQ(a.seats[static_cast<std::size_t>(seat)].final_score,
                  b.seats[static_cast<std::size_t>(k)].final_score);
        EXPECT_EQ(a.seats[static_cast<std::size_t>(seat)].raw_final,
                  b.seats[static_cast<std::size_t>(k)].raw_final);
        EXPECT_EQ(a.seats[static_cast<std::size_t>(seat)].end_racks,
                  b.seats[static_cast<std::size_t>(k)].end_racks);
        EXPECT_TRUE(original.final_racks()[static_cast<std::size_t>(seat)] ==
                    replayed.final_racks()[static_cast<std::size_t>(k)]);
    }
    ASSERT_EQ(original.turns().size(), replayed.turns().size());
    for (std::size_t i = 0; i < original.turns().size(); ++i) {
        const Turn& x = original.turns()[i];
        const Turn& y = replayed.turns()[i];
        EXPECT_EQ(x.kind, y.kind) << "turn " << i;
        EXPECT_EQ(x.score, y.score) << "turn " << i;
        EXPECT_TRUE(x.move.same_play(y.move)) << "turn " << i;
        EXPECT_TRUE(x.rack == y.rack)
            << "turn " << i << ": " << x.rack.to_string() << " vs " << y.rack.to_string();
        EXPECT_EQ((x.seat - original.starter() + n) % n, y.seat) << "turn " << i;
    }
}

void check_rule_set(const char* name, int seats) {
    const core::RuleSet& rules = *core::rule_set_by_name(name);
    const Dictionary& dict = dictionary(rules.reading);
    const AcceptAllJudge none;
    const int games = games_per_rule_set();
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = 7000 + static_cast<std::uint64_t>(g);
        SCOPED_TRACE(::testing::Message() << name << " seed " << seed);
        const Game game = play(rules, seats, seed);
        ASSERT_TRUE(game.over());
        EXPECT_NE(game.status(), GameStatus::kAwaitingJury);

        // Tile conservation: board + racks + bag = the tile set.
        int on_board = game.board().tile_count();
        int on_racks = 0;
        for (const core::Rack& r : game.final_racks()) on_racks += r.size();
        EXPECT_EQ(on_board + on_racks + game.bag_size(), rules.tiles->total_tiles());

        testing::expect_replays(game);

        formats::GcgWriteOptions wo;
        wo.lexicon = "sample";
        const std::string text = formats::write_gcg(formats::gcg_record_of(game, wo));
        if (g < 3) {
            const Game again = play(rules, seats, seed);
            EXPECT_EQ(formats::write_gcg(formats::gcg_record_of(again, wo)), text);
            EXPECT_EQ(again.events(), game.events());
        }
        auto record = formats::parse_gcg(text);
        ASSERT_TRUE(record.has_value()) << record.error().message << "\n" << text;
        EXPECT_EQ(formats::write_gcg(*record), text);
        for (const WordJudge* judge : {static_cast<const WordJudge*>(dict.judge.get()),
                                       static_cast<const WordJudge*>(&none)}) {
            formats::ReplayOptions ro;
            ro.judge = judge;
            auto report = formats::replay_gcg(*record, ro);
            ASSERT_TRUE(report.has_value()) << report.error().message;
            for (const auto& i : report->issues)
                ADD_FAILURE() << "line " << i.line << ": " << i.message << " [" << i.code << "]\n"
                              << text;
            ASSERT_TRUE(report->game.has_value());
            expect_same_game(game, *report->game, judge->decides());
        }
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(SelfPlay, Tournament) {
    check_rule_set("tournament", 2);
}
TEST(SelfPlay, BoxTwoPlayers) {
    check_rule_set("box", 2);
}
TEST(SelfPlay, BoxThreePlayers) {
    check_rule_set("box", 3);
}
TEST(SelfPlay, BoxFourPlayers) {
    check_rule_set("box", 4);
}
TEST(SelfPlay, BoxIj) {
    check_rule_set("box-ij", 2);
}
TEST(SelfPlay, Woordspel) {
    check_rule_set("woordspel", 2);
}
TEST(SelfPlay, English) {
    check_rule_set("english", 2);
}

// Our own records, rewritten the way other programs write theirs: no encoding or rules line, '.'
// for tiles on the board, the second player's racks cut down to the tiles played (or left
// out), a 5-point challenge bonus after the first player's first play, CRLF line ends. The
// referee must still replay them to the same game, the bonus aside.
TEST(SelfPlay, RecordsInOtherProgramsStyleReplay) {
    const core::RuleSet& rules = *core::rule_set_by_name("english");
    for (std::uint64_t seed = 300; seed < 306; ++seed) {
        SCOPED_TRACE(::testing::Message() << "seed " << seed);
        const Game game = play(rules, 2, seed);
        formats::GcgWriteOptions wo;
        wo.dots_for_through = true;
        wo.starter_draw_note = false;
        auto record = formats::parse_gcg(formats::write_gcg(formats::gcg_record_of(game, wo)));
        ASSERT_TRUE(record.has_value());
        record->rules.clear();
        int bonus_at = -1;
        for (std::size_t i = 0; i < record->lines.size(); ++i) {
            formats::GcgLine& l = record->lines[i];
            if (l.player == 0 && l.kind == formats::GcgLineKind::kPlace && bonus_at < 0)
                bonus_at = static_cast<int>(i);
            if (l.player != 1) continue;
            if (l.kind == formats::GcgLineKind::kPlace) {
                core::Rack played;
                for (char c : l.word) {
                    if (c == '.') continue;
                    played.add(c >= 'a' && c <= 'z' ? core::kBlank
                                                    : static_cast<core::Letter>(c - 'A' + 1));
                }
                l.rack = played;
            } else if (l.kind == formats::GcgLineKind::kPass ||
                       l.kind == formats::GcgLineKind::kExchange) {
                l.rack.reset();
            }
        }
        ASSERT_GE(bonus_at, 0);
        formats::GcgLine bonus;
        bonus.kind = formats::GcgLineKind::kChallengeBonus;
        bonus.player = 0;
        bonus.score = 5;
        bonus.total = record->lines[static_cast<std::size_t>(bonus_at)].total + 5;
        record->lines.insert(record->lines.begin() + bonus_at + 1, bonus);
        for (std::size_t i = static_cast<std::size_t>(bonus_at) + 2; i < record->lines.size(); ++i)
            if (record->lines[i].player == 0) record->lines[i].total += 5;
        std::string text = formats::write_gcg(*record);
        text.erase(0, text.find('\n') + 1);  // no #character-encoding line
        std::string crlf;
        for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);

        auto foreign = formats::parse_gcg(crlf);
        ASSERT_TRUE(foreign.has_value()) << foreign.error().message;
        formats::ReplayOptions ro;
        ro.rules = &rules;
        auto report = formats::replay_gcg(*foreign, ro);
        ASSERT_TRUE(report.has_value());
        for (const auto& i : report->issues)
            ADD_FAILURE() << "line " << i.line << ": " << i.message << "\n" << crlf;
        ASSERT_TRUE(report->game.has_value());
        const GameResult a = game.result(), b = report->game->result();
        EXPECT_EQ(b.seats[0].final_score,
                  a.seats[static_cast<std::size_t>(game.starter())].final_score + 5);
        EXPECT_EQ(b.seats[1].final_score,
                  a.seats[static_cast<std::size_t>(1 - game.starter())].final_score);
        EXPECT_TRUE(report->game->board() == game.board());
    }
}

TEST(SelfPlay, ViewsShowOnlyTheSeatsOwnRack) {
    const Game game = play(*core::rule_set_by_name("tournament"), 2, 42);
    // Rebuild the game move by move and look at the views on the way.
    auto g = Game::create(game.setup());
    ASSERT_TRUE(g.has_value());
    for (const Event& e : game.events()) {
        const GameView v0 = view_for(*g, 0);
        const GameView spectator = view_for(*g, kSpectator);
        if (!g->over()) {
            EXPECT_TRUE(v0.seats[0].rack.has_value());
            EXPECT_FALSE(v0.seats[1].rack.has_value());
            EXPECT_FALSE(spectator.seats[0].rack.has_value());
            int unseen = 0;
            for (int c : v0.unseen) unseen += c;
            EXPECT_EQ(unseen, g->bag_size() + g->rack_count(1));
            for (const TurnView& t : v0.turns) {
                if (t.kind == TurnKind::kExchange && t.seat == 1) {
                    EXPECT_EQ(t.move.length, 0);
                }
            }
        }
        ASSERT_TRUE(g->apply(e).has_value());
    }
    const GameView end = view_for(*g, 0);
    EXPECT_TRUE(end.seats[1].rack.has_value());  // on the table after the game
    EXPECT_NE(end.result.reason, EndReason::kNone);
}

}  // namespace
}  // namespace letterzak::game
