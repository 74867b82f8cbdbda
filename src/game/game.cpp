#include "game/game.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <tuple>

#include "core/placement.hpp"
#include "core/score.hpp"
#include "game/jury.hpp"
#include "game/kernel.hpp"
#include "game/refusal.hpp"

namespace letterzak::game {

using core::Letter;

namespace {

Unexpected<Error> refuse(std::string_view code, std::string message) {
    return make_error(std::string(code), std::move(message));
}

}  // namespace

GameSetup GameSetup::for_rules(const core::RuleSet& rules, std::vector<std::string> players,
                               std::uint64_t seed) {
    GameSetup s;
    s.rules = rules;
    s.players = std::move(players);
    s.seed = seed;
    return s;
}

std::string_view game_status_name(GameStatus status) {
    switch (status) {
        case GameStatus::kInProgress:
            return "in_progress";
        case GameStatus::kAwaitingJury:
            return "awaiting_jury";
        case GameStatus::kFinished:
            return "finished";
    }
    return "?";
}

// ---------------------------------------------------------------------------------------
// Creation and replay

Result<Game> Game::create(GameSetup setup, Services services) {
    const core::RuleSet& r = setup.rules;
    if (r.tiles == nullptr || r.layout == nullptr)
        return refuse(refusal::kBadSetup, "the rule set names no tile set or board");
    const int n = static_cast<int>(setup.players.size());
    if (n < r.min_players || n > r.max_players)
        return refuse(
            refusal::kBadSetup,
            fmt::format("{} is played by {}{} players, not {}", r.name, r.min_players,
                        r.max_players > r.min_players ? fmt::format("–{}", r.max_players) : "", n));
    if (setup.starter && (*setup.starter < 0 || *setup.starter >= n))
        return refuse(refusal::kBadSetup, "the starting seat does not exist");
    if (r.rack_size < 1 || r.rack_size > core::kMaxWord)
        return refuse(refusal::kBadSetup, "the rack size must be 1–15");
    if (setup.clock.chess_clock && setup.clock.per_player <= 0)
        return refuse(refusal::kBadSetup, "a chess clock needs time per player");
    if (setup.supply == TileSupply::kDeclared && !setup.starter) setup.starter = 0;

    Game g;
    g.services_ = services;
    g.setup_ = std::move(setup);
    const core::RuleSet& rules = g.setup_.rules;
    g.rng_.reseed(g.setup_.seed);
    g.bag_ = core::Bag(*rules.tiles);
    const auto un = static_cast<std::size_t>(n);
    g.racks_.assign(un, core::Rack{});
    g.unknown_.assign(un, 0);
    g.scores_.assign(un, 0);
    g.jury_.assign(un, 0);
    g.out_.assign(un, false);
    if (g.setup_.supply == TileSupply::kSeeded) {
        if (g.setup_.starter) {
            g.starter_ = *g.setup_.starter;
        } else {
            g.starter_draw_ = draw_starter(rules, n, g.rng_);
            g.starter_ = g.starter_draw_.starter;
        }
        // II-5: after the draw (whose tiles went back) each player draws a full rack.
        for (int k = 0; k < n; ++k)
            g.bag_.refill(g.racks_[static_cast<std::size_t>((g.starter_ + k) % n)], rules.rack_size,
                          g.rng_);
    } else {
        g.starter_ = *g.setup_.starter;
        for (int k = 0; k < n; ++k) {
            const int s = (g.starter_ + k) % n;
            g.unknown_[static_cast<std::size_t>(s)] = std::min(rules.rack_size, g.real_bag());
        }
    }
    g.to_move_ = g.starter_;
    if (!g.setup_.started_at)
        g.setup_.started_at = services.time != nullptr ? services.time->now_ms() : 0;
    g.last_at_ = *g.setup_.started_at;
    g.clock_ = ChessClock(g.setup_.clock, n);
    g.clock_.start(g.starter_, g.last_at_);  // II-7: the non-starter starts the starter's clock
    return g;
}

Result<Game> Game::replay(GameSetup setup, std::span<const Event> events, Services services) {
    auto game = create(std::move(setup), services);
    if (!game) return game;
    for (std::size_t i = 0; i < events.size(); ++i) {
        auto applied = game->apply(events[i]);
        if (!applied)
            return make_error(applied.error().code, fmt::format("event {} ({}): {}", i + 1,
                                                                event_kind_name(events[i].kind),
                                                                applied.error().message));
    }
    return game;
}

// ---------------------------------------------------------------------------------------
// Commands: each builds an event stamped with the time and applies it.

Event Game::stamped(EventKind kind, int seat) const {
    Event e;
    e.kind = kind;
    e.seat = seat;
    e.at = now();
    return e;
}

Result<void> Game::play(int seat, const core::Move& move) {
    switch (move.kind) {
        case core::MoveKind::kPlace:
            return place(seat, move);
        case core::MoveKind::kExchange:
            return exchange(seat, std::span<const Letter>(move.word.data(), move.length));
        case core::MoveKind::kPass:
            return pass(seat);
    }
    return pass(seat);
}

Result<void> Game::place(int seat, const core::Move& move, Verdict words) {
    Event e = stamped(EventKind::kPlace, seat);
    e.move = move;
    e.verdict = words;
    return apply(e);
}

Result<void> Game::exchange(int seat, std::span<const Letter> tiles) {
    Event e = stamped(EventKind::kExchange, seat);
    e.move.kind = core::MoveKind::kExchange;
    if (tiles.size() > e.move.word.size())
        return refuse(refusal::kExchangeTiles, "more tiles than a rack holds");
    for (Letter l : tiles) e.move.word[e.move.length++] = core::letter_of(l);
    return apply(e);
}

Result<void> Game::exchange_unnamed(int seat, int count) {
    Event e = stamped(EventKind::kExchange, seat);
    e.move.kind = core::MoveKind::kExchange;
    e.points = count;
    return apply(e);
}

Result<void> Game::pass(int seat) {
    return apply(stamped(EventKind::kPass, seat));
}

Result<ChallengeOutcome> Game::challenge(int challenger, Verdict ruling) {
    Event e = stamped(EventKind::kChallenge, challenger);
    e.verdict = ruling;
    if (e.at < last_at_) e.at = last_at_;
    return do_challenge(e);
}

Result<void> Game::resign(int seat) {
    return apply(stamped(EventKind::kResign, seat));
}
Result<void> Game::flag(int seat) {
    return apply(stamped(EventKind::kFlag, seat));
}
Result<void> Game::call_time() {
    return apply(stamped(EventKind::kCallTime, 0));
}
Result<void> Game::pause_clocks() {
    return apply(stamped(EventKind::kPause, 0));
}
Result<void> Game::resume_clocks() {
    return apply(stamped(EventKind::kResume, 0));
}

Result<bool> Game::tick() {
    if (status_ != GameStatus::kInProgress) return false;
    const Millis at = now();
    // The event is stamped at the moment the time ran out, so records show 0:00, not the
    // moment someone looked.
    const Millis when = std::max(last_at_, std::min(at, clock_.next_deadline().value_or(at)));
    if (const auto f = clock_.flagged(at)) {
        Event e = stamped(EventKind::kFlag, *f);
        e.at = clock_.flagged(when) ? when : at;
        if (auto r = apply(e); !r) return Unexpected<Error>{r.error()};
        return true;
    }
    if (clock_.total_time_up(at)) {
        Event e = stamped(EventKind::kCallTime, 0);
        e.at = clock_.total_time_up(when) ? when : at;
        if (auto r = apply(e); !r) return Unexpected<Error>{r.error()};
        return true;
    }
    return false;
}

Result<std::vector<JuryFinding>> Game::jury_check() {
    Event e = stamped(EventKind::kJury, 0);
    if (auto r = apply(e); !r) return Unexpected<Error>{r.error()};
    return events_.back().findings;
}

Result<void> Game::jury_ruling(std::vector<JuryFinding> findings) {
    Event e = stamped(EventKind::kJury, 0);
    e.findings = std::move(findings);
    e.resolved = true;
    return apply(e);
}

Result<void> Game::set_rack(int seat, const core::Rack& rack) {
    Event e = stamped(EventKind::kSetRack, seat);
    e.rack = rack;
    return apply(e);
}

Result<void> Game::penalize(int seat, int points, AdjustmentKind kind, std::string note) {
    Event e = stamped(EventKind::kPenalty, seat);
    e.points = points;
    e.adjustment = kind;
    e.note = std::move(note);
    return apply(e);
}

Result<void> Game::swap_blank(int seat, int square) {
    Event e = stamped(EventKind::kSwapBlank, seat);
    e.square = square;
    return apply(e);
}

Result<void> Game::veto(int seat, const core::Move& better) {
    Event e = stamped(EventKind::kVeto, seat);
    e.move = better;
    return apply(e);
}

Result<void> Game::give_extra_time(int seat, Millis extra, std::string note) {
    Event e = stamped(EventKind::kExtraTime, seat);
    e.extra = extra;
    e.note = std::move(note);
    return apply(e);
}

Result<void> Game::apply(const Event& event) {
    Event e = event;
    if (e.at < last_at_) e.at = last_at_;  // time never runs backwards in a game
    switch (e.kind) {
        case EventKind::kPlace:
            return do_place(e);
        case EventKind::kExchange:
            return do_exchange(e);
        case EventKind::kPass:
            return do_pass(e);
        case EventKind::kChallenge: {
            auto r = do_challenge(e);
            if (!r) return Unexpected<Error>{r.error()};
            return {};
        }
        case EventKind::kResign:
            return do_resign(e);
        case EventKind::kFlag:
            return do_flag(e);
        case EventKind::kCallTime:
            return do_call_time(e);
        case EventKind::kPause:
            return do_pause(e);
        case EventKind::kResume:
            return do_resume(e);
        case EventKind::kJury:
            return do_jury(e);
        case EventKind::kSetRack:
            return do_set_rack(e);
        case EventKind::kPenalty:
            return do_penalty(e);
        case EventKind::kSwapBlank:
            return do_swap_blank(e);
        case EventKind::kVeto:
            return do_veto(e);
        case EventKind::kExtraTime:
            return do_extra_time(e);
    }
    return refuse(refusal::kBadSetup, "unknown event");
}

// ---------------------------------------------------------------------------------------
// Checks shared by the commands

Millis Game::now() const {
    if (services_.time == nullptr) return last_at_;
    return std::max(services_.time->now_ms(), last_at_);
}

int Game::real_bag() const {
    int unnamed = 0;
    for (int u : unknown_) unnamed += u;
    return bag_.size() - unnamed;
}

int Game::held(int seat) const {
    return racks_[static_cast<std::size_t>(seat)].size() + unknown_[static_cast<std::size_t>(seat)];
}

int Game::rack_count(int seat) const {
    return held(seat);
}
int Game::bag_size() const {
    return real_bag();
}

bool Game::time_out(Millis at) const {
    return clock_.flagged(at).has_value() || clock_.total_time_up(at);
}

Result<void> Game::check_seat(int seat) const {
    if (seat < 0 || seat >= seats())
        return refuse(refusal::kNoSuchSeat, fmt::format("there is no seat {}", seat));
    return {};
}

Result<void> Game::check_turn(int seat, Millis at) const {
    if (auto ok = check_seat(seat); !ok) return ok;
    if (status_ != GameStatus::kInProgress) return refuse(refusal::kGameOver, "the game is over");
    if (time_out(at))
        return refuse(refusal::kTimeExpired,
                      "the time is up; the game ends when the clock is read (tick)");
    if (clock_.paused()) return refuse(refusal::kClocksPaused, "the clocks are stopped");
    if (seat != to_move_)
        return refuse(refusal::kNotYourTurn, fmt::format("it is {}'s turn, not {}'s",
                                                         player_name(to_move_), player_name(seat)));
    return {};
}

Game::Revealed Game::reveal(int seat, const core::Rack& need) const {
    Revealed r;
    r.known = racks_[static_cast<std::size_t>(seat)];
    r.unknown = unknown_[static_cast<std::size_t>(seat)];
    if (setup_.supply != TileSupply::kDeclared) return r;
    const auto pool = bag_.counts();
    for (int i = 0; i < core::kLetterSlots; ++i) {
        const auto l = static_cast<Letter>(i);
        const int missing = need.count(l) - r.known.count(l);
        if (missing <= 0) continue;
        const int can = std::min({missing, r.unknown, pool[static_cast<std::size_t>(i)]});
        for (int k = 0; k < can; ++k) {
            r.known.add(l);
            r.taken.add(l);
        }
        r.unknown -= can;
    }
    return r;
}

void Game::take_revealed(int seat, const Revealed& r) {
    for (Letter l : r.taken.tiles()) bag_.take(l);
    racks_[static_cast<std::size_t>(seat)] = r.known;
    unknown_[static_cast<std::size_t>(seat)] = r.unknown;
}

// ---------------------------------------------------------------------------------------
// Turns

Result<void> Game::do_place(Event& e) {
    if (auto ok = check_turn(e.seat, e.at); !ok) return ok;
    const core::RuleSet& rules = setup_.rules;
    if (e.move.kind != core::MoveKind::kPlace)
        return refuse(core::refusal::kNoTiles, "not a placement");
    const Revealed rv = reveal(e.seat, core::tiles_taken(e.move));
    auto validated = core::validate_placement(board_, rules, rv.known, e.move);
    if (!validated) return Unexpected<Error>{validated.error()};
    core::Placement p = std::move(*validated);
    const int score = core::score_placement(rules, p);

    // Woordspel refuses invalid words on the spot; elsewhere words wait for a challenge or
    // the jury.
    const WordJudge* judge = services_.judge;
    const bool judging = judge != nullptr && judge->decides();
    if (rules.challenge == core::ChallengeMode::kRefuseAtOnce) {
        if (!e.resolved && e.verdict == Verdict::kAskJudge) {
            if (judging) {
                const std::vector<std::string> bad = invalid_words(*judge, rules, p.words);
                if (!bad.empty())
                    return refuse(refusal::kInvalidWord,
                                  fmt::format("not in the word list: {}", fmt::join(bad, ", ")));
            }
            e.verdict = Verdict::kValid;
        }
        if (e.verdict == Verdict::kInvalid)
            return refuse(refusal::kInvalidWord, "the words were ruled invalid");
    }
    // Open woordspel blanks take, per word, the first letter that makes it a word.
    if (!e.resolved) {
        e.fixes.clear();
        if (judging) e.fixes = open_reading_fixes(*judge, rules, p.words);
    }
    auto fixed_letter = [&](core::Direction d, int sq) -> Letter {
        for (const ReadingFix& f : e.fixes)
            if (f.dir == d && f.square == sq) return f.letter;
        return core::kUnfixed;
    };

    // Everything is checked: change the state.
    const auto s = static_cast<std::size_t>(e.seat);
    Undo undo;
    undo.board = board_;
    undo.rack = rv.known;
    undo.unknown = rv.unknown;
    undo.mover = e.seat;
    undo.scoreless_run = scoreless_run_;
    undo.next_turn_number = next_turn_number_;
    undo.out = out_;
    undo.first_out = first_out_;

    core::apply_placement(board_, rules, p.move);
    apply_reading_fixes(board_, e.fixes);
    for (core::FormedWord& w : p.words)
        for (int i = 0; i < w.length; ++i)
            if (w.letter(i) == core::kUnfixed) {
                const Letter l = fixed_letter(w.dir, w.square(i));
                if (l != core::kUnfixed)
                    w.tiles[static_cast<std::size_t>(i)] = static_cast<Letter>(l | core::kBlankBit);
            }
    for (int i = 0; i < p.move.length; ++i) {
        Letter& entry = p.move.word[static_cast<std::size_t>(i)];
        if (p.move.is_through(i) && core::letter_of(entry) == core::kUnfixed) {
            const Letter l = fixed_letter(p.move.dir, p.move.square(i));
            if (l != core::kUnfixed) entry = static_cast<Letter>((entry & ~core::kLetterMask) | l);
        }
    }

    Turn t;
    t.number = next_turn_number_;
    t.seat = e.seat;
    t.kind = TurnKind::kPlace;
    t.move = p.move;
    t.words = p.words;
    t.score = score;
    t.rack = rv.known;
    t.at = e.at;
    take_revealed(e.seat, rv);
    racks_[s] = core::leave_after(racks_[s], p.move);
    if (setup_.supply == TileSupply::kSeeded) {
        while (racks_[s].size() < rules.rack_size && !bag_.empty()) {
            const Letter l = bag_.draw(rng_);
            racks_[s].add(l);
            t.drawn.push_back(l);
        }
    } else {
        const int d = std::min(rules.rack_size - held(e.seat), real_bag());
        if (d > 0) {
            unknown_[s] += d;
            t.drawn_unnamed = d;
        }
    }
    undo.drawn = t.drawn;
    undo.turn = static_cast<int>(turns_.size());
    scoreless_run_ =
        scoreless_run_after(rules, TurnKind::kPlace, next_turn_number_ - 1, scoreless_run_);
    if (held(e.seat) == 0 && real_bag() == 0) out_[s] = true;
    close_turn(std::move(t), e.seat, e.at);
    open_turn_ = undo.turn;
    undo_ = std::move(undo);
    if (out_[s]) {
        if (!rules.play_on_after_out) {
            end(EndReason::kWentOut, e.seat, e.at);
        } else {
            if (first_out_ < 0) first_out_ = e.seat;
            if (std::all_of(out_.begin(), out_.end(), [](bool o) { return o; }))
                end(EndReason::kWentOut, first_out_, e.at);
        }
    }
    e.move = p.move;  // the log keeps the canonical placement, with its blanks' readings
    record(std::move(e));
    return {};
}

Result<void> Game::do_exchange(Event& e) {
    if (auto ok = check_turn(e.seat, e.at); !ok) return ok;
    const core::RuleSet& rules = setup_.rules;
    const auto s = static_cast<std::size_t>(e.seat);
    const bool unnamed = e.move.kind != core::MoveKind::kExchange || e.move.length == 0;
    const int count = unnamed ? e.points : e.move.length;
    if (unnamed && setup_.supply != TileSupply::kDeclared)
        return refuse(refusal::kExchangeTiles, "name the tiles to exchange");
    if (count <= 0) return refuse(refusal::kExchangeTiles, "nothing to exchange");
    // III-1: not with 6 or fewer tiles in the bag (the rule set's threshold).
    if (real_bag() < rules.exchange_min_bag)
        return refuse(refusal::kExchangeBagTooSmall,
                      fmt::format("exchanging needs at least {} tiles in the bag; it holds {}",
                                  rules.exchange_min_bag, real_bag()));
    if (count > held(e.seat) || count > rules.rack_size)
        return refuse(refusal::kExchangeTiles,
                      fmt::format("the rack holds {} tiles, not {}", held(e.seat), count));
    if (count > real_bag())
        return refuse(refusal::kExchangeBagTooSmall,
                      fmt::format("the bag holds only {} tiles", real_bag()));
    core::Rack give;
    for (int i = 0; i < e.move.length; ++i) {
        const Letter l = core::letter_of(e.move.word[static_cast<std::size_t>(i)]);
        if (l != core::kBlank && !core::is_letter(l))
            return refuse(refusal::kExchangeTiles, "an exchanged tile has no letter");
        give.add(l);
    }
    const Revealed rv = reveal(e.seat, give);
    if (!unnamed && !rv.known.contains(give))
        return refuse(
            core::refusal::kNotOnRack,
            fmt::format("the rack {} does not hold {}", rv.known.to_string(), give.to_string()));

    Turn t;
    t.number = next_turn_number_;
    t.seat = e.seat;
    t.kind = TurnKind::kExchange;
    t.move = e.move;
    t.exchanged = count;
    t.at = e.at;
    if (unnamed) {
        // A record that does not say which tiles: nothing on the rack is known any more.
        t.rack = racks_[s];
        for (Letter l : racks_[s].tiles()) bag_.put_back(l);
        unknown_[s] = held(e.seat);
        racks_[s].clear();
        t.drawn_unnamed = count;
    } else {
        t.rack = rv.known;
        take_revealed(e.seat, rv);
        for (Letter l : give.tiles()) racks_[s].remove(l);
        if (setup_.supply == TileSupply::kSeeded) {
            // III-2: the new tiles are drawn first, then the old ones go back into the bag.
            for (int k = 0; k < count; ++k) {
                const Letter l = bag_.draw(rng_);
                racks_[s].add(l);
                t.drawn.push_back(l);
            }
        } else {
            unknown_[s] += count;
            t.drawn_unnamed = count;
        }
        for (Letter l : give.tiles()) bag_.put_back(l);
    }
    open_turn_.reset();
    undo_.reset();
    scoreless_run_ =
        scoreless_run_after(rules, TurnKind::kExchange, next_turn_number_ - 1, scoreless_run_);
    close_turn(std::move(t), e.seat, e.at);
    after_scoreless(e.at);
    record(std::move(e));
    return {};
}

Result<void> Game::do_pass(Event& e) {
    if (auto ok = check_turn(e.seat, e.at); !ok) return ok;
    Turn t;
    t.number = next_turn_number_;
    t.seat = e.seat;
    t.kind = TurnKind::kPass;
    t.rack = racks_[static_cast<std::size_t>(e.seat)];
    t.at = e.at;
    open_turn_.reset();
    undo_.reset();
    scoreless_run_ =
        scoreless_run_after(setup_.rules, TurnKind::kPass, next_turn_number_ - 1, scoreless_run_);
    close_turn(std::move(t), e.seat, e.at);
    maybe_redeal();
    after_scoreless(e.at);
    record(std::move(e));
    return {};
}

// Woordspel (seed 003): if the first player passes in turn 1 and the second in turn 2, both
// racks are dealt anew, once.
void Game::maybe_redeal() {
    const core::RuleSet& rules = setup_.rules;
    const auto opening = std::min<std::size_t>(
        turns_.size(), static_cast<std::size_t>(std::max(rules.opening_passes_not_counted, 0)));
    const auto passes = std::count_if(turns_.begin(), turns_.begin() + static_cast<long>(opening),
                                      [](const Turn& t) { return t.kind == TurnKind::kPass; });
    if (!opening_redeal_due(rules, static_cast<int>(turns_.size()), static_cast<int>(passes),
                            redeal_done_))
        return;
    redeal_done_ = true;
    turns_.back().redeal_after = true;
    const int n = seats();
    for (int s = 0; s < n; ++s) {
        core::Rack& rack = racks_[static_cast<std::size_t>(s)];
        for (Letter l : rack.tiles()) bag_.put_back(l);
        rack.clear();
        unknown_[static_cast<std::size_t>(s)] = 0;
    }
    for (int k = 0; k < n; ++k) {
        const int s = (starter_ + k) % n;
        if (setup_.supply == TileSupply::kSeeded)
            bag_.refill(racks_[static_cast<std::size_t>(s)], rules.rack_size, rng_);
        else
            unknown_[static_cast<std::size_t>(s)] = std::min(rules.rack_size, real_bag());
    }
}

// ---------------------------------------------------------------------------------------
// Challenges, protests, vetoes

void Game::withdraw_last_play(Millis at) {
    const Undo u = *undo_;
    Turn& t = turns_[static_cast<std::size_t>(u.turn)];
    t.withdrawn = true;
    board_ = u.board;
    for (Letter l : u.drawn) bag_.put_back(l);  // the tiles drawn after the play go back
    racks_[static_cast<std::size_t>(u.mover)] = u.rack;
    unknown_[static_cast<std::size_t>(u.mover)] = u.unknown;
    out_ = u.out;
    first_out_ = u.first_out;
    if (status_ != GameStatus::kInProgress) {
        // The play had ended the game: it goes on.
        status_ = GameStatus::kInProgress;
        end_reason_ = EndReason::kNone;
        decided_by_ = -1;
        clock_.reopen(to_move_, at);
    }
    Adjustment a;
    a.seat = u.mover;
    a.points = -t.score;
    a.kind = AdjustmentKind::kWithdrawn;
    a.turn = u.turn;
    a.at = at;
    add_adjustment(std::move(a));
}

Result<ChallengeOutcome> Game::do_challenge(Event& e) {
    if (auto ok = check_seat(e.seat); !ok) return Unexpected<Error>{ok.error()};
    const core::RuleSet& rules = setup_.rules;
    if (rules.challenge == core::ChallengeMode::kRefuseAtOnce)
        return refuse(refusal::kNoChallenges,
                      "invalid words are refused when played: there is nothing to challenge");
    if (!open_turn_ || !undo_)
        return refuse(refusal::kNothingToChallenge,
                      "only the last play can be challenged, before the next turn");
    const Turn& t = turns_[static_cast<std::size_t>(*open_turn_)];
    if (t.seat == e.seat)
        return refuse(refusal::kOwnPlay, "a player cannot challenge their own play");
    if (status_ == GameStatus::kInProgress && time_out(e.at))
        return refuse(refusal::kTimeExpired,
                      "the time is up; the game ends when the clock is read (tick)");
    ChallengeOutcome outcome;
    const WordJudge* judge = services_.judge;
    if (!e.resolved && e.verdict == Verdict::kAskJudge) {
        if (judge == nullptr || !judge->decides())
            return refuse(refusal::kNoJudge,
                          "there is no word list to judge the challenge: give a ruling");
        outcome.invalid_words = invalid_words(*judge, rules, t.words);
        e.verdict = outcome.invalid_words.empty() ? Verdict::kValid : Verdict::kInvalid;
    } else if (e.verdict == Verdict::kAskJudge) {
        return refuse(refusal::kNoJudge, "a logged challenge carries its ruling");
    } else if (e.verdict == Verdict::kInvalid && judge != nullptr && judge->decides()) {
        outcome.invalid_words = invalid_words(*judge, rules, t.words);
    }
    outcome.valid = e.verdict == Verdict::kValid;
    const int turn_index = *open_turn_;
    const int mover = t.seat;
    if (!outcome.valid) {
        const Undo u = *undo_;
        withdraw_last_play(e.at);
        if (rules.challenge == core::ChallengeMode::kJuryAfterGame) {
            // III-10: the player takes the tiles back, gets 20 penalty points and plays again.
            if (rules.invalid_word_penalty != 0) {
                Adjustment a;
                a.seat = mover;
                a.points = -rules.invalid_word_penalty;
                a.kind = AdjustmentKind::kProtest;
                a.turn = turn_index;
                a.words = outcome.invalid_words;
                a.at = e.at;
                add_adjustment(std::move(a));
            }
            to_move_ = mover;
            next_turn_number_ = u.next_turn_number;
            scoreless_run_ = u.scoreless_run;
            clock_.switch_to(mover, e.at);
        } else {
            // Box and english: the tiles go back and the turn is lost.
            if (rules.invalid_word_penalty != 0) {
                Adjustment a;
                a.seat = mover;
                a.points = -rules.invalid_word_penalty;
                a.kind = AdjustmentKind::kInvalidChallenged;
                a.turn = turn_index;
                a.words = outcome.invalid_words;
                a.at = e.at;
                add_adjustment(std::move(a));
            }
            scoreless_run_ = rules.challenged_off_counts_as_pass ? u.scoreless_run + 1 : 0;
        }
    } else {
        if (rules.failed_challenge_penalty != 0) {
            Adjustment a;
            a.seat = e.seat;
            a.points = -rules.failed_challenge_penalty;
            a.kind = AdjustmentKind::kFailedChallenge;
            a.turn = turn_index;
            a.at = e.at;
            add_adjustment(std::move(a));
        }
        if (rules.failed_challenge_loses_turn && status_ == GameStatus::kInProgress &&
            e.seat == to_move_) {
            // Double challenge: the challenger of a valid play loses the turn.
            Turn lost;
            lost.number = next_turn_number_++;
            lost.seat = e.seat;
            lost.kind = TurnKind::kLostTurn;
            lost.rack = racks_[static_cast<std::size_t>(e.seat)];
            lost.at = e.at;
            scoreless_run_ =
                scoreless_run_after(rules, TurnKind::kLostTurn, lost.number - 1, scoreless_run_);
            advance();
            clock_.switch_to(to_move_, e.at);
            lost.clock_left = clock_.remaining(e.seat, e.at);
            add_turn(std::move(lost));
        }
    }
    open_turn_.reset();
    undo_.reset();
    if (status_ == GameStatus::kInProgress) after_scoreless(e.at);
    record(e);
    return outcome;
}

Result<void> Game::do_veto(Event& e) {
    const core::RuleSet& rules = setup_.rules;
    if (!rules.veto) return refuse(refusal::kHouseRuleOff, "the veto rule is not in use");
    if (auto ok = check_seat(e.seat); !ok) return ok;
    if (status_ != GameStatus::kInProgress) return refuse(refusal::kGameOver, "the game is over");
    if (!open_turn_ || !undo_)
        return refuse(refusal::kNothingToChallenge, "only the last play can be vetoed");
    const Turn& t = turns_[static_cast<std::size_t>(*open_turn_)];
    if (t.seat == e.seat) return refuse(refusal::kOwnPlay, "a player cannot veto their own play");
    if (e.move.kind != core::MoveKind::kPlace)
        return refuse(core::refusal::kNoTiles, "a veto shows a placement");
    // The better play is shown on the board as it was, from the vetoing player's own rack.
    const Revealed rv = reveal(e.seat, core::tiles_taken(e.move));
    auto validated = core::validate_placement(undo_->board, rules, rv.known, e.move);
    if (!validated) return Unexpected<Error>{validated.error()};
    bool overlap = false;
    for (int i = 0; i < validated->move.length; ++i) {
        if (validated->move.is_through(i)) continue;
        for (int j = 0; j < t.move.length; ++j)
            overlap |= !t.move.is_through(j) && t.move.square(j) == validated->move.square(i);
    }
    if (!overlap)
        return refuse(refusal::kVetoElsewhere, "a veto must use the same squares as the play");
    const int score = core::score_placement(rules, *validated);
    if (score <= t.score)
        return refuse(refusal::kVetoNotBetter,
                      fmt::format("the veto scores {}, the play {}", score, t.score));
    const WordJudge* judge = services_.judge;
    if (!e.resolved && e.verdict == Verdict::kAskJudge) {
        if (judge != nullptr && judge->decides()) {
            const auto bad = invalid_words(*judge, rules, validated->words);
            if (!bad.empty())
                return refuse(refusal::kInvalidWord,
                              fmt::format("not in the word list: {}", fmt::join(bad, ", ")));
        }
        e.verdict = Verdict::kValid;
    }
    if (e.verdict == Verdict::kInvalid)
        return refuse(refusal::kInvalidWord, "the veto's words were ruled invalid");
    const Undo u = *undo_;
    withdraw_last_play(e.at);
    // The vetoed player takes the tiles back and must play another word.
    to_move_ = u.mover;
    next_turn_number_ = u.next_turn_number;
    scoreless_run_ = u.scoreless_run;
    clock_.switch_to(u.mover, e.at);
    open_turn_.reset();
    undo_.reset();
    record(std::move(e));
    return {};
}

// ---------------------------------------------------------------------------------------
// The end: resignation, clocks, the jury

Result<void> Game::do_resign(Event& e) {
    if (auto ok = check_seat(e.seat); !ok) return ok;
    if (status_ != GameStatus::kInProgress) return refuse(refusal::kGameOver, "the game is over");
    end(EndReason::kResigned, e.seat, e.at);
    record(std::move(e));
    return {};
}

Result<void> Game::do_flag(Event& e) {
    if (auto ok = check_seat(e.seat); !ok) return ok;
    if (status_ != GameStatus::kInProgress) return refuse(refusal::kGameOver, "the game is over");
    if (setup_.clock.chess_clock) {
        const auto f = clock_.flagged(e.at);
        if (!f || *f != e.seat)
            return refuse(refusal::kTimeLeft,
                          fmt::format("{} still has time", player_name(e.seat)));
    }
    end(EndReason::kFlag, e.seat, e.at);
    record(std::move(e));
    return {};
}

Result<void> Game::do_call_time(Event& e) {
    if (status_ != GameStatus::kInProgress) return refuse(refusal::kGameOver, "the game is over");
    if (setup_.clock.total_game > 0 && !clock_.total_time_up(e.at))
        return refuse(refusal::kTimeLeft, "the total playing time is not up yet");
    end(EndReason::kTotalTime, -1, e.at);
    record(std::move(e));
    return {};
}

Result<void> Game::do_pause(Event& e) {
    if (status_ != GameStatus::kInProgress) return refuse(refusal::kGameOver, "the game is over");
    if (!setup_.clock.any()) return refuse(refusal::kNoClock, "the game has no clock");
    if (clock_.paused()) return refuse(refusal::kAlreadyPaused, "the clocks are already stopped");
    clock_.pause(e.at);
    record(std::move(e));
    return {};
}

Result<void> Game::do_resume(Event& e) {
    if (!clock_.paused()) return refuse(refusal::kNotPaused, "the clocks are running");
    clock_.resume(e.at);
    record(std::move(e));
    return {};
}

Result<void> Game::do_jury(Event& e) {
    const core::RuleSet& rules = setup_.rules;
    if (rules.challenge != core::ChallengeMode::kJuryAfterGame)
        return refuse(refusal::kNoJury,
                      fmt::format("{} has no jury: words are judged in play", rules.name));
    if (status_ == GameStatus::kFinished)
        return refuse(refusal::kGameOver, "the jury has checked this game");
    if (!e.resolved) {
        const WordJudge* judge = services_.judge;
        if (judge == nullptr || !judge->decides())
            return refuse(refusal::kNoJudge,
                          "there is no word list for the jury: give its findings");
        e.findings = jury_findings(*judge, rules, turns_);
    }
    std::vector<bool> seen(turns_.size(), false);
    for (const JuryFinding& f : e.findings) {
        if (f.turn < 0 || f.turn >= static_cast<int>(turns_.size()))
            return refuse(refusal::kBadFinding, fmt::format("there is no turn {}", f.turn));
        const Turn& t = turns_[static_cast<std::size_t>(f.turn)];
        if (t.kind != TurnKind::kPlace || t.withdrawn || t.jury_checked ||
            seen[static_cast<std::size_t>(f.turn)])
            return refuse(refusal::kBadFinding,
                          fmt::format("turn {} is not a placement left to check", t.number));
        seen[static_cast<std::size_t>(f.turn)] = true;
    }
    for (const JuryFinding& f : e.findings) {
        const Turn& t = turns_[static_cast<std::size_t>(f.turn)];
        Adjustment a;
        a.seat = t.seat;
        a.points = jury_correction(rules, t);
        a.kind = AdjustmentKind::kJury;
        a.turn = f.turn;
        a.words = f.words;
        a.at = e.at;
        a.after_end = status_ != GameStatus::kInProgress;
        add_adjustment(std::move(a));
    }
    for (Turn& t : turns_)
        if (t.kind == TurnKind::kPlace && !t.withdrawn) t.jury_checked = true;
    open_turn_.reset();  // a play the jury has judged is not protested any more
    undo_.reset();
    if (status_ == GameStatus::kAwaitingJury) status_ = GameStatus::kFinished;
    record(std::move(e));
    return {};
}

Result<void> Game::do_set_rack(Event& e) {
    if (setup_.supply != TileSupply::kDeclared)
        return refuse(refusal::kTilesSeeded, "the game draws its own tiles");
    if (auto ok = check_seat(e.seat); !ok) return ok;
    const auto s = static_cast<std::size_t>(e.seat);
    const int h = held(e.seat);
    if (e.rack.size() > h)
        return refuse(refusal::kRackTooLarge, fmt::format("{} holds {} tiles, not {}",
                                                          player_name(e.seat), h, e.rack.size()));
    const auto pool = bag_.counts();
    for (int i = 0; i < core::kLetterSlots; ++i) {
        const auto l = static_cast<Letter>(i);
        const int available = pool[static_cast<std::size_t>(i)] + racks_[s].count(l);
        if (e.rack.count(l) > available)
            return refuse(
                refusal::kRackUnavailable,
                fmt::format(
                    "the rack {} needs {} × {}, but only {} {} not on the board or on another rack",
                    e.rack.to_string(), e.rack.count(l),
                    l == core::kBlank ? "?" : core::letter_name(l), available,
                    available == 1 ? "is" : "are"));
    }
    for (Letter l : racks_[s].tiles()) bag_.put_back(l);
    for (Letter l : e.rack.tiles()) bag_.take(l);
    racks_[s] = e.rack;
    unknown_[s] = h - e.rack.size();
    record(std::move(e));
    return {};
}

Result<void> Game::do_penalty(Event& e) {
    if (auto ok = check_seat(e.seat); !ok) return ok;
    if (e.points < -kMaxAdjustment || e.points > kMaxAdjustment)
        return refuse(refusal::kBadAdjustment,
                      fmt::format("an adjustment of {} points is not a score", e.points));
    Adjustment a;
    a.seat = e.seat;
    a.points = e.points;
    a.kind = e.adjustment;
    a.note = e.note;
    a.at = e.at;
    a.after_end = status_ != GameStatus::kInProgress;
    add_adjustment(std::move(a));
    record(std::move(e));
    return {};
}

// V-6: the jury may give a player extra time, on the clock the game keeps. A flag that has
// already fallen is not undone by it: the game ended then (tick), and commands after the end
// are refused.
Result<void> Game::do_extra_time(Event& e) {
    if (auto ok = check_seat(e.seat); !ok) return ok;
    if (status_ != GameStatus::kInProgress) return refuse(refusal::kGameOver, "the game is over");
    if (!setup_.clock.chess_clock)
        return refuse(refusal::kNoClock,
                      "extra time is given on a chess clock; this game has none");
    if (e.extra <= 0 || e.extra > kMaxExtraTime)
        return refuse(refusal::kBadExtraTime,
                      fmt::format("extra time is more than 0 and at most {} minutes",
                                  kMaxExtraTime / kMinute));
    clock_.give(e.seat, e.extra);
    extra_times_.push_back({e.seat, e.extra, e.at, e.note, ledger_.size()});
    record(std::move(e));
    return {};
}

// House rule (seed 002): a blank on the board may be swapped for the letter it stands for.
Result<void> Game::do_swap_blank(Event& e) {
    const core::RuleSet& rules = setup_.rules;
    if (rules.blank_swap == core::BlankSwap::kOff)
        return refuse(refusal::kHouseRuleOff, "swapping blanks is not in use");
    if (auto ok = check_turn(e.seat, e.at); !ok) return ok;
    if (pending_swap_ >= 0) return refuse(refusal::kAlreadySwapped, "one blank per turn");
    const int sq = e.square;
    if (sq < 0 || sq >= core::kSquares || board_.empty(sq) || !board_.is_blank(sq))
        return refuse(refusal::kNoBlankThere, "there is no blank on that square");
    const Letter l = core::letter_of(board_.tile(sq));
    for (core::Direction d : {core::Direction::kHorizontal, core::Direction::kVertical}) {
        const Letter r = board_.reads(d, sq);
        if (r != l && r != core::kUnfixed)
            return refuse(refusal::kNoBlankThere, "the blank stands for two letters");
    }
    core::Rack need;
    need.add(l);
    const Revealed rv = reveal(e.seat, need);
    if (rv.known.count(l) == 0)
        return refuse(core::refusal::kNotOnRack,
                      fmt::format("the rack holds no {}", core::letter_name(l)));
    take_revealed(e.seat, rv);
    const auto s = static_cast<std::size_t>(e.seat);
    racks_[s].remove(l);
    racks_[s].add(core::kBlank);
    board_.remove(sq);
    board_.place(sq, l);
    open_turn_.reset();
    undo_.reset();
    pending_swap_ = sq;
    if (rules.blank_swap == core::BlankSwap::kIsTurn) {
        Turn t;
        t.number = next_turn_number_;
        t.seat = e.seat;
        t.kind = TurnKind::kBlankSwap;
        t.rack = rv.known;
        t.at = e.at;
        scoreless_run_ =
            scoreless_run_after(rules, TurnKind::kBlankSwap, next_turn_number_ - 1, scoreless_run_);
        close_turn(std::move(t), e.seat, e.at);
        after_scoreless(e.at);
    }
    record(std::move(e));
    return {};
}

// ---------------------------------------------------------------------------------------
// Bookkeeping

void Game::add_turn(Turn turn) {
    turn.blank_swap = pending_swap_;
    pending_swap_ = -1;
    scores_[static_cast<std::size_t>(turn.seat)] += turn.score;
    ledger_.push_back({LedgerEntry::What::kTurn, static_cast<int>(turns_.size())});
    turns_.push_back(std::move(turn));
}

void Game::add_adjustment(Adjustment adj) {
    scores_[static_cast<std::size_t>(adj.seat)] += adj.points;
    if (adj.kind == AdjustmentKind::kJury) jury_[static_cast<std::size_t>(adj.seat)] += adj.points;
    ledger_.push_back({LedgerEntry::What::kAdjustment, static_cast<int>(adjustments_.size())});
    adjustments_.push_back(std::move(adj));
}

// The end of every turn that keeps the game going: the next seat moves, the turn number
// moves on, the clock passes over, and the turn is written with the time its player has left.
void Game::close_turn(Turn turn, int seat, Millis at) {
    advance();
    ++next_turn_number_;
    clock_.switch_to(to_move_, at);
    turn.clock_left = clock_.remaining(seat, at);
    add_turn(std::move(turn));
}

void Game::advance() {
    const int n = seats();
    for (int k = 1; k <= n; ++k) {
        const int s = (to_move_ + k) % n;
        if (!out_[static_cast<std::size_t>(s)]) {
            to_move_ = s;
            return;
        }
    }
}

// Ends the game when the run of scoreless turns is complete: tournament three in total (III-3),
// box twice round the table, english six.
void Game::after_scoreless(Millis at) {
    if (status_ != GameStatus::kInProgress) return;
    const core::RuleSet& rules = setup_.rules;
    const int active = static_cast<int>(std::count(out_.begin(), out_.end(), false));
    if (scoreless_run_ >= scoreless_limit(rules, active)) end(EndReason::kPassRun, -1, at);
}

void Game::end(EndReason reason, int decided_by, Millis at) {
    status_ = setup_.rules.challenge == core::ChallengeMode::kJuryAfterGame
                  ? GameStatus::kAwaitingJury
                  : GameStatus::kFinished;
    end_reason_ = reason;
    decided_by_ = decided_by;
    clock_.stop(at);
    // The play that went out may still be challenged; nothing else may.
    if (reason != EndReason::kWentOut) {
        open_turn_.reset();
        undo_.reset();
    }
}

void Game::record(Event e) {
    e.resolved = true;
    last_at_ = std::max(last_at_, e.at);
    events_.push_back(std::move(e));
}

// ---------------------------------------------------------------------------------------
// Queries

std::vector<core::Rack> Game::final_racks() const {
    std::vector<core::Rack> racks = racks_;
    int with_unnamed = 0, which = -1;
    for (int s = 0; s < seats(); ++s)
        if (unknown_[static_cast<std::size_t>(s)] > 0) {
            ++with_unnamed;
            which = s;
        }
    // The bag is empty and only one rack has unnamed tiles: they are what the bag holds.
    if (with_unnamed == 1 && real_bag() == 0) {
        const auto pool = bag_.counts();
        for (int l = 0; l < core::kLetterSlots; ++l)
            for (int k = 0; k < pool[static_cast<std::size_t>(l)]; ++k)
                racks[static_cast<std::size_t>(which)].add(static_cast<Letter>(l));
    }
    return racks;
}

bool Game::racks_determined() const {
    int with_unnamed = 0;
    for (int u : unknown_) with_unnamed += u > 0 ? 1 : 0;
    return with_unnamed == 0 || (with_unnamed == 1 && real_bag() == 0);
}

// Under the play-on house rule the first player to go out gains the others' racks, however the
// game ended afterwards.
std::pair<EndReason, int> Game::rack_rule() const {
    if (first_out_ >= 0 && end_reason_ != EndReason::kNone)
        return {EndReason::kWentOut, first_out_};
    return {end_reason_, decided_by_};
}

std::vector<EndRackEntry> Game::end_racks() const {
    if (status_ == GameStatus::kInProgress) return {};
    const auto [reason, out] = rack_rule();
    return end_rack_entries(setup_.rules, reason, out, final_racks());
}

int Game::jury_total(int seat) const {
    return jury_[static_cast<std::size_t>(seat)];
}

GameResult Game::result() const {
    ResultInput in;
    in.rules = &setup_.rules;
    in.reason = status_ == GameStatus::kInProgress ? EndReason::kNone : end_reason_;
    in.decided_by = decided_by_;
    if (status_ != GameStatus::kInProgress && first_out_ >= 0 &&
        end_reason_ == EndReason::kPassRun) {
        std::tie(in.reason, in.decided_by) = rack_rule();
    }
    in.starter = starter_;
    in.knockout = setup_.knockout;
    in.racks = final_racks();
    for (int s = 0; s < seats(); ++s) {
        const auto i = static_cast<std::size_t>(s);
        in.play_scores.push_back(scores_[i] - jury_[i]);
        in.jury.push_back(jury_[i]);
        in.overtime.push_back(
            status_ == GameStatus::kInProgress ? 0 : clock_.overtime_penalty(s, last_at_));
    }
    if (status_ == GameStatus::kInProgress) in.racks.assign(in.racks.size(), core::Rack{});
    return compute_result(in);
}

}  // namespace letterzak::game
