#pragma once
// The referee: one game under one rule set, from the draw for the first player to the jury's
// last correction. A Game is a state machine driven by commands (place, exchange, pass,
// challenge or protest, resign, the clock), each answered with a typed refusal when the rules
// do not allow it, in which case nothing has changed. Every accepted command is appended to
// the event log; Game::replay folds a log over its setup and rebuilds the same game, and the
// same seed gives the same game byte for byte.
//
// The variants differ only through the RuleSet's fields (SPEC §4): first player, exchange
// threshold, pass runs, the check of words (the jury after the game, a challenge before the
// next turn, an immediate refusal, double challenge), end-of-game rack points, and the
// house rules of seed 002. The box rules' third ending, "no one can move", is what happens
// when no one can: everyone passes twice and the pass run ends the game.
//
// Time: every command reads the injected time source once and the event keeps that time. A
// command after a clock has run out is refused (time_expired) without changing anything; the
// game ends when tick() (a server's timer) or flag() records the flag.
//
// Who sees what: the bag's order never leaves this class, and a client is shown a game only
// through view_for(seat) (view.hpp), which holds that seat's rack and no one else's. rack()
// and the event log are for the engine (computer players, records, the server's storage).

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/bag.hpp"
#include "core/board.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"
#include "core/rng.hpp"
#include "core/rules.hpp"
#include "game/clock.hpp"
#include "game/event.hpp"
#include "game/history.hpp"
#include "game/result.hpp"
#include "game/setup.hpp"
#include "game/starter_draw.hpp"
#include "game/word_judge.hpp"

namespace letterzak::game {

enum class GameStatus : std::uint8_t {
    kInProgress,
    kAwaitingJury,  // over; the jury has yet to check the words (tournament, IV-2)
    kFinished,
};
std::string_view game_status_name(GameStatus status);

// What the game asks outside itself. Both may be null: no judge means words cannot be judged
// (rulings must then be given), no time source means no time passes.
struct Services {
    const WordJudge* judge = nullptr;
    TimeSource* time = nullptr;
};

struct ChallengeOutcome {
    bool valid = true;                       // the challenged play stands
    std::vector<std::string> invalid_words;  // when it does not (empty if ruled, not judged)
};

class Game {
  public:
    static constexpr int kMaxAdjustment = 10'000;

    // A new game: the draw for the first player (unless the setup names one) and the racks.
    static Result<Game> create(GameSetup setup, Services services = {});
    // The game a log describes: create(setup) and every event applied in order.
    static Result<Game> replay(GameSetup setup, std::span<const Event> events,
                               Services services = {});

    // ---- Commands. On refusal nothing changes. ----

