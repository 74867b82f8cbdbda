// The end of a game in words: why, the jury, each player's arithmetic, the winner.

#include "tui/end_report.hpp"

#include <gtest/gtest.h>

#include "core/tile_set.hpp"
#include "game/game.hpp"
#include "game/word_judge.hpp"

namespace letterzak::tui {
namespace {

core::Move placement(int row, int col, core::Direction dir,
                     const std::vector<core::Letter>& tiles) {
    core::Move m;
    m.kind = core::MoveKind::kPlace;
    m.dir = dir;
    m.start = static_cast<std::uint8_t>(core::square_index(row, col));
    for (core::Letter t : tiles)
        m.word[m.length++] = t == core::kBlank ? static_cast<core::Letter>(1 | core::kBlankBit) : t;
    m.tiles_used = m.length;
    return m;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string s;
    for (const std::string& l : lines) s += l + "\n";
    return s;
}

TEST(EndReport, PassesEndTheGameAndEveryoneLosesTheirRack) {
    const game::WordListJudge judge({"TREIN"}, core::WordReading::kPlain);
    game::Services services;
    services.judge = &judge;
    auto g = game::Game::create(
        game::GameSetup::for_rules(*core::rule_set_by_name("tournament"), {"Jij", "Computer"}, 5),
        services);
    ASSERT_TRUE(g.has_value());
    // A phony through the centre (the tournament rules check words after the game), then
    // three passes.
    const int starter = g->starter();
    const std::vector<core::Letter> tiles = g->rack(starter).tiles();
    ASSERT_TRUE(
        g->place(starter, placement(7, 7, core::Direction::kHorizontal, {tiles[0], tiles[1]}))
            .has_value());
    const int phony_score = g->turns().back().score;
    for (int i = 0; i < 3; ++i) ASSERT_TRUE(g->pass(g->to_move()).has_value());
    ASSERT_TRUE(g->over());
    ASSERT_TRUE(g->jury_check().has_value());

    const std::string nl = joined(end_report(*g, 0, Lang::kNl));
    EXPECT_NE(nl.find("De partij is afgelopen: 3 beurten achter elkaar zonder score."),
              std::string::npos)
        << nl;
    EXPECT_NE(nl.find("De jury controleert alle woorden:"), std::string::npos) << nl;
    const std::string name = g->player_name(starter);
    EXPECT_NE(nl.find("beurt 1, " + name + ": "), std::string::npos) << nl;
    EXPECT_NE(nl.find("−(" + std::to_string(phony_score) +
                      " + 20) = " + std::to_string(-phony_score - 20)),
              std::string::npos)
        << nl;
    EXPECT_NE(nl.find("Eindafrekening:"), std::string::npos);
    EXPECT_NE(nl.find("eigen stenen ("), std::string::npos);
    EXPECT_NE(nl.find(" − " + std::to_string(phony_score + 20) + " jury"), std::string::npos) << nl;
    const std::string en = joined(end_report(*g, 0, Lang::kEn));
    EXPECT_NE(en.find("Final arithmetic:"), std::string::npos);
    EXPECT_NE(en.find("own tiles"), std::string::npos);
}

TEST(EndReport, GoingOutGainsTheOthersRack) {
    // Sixteen tiles: two racks of seven and two in the bag, so a game is out in three turns.
    core::RuleSet rules = *core::rule_set_by_name("tournament");
    core::TileSet small = *rules.tiles;
    small.name = "nl-small";
    small.count = {};
    for (char c : {'A', 'E', 'N', 'T'}) small.count[static_cast<std::size_t>(c - 'A' + 1)] = 4;
    rules.tiles = &small;
    auto g = game::Game::create(game::GameSetup::for_rules(rules, {"Jij", "Computer"}, 2));
    ASSERT_TRUE(g.has_value());
    const int starter = g->starter();
    const int other = 1 - starter;
    ASSERT_TRUE(
        g->place(starter, placement(7, 7, core::Direction::kHorizontal, g->rack(starter).tiles()))
            .has_value());
    ASSERT_EQ(g->bag_size(), 0);
    ASSERT_TRUE(g->pass(other).has_value());
    ASSERT_TRUE(
        g->place(starter, placement(8, 7, core::Direction::kVertical, g->rack(starter).tiles()))
            .has_value());
    ASSERT_TRUE(g->over());
    const int left = [&] {
        int v = 0;
        for (core::Letter l : g->final_racks()[static_cast<std::size_t>(other)].tiles())
            v += small.value[l];
        return v;
    }();

    const std::string nl = joined(end_report(*g, starter, Lang::kNl));
    EXPECT_NE(nl.find("De partij is afgelopen: je bent uit (rek leeg, zak leeg)."),
              std::string::npos)
        << nl;
    EXPECT_NE(nl.find(" + " + std::to_string(left) + " stenen van Computer"), std::string::npos)
        << nl;
    EXPECT_NE(nl.find(" − " + std::to_string(left) + " eigen stenen"), std::string::npos) << nl;
    EXPECT_NE(nl.find("Je wint met "), std::string::npos) << nl;
    // Seen from the other seat the same game is told in the third person.
    const std::string other_view = joined(end_report(*g, other, Lang::kEn));
    EXPECT_NE(other_view.find("went out"), std::string::npos) << other_view;
    EXPECT_NE(other_view.find(" wins by "), std::string::npos) << other_view;
}

TEST(EndReport, ResignationLosesWhateverTheScore) {
    auto g = game::Game::create(
        game::GameSetup::for_rules(*core::rule_set_by_name("box"), {"Jij", "Computer"}, 4));
    ASSERT_TRUE(g.has_value());
    ASSERT_TRUE(g->resign(0).has_value());
    const std::string nl = joined(end_report(*g, 0, Lang::kNl));
    EXPECT_NE(nl.find("De partij is afgelopen: je geeft op."), std::string::npos) << nl;
    EXPECT_NE(nl.find("Computer wint: je verliest door opgave."), std::string::npos) << nl;
    EXPECT_EQ(nl.find("jury"), std::string::npos) << "box has no jury";
}

}  // namespace
}  // namespace letterzak::tui
