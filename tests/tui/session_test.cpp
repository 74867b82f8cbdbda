// Whole sessions, typed as lines: what the player sees for each command, that refusals change
// nothing, saving and loading, undo in practice games, the computer's challenges, the jury,
// the end of the game, the end of input, and that no input whatsoever crashes a game.

#include "tui/session.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "tui/ansi.hpp"
#include "tui/tui_support.hpp"

namespace letterzak::tui {
namespace {

using testing::count_of;
using testing::run_session;

const core::RuleSet& rules_named(const char* name) {
    return *core::rule_set_by_name(name);
}

// The first two tiles of the player's opening rack, as typed ("ae"; a blank as "?a").
std::string two_tiles(const core::Rack& rack) {
    std::string s;
    int n = 0;
    for (core::Letter l : rack.tiles()) {
        if (n++ == 2) break;
        s += l == core::kBlank
                 ? std::string("?a")
                 : std::string(1, static_cast<char>(std::tolower(core::letter_name(l)[0])));
    }
    return s;
}

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// The text after the last time the player was asked for input.
std::string last_frame(const std::string& out) {
    const std::size_t at = out.rfind("Jouw rek:");
    return at == std::string::npos ? out : out.substr(at);
}

class Session : public ::testing::Test {
  protected:
    lexicon::Lexicon lex = testing::small_lexicon(testing::short_words());
};

TEST_F(Session, WelcomesExplainsAndSaysGoodbyeAtTheEndOfInput) {
    const auto r = run_session(testing::session_options("tournament", 1), lex, {});
    EXPECT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("Welkom bij Letterzak! Je speelt tegen Computer (clubspeler)"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("een fout woord kost beurtscore + 20"), std::string::npos);
    EXPECT_NE(r.out.find("Loting: "), std::string::npos);
    EXPECT_NE(r.out.find("Einde van de invoer: het spel stopt. Tot ziens!"), std::string::npos);
    EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << "no escape codes outside a terminal";
}

TEST_F(Session, AWordTheComputersReplyAndTheScoreSheet) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("tournament"), true);
    const std::string word = two_tiles(testing::opening_rack(rules_named("tournament"), seed));
    const auto r =
        run_session(testing::session_options("tournament", seed), lex, {"H8 " + word, "blad"});
    EXPECT_NE(r.out.find("Jij begint."), std::string::npos);
    EXPECT_NE(r.out.find("Je legt H8 "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Computer "), std::string::npos);
    EXPECT_NE(r.out.find("Wedstrijdformulier · wedstrijdscrabble"), std::string::npos);
    EXPECT_NE(r.out.find("1     Jij"), std::string::npos) << r.out;
}

TEST_F(Session, RefusalsSayWhyAndChangeNothing) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("tournament"), true);
    const auto r =
        run_session(testing::session_options("tournament", seed), lex,
                    {"H8 qqqq", "Z9 aa",
                     "A1 " + two_tiles(testing::opening_rack(rules_named("tournament"), seed)),
                     "ruil QQQ", "ruil", "betwist", "terug", "tip 0", "analyse", "laad", "wat nu?",
                     "H8 tr(", "\xff\xfe", "blad"});
    EXPECT_EQ(r.code, 0);
    for (const char* why :
         {"Die stenen heb je niet: QQQ", "\"Z9\" is geen vak op het bord",
          "De eerste zet moet over het middelste vak H8", "Die stenen heb je niet om te ruilen: QQ",
          "Welke stenen wil je ruilen?", "Er valt nu niets te betwisten",
          "Terugnemen kan alleen in de oefenmodus", "\"0\" is geen getal van 1 tot 20",
          "De analyse komt na de partij", "Geef een bestandsnaam, bv. laad partij.gcg.",
          "Dat begrijp ik niet: \"wat nu?\"", "De haakjes kloppen niet"})
        EXPECT_NE(r.out.find(why), std::string::npos) << why;
    // Nothing was played: the sheet has no turns, the bag is as dealt.
    EXPECT_NE(r.out.find("De partij is nog bezig."), std::string::npos);
    EXPECT_EQ(r.out.find("\n1 "), std::string::npos);
    EXPECT_NE(last_frame(r.out).find("Tot ziens"), std::string::npos);
    EXPECT_EQ(count_of(r.out, "Zak: 88"), count_of(r.out, "Zak: "));
}