    // Whether `seat` may make a turn (placement, exchange, pass) now: the seat exists, the game
    // runs, the time is not up, the clocks run and it is the seat's turn. Every turn command
    // checks this first; an edge asks before reading a move, so that a seat not on move hears
    // not_your_turn rather than what would be wrong with its move on the board of another turn.
    Result<void> may_move(int seat) const { return check_turn(seat, now()); }
    // A placement, exchange or pass, by the kind of the move.
    Result<void> play(int seat, const core::Move& move);
    // Words are checked at once only where the rule set says so (woordspel); `words` may give
    // the ruling instead of the judge (a record that says the play was accepted).
    Result<void> place(int seat, const core::Move& move, Verdict words = Verdict::kAskJudge);
    Result<void> exchange(int seat, std::span<const core::Letter> tiles);
    // A record's exchange whose tiles it does not name ("-7"); declared tiles only.
    Result<void> exchange_unnamed(int seat, int count);
    Result<void> pass(int seat);
    // A challenge (box, english) or protest (tournament, III-10) of the last play, before the
    // next player has moved. `ruling` replaces the judge (a human jury, a record).
    Result<ChallengeOutcome> challenge(int challenger, Verdict ruling = Verdict::kAskJudge);
    Result<ChallengeOutcome> protest(int seat, Verdict ruling = Verdict::kAskJudge) {
        return challenge(seat, ruling);
    }
    Result<void> resign(int seat);
    // Seat's time has run out: with a clock the game keeps, only when it shows so; without
    // one (a clock on the table), on the arbiter's word.
    Result<void> flag(int seat);
    // The total playing time is up (IV-1d): checked against the clock when it has a limit.
    Result<void> call_time();
    // Looks at the time: flags a player whose time is out, or ends the game when the total
    // time is up. Returns whether the game ended.
    Result<bool> tick();
    // The clocks stop (a protest, the arbiter) and run again.
    Result<void> pause_clocks();
    Result<void> resume_clocks();
    // The jury checks every placement not checked yet, with the judge; allowed during the game
    // too (III-10), and required to finish a game that awaits it.
    Result<std::vector<JuryFinding>> jury_check();
    // The jury's findings given, not judged (a human jury, a record); checks the rest as valid.
    Result<void> jury_ruling(std::vector<JuryFinding> findings);
    // Declared tiles: the seat holds these tiles (all of them, or the part a record names).
    Result<void> set_rack(int seat, const core::Rack& rack);
    // A score adjustment by the arbiter or from a record (signed points, at most kMaxAdjustment
    // either way: no sanction or bonus comes near it).
    Result<void> penalize(int seat, int points, AdjustmentKind kind, std::string note = {});
    // House rule: swap the blank on `square` for the letter from the seat's rack.
    Result<void> swap_blank(int seat, int square);
    // House rule: seat vetoes the last play by showing a higher-scoring one on its squares.
    Result<void> veto(int seat, const core::Move& better);
    // The jury gives seat extra time on its chess clock (V-6: "kan de jury … extra tijd
    // geven"), at most kMaxExtraTime at once; `note` says why. Only in a game with a chess
    // clock that is still going on.
    static constexpr Millis kMaxExtraTime = 60 * kMinute;
    Result<void> give_extra_time(int seat, Millis extra, std::string note = {});
    // Applies one event: the path every command takes, and replay's.
    Result<void> apply(const Event& event);

    // ---- The state. ----

    const GameSetup& setup() const { return setup_; }
    const core::RuleSet& rules() const { return setup_.rules; }
    int seats() const { return static_cast<int>(setup_.players.size()); }
    const std::string& player_name(int seat) const {
        return setup_.players[static_cast<std::size_t>(seat)];
    }
    // The seat's player is shown under another name from now on (their account was deleted:
    // "verwijderd"); nothing else about the game changes.
    void rename(int seat, std::string name) {
        setup_.players[static_cast<std::size_t>(seat)] = std::move(name);
    }
    GameStatus status() const { return status_; }
    bool over() const { return status_ != GameStatus::kInProgress; }
    EndReason end_reason() const { return end_reason_; }
    int starter() const { return starter_; }
    const StarterDraw& starter_draw() const { return starter_draw_; }
    int to_move() const { return to_move_; }
    // The number of the turn about to be played (1-based).
    int turn_number() const { return next_turn_number_; }
    const core::Board& board() const { return board_; }
    // The board before the play that may still be challenged (a veto is shown on it); the
    // board now when there is no such play.
    const core::Board& board_before_open_play() const {
        return open_turn_ && undo_ ? undo_->board : board_;
    }
    // The running total: turns and adjustments so far, without end-of-game rack points.
    int score(int seat) const { return scores_[static_cast<std::size_t>(seat)]; }
    // The seat's tiles as the engine knows them (in a declared game: the named part).
    const core::Rack& rack(int seat) const { return racks_[static_cast<std::size_t>(seat)]; }
    // How many tiles the seat holds.
    int rack_count(int seat) const;
    // Tiles in the bag.
    int bag_size() const;
    int scoreless_run() const { return scoreless_run_; }
    bool out(int seat) const { return out_[static_cast<std::size_t>(seat)]; }
    bool blank_swapped_this_turn() const { return pending_swap_ >= 0; }

    const std::vector<Turn>& turns() const { return turns_; }
    const std::vector<Adjustment>& adjustments() const { return adjustments_; }
    const std::vector<LedgerEntry>& ledger() const { return ledger_; }
    const std::vector<Event>& events() const { return events_; }
    const std::vector<ExtraTime>& extra_times() const { return extra_times_; }
    // The play that may still be challenged (index into turns()), if any.
    std::optional<int> challengeable_turn() const { return open_turn_; }

