#include "ai/computer_seat.hpp"

#include <fmt/format.h>

#include "ai/level.hpp"
#include "game/jury.hpp"

namespace letterzak::ai {

Position position_from_view(const core::RuleSet& rules, const game::GameView& v) {
    Position p;
    p.rules = &rules;
    p.board = v.board;
    p.rack = v.own_rack();
    p.unseen = v.unseen;
    p.bag_size = v.bag_size;
    const int n = static_cast<int>(v.seats.size());
    p.seats = n;
    for (int k = 0; k < n && k < game::kMaxSeats; ++k) {
        const game::SeatView& s = v.seats[static_cast<std::size_t>((v.viewer + k) % n)];
        p.scores[static_cast<std::size_t>(k)] = s.score;
        p.rack_sizes[static_cast<std::size_t>(k)] = s.rack_count;
    }
    p.turn = v.turn_number - 1;
    p.scoreless_run = v.scoreless_run;
    for (auto it = v.turns.rbegin(); it != v.turns.rend() && it->kind != game::TurnKind::kPlace;
         ++it)
        if (!it->withdrawn) ++p.turns_since_placement;
    return p;
}

bool wants_challenge(const game::Game& game, int seat, const game::WordJudge* judge) {
    const core::RuleSet& rules = game.rules();
    if (judge == nullptr || !judge->decides()) return false;
    if (rules.challenge != core::ChallengeMode::kSingle &&
        rules.challenge != core::ChallengeMode::kDouble)
        return false;
    const auto open = game.challengeable_turn();
    if (!open) return false;
    const game::Turn& t = game.turns()[static_cast<std::size_t>(*open)];
    if (t.seat == seat || t.kind != game::TurnKind::kPlace) return false;
    return !game::invalid_words(*judge, rules, t.words).empty();
}

Result<std::unique_ptr<ComputerSeat>> ComputerSeat::create(std::string_view level,
                                                           const PlayerContext& context) {
    auto factory = player_factory(level, context);
    if (!factory) return Unexpected<Error>{factory.error()};
    auto greedy = player_factory("greedy", context);
    if (!greedy) return Unexpected<Error>{greedy.error()};
    const LevelInfo* info = level_info(level);
    return from_factories(info != nullptr ? info->name : std::string(level), *context.rules,
                          *factory, *greedy);
}

std::unique_ptr<ComputerSeat> ComputerSeat::from_factories(std::string level,
                                                           const core::RuleSet& rules,
                                                           const PlayerFactory& player,
                                                           const PlayerFactory& greedy) {
    std::unique_ptr<ComputerSeat> c(new ComputerSeat());
    c->level_ = std::move(level);
    c->rules_ = &rules;
    c->player_ = player();
    c->greedy_ = greedy();
    return c;
}

void ComputerSeat::new_game(std::uint64_t seed) {
    player_->new_game(seed);
    greedy_->new_game(seed);
}

core::Move ComputerSeat::choose(const game::GameView& view) {
    return player_->choose(position_from_view(*rules_, view));
}

Result<bool> ComputerSeat::commit(game::Game& game, int seat, const core::Move& move) {
    if (game.play(seat, move)) return true;
    const core::Move fallback =
        greedy_->choose(position_from_view(*rules_, game::view_for(game, seat)));
    if (game.play(seat, fallback)) return false;
    if (auto passed = game.pass(seat); !passed) return Unexpected<Error>{passed.error()};
    return false;
}

Result<ComputerSeat::TurnTaken> ComputerSeat::take_turn(game::Game& game, int seat,
                                                        const game::WordJudge* judge) {
    TurnTaken taken;
    if (wants_challenge(game, seat, judge)) {
        taken.challenged_seat =
            game.turns()[static_cast<std::size_t>(*game.challengeable_turn())].seat;
        auto outcome = game.challenge(seat);
        if (outcome) taken.challenge = *outcome;
    }
    if (game.over() || game.to_move() != seat) return taken;
    auto committed = commit(game, seat, choose(game::view_for(game, seat)));
    if (!committed) return Unexpected<Error>{committed.error()};
    taken.moved = true;
    taken.fell_back = !*committed;
    return taken;
}

Result<void> play_out(game::Game& game, std::span<ComputerSeat* const> seats,
                      const game::WordJudge* judge, bool strict, int max_turns) {
    if (static_cast<int>(seats.size()) != game.seats())
        return make_error("bad_players",
                          fmt::format("{} players for {} seats", seats.size(), game.seats()));
    for (int turn = 0; turn < max_turns && !game.over(); ++turn) {
        const int seat = game.to_move();
        auto taken = seats[static_cast<std::size_t>(seat)]->take_turn(game, seat, judge);
        if (!taken)
            return make_error(taken.error().code,
                              fmt::format("turn {}: {} could not move: {}", game.turn_number(),
                                          game.player_name(seat), taken.error().message));
        if (strict && taken->fell_back)
            return make_error("refused_move",
                              fmt::format("turn {}: the referee refused {}'s move",
                                          game.turn_number(), game.player_name(seat)));
    }
    if (!game.over())
        return make_error("endless_game",
                          fmt::format("the game did not end in {} turns", max_turns));
    if (game.status() == game::GameStatus::kAwaitingJury) {
        auto checked = game.jury_check();
        if (!checked && checked.error().code != "no_judge")
            return Unexpected<Error>{checked.error()};
    }
    return {};
}

}  // namespace letterzak::ai