TEST_F(Session, ExchangeAndPass) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("tournament"), true);
    const core::Rack rack = testing::opening_rack(rules_named("tournament"), seed);
    const std::string first = upper(two_tiles(rack).substr(0, 1));
    const auto r =
        run_session(testing::session_options("tournament", seed), lex, {"ruil " + first, "pas"});
    EXPECT_NE(r.out.find("Je ruilt " + first + "; nieuwe stenen: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Je past."), std::string::npos) << r.out;
}

TEST_F(Session, HintsCanBeTypedBack) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("tournament"), true);
    const auto r = run_session(testing::session_options("tournament", seed), lex, {"tip 20"});
    EXPECT_NE(r.out.find("Beste zetten voor "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1. "), std::string::npos);
}

TEST_F(Session, SaveAndLoadPlayOnWithTheSameGame) {
    // One file per process: the release and sanitizer builds may run this test at once.
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("letterzak_session_test_" + std::to_string(::getpid()) + ".gcg"))
                                 .string();
    std::filesystem::remove(path);
    // The save key goes to a configuration directory of this test's own, not the user's.
    const std::filesystem::path config = std::filesystem::temp_directory_path() /
                                         ("letterzak_session_config_" + std::to_string(::getpid()));
    ::setenv("XDG_CONFIG_HOME", config.c_str(), 1);
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("tournament"), true);
    const std::string word = two_tiles(testing::opening_rack(rules_named("tournament"), seed));
    const auto first = run_session(testing::session_options("tournament", seed), lex,
                                   {"H8 " + word, "bewaar " + path, "blad"});
    // Issue 17 (defect 8): the computer's rack and the seed are sealed, with the key beside
    // the user's configuration; the player is told where.
    std::string flat = first.out;  // the message wraps at the terminal's width
    for (char& c : flat)
        if (c == '\n') c = ' ';
    EXPECT_NE(flat.find("staan versleuteld in het bestand"), std::string::npos) << first.out;
    EXPECT_TRUE(std::filesystem::exists(config / "letterzak" / "save.key"));
    EXPECT_NE(first.out.find("Partij bewaard in " + path + " (GCG)."), std::string::npos)
        << first.out;
    const std::string sheet_before = first.out.substr(first.out.rfind("Wedstrijdformulier"));

    SessionOptions o =
        testing::session_options("tournament", 999);  // the file's seed counts, not this one
    o.load = path;
    const auto second = run_session(o, lex, {"blad"});
    EXPECT_EQ(second.code, 0);
    EXPECT_NE(second.out.find("Partij geladen uit " + path + "; verder bij beurt 3."),
              std::string::npos)
        << second.out;
    const std::string sheet_after = second.out.substr(second.out.rfind("Wedstrijdformulier"));
    EXPECT_EQ(sheet_before.substr(0, sheet_before.find("Zet:")),
              sheet_after.substr(0, sheet_after.find("Zet:")));

    // Loading during a game replaces it; a missing file leaves the game as it was.
    const auto third = run_session(testing::session_options("tournament", seed), lex,
                                   {"laad /nonexistent/x.gcg", "laad " + path});
    EXPECT_NE(third.out.find("Kan /nonexistent/x.gcg niet lezen: dat bestand bestaat niet."),
              std::string::npos);
    EXPECT_NE(third.out.find("Partij geladen uit"), std::string::npos);
    std::filesystem::remove(path);
    std::filesystem::remove_all(config);
    ::unsetenv("XDG_CONFIG_HOME");

    SessionOptions missing = testing::session_options("tournament", 1);
    missing.load = "/nonexistent/y.gcg";
    EXPECT_EQ(run_session(missing, lex, {}).code, 1);
}

TEST_F(Session, UndoInPracticeGames) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("tournament"), true);
    const std::string word = two_tiles(testing::opening_rack(rules_named("tournament"), seed));
    SessionOptions o = testing::session_options("tournament", seed);
    o.practice = true;
    const auto r = run_session(o, lex, {"H8 " + word, "terug", "terug", "blad"});
    EXPECT_NE(r.out.find("Teruggenomen: je laatste beurt en wat daarna kwam."), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Er is nog niets om terug te nemen."), std::string::npos);
    EXPECT_NE(r.out.find("oefenen"), std::string::npos);
    const std::string sheet = r.out.substr(r.out.rfind("Wedstrijdformulier"));
    EXPECT_EQ(sheet.find("\n1 "), std::string::npos) << sheet;
}

