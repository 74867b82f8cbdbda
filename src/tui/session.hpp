#pragma once
// A game against the computer at the terminal, from the welcome to the analysis: the loop that
// shows the frame, reads what the player types, hands moves to the referee, lets the computer
// seats move, and at the end shows the final arithmetic and offers the review of every turn.
//
// Input and output are streams, so the same session runs on a terminal (letterzak play), in a
// pipe and in tests. What the player types never changes the game unless the referee accepts
// it: every refusal is shown with its reason, in the player's language, and the game is as it
// was. The end of the input ends the session cleanly.

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/house_rules.hpp"
#include "game/clock.hpp"
#include "game/clock_choice.hpp"
#include "lexicon/lexicon.hpp"
#include "tui/ansi.hpp"
#include "tui/catalogue.hpp"

namespace letterzak::tui {

struct SessionOptions {
    std::string rules = "tournament";
    std::string level;  // empty: default_level()
    std::uint64_t seed = 1;
    int players = 2;                      // box: 2–4 (the other seats are computers)
    game::ClockChoice clock;              // chess clock minutes, overtime, total time
    core::HouseRules house;               // the box rules' house rules and challenge penalty
    std::string lexicon_name = "wdutch";  // for the saved record's #lexicon
    Lang lang = Lang::kNl;
    Style style;
    std::size_t width = 80;
    std::size_t height = 24;
    bool practice = false;  // undo allowed
    std::string name;       // the player's name; empty: "Jij"/"You"
    std::string load;       // a saved game to play on
    // Asked before each frame for the terminal's (columns, rows), so a resized window is
    // filled; when empty, width and height stay as given.
    std::function<std::pair<std::size_t, std::size_t>()> terminal_size;
    // Where the chess clock reads the time (tests); null: the steady clock of the machine.
    game::TimeSource* time = nullptr;
};

// The options checked before anything is opened (rules, players, level, clock, settings): the
// refusal, or none.
std::optional<Message> check_options(const SessionOptions& options);

class Session {
  public:
    // `lexicon` must outlive the session and be read the way the rule set reads words.
    Session(SessionOptions options, const lexicon::Lexicon& lexicon, std::istream& in,
            std::ostream& out);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    // Plays until the player quits or the input ends. The exit code: 0; 1 when a saved game
    // named by the options could not be loaded; 2 for options check_options refuses.
    int run();

  private:
    struct State;
    std::unique_ptr<State> s_;
};

}  // namespace letterzak::tui
