#pragma once
// The static player: the move with the highest equity, score plus the value of what it keeps
// (leave_model.hpp), exchanges included. Fast enough to be the opponent model inside the
// simulation and the self-play engine of the leave trainer.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/equity_sink.hpp"
#include "ai/leave_model.hpp"
#include "ai/player.hpp"
#include "ai/rack_leaves.hpp"
#include "ai/reply_lines.hpp"
#include "lexicon/kwg.hpp"
#include "movegen/generator.hpp"

namespace letterzak::ai {

// Exchanging these tiles (kind kExchange, the tiles in word[]).
core::Move exchange_move(const core::Rack& tiles);

// On a board where two full rounds brought no placement, exchanges (which break the pass run)
// could go on for ever: a player then passes instead, so the pass run can end the game. The
// same rule as the greedy benchmark game.
inline constexpr int kBlockedBoardTurns = 4;
core::Move unless_blocked(const Position& position, const core::Move& move);

// The end-of-game terms of a position: with the bag empty, the opponent holds every unseen tile.
EndgameTerms endgame_terms(const core::RuleSet& rules,
                           const std::array<int, core::kLetterSlots>& unseen, int bag_size);

// Ranks moves by static equity with one generator. Not thread-safe (one per thread).
class StaticEvaluator {
  public:
    // `kwg` and `model` must outlive the evaluator; `index` may be shared between threads.
    StaticEvaluator(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveModel& model,
                    std::shared_ptr<const movegen::KwgIndex> index = nullptr);

    // The best move by equity: a placement, an exchange (while the bag holds at least the rule
    // set's minimum) or, with neither, a pass (its equity: the leave of the whole rack).
    ScoredMove best(const core::Board& board, const core::Rack& rack, int bag_size,
                    EndgameTerms end);

    // The same move as best(board, …), where `board` is a board B with one move more and
    // `before` lists this rack's replies on B, valued with the same end-of-game terms `end`:
    // only the lines that move changed are searched (reply_lines.hpp).
    ScoredMove best_after(const core::Board& board, const core::Rack& rack, int bag_size,
                          EndgameTerms end, const ReplyLines& before,
                          const movegen::Lines& changed);

    // The best `k` placements and the best `exchanges` exchanges, merged best first (a pass
    // when there is nothing else).
    std::vector<ScoredMove> top(const core::Board& board, const core::Rack& rack, int bag_size,
                                EndgameTerms end, int k, int exchanges);

    const core::RuleSet& rules() const { return rules_; }
    const LeaveModel& model() const { return model_; }
    movegen::Generator& generator() { return generator_; }

  private:
    bool exchange_allowed(int bag_size) const {
        return bag_size >= rules_.exchange_min_bag && bag_size > 0;
    }
    // best() and best_after(): besides the exchanges and the pass, `kept` (if any) and the
    // placements along `lines`.
    ScoredMove best_of(const core::Board& board, const core::Rack& rack, int bag_size,
                       EndgameTerms end, const std::optional<ScoredMove>& kept,
                       const movegen::Lines& lines);
    // The best exchange by equity, if the bag allows exchanging.
    std::optional<ScoredMove> best_exchange(const RackLeaves& leaves, int bag_size) const;
    void add_exchanges(const RackLeaves& leaves, int bag_size, int count,
                       std::vector<ScoredMove>& out) const;

    // The leaves of `rack` under `end`, kept from the last call: a simulation asks for the
    // same dealt rack's reply after every candidate, and valuing its leaves anew each time was
    // a few per cent of a playout.
    const RackLeaves& leaves_for(const core::Rack& rack, EndgameTerms end);

    const core::RuleSet& rules_;
    const LeaveModel& model_;
    movegen::Generator generator_;
    RackLeaves leaves_;
    core::Rack leaves_rack_;
    EndgameTerms leaves_end_;
    bool leaves_valid_ = false;
};

class StaticPlayer final : public Player {
  public:
    StaticPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg, const LeaveModel& model,
                 std::shared_ptr<const movegen::KwgIndex> index = nullptr,
                 std::string name = "static");
    core::Move choose(const Position& position) override;
    std::string name() const override { return name_; }

  private:
    StaticEvaluator evaluator_;
    std::string name_;
};

// The greedy player: the highest-scoring placement; with none, the whole rack exchanged while
// the bag allows, else a pass. The same choices as ai::play_greedy_game and the referee's
// greedy seat, so it is the baseline every stronger player is measured against.
class GreedyPlayer final : public Player {
  public:
    GreedyPlayer(const core::RuleSet& rules, const lexicon::Kwg& kwg,
                 std::shared_ptr<const movegen::KwgIndex> index = nullptr);
    core::Move choose(const Position& position) override;
    std::string name() const override { return "greedy"; }

  private:
    const core::RuleSet& rules_;
    movegen::Generator generator_;
};

}  // namespace letterzak::ai