TEST_F(Session, WoordspelRefusesAnInvalidWordAtOnce) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("woordspel"), true);
    const core::Rack rack = testing::opening_rack(rules_named("woordspel"), seed);
    std::string four;
    for (core::Letter l : rack.tiles()) {
        if (four.size() == 4) break;
        if (l != core::kBlank) four += static_cast<char>(std::tolower(core::letter_name(l)[0]));
    }
    ASSERT_EQ(four.size(), 4U);
    const auto r =
        run_session(testing::session_options("woordspel", seed), lex, {"H8 " + four, "betwist"});
    EXPECT_NE(r.out.find(upper(four) + " staat niet in de woordenlijst. De zet telt niet"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Bij woordspel (Brettspielnetz) worden foute woorden"), std::string::npos);
}

TEST_F(Session, TheComputerChallengesAPhonyUnderTheBoxRules) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("box"), true);
    const std::string word = two_tiles(testing::opening_rack(rules_named("box"), seed));
    const lexicon::Lexicon long_words =
        testing::small_lexicon({"treinen", "spoorweg"});  // no two-letter word
    const auto r = run_session(testing::session_options("box", seed), long_words, {"H8 " + word});
    EXPECT_NE(
        r.out.find("Computer betwist je zet: " + upper(word) + " staat niet in de woordenlijst."),
        std::string::npos)
        << r.out;
}

TEST_F(Session, TheJuryCorrectsAPhonyAfterTheGame) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("tournament"), true);
    const std::string word = two_tiles(testing::opening_rack(rules_named("tournament"), seed));
    const lexicon::Lexicon long_words =
        testing::small_lexicon({"treinen", "spoorweg"});  // no two-letter word
    const auto r = run_session(testing::session_options("tournament", seed), long_words,
                               {"H8 " + word, "opgeven", "j", "j", "H8 aa", "stop"});
    EXPECT_NE(r.out.find("Echt opgeven?"), std::string::npos);
    EXPECT_NE(r.out.find("De partij is afgelopen: je geeft op."), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("De jury controleert alle woorden:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("beurt 1, Jij: " + upper(word) + " fout: −("), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Eindafrekening:"), std::string::npos);
    EXPECT_NE(r.out.find("Computer wint: je verliest door opgave."), std::string::npos);
    EXPECT_NE(r.out.find("Wil je de analyse van elke beurt zien? (j/n)"), std::string::npos);
    EXPECT_NE(r.out.find("Analyse van elke beurt"), std::string::npos);
    EXPECT_NE(r.out.find("De partij is afgelopen. Typ blad, analyse, bewaar BESTAND of stop."),
              std::string::npos);
    EXPECT_EQ(r.code, 0);
}

TEST_F(Session, ResigningAsksFirst) {
    const auto r = run_session(testing::session_options("tournament", 3), lex,
                               {"opgeven", "n", "stop", "n", "stop", "j"});
    EXPECT_NE(r.out.find("Goed, we spelen verder."), std::string::npos);
    EXPECT_EQ(r.out.find("De partij is afgelopen"), std::string::npos);
    EXPECT_NE(r.out.find("Tot ziens!"), std::string::npos);
}

