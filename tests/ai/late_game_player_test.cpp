// The champion's late game: with 3–7 tiles in the bag it simulates every candidate to the end
// of the game; the games it plays are legal, whole and the same for the same seed.

#include "ai/late_game_player.hpp"

#include <gtest/gtest.h>

#include "ai/match.hpp"
#include "ai/players.hpp"
#include "ai/seeds.hpp"
#include "formats/notation.hpp"
#include "lexicon/lexicon.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::ai {
namespace {

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

// Keeps the positions the late-game rule applies to, and the moves played there.
class Watcher final : public Player {
  public:
    explicit Watcher(std::unique_ptr<Player> inner) : inner_(std::move(inner)) {}
    core::Move choose(const Position& p) override {
        core::Move m = inner_->choose(p);
        if (p.bag_size > 2 && p.bag_size <= 7) late.push_back({p, m});
        return m;
    }
    std::string name() const override { return inner_->name(); }
    void new_game(std::uint64_t seed) override { inner_->new_game(seed); }
    std::vector<std::pair<Position, core::Move>> late;

  private:
    std::unique_ptr<Player> inner_;
};

TEST(LateGamePlayer, PlaysTheLateGameTheSameForTheSameSeed) {
    // The Dutch list: with the tiny test lexicon games end in passes long before the bag runs
    // low, and the late game would never be reached.
    auto opened = lexicon::Lexicon::open({}, tournament().reading);
    if (!opened) GTEST_SKIP() << "the default Dutch word list (wdutch) is not installed";
    const lexicon::Lexicon& lex = *opened;
    const LeaveFile& leaves = default_leave_file(tournament());
    PlayerContext c;
    c.rules = &tournament();
    c.kwg = &lex.kwg();
    c.index = std::make_shared<const movegen::KwgIndex>(lex.kwg());
    c.leaves = &leaves;
    c.iterations = 6;
    c.endgame_seconds = 0.02;
    auto late = player_factory("sim-late", c);
    auto greedy = player_factory("greedy", c);
    ASSERT_TRUE(late && greedy);
    Watcher a((*late)());
    auto b = (*greedy)();
    // Games until seat A has moved with 3–7 tiles in the bag (the bag can skip past them).
    int g = 0;
    for (; g < 6 && a.late.empty(); ++g) {
        const MatchGame game = play_match_game(tournament(), a, *b, 3, g);
        EXPECT_NE(game.end, game::EndReason::kNone);
    }
    ASSERT_FALSE(a.late.empty());  // the late-game rule was exercised
    // The same seed gives the same late-game moves (an iteration budget, not a clock).
    auto again = (*late)();
    again->new_game(derive_seed(3, static_cast<std::uint64_t>(g - 1), 10));  // as seat A was
    for (const auto& [position, move] : a.late) {
        const core::Move m = again->choose(position);
        EXPECT_EQ(formats::format_move(m), formats::format_move(move));
        EXPECT_EQ(m.score, move.score);
    }
    // The champion is the same player at its own budget.
    auto champion = player_factory("champion", c);
    ASSERT_TRUE(champion);
    EXPECT_EQ((*champion)()->name(), "champion");
}

}  // namespace
}  // namespace letterzak::ai
