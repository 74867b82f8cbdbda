// The jury at the terminal (001 V-6): "jury" opens the menu, asks to whom and how much extra
// time, and the referee's one event gives it; the clock and the score sheet show it as they
// show the server's extra_time. The referee's limits (a chess clock, at most 60 minutes at
// once) reach the player as its refusals.

#include <gtest/gtest.h>

#include <regex>

#include "tui/session.hpp"
#include "tui/tui_support.hpp"

namespace letterzak::tui {
namespace {

using testing::run_session;

class JurySession : public ::testing::Test {
  protected:
    // A tournament game with a 25-minute chess clock where the player starts; no time passes.
    SessionOptions clocked() {
        SessionOptions o = testing::session_options(
            "tournament",
            testing::seed_where_player_starts(*core::rule_set_by_name("tournament"), true));
        o.clock.minutes = 25;
        o.time = &still;
        return o;
    }
    lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
    game::ManualTimeSource still;
};

TEST_F(JurySession, TheMenuGivesExtraTimeOnTheClockAndTheSheet) {
    const auto r =
        run_session(clocked(), lex, {"jury", "1", "2", "1:30", "storing bij de klok", "blad"});
    EXPECT_NE(r.out.find("Jury (reglement 001 V-6). Wat doet de jury?"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Aan wie? 1 = Jij, 2 = Computer:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("De jury geeft Computer 1:30 extra tijd; op de klok: 26:30."),
              std::string::npos)
        << r.out;
    // The frame drawn with that message shows the computer's clock with the time given.
    EXPECT_TRUE(std::regex_search(r.out, std::regex("Computer +0 +26:30"))) << r.out;
    // The sheet has the jury's line with its reason, as the API's event shows there.
    EXPECT_NE(r.out.find("extra tijd van de jury: 1:30 (storing bij de klok)"), std::string::npos)
        << r.out;
}

TEST_F(JurySession, OneLineGivesTheAnswersAtOnce) {
    const auto r = run_session(clocked(), lex, {"jury tijd 1 2 telefoon van de zaal", "blad"});
    EXPECT_NE(r.out.find("De jury geeft Jij 2:00 extra tijd; op de klok: 27:00."),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("extra tijd van de jury: 2:00 (telefoon van de zaal)"), std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("Waarom?"), std::string::npos) << "no question left to ask\n" << r.out;
}

TEST_F(JurySession, TheRefereesLimitsAndBadAnswersAreRefused) {
    auto r = run_session(clocked(), lex,
                         {"jury tijd 2 61", "jury tijd 2 0", "jury tijd 3 1", "jury tijd 2 1:75",
                          "jury straf", "jury", "", "blad"});
    EXPECT_NE(r.out.find("Extra tijd is meer dan 0 en hoogstens 60 minuten."), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Kies een speler van 1 tot 2, niet \"3\"."), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\"1:75\" is geen tijd"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("De jury kan hier: 1 (tijd), niet \"straf\"."), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("De jury doet niets."), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("extra tijd van de jury"), std::string::npos) << "nothing given\n"
                                                                       << r.out;
    // Exactly 60 minutes at once is allowed.
    r = run_session(clocked(), lex, {"jury tijd 2 60"});
    EXPECT_NE(r.out.find("De jury geeft Computer 60:00 extra tijd; op de klok: 85:00."),
              std::string::npos)
        << r.out;
    // Without a chess clock there is no time to give.
    r = run_session(testing::session_options("tournament", 1), lex, {"jury"});
    EXPECT_NE(r.out.find("Deze partij wordt zonder schaakklok gespeeld."), std::string::npos)
        << r.out;
}

TEST_F(JurySession, HelpNamesTheJuryWhenThereIsAClock) {
    auto r = run_session(clocked(), lex, {"help"});
    EXPECT_NE(r.out.find("jury          de jury: een speler extra tijd geven"), std::string::npos)
        << r.out;
    r = run_session(testing::session_options("tournament", 1), lex, {"help"});
    EXPECT_EQ(r.out.find("jury          de jury"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace letterzak::tui