TEST_F(Session, BoxForFourWithThreeComputers) {
    SessionOptions o = testing::session_options("box", 6);
    o.players = 4;
    const auto r = run_session(o, lex, {"pas"});
    EXPECT_NE(r.out.find("Je speelt tegen Computer 1, Computer 2, Computer 3"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("Twijfel je aan een woord? Typ betwist"), std::string::npos);
}

TEST_F(Session, EnglishOnRequest) {
    const std::uint64_t seed = testing::seed_where_player_starts(rules_named("tournament"), true);
    SessionOptions o = testing::session_options("tournament", seed);
    o.lang = Lang::kEn;
    const auto r = run_session(o, lex, {"H8 qqqq", "help", "pass"});
    EXPECT_NE(r.out.find("Welcome to Letterzak! You play Computer (club)"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("You start."), std::string::npos);
    EXPECT_NE(r.out.find("You do not have QQQ"), std::string::npos);
    EXPECT_NE(r.out.find("How to play"), std::string::npos);
    EXPECT_NE(r.out.find("You pass."), std::string::npos);
    EXPECT_NE(r.out.find("Your rack:"), std::string::npos);
}

TEST_F(Session, OptionsAreCheckedBeforeTheGame) {
    SessionOptions o;
    o.rules = "schaken";
    EXPECT_EQ(check_options(o)->id, Text::kBadRules);
    o.rules = "tournament";
    o.players = 3;
    EXPECT_EQ(render(*check_options(o), Lang::kNl),
              "Bij wedstrijdscrabble speel je met precies 2 spelers, niet 3.");
    o.players = 2;
    o.level = "grootmeester";
    EXPECT_EQ(check_options(o)->id, Text::kBadLevel);
    o.level = "kampioen";
    EXPECT_FALSE(check_options(o).has_value());
    o.clock.minutes = 0;
    EXPECT_EQ(check_options(o)->id, Text::kBadClock);
    o.clock.minutes = 25;
    EXPECT_FALSE(check_options(o).has_value());
    EXPECT_EQ(run_session(
                  [] {
                      SessionOptions bad;
                      bad.rules = "box";
                      bad.players = 5;
                      return bad;
                  }(),
                  lex, {})
                  .code,
              2);
}

TEST_F(Session, AClockShowsEachPlayersTime) {
    SessionOptions o = testing::session_options("tournament", 2);
    o.clock.minutes = 20;
    const auto r = run_session(o, lex, {});
    EXPECT_NE(r.out.find("20:00"), std::string::npos) << r.out;
}

// A clock that runs fast: every look at it is seven minutes later.
class FastTime final : public game::TimeSource {
  public:
    game::Millis now_ms() override { return now_ += 7 * game::kMinute; }

  private:
    game::Millis now_ = 0;
};

TEST_F(Session, RunningOutOfTimeLosesTheGame) {
    FastTime time;
    SessionOptions o = testing::session_options("tournament", 2);
    o.clock.minutes = 20;
    o.time = &time;
    const auto r = run_session(o, lex, {"pas", "pas", "pas", "n"});
    EXPECT_NE(r.out.find(" is om."), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("verliest door tijdoverschrijding."), std::string::npos) << r.out;
    EXPECT_EQ(r.code, 0);
}

TEST_F(Session, OnATerminalEveryFrameFitsItsSize) {
    SessionOptions o = testing::session_options("tournament", 2);
    o.style.colour = true;
    o.style.terminal = true;
    const auto r = run_session(o, lex, {"tip", "pas", "H8 qq"});
    std::size_t frames = 0;
    for (std::size_t at = r.out.find("\x1b[H\x1b[2J"); at != std::string::npos;
         at = r.out.find("\x1b[H\x1b[2J", at + 1)) {
        const std::size_t end = r.out.find("Jij>", at);
        ASSERT_NE(end, std::string::npos);
        const std::string frame = strip_ansi(r.out.substr(at, end - at));
        EXPECT_EQ(count_of(frame, "\n"), 23U) << frame;
        ++frames;
    }
    EXPECT_EQ(frames, 4U);
}

// Whatever is typed, the session goes on and ends cleanly at the end of the input. Lines are
// built from pieces of real commands, coordinates, letters and junk by a seeded generator, so
// the run is the same every time and reaches deep into the readers.
TEST_F(Session, NoInputCrashesAGame) {
    static const char* const kPieces[] = {"H8",      "8H",
                                          "A1",      "O15",
                                          "P8",      "H0",
                                          "h8",      "15o",
                                          "8",       "H",
                                          " ",       "  ",
                                          "trein",   "TREIN",
                                          "qq",      "?",
                                          "?e",      "??",
                                          "(",       ")",
                                          "(re)",    ".",
                                          "..",      "-",
                                          "--",      "-EEU",
                                          "ruil",    "swap",
                                          "alles",   "pas",
                                          "tip",     "tip 3",
                                          "tip -1",  "betwist",
                                          "protest", "terug",
                                          "schud",   "blad",
                                          "bord",    "analyse",
                                          "help",    "opgeven",
                                          "n",       "j",
                                          "é",       "ĳ",
                                          "[ij]",    "[IJ",
                                          "\xff",    "\t",
                                          "0",       "99999999999999999999",
                                          "\x1b[2J", "aaaaaaaaaaaaaaaaaaaa",
                                          "ZzZ"};
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    auto next = [&state] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    for (int run = 0; run < 150; ++run) {
        std::vector<std::string> lines;
        for (int l = 0; l < 4; ++l) {
            std::string line;
            const int pieces = static_cast<int>(next() % 5);
            for (int p = 0; p < pieces; ++p) {
                line += kPieces[next() % std::size(kPieces)];
                if (next() % 2 == 0) line += ' ';
            }
            lines.push_back(line);
        }
        const auto r = run_session(
            testing::session_options("tournament", 2 + static_cast<std::uint64_t>(run % 3)), lex,
            lines);
        ASSERT_EQ(r.code, 0) << "input: " << lines[0] << " | " << lines[1] << " | " << lines[2]
                             << " | " << lines[3];
        ASSERT_NE(r.out.find("Tot ziens!"), std::string::npos);
    }
}

}  // namespace
}  // namespace letterzak::tui
