// The pre-endgame with up to seven tiles in the bag: every bag (letter sequence in draw order)
// is enumerated where the count stays within the settings' bound, and declined past it.

#include "ai/pre_endgame.hpp"

#include <gtest/gtest.h>

#include "ai/leave_file.hpp"
#include "fixtures.hpp"

namespace letterzak::ai {
namespace {

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

// The letter sequences of `size` tiles the counts allow, by trying every sequence.
long long sequences(const std::array<int, core::kLetterSlots>& unseen, int size) {
    std::vector<core::Letter> letters;
    for (std::size_t l = 0; l < core::kLetterSlots; ++l)
        if (unseen[l] > 0) letters.push_back(static_cast<core::Letter>(l));
    long long total = 0, all = 1;
    for (int i = 0; i < size; ++i) all *= static_cast<long long>(letters.size());
    for (long long code = 0; code < all; ++code) {
        std::array<int, core::kLetterSlots> used{};
        bool fits = true;
        long long c = code;
        for (int i = 0; i < size; ++i) {
            const core::Letter l = letters[static_cast<std::size_t>(c) % letters.size()];
            c /= static_cast<long long>(letters.size());
            fits = fits && ++used[l] <= unseen[l];
        }
        total += fits;
    }
    return total;
}

TEST(PreEndgame, CountsEveryBagUpToItsBound) {
    std::array<int, core::kLetterSlots> unseen{};
    unseen[1] = 3;   // A
    unseen[5] = 3;   // E
    unseen[14] = 2;  // N
    unseen[20] = 2;  // T
    for (int size = 1; size <= 7; ++size)
        EXPECT_EQ(PreEndgame::count_bags(unseen, size, 1'000'000), sequences(unseen, size))
            << size << " tiles";
    // Past the cap it says so (cap + 1) instead of counting on.
    EXPECT_EQ(PreEndgame::count_bags(unseen, 3, 10), 11);
    EXPECT_EQ(PreEndgame::count_bags(unseen, 3, 62), 62);
}

TEST(PreEndgame, EnumeratesThreeTileBagsAndDeclinesPastTheBound) {
    const lexicon::Lexicon lex = testing::tiny_lexicon();
    const LeaveModel& model = default_leave_file(tournament()).leaves;
    movegen::Generator gen(tournament(), lex.kwg());
    core::Rng rng(23);
    Position p;
    p.rules = &tournament();
    p.board = testing::tiny_board(tournament(), gen, rng, 3);
    for (int k = 0; k < 7; ++k) p.rack.add(testing::tiny_letter(rng));
    // Ten unseen tiles: seven on the opponent's rack, three in the bag.
    p.unseen[1] = 3;
    p.unseen[5] = 3;
    p.unseen[14] = 2;
    p.unseen[20] = 2;
    p.bag_size = 3;
    p.rack_sizes = {7, 7};
    PreEndgameSettings s;
    s.candidates = 2;
    s.seconds = 0;
    s.max_depth = 2;
    s.max_draws = 100;
    PreEndgame a(tournament(), lex.kwg(), model, nullptr);
    const auto rows = a.rank(p, s);
    ASSERT_FALSE(rows.empty());
    for (const PreEndgameRow& r : rows) {
        EXPECT_EQ(r.bags, sequences(p.unseen, 3));
        EXPECT_GE(r.win, 0.0);
        EXPECT_LE(r.win, 1.0);
    }
    const auto again = a.rank(p, s);
    ASSERT_EQ(again.size(), rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) EXPECT_EQ(again[i].value, rows[i].value);
    // 62 bags: with room for fewer it declines, and so it does with eight tiles in the bag.
    s.max_draws = 61;
    EXPECT_TRUE(a.rank(p, s).empty());
    s.max_draws = 100;
    p.bag_size = 8;
    EXPECT_TRUE(a.rank(p, s).empty());
}

}  // namespace
}  // namespace letterzak::ai