    const ChessClock& clock() const { return clock_; }
    // Now, as the game's time source says (never before the last event).
    Millis now() const;
    Millis last_event_at() const { return last_at_; }
    Millis remaining(int seat) const { return clock_.remaining(seat, now()); }

    // The final racks: in a declared game, tiles not named are filled in where the bag and
    // the other racks leave no doubt; racks_determined() says whether every rack is known.
    std::vector<core::Rack> final_racks() const;
    bool racks_determined() const;
    // End-of-game rack points (empty while the game is going on).
    std::vector<EndRackEntry> end_racks() const;
    // Scores, winner, spread, match points (reason kNone while the game is going on).
    GameResult result() const;
    // The jury's total corrections per seat.
    int jury_total(int seat) const;

  private:
    Game() = default;

    // What withdrawing the last play needs to restore.
    struct Undo {
        int turn = -1;
        core::Board board;
        core::Rack rack;
        int unknown = 0;
        std::vector<core::Letter> drawn;
        int mover = 0;
        int scoreless_run = 0;
        int next_turn_number = 0;
        std::vector<bool> out;
        int first_out = -1;
        GameStatus status = GameStatus::kInProgress;
        EndReason end_reason = EndReason::kNone;
        int decided_by = -1;
    };

    Result<void> check_seat(int seat) const;
    Result<void> check_turn(int seat, Millis at) const;
    bool time_out(Millis at) const;
    int real_bag() const;
    int held(int seat) const;
    // A declared game names tiles as they are played: the seat's named tiles plus those of
    // `need` it lacks, taken from its unnamed ones when the bag holds such tiles.
    struct Revealed {
        core::Rack known;
        core::Rack taken;  // from the pool
        int unknown = 0;
    };
    Revealed reveal(int seat, const core::Rack& need) const;
    void take_revealed(int seat, const Revealed& r);

    Result<void> do_place(Event& e);
    Result<void> do_exchange(Event& e);
    Result<void> do_pass(Event& e);
    Result<ChallengeOutcome> do_challenge(Event& e);
    Result<void> do_resign(Event& e);
    Result<void> do_flag(Event& e);
    Result<void> do_call_time(Event& e);
    Result<void> do_pause(Event& e);
    Result<void> do_resume(Event& e);
    Result<void> do_jury(Event& e);
    Result<void> do_set_rack(Event& e);
    Result<void> do_penalty(Event& e);
    Result<void> do_swap_blank(Event& e);
    Result<void> do_veto(Event& e);
    Result<void> do_extra_time(Event& e);

    void add_turn(Turn turn);
    void close_turn(Turn turn, int seat, Millis at);
    void add_adjustment(Adjustment adj);
    void withdraw_last_play(Millis at);
    void advance();
    void after_scoreless(Millis at);
    void maybe_redeal();
    void end(EndReason reason, int decided_by, Millis at);
    void record(Event e);
    std::pair<EndReason, int> rack_rule() const;
    Event stamped(EventKind kind, int seat) const;

    GameSetup setup_;
    Services services_;
    core::Rng rng_;
    core::Board board_;
    core::Bag bag_;  // undrawn tiles (kDeclared: and the racks' unnamed tiles)
    std::vector<core::Rack> racks_;
    std::vector<int> unknown_;  // kDeclared: tiles held but not named
    std::vector<int> scores_;
    std::vector<int> jury_;
    std::vector<bool> out_;
    StarterDraw starter_draw_;
    int starter_ = 0;
    int to_move_ = 0;
    int next_turn_number_ = 1;
    int scoreless_run_ = 0;
    bool redeal_done_ = false;
    int pending_swap_ = -1;  // house rule: a blank swapped before this turn's play
    int first_out_ = -1;
    GameStatus status_ = GameStatus::kInProgress;
    EndReason end_reason_ = EndReason::kNone;
    int decided_by_ = -1;
    std::vector<Turn> turns_;
    std::vector<Adjustment> adjustments_;
    std::vector<LedgerEntry> ledger_;
    std::vector<Event> events_;
    std::vector<ExtraTime> extra_times_;
    std::optional<int> open_turn_;
    std::optional<Undo> undo_;
    ChessClock clock_;
    Millis last_at_ = 0;
};

}  // namespace letterzak::game
