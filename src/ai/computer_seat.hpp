#pragma once
// One computer seat at the referee's table, for every edge (the terminal game, the server,
// self-play, tests): a player of any level (level.hpp) that decides from what its seat may
// see, the challenge policy, and the fallbacks when the referee refuses a move.
//
// What a seat sees is its GameView (game/view.hpp) turned into a Position: its own rack, the
// board, the unseen tiles, every seat's score and rack size in turn order (2, 3 or 4 seats),
// never the bag's order or another rack.
//
// The challenge policy: under challenge rules (box, english) a computer challenges a play it
// knows to be invalid before it moves (it knows the word list, so it never challenges a valid
// word and never bluffs). Under the tournament rules it leaves wrong words to the jury after
// the game, as the rules intend protests only for deliberate misconduct.
//
// The fallbacks: a move the referee refuses (a defect in a player, not a rule of the game) is
// replaced by the greedy player's, and that by a pass, so a game always goes on.

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "ai/player.hpp"
#include "ai/players.hpp"
#include "ai/position.hpp"
#include "core/move.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"
#include "game/game.hpp"
#include "game/view.hpp"
#include "game/word_judge.hpp"

namespace letterzak::ai {

// The position a seat sees, from the referee's view of it (the viewer must be a seat).
Position position_from_view(const core::RuleSet& rules, const game::GameView& view);

// Whether `seat`, about to move, challenges the open play (the policy above). `judge` may be
// null: then nothing is known to be invalid.
bool wants_challenge(const game::Game& game, int seat, const game::WordJudge* judge);

class ComputerSeat {
  public:
    // A seat of the level (English or Dutch name). The context must outlive the seat.
    // Error unknown_player for an unknown level.
    static Result<std::unique_ptr<ComputerSeat>> create(std::string_view level,
                                                        const PlayerContext& context);
    // A seat from factories made before (player_factory of the level and of "greedy"), for an
    // edge that seats many computers of one level: a learner's vocabulary is built once per
    // factory, not once per seat.
    static std::unique_ptr<ComputerSeat> from_factories(std::string level,
                                                        const core::RuleSet& rules,
                                                        const PlayerFactory& player,
                                                        const PlayerFactory& greedy);

    // A new game starts: players that draw random numbers reseed, so a game's moves depend on
    // its seed alone.
    void new_game(std::uint64_t seed);

    // The move for the viewer of `view`, who is to move. Touches only this seat's players, so
    // a server may call it off the game's lock, on a snapshot of the view.
    core::Move choose(const game::GameView& view);

    // Plays `move` for `seat`; when the referee refuses it, the greedy player's move, then a
    // pass. Returns whether `move` itself was accepted, or the refusal of the pass when not
    // even that was (a clock ran out, the clocks are stopped).
    Result<bool> commit(game::Game& game, int seat, const core::Move& move);

    // The whole turn of `seat`, which is to move: the challenge policy, the choice, the
    // commit. A challenge that costs the seat its turn (double challenge) ends the turn there.
    struct TurnTaken {
        std::optional<game::ChallengeOutcome> challenge;  // when it challenged
        int challenged_seat = -1;                         // whose play it challenged
        bool moved = false;                               // it placed, exchanged or passed
        bool fell_back = false;  // the referee refused its move; a fallback was played
    };
    Result<TurnTaken> take_turn(game::Game& game, int seat, const game::WordJudge* judge);

    // The level as the registry names it ("club"), whatever language it was asked in.
    const std::string& level() const { return level_; }
    std::string name() const { return player_->name(); }
    Player& player() { return *player_; }

  private:
    ComputerSeat() = default;

    std::string level_;
    const core::RuleSet* rules_ = nullptr;
    std::unique_ptr<Player> player_;
    std::unique_ptr<Player> greedy_;
};

// Plays until the game is over, one seat per player (seats[seat]), each through take_turn.
// A refused move that even the fallbacks cannot replace is an error; so is a fallback taken
// when `strict` (a player must only offer legal moves: tests and self-play ask for that). When
// the game then awaits the jury and `judge` is given, the jury checks it. `max_turns` guards
// against a player that never ends a game; the rules end every game long before.
Result<void> play_out(game::Game& game, std::span<ComputerSeat* const> seats,
                      const game::WordJudge* judge, bool strict = true, int max_turns = 2000);

}  // namespace letterzak::ai
