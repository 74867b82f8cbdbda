#include "server/game_service.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <boost/asio/post.hpp>
#include <cstdio>

#include "core/rules.hpp"
#include "formats/gcg.hpp"
#include "formats/score_sheet.hpp"
#include "game/jury.hpp"
#include "game/score_sheet.hpp"
#include "game/view.hpp"
#include "lexicon/typed_word.hpp"
#include "server/analysis.hpp"
#include "server/clock_policy.hpp"
#include "server/computer_players.hpp"
#include "server/game_json.hpp"
#include "server/move_request.hpp"
#include "server/preview.hpp"
#include "server/rules_json.hpp"
#include "server/tokens.hpp"
#include "store/elo_rating.hpp"
#include "store/event_json.hpp"

namespace letterzak::server {

namespace net = boost::asio;
using nlohmann::json;

namespace {

Reply bad_request(std::string message) {
    return Reply::error(400, "bad_request", std::move(message));
}

bool is_turn_play(const std::string& type) {
    return type == "place" || type == "exchange" || type == "pass";
}

// A command that refused leaves the game unchanged, except for a clock flag found on the way
// (tick), which the store must learn either way.
Reply refused(const Error& e) {
    return Reply::refusal(e);
}

}  // namespace

GameService::GameService(net::io_context& io, store::GameRepository& repository,
                         LexiconShelf& lexicons, ServiceOptions options)
    : io_(io),
      repository_(repository),
      lexicons_(lexicons),
      options_(options),
      commits_(repository),
      compute_(static_cast<std::size_t>(std::max(1, options.compute_threads))),
      server_id_("server-" + new_game_id()),
      shared_store_(repository.shared()) {}

GameService::~GameService() {
    // The store's listener calls heard() on its own thread, and the store outlives this
    // service: it must have stopped before anything of this goes.
    if (shared_store_) repository_.stop_changes();
    shutdown();
    compute_.join();
    commits_.stop();
}

// ---------------------------------------------------------------------------------------
// Games: lookup, creation, loading

Result<std::shared_ptr<LiveGame>> GameService::find(std::string_view id) {
    const std::string key(id);
    {
        std::shared_lock lock(games_mutex_);
        if (const auto it = games_.find(key); it != games_.end()) {
            it->second->last_use = ++use_clock_;
            return it->second;
        }
        if (damaged_.contains(key))
            return make_error("game_damaged",
                              "this game's stored record is damaged; it is kept aside for repair");
    }
    auto quarantine = [&](const std::string& why) -> Unexpected<Error> {
        std::fprintf(stderr, "letterzak serve: game %s is damaged and quarantined: %s\n",
                     key.c_str(), why.c_str());
        std::unique_lock lock(games_mutex_);
        damaged_[key] = why;
        return make_error("game_damaged",
                          "this game's stored record is damaged; it is kept aside for repair");
    };
    auto stored = repository_.load_game(id);
    if (!stored) {
        if (stored.error().code == "bad_stored_game") return quarantine(stored.error().message);
        return make_error("storage_failed", stored.error().message);
    }
    if (!*stored) return make_error("unknown_game", "there is no such game");
    auto live = make_live(std::move(**stored), true);
    if (!live) {
        if (live.error().code == "no_lexicon") return Unexpected<Error>{live.error()};
        // The log does not replay (an illegal stored move, seats that do not fit the setup).
        return quarantine(live.error().message);
    }
    std::shared_ptr<LiveGame> g = *live;
    bool inserted = false;
    {
        std::unique_lock lock(games_mutex_);
        auto [it, fresh] = games_.emplace(key, g);
        inserted = fresh;
        g = it->second;  // another request may have loaded it meanwhile: one copy only
        g->last_use = ++use_clock_;
    }
    if (inserted) {
        // Time in which no server ran is not charged (clock_policy): the gap runs from when the
        // previous server was last up to when this one started, whenever the game is loaded.
        if (options_.last_alive)
            enqueue(
                g,
                [this](LiveGame& lg) {
                    bridge_outage(lg.game, *options_.last_alive, started_at_);
                    return Reply{};
                },
                [this, g](Reply) { after_commit(g); });
        else
            after_commit(g);
        evict_if_full();
    }
    return g;
}

std::shared_ptr<LiveGame> GameService::find_or_reply(std::string_view id, const ReplyFn& reply) {
    auto g = find(id);
    if (!g) {
        reply(Reply::refusal(g.error()));
        return nullptr;
    }
    return *g;
}

bool GameService::automatic(const LiveGame& g) {
    const game::Game& game = g.game;
    if (game.status() == game::GameStatus::kAwaitingJury) return true;
    if (game.status() != game::GameStatus::kInProgress) return false;
    const auto seat = static_cast<std::size_t>(game.to_move());
    if (seat < g.seats.size() && g.seats[seat].kind == store::SeatKind::kComputer) return true;
    return game.clock().next_deadline().has_value();
}

bool GameService::holds_lease(LiveGame& g) const {
    return !shared_store_ || g.leased;
}

const LoadedLexicon* GameService::lexicon_for(const core::RuleSet& rules) {
    auto lex = lexicons_.get(rules);
    return lex ? *lex : nullptr;
}

game::Services GameService::services_for(const core::RuleSet& rules) {
    const LoadedLexicon* lex = lexicon_for(rules);
    return game::Services{lex != nullptr ? lex->judge.get() : nullptr, &time_};
}

Result<std::shared_ptr<LiveGame>> GameService::make_live(store::StoredGame stored, bool replay) {
    const LoadedLexicon* lex = lexicon_for(stored.setup.rules);
    if (lex == nullptr)
        return make_error("no_lexicon",
                          fmt::format("no word list for {}", stored.setup.rules.name));
    const game::Services services{lex->judge.get(), &time_};
    auto game = replay ? game::Game::replay(stored.setup, stored.events, services)
                       : game::Game::create(stored.setup, services);
    if (!game) return Unexpected<Error>{game.error()};
    std::vector<LiveSeat> seats;
    std::vector<std::string> hashes;
    for (const store::SeatRecord& s : stored.seats) {
        seats.push_back({s.kind, s.level});
        hashes.push_back(s.token_hash);
    }
    if (seats.size() != static_cast<std::size_t>(game->seats()))
        return make_error("bad_stored_game", fmt::format("game {}: {} seats stored for {} players",
                                                         stored.id, seats.size(), game->seats()));
    auto g = std::make_shared<LiveGame>(stored.id, stored.created_at, std::move(seats),
                                        std::move(*game));
    g->token_hashes = std::move(hashes);
    g->stored = stored.events.size();
    g->updated_at = stored.updated_at;
    g->is_public = stored.is_public;
    g->open_seats = stored.open_seats;
    for (std::size_t i = 0; i < g->seats.size(); ++i) {
        const LiveSeat& s = g->seats[i];
        // Each computer's own random numbers, from the game's seed but not the bag's sequence.
        const std::uint64_t seed = g->game.setup().seed ^ (0x9e3779b97f4a7c15ULL * (i + 1));
        g->players.push_back(s.kind == store::SeatKind::kComputer
                                 ? computers_.make(s.level, g->game.rules(), *lex, seed)
                                 : nullptr);
    }
    g->clock_timer = std::make_unique<net::steady_timer>(io_);
    std::lock_guard lock(g->mutex);
    g->summary = summary_of(*g);
    return g;
}

Result<std::size_t> GameService::load() {
    if (shared_store_)
        if (auto r = repository_.on_change([this](const store::GameChange& c) { heard(c); }); !r)
            return Unexpected<Error>{r.error()};
    tend_timer_ = std::make_unique<net::steady_timer>(io_);
    schedule_tend(std::chrono::milliseconds(0));
    return repository_.game_count();
}

void GameService::schedule_tend(std::chrono::milliseconds after) {
    if (stopping_ || !tend_timer_) return;
    tend_timer_->expires_after(after);
    tend_timer_->async_wait([this](const boost::system::error_code& ec) {
        if (!ec) tend();
    });
}

void GameService::tend() {
    if (stopping_) return;
    std::vector<std::shared_ptr<LiveGame>> in_memory;
    {
        std::shared_lock lock(games_mutex_);
        for (const auto& [id, g] : games_) in_memory.push_back(g);
    }
    if (shared_store_) {
        // Renew; if some lease was lost (this server stalled past its expiry), find which.
        std::vector<std::shared_ptr<LiveGame>> held;
        for (const auto& g : in_memory) {
            std::lock_guard lock(g->mutex);
            if (g->leased) held.push_back(g);
        }
        auto renewed = repository_.renew_leases(server_id_, options_.lease_ttl);
        if (!renewed || *renewed < held.size())
            for (const auto& g : held) {
                auto still = repository_.acquire_lease(g->id, server_id_, options_.lease_ttl);
                if (still && *still) continue;
                std::lock_guard lock(g->mutex);
                g->leased = false;
                if (g->clock_timer) g->clock_timer->cancel();
            }
    }
    // Take over the games that run by themselves and that nobody runs: on a store of its own
    // all of them once, at start; on a shared store those whose server stopped renewing.
    bool more = false;
    if (shared_store_ || !resumed_all_) {
        const std::size_t batch = 100;
        auto ids = shared_store_ ? repository_.unleased_automatic_games(batch)
                                 : repository_.unleased_automatic_games(1'000'000);
        if (ids) {
            if (!shared_store_) {
                resumed_all_ = true;
                resume_.insert(resume_.end(), ids->begin(), ids->end());
            } else {
                for (const std::string& id : *ids) {
                    std::shared_ptr<LiveGame> g;
                    {
                        std::shared_lock lock(games_mutex_);
                        if (const auto it = games_.find(id); it != games_.end()) g = it->second;
                    }
                    if (!g) {
                        (void)find(id);  // loads it; after_commit takes the lease
                        continue;
                    }
                    auto got = repository_.acquire_lease(id, server_id_, options_.lease_ttl);
                    if (!got || !*got) continue;
                    {
                        std::lock_guard lock(g->mutex);
                        g->leased = true;
                    }
                    refresh(g);  // its last holder may have moved on since this copy was read
                }
            }
        } else {
            std::fprintf(stderr, "letterzak serve: looking for games to resume: %s\n",
                         ids.error().message.c_str());
        }
    }
    // A batch at a time, so that requests are served meanwhile.
    for (std::size_t i = 0; i < 50 && !resume_.empty(); ++i) {
        const std::string id = std::move(resume_.front());
        resume_.pop_front();
        (void)find(id);
    }
    more = !resume_.empty();
    evict_if_full();
    schedule_tend(more ? std::chrono::milliseconds(0) : options_.lease_ttl / 3);
}

void GameService::evict_if_full() {
    std::vector<std::shared_ptr<LiveGame>> gone;
    {
        std::unique_lock lock(games_mutex_);
        if (games_.size() <= options_.max_games) return;
        std::vector<std::pair<std::uint64_t, std::shared_ptr<LiveGame>>> by_use;
        for (const auto& [id, g] : games_) by_use.emplace_back(g->last_use.load(), g);
        std::sort(by_use.begin(), by_use.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        // Down to nine tenths, so that the next few loads do not each pay for a sort.
        const std::size_t target = options_.max_games - options_.max_games / 10;
        for (auto& [use, g] : by_use) {
            if (games_.size() <= target) break;
            std::unique_lock glock(g->mutex, std::try_to_lock);
            if (!glock.owns_lock()) continue;
            const bool watched = std::any_of(g->subscribers.begin(), g->subscribers.end(),
                                             [](const auto& s) { return !s.second.expired(); });
            // A game this server runs stays: its computer, clock or jury would stop.
            if (g->busy || !g->waiting.empty() || watched || g->computer_pending ||
                g->jury_pending || (automatic(*g) && holds_lease(*g)))
                continue;
            g->evicted = true;
            if (g->clock_timer) g->clock_timer->cancel();
            games_.erase(g->id);
            gone.push_back(g);
        }
    }
    for (const auto& g : gone) {
        std::lock_guard lock(g->mutex);
        if (g->leased) (void)repository_.release_lease(g->id, server_id_);
        g->leased = false;
    }
}

void GameService::refresh(const std::shared_ptr<LiveGame>& g) {
    enqueue(
        g,
        [this](LiveGame& lg) {
            auto stored = repository_.load_game(lg.id);
            if (!stored || !*stored) return Reply{};
            // The seats as stored: a seat taken from the lobby through another server has a
            // new token, and the old one must stop working here too.
            {
                std::lock_guard lock(lg.tokens_mutex);
                for (std::size_t s = 0; s < lg.token_hashes.size() && s < (*stored)->seats.size();
                     ++s)
                    lg.token_hashes[s] = (*stored)->seats[s].token_hash;
            }
            lg.open_seats = (*stored)->open_seats;
            if ((*stored)->events.size() <= lg.stored) return Reply{};
            auto game = game::Game::replay((*stored)->setup, (*stored)->events,
                                           services_for(lg.game.rules()));
            if (!game) {
                std::fprintf(stderr, "letterzak serve: game %s does not replay: %s\n",
                             lg.id.c_str(), game.error().message.c_str());
                return Reply{};
            }
            lg.game = std::move(*game);
            lg.stored = (*stored)->events.size();
            lg.updated_at = (*stored)->updated_at;
            lg.summary = summary_of(lg);
            lg.analysis.reset();
            lg.computer_pending = false;  // a computer turn worked out on the old state is stale
            return Reply{};
        },
        [this, g](Reply) {
            std::vector<std::pair<std::shared_ptr<Subscriber>, std::shared_ptr<const std::string>>>
                messages;
            {
                std::lock_guard lock(g->mutex);
                messages = state_messages(*g);
            }
            for (auto& [subscriber, message] : messages) subscriber->deliver(message);
            notify_finished(g);
            after_commit(g);
        });
}

void GameService::heard(const store::GameChange& change) {
    // On the store's listener thread: find what to refresh, refresh on the I/O threads.
    std::vector<std::shared_ptr<LiveGame>> stale;
    {
        std::shared_lock lock(games_mutex_);
        if (change.game_id.empty()) {
            // Notices may have been missed: every game in memory is looked at again.
            for (const auto& [id, g] : games_) stale.push_back(g);
        } else if (const auto it = games_.find(change.game_id); it != games_.end()) {
            std::lock_guard glock(it->second->mutex);
            if (change.seats || change.version > it->second->stored) stale.push_back(it->second);
        }
    }
    for (auto& g : stale) net::post(io_, [this, g]() { refresh(g); });
}

void GameService::create(NewGame spec, ReplyFn reply) {
    if (stopping_) return reply(Reply::error(503, "shutting_down", "the server is stopping"));
    const core::RuleSet* rules = core::rule_set_by_name(spec.rules);
    if (rules == nullptr || !offered(spec.rules))
        return reply(Reply::error(400, "bad_setup", "unknown rule set"));
    std::vector<std::string> names;
    for (const SeatSpec& s : spec.seats) names.push_back(s.name);
    auto ruled = core::with_house_rules(*rules, spec.house);
    if (!ruled) return reply(Reply::refusal(ruled.error()));
    game::GameSetup setup =
        game::GameSetup::for_rules(*ruled, names, spec.seed.value_or(new_seed()));
    setup.clock = spec.clock;
    setup.starter = spec.starter;
    setup.knockout = spec.knockout;
    auto game = game::Game::create(setup, services_for(*rules));
    if (!game) return reply(Reply::refusal(game.error()));

    store::StoredGame stored;
    stored.id = new_game_id();
    stored.created_at = unix_millis();
    stored.updated_at = stored.created_at;
    stored.setup = game->setup();  // with the clock's start filled in
    stored.status = std::string(game::game_status_name(game->status()));
    stored.rated = spec.rated;
    stored.is_public = spec.is_public;
    std::vector<std::string> tokens;
    for (const SeatSpec& s : spec.seats) {
        store::SeatRecord rec;
        rec.kind = s.kind;
        rec.level = s.level;
        std::string token;
        if (s.kind == store::SeatKind::kHuman) {
            token = new_seat_token();
            rec.token_hash = token_hash(token);
        }
        if (s.kind == store::SeatKind::kHuman)
            stored.open_seats |= std::uint32_t{1} << stored.seats.size();
        tokens.push_back(std::move(token));
        stored.seats.push_back(std::move(rec));
    }
    auto live = make_live(stored, false);
    if (!live) return reply(Reply::refusal(live.error()));
    std::shared_ptr<LiveGame> g = *live;
    {
        std::lock_guard lock(g->mutex);
        stored.summary = g->summary.dump();
        stored.automatic = automatic(*g);
    }
    commits_.create(std::move(stored), [this, g, tokens, spec, reply](Result<void> ok) {
        net::post(io_, [this, g, tokens, spec, reply, ok]() {
            if (!ok) return reply(Reply::error(503, "storage_failed", ok.error().message));
            {
                std::unique_lock lock(games_mutex_);
                games_[g->id] = g;
                g->last_use = ++use_clock_;
            }
            evict_if_full();
            // A clock game waits for its players; the answer comes once that is on disk.
            enqueue(
                g,
                [](LiveGame& lg) {
                    // Computers are always there: a game of computers alone starts at once.
                    const bool people = std::any_of(
                        lg.seats.begin(), lg.seats.end(),
                        [](const LiveSeat& seat) { return seat.kind == store::SeatKind::kHuman; });
                    return people && hold_clocks(lg.game) ? Reply::json(200, {{"held", true}})
                                                          : Reply{};
                },
                [this, g, tokens, spec, reply](Reply held) {
                    json seats = json::array();
                    for (std::size_t i = 0; i < spec.seats.size(); ++i) {
                        json s = {{"seat", i},
                                  {"name", spec.seats[i].name},
                                  {"type", store::seat_kind_name(spec.seats[i].kind)}};
                        if (!tokens[i].empty()) s["token"] = tokens[i];
                        if (!spec.seats[i].level.empty()) s["level"] = spec.seats[i].level;
                        seats.push_back(std::move(s));
                    }
                    json view;
                    {
                        std::lock_guard lock(g->mutex);
                        int first_human = game::kSpectator;
                        for (std::size_t i = 0; i < tokens.size() && first_human < 0; ++i)
                            if (!tokens[i].empty()) first_human = static_cast<int>(i);
                        view = view_of(*g, first_human);
                    }
                    reply(Reply::json(
                        201,
                        {{"id", g->id}, {"seats", std::move(seats)}, {"game", std::move(view)}}));
                    // A change on disk is followed by after_commit already; otherwise start here.
                    if (held.body.is_null()) after_commit(g);
                });
        });
    });
}

Result<NewGame> GameService::rematch_of(std::string_view id) {
    auto found = find(id);
    if (!found) return Unexpected<Error>{found.error()};
    const auto& g = *found;
    std::lock_guard lock(g->mutex);
    if (!g->game.over()) return make_error("game_not_over", "the game is still being played");
    NewGame spec;
    spec.rules = g->game.rules().name;
    spec.clock = g->game.setup().clock;
    spec.is_public = g->is_public;
    for (int s = 0; s < g->game.seats(); ++s) {
        const LiveSeat& seat = g->seats[static_cast<std::size_t>(s)];
        spec.seats.push_back({g->game.player_name(s), seat.kind, seat.level});
    }
    return spec;
}

Reply GameService::list(std::string_view status_filter, std::size_t limit,
                        std::string_view before) {
    // The cursor is "<updated_at>:<id>" of the last game of the previous page.
    std::optional<store::ListCursor> cursor;
    if (!before.empty()) {
        const auto colon = before.find(':');
        store::ListCursor c;
        const auto digits = before.substr(0, colon);
        if (colon == std::string_view::npos || digits.empty() || digits.size() > 18 ||
            digits.find_first_not_of("0123456789") != std::string_view::npos ||
            !plausible_game_id(before.substr(colon + 1)))
            return bad_request("'before' is the \"next\" of the previous page");
        c.updated_at = std::stoll(std::string(digits));
        c.id = std::string(before.substr(colon + 1));
        cursor = std::move(c);
    }
    // The public lobby: only games their creators made public, never anyone's private game.
    const store::ListFilter filter = status_filter == "open"     ? store::ListFilter::kOpen
                                     : status_filter == "live"   ? store::ListFilter::kLive
                                     : status_filter == "active" ? store::ListFilter::kPublicActive
                                     : status_filter == "finished"
                                         ? store::ListFilter::kPublicFinished
                                         : store::ListFilter::kPublic;
    auto page = repository_.list_games(filter, limit, cursor);
    if (!page) return Reply::error(503, "storage_failed", page.error().message);
    json games = json::array();
    for (const store::GameListing& l : *page) {
        json summary = json::parse(l.summary, nullptr, false);
        if (summary.is_discarded() || !summary.is_object()) {
            // Stored before summaries were (or damaged): the game itself tells.
            auto g = find(l.id);
            if (!g) continue;
            std::lock_guard lock((*g)->mutex);
            summary = (*g)->summary;
        }
        // The seats a visitor could still take: the listing's, newer than the summary's moves.
        json open = json::array();
        for (int s = 0; s < 32; ++s)
            if ((l.open_seats >> s) & 1U) open.push_back(s);
        summary["open_seats"] = std::move(open);
        games.push_back(std::move(summary));
    }
    json next = nullptr;
    if (!page->empty() && page->size() == limit)
        next = fmt::format("{}:{}", page->back().updated_at, page->back().id);
    return Reply::json(200, {{"games", std::move(games)}, {"next", std::move(next)}});
}

void GameService::rename_seat(std::string_view id, int seat, std::string name) {
    auto g = find(id);
    if (!g) return;  // not readable now: the store's name shows when it is
    enqueue(
        *g,
        [this, seat, name](LiveGame& lg) {
            if (seat < 0 || seat >= lg.game.seats()) return Reply{};
            lg.game.rename(seat, name);
            lg.summary = summary_of(lg);
            if (auto r = repository_.set_summary(lg.id, lg.summary.dump()); !r)
                std::fprintf(stderr, "letterzak serve: game %s: list entry not renamed: %s\n",
                             lg.id.c_str(), r.error().message.c_str());
            return Reply{};
        },
        [](Reply) {});
}

Result<int> GameService::authorize(std::string_view id, std::string_view token) {
    auto found = find(id);
    if (!found) return Unexpected<Error>{found.error()};
    const auto& g = *found;
    if (token.empty()) return game::kSpectator;
    if (!plausible_token(token))
        return make_error("bad_token", "this token is not valid for this game");
    const std::string hash = token_hash(token);
    std::lock_guard lock(g->tokens_mutex);
    for (std::size_t s = 0; s < g->seats.size(); ++s)
        if (g->seats[s].kind == store::SeatKind::kHuman && same_hash(hash, g->token_hashes[s]))
            return static_cast<int>(s);
    return make_error("bad_token", "this token is not valid for this game");
}

// ---------------------------------------------------------------------------------------
// The operation queue

void GameService::enqueue(const std::shared_ptr<LiveGame>& g, GameOp op, ReplyFn reply) {
    {
        std::lock_guard lock(g->mutex);
        if (g->busy) {
            g->waiting.push_back({std::move(op), std::move(reply)});
            return;
        }
        g->busy = true;
    }
    execute(g, std::move(op), std::move(reply));
}

void GameService::execute(const std::shared_ptr<LiveGame>& g, GameOp op, ReplyFn reply) {
    std::unique_lock lock(g->mutex);
    Reply result;
    try {
        result = op(*g);
    } catch (const std::exception& e) {
        result = Reply::error(500, "internal", e.what());
    }
    const auto& events = g->game.events();
    if (events.size() == g->stored) {
        lock.unlock();
        reply(std::move(result));
        finish(g);
        return;
    }
    store::EventBatch batch;
    batch.game_id = g->id;
    batch.first_seq = g->stored;
    batch.events.assign(events.begin() + static_cast<std::ptrdiff_t>(g->stored), events.end());
    batch.status = std::string(game::game_status_name(g->game.status()));
    batch.updated_at = unix_millis();
    g->updated_at = batch.updated_at;
    batch.summary = summary_of(*g).dump();
    batch.automatic = automatic(*g);
    if (g->game.status() == game::GameStatus::kFinished) {
        // The store moves the seats' club ratings with this commit, if the game counts for
        // them (account_repository.hpp: rated, two accounts, never twice).
        store::GameOutcome outcome{store::rating_family(g->game.rules().name), {}};
        for (const game::SeatResult& r : g->game.result().seats)
            outcome.points.push_back(r.match_points);
        batch.outcome = std::move(outcome);
    }
    const std::size_t count = events.size();
    lock.unlock();
    commits_.append(std::move(batch), [this, g, count, result = std::move(result),
                                       reply = std::move(reply)](Result<void> ok) {
        net::post(
            io_, [this, g, count, ok, result, reply]() { committed(g, count, ok, result, reply); });
    });
}

void GameService::committed(const std::shared_ptr<LiveGame>& g, std::size_t count,
                            const Result<void>& ok, Reply result, const ReplyFn& reply) {
    if (!ok) {
        // The change is not on disk: take it back, so memory agrees with the store again.
        {
            std::lock_guard lock(g->mutex);
            const auto& events = g->game.events();
            std::vector<game::Event> kept(events.begin(),
                                          events.begin() + static_cast<std::ptrdiff_t>(g->stored));
            auto rebuilt = game::Game::replay(g->game.setup(), kept, services_for(g->game.rules()));
            if (rebuilt) g->game = std::move(*rebuilt);
        }
        if (ok.error().code == "event_sequence") {
            // Another server changed the game first: this change lost. Read the game again.
            reply(Reply::error(409, "stale_state",
                               "the game has changed since this move was made: look again"));
            finish(g);
            refresh(g);
            return;
        }
        std::fprintf(stderr, "letterzak serve: game %s: %s\n", g->id.c_str(),
                     ok.error().message.c_str());
        reply(Reply::error(503,
                           ok.error().code == "shutting_down" ? "shutting_down" : "storage_failed",
                           ok.error().message));
        finish(g);
        return;
    }
    std::vector<std::pair<std::shared_ptr<Subscriber>, std::shared_ptr<const std::string>>>
        messages;
    {
        std::lock_guard lock(g->mutex);
        g->stored = count;
        g->summary = summary_of(*g);
        g->analysis.reset();
        messages = state_messages(*g);
    }
    for (auto& [subscriber, message] : messages) subscriber->deliver(message);
    // Before the reply, so that whoever made the change finds its tournament updated; before
    // finish(), so that the game's next change cannot overtake this one's notice.
    notify_finished(g);
    reply(std::move(result));
    after_commit(g);
    finish(g);
}

void GameService::notify_finished(const std::shared_ptr<LiveGame>& g) {
    if (!finished_listener_) return;
    std::optional<game::Game> copy;
    {
        std::lock_guard lock(g->mutex);
        if (g->game.status() == game::GameStatus::kFinished) copy.emplace(g->game);
    }
    if (copy) finished_listener_(g->id, *copy);
}

void GameService::finish(const std::shared_ptr<LiveGame>& g) {
    LiveGame::Waiting next;
    {
        std::lock_guard lock(g->mutex);
        if (g->waiting.empty()) {
            g->busy = false;
            return;
        }
        next = std::move(g->waiting.front());
        g->waiting.pop_front();
    }
    // Posted, not called: a long queue must not grow the stack.
    net::post(io_, [this, g, next = std::move(next)]() mutable {
        execute(g, std::move(next.op), std::move(next.reply));
    });
}

// ---------------------------------------------------------------------------------------
// What happens by itself: the jury, the computer, the clock

void GameService::after_commit(const std::shared_ptr<LiveGame>& g) {
    if (stopping_) return;
    if (shared_store_) {
        // A game that now runs by itself needs a server to run it: this one, unless another
        // holds the lease.
        bool want = false;
        {
            std::lock_guard lock(g->mutex);
            want = !g->leased && !g->evicted && automatic(*g);
        }
        if (want) {
            auto got = repository_.acquire_lease(g->id, server_id_, options_.lease_ttl);
            std::lock_guard lock(g->mutex);
            g->leased = got && *got && !g->evicted;
        }
    }
    bool jury = false, computer = false;
    {
        std::lock_guard lock(g->mutex);
        if (!holds_lease(*g)) return;
        const game::Game& game = g->game;
        if (game.status() == game::GameStatus::kAwaitingJury && !g->jury_pending) {
            g->jury_pending = true;
            jury = true;
        } else if (game.status() == game::GameStatus::kInProgress && !waiting_for_players(game)) {
            const auto seat = static_cast<std::size_t>(game.to_move());
            if (seat < g->seats.size() && g->seats[seat].kind == store::SeatKind::kComputer &&
                !g->computer_pending) {
                g->computer_pending = true;
                computer = true;
            }
        }
    }
    arm_clock(g);
    if (jury) {
        // The tournament's jury is the word list: it checks every turn as soon as the game ends.
        enqueue(
            g,
            [](LiveGame& lg) {
                lg.jury_pending = false;
                if (lg.game.status() == game::GameStatus::kAwaitingJury) (void)lg.game.jury_check();
                return Reply{};
            },
            [](Reply) {});
    }
    if (computer) {
        if (options_.computer_delay.count() > 0) {
            auto timer = std::make_shared<net::steady_timer>(io_, options_.computer_delay);
            timer->async_wait(
                [this, g, timer](const boost::system::error_code&) { computer_turn(g); });
        } else {
            computer_turn(g);
        }
    }
}

void GameService::computer_turn(const std::shared_ptr<LiveGame>& g) {
    if (stopping_) return;
    enqueue(
        g,
        [this, g](LiveGame& lg) {
            game::Game& game = lg.game;
            (void)game.tick();
            const int seat = game.to_move();
            const auto s = static_cast<std::size_t>(seat);
            if (game.status() != game::GameStatus::kInProgress ||
                lg.seats[s].kind != store::SeatKind::kComputer || !lg.players[s]) {
                lg.computer_pending = false;
                return Reply{};
            }
            // The computer seat's challenge policy, before it moves, as a player at the table.
            if (ai::wants_challenge(game, seat, services_for(game.rules()).judge)) {
                lg.computer_pending = false;
                (void)game.challenge(seat);
                return Reply{};
            }
            auto view = std::make_shared<game::GameView>(game::view_for(game, seat));
            const std::size_t version = game.events().size();
            ai::ComputerSeat* player = lg.players[s].get();
            net::post(compute_, [this, g, view, version, seat, player]() {
                core::Move move = core::Move::pass();
                try {
                    move = player->choose(*view);
                } catch (const std::exception& e) {
                    // A computer that cannot decide passes; the game must not stall.
                    std::fprintf(stderr,
                                 "letterzak serve: game %s: the computer failed (%s); it passes\n",
                                 g->id.c_str(), e.what());
                }
                if (stopping_) return;
                enqueue(
                    g,
                    [move, version, seat, player](LiveGame& lg2) {
                        lg2.computer_pending = false;
                        game::Game& game2 = lg2.game;
                        if (game2.events().size() != version ||
                            game2.status() != game::GameStatus::kInProgress ||
                            game2.to_move() != seat)
                            return Reply{};
                        // Refused: the seat's fallbacks (greedy, then a pass).
                        const auto r = player->commit(game2, seat, move);
                        if (!r || !*r)
                            std::fprintf(stderr,
                                         "letterzak serve: game %s: the computer's move was "
                                         "refused; it played its fallback\n",
                                         lg2.id.c_str());
                        return Reply{};
                    },
                    // A stale move commits nothing, so nothing else looks at the game again:
                    // after_commit does (it is harmless when the commit already did).
                    [this, g](Reply) { after_commit(g); });
            });
            return Reply{};
        },
        [](Reply) {});
}

void GameService::arm_clock(const std::shared_ptr<LiveGame>& g) {
    std::lock_guard lock(g->mutex);
    if (!g->clock_timer || stopping_ || g->evicted || !holds_lease(*g)) return;
    const auto deadline = g->game.status() == game::GameStatus::kInProgress
                              ? g->game.clock().next_deadline()
                              : std::nullopt;
    if (!deadline) {
        g->clock_timer->cancel();
        return;
    }
    // A few milliseconds late, so that the clock really shows no time left when it is read.
    const auto delay =
        std::chrono::milliseconds(std::max<std::int64_t>(0, *deadline - unix_millis()) + 20);
    g->clock_timer->expires_after(delay);
    g->clock_timer->async_wait([this, g](const boost::system::error_code& ec) {
        if (ec || stopping_) return;
        enqueue(
            g,
            [](LiveGame& lg) {
                (void)lg.game.tick();
                return Reply{};
            },
            [this, g](Reply) { arm_clock(g); });
    });
}

// ---------------------------------------------------------------------------------------
// Reading a game

json GameService::view_of(LiveGame& g, int seat) {
    const game::Game& game = g.game;
    ViewContext c;
    c.id = g.id;
    for (const LiveSeat& s : g.seats)
        c.seats.push_back({std::string(store::seat_kind_name(s.kind)), s.level});
    c.version = game.events().size();
    c.chess_clock = game.clock().settings().chess_clock;
    c.per_player = game.clock().settings().per_player;
    c.clock_running = game.clock().running();
    c.as_of = game.over() ? game.last_event_at() : game.now();
    c.rules = &game.rules();
    c.waiting_for_players = waiting_for_players(game);
    c.clock_settings = game.clock().settings();
    return view_json(game::view_for(game, seat), c);
}

json GameService::summary_of(LiveGame& g) {
    const game::Game& game = g.game;
    json seats = json::array();
    for (int s = 0; s < game.seats(); ++s) {
        const LiveSeat& ls = g.seats[static_cast<std::size_t>(s)];
        // A finished game lists its final scores (end racks, overtime and the jury counted),
        // not the running total of its last turn.
        const int score = game.over() ? game.result().seats[static_cast<std::size_t>(s)].final_score
                                      : game.score(s);
        json seat = {{"name", game.player_name(s)},
                     {"type", store::seat_kind_name(ls.kind)},
                     {"score", score}};
        if (!ls.level.empty()) seat["level"] = ls.level;
        seats.push_back(std::move(seat));
    }
    json j = {{"id", g.id},
              {"rules", game.rules().name},
              {"status", game::game_status_name(game.status())},
              {"created_at", g.created_at},
              {"updated_at", g.updated_at},
              {"turn_number", game.turn_number()},
              {"to_move", game.to_move()},
              {"seats", std::move(seats)}};
    if (game.over()) j["result"] = result_json(game.result());
    if (game.clock().settings().chess_clock) {
        // The clocks as of this change; a list shows them counting from `as_of`.
        json remaining = json::array();
        const game::Millis at = game.over() ? game.last_event_at() : game.now();
        for (int s = 0; s < game.seats(); ++s) remaining.push_back(game.clock().remaining(s, at));
        j["clock"] = {
            {"remaining", std::move(remaining)},
            {"running", game.clock().running() ? json(*game.clock().running()) : json(nullptr)},
            {"as_of", at}};
    }
    return j;
}

std::vector<std::pair<std::shared_ptr<Subscriber>, std::shared_ptr<const std::string>>>
GameService::state_messages(LiveGame& g) {
    std::vector<std::pair<std::shared_ptr<Subscriber>, std::shared_ptr<const std::string>>> out;
    std::unordered_map<int, std::shared_ptr<const std::string>>
        by_seat;  // one serialisation per seat
    auto& subs = g.subscribers;
    subs.erase(
        std::remove_if(subs.begin(), subs.end(), [](const auto& s) { return s.second.expired(); }),
        subs.end());
    for (const auto& [seat, weak] : subs) {
        auto subscriber = weak.lock();
        if (!subscriber) continue;
        auto& message = by_seat[seat];
        if (!message)
            message = std::make_shared<const std::string>(
                json{{"type", "state"}, {"game", view_of(g, seat)}}.dump());
        out.emplace_back(std::move(subscriber), message);
    }
    return out;
}

void GameService::view(std::string_view id, int seat, ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    enqueue(
        g,
        [this, seat](LiveGame& lg) {
            opened(lg, seat);
            return Reply::json(200, view_of(lg, seat));
        },
        std::move(reply));
}

void GameService::join(std::string_view id, int seat, ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    if (seat < 0)
        return reply(Reply::error(401, "missing_token", "joining a seat needs its token"));
    enqueue(
        g,
        [this, seat](LiveGame& lg) {
            opened(lg, seat);
            return Reply::json(
                200,
                {{"seat", seat}, {"name", lg.game.player_name(seat)}, {"game", view_of(lg, seat)}});
        },
        std::move(reply));
}

void GameService::take_open_seat(std::string_view id, std::uint32_t skip, ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    // In the game's queue: two joiners on this server take their turns; on servers sharing a
    // database, the store's conditional update lets only one win.
    enqueue(
        g,
        [this, skip](LiveGame& lg) {
            if (!lg.is_public) return Reply::error(404, "unknown_game", "there is no such game");
            if (lg.game.over()) return Reply::error(409, "game_over", "the game is over");
            for (std::size_t s = 0; s < lg.seats.size(); ++s) {
                const std::uint32_t bit = std::uint32_t{1} << s;
                if (lg.seats[s].kind != store::SeatKind::kHuman || (lg.open_seats & bit) == 0 ||
                    (skip & bit) != 0)
                    continue;
                const std::string token = new_seat_token();
                const std::string hash = token_hash(token);
                auto won = repository_.take_open_seat(lg.id, static_cast<int>(s), hash);
                if (!won) return Reply::refusal(won.error());
                lg.open_seats &= ~bit;
                if (!*won) break;  // taken through another server
                std::lock_guard lock(lg.tokens_mutex);
                lg.token_hashes[s] = hash;
                return Reply::json(200, {{"id", lg.id},
                                         {"seat", s},
                                         {"name", lg.game.player_name(static_cast<int>(s))},
                                         {"token", token}});
            }
            return Reply::error(409, "seat_taken", "no seat of this game is open any more");
        },
        std::move(reply));
}

// ---------------------------------------------------------------------------------------
// Commands

void GameService::command(std::string_view id, int seat, json body, ReplyFn reply, bool with_view) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    if (stopping_) return reply(Reply::error(503, "shutting_down", "the server is stopping"));
    if (seat < 0) return reply(Reply::error(401, "missing_token", "a move needs the seat's token"));
    if (!body.is_object()) return reply(bad_request("the body must be a JSON object"));
    auto header = parse_command_header(body);
    if (!header) return reply(bad_request(header.error().message));
    const std::string type = header->type;
    if (!is_turn_play(type) && type != "challenge" && type != "protest" && type != "resign" &&
        type != "veto" && type != "swap_blank")
        return reply(bad_request(fmt::format("unknown command '{}'", type.substr(0, 20))));
    const std::optional<std::size_t> expected = header->version;
    enqueue(
        g,
        [this, seat, type, body = std::move(body), expected, with_view](LiveGame& lg) -> Reply {
            game::Game& game = lg.game;
            if (expected && *expected != game.events().size())
                return Reply::error(409, "stale_state",
                                    "the game has changed since this move was made: look again");
            // A flag that fell before this command ends the game first.
            (void)game.tick();
            json extra = json::object();
            if (is_turn_play(type)) {
                if (auto turn = game.may_move(seat); !turn) return refused(turn.error());
                auto move = parse_move_request(body, game.board(), game.rules());
                if (!move) return refused(move.error());
                if (auto r = game.play(seat, *move); !r) return refused(r.error());
            } else if (type == "challenge" || type == "protest") {
                auto outcome = game.challenge(seat);
                if (!outcome) return refused(outcome.error());
                extra["challenge"] = {{"valid", outcome->valid},
                                      {"invalid_words", outcome->invalid_words}};
            } else if (type == "veto") {
                // House rule: the better play is shown as a placement on the same squares.
                json shown = body;
                shown["type"] = "place";
                auto better =
                    parse_move_request(shown, game.board_before_open_play(), game.rules());
                if (!better) return refused(better.error());
                if (auto r = game.veto(seat, *better); !r) return refused(r.error());
            } else if (type == "swap_blank") {
                const auto sq = body.find("square");
                if (sq == body.end()) return bad_request("'square' names the blank to swap");
                auto square = parse_square(*sq);
                if (!square) return refused(square.error());
                if (auto r = game.swap_blank(seat, *square); !r) return refused(r.error());
            } else {
                if (auto r = game.resign(seat); !r) return refused(r.error());
            }
            json out = {{"ok", true}, {"version", game.events().size()}};
            if (with_view) out["game"] = view_of(lg, seat);
            out.update(extra);
            return Reply::json(200, std::move(out));
        },
        std::move(reply));
}

void GameService::preview(std::string_view id, int seat, json body, ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    if (seat < 0)
        return reply(Reply::error(401, "missing_token", "a preview needs the seat's token"));
    enqueue(
        g,
        [this, seat, body = std::move(body)](LiveGame& lg) -> Reply {
            const game::Game& game = lg.game;
            if (!body.is_object()) return bad_request("the body must be a JSON object");
            json request = body;
            request["type"] = "place";
            auto move = parse_move_request(request, game.board(), game.rules());
            if (!move) {
                if (move.error().code == "bad_request") return Reply::refusal(move.error());
                return Reply::json(200, refused_preview(move.error()));
            }
            json out = preview_json(game.board(), game.rules(), game.rack(seat), *move,
                                    services_for(game.rules()).judge);
            out["your_turn"] =
                game.status() == game::GameStatus::kInProgress && game.to_move() == seat;
            if (game.over()) out = refused_preview(Error{"game_over", "the game is over"});
            return Reply::json(200, std::move(out));
        },
        std::move(reply));
}

// ---------------------------------------------------------------------------------------
// Records

void GameService::gcg(std::string_view id, int seat, ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    enqueue(
        g,
        [this, seat](LiveGame& lg) -> Reply {
            const game::Game& game = lg.game;
            formats::GcgWriteOptions options;
            options.title = fmt::format("Letterzak {}", lg.id);
            options.lexicon = lexicons_.source_name();
            options.id_authority = "letterzak";
            options.id = lg.id;
            const formats::GcgRecord record = formats::gcg_record_for_seat(game, seat, options);
            Reply r;
            r.text = formats::write_gcg(record);
            r.content_type = "text/plain; charset=utf-8";
            r.filename = fmt::format("letterzak-{}.gcg", lg.id);
            return r;
        },
        std::move(reply));
}

void GameService::score_sheet(std::string_view id, std::optional<formats::SheetLanguage> text,
                              ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    enqueue(
        g,
        [text](LiveGame& lg) -> Reply {
            const game::ScoreSheet sheet = game::make_score_sheet(lg.game);
            if (!text) return Reply::json(200, formats::score_sheet_json(sheet));
            Reply r;
            r.text = formats::score_sheet_text(sheet, *text);
            r.content_type = "text/plain; charset=utf-8";
            r.filename = fmt::format("letterzak-{}-wedstrijdformulier.txt", lg.id);
            return r;
        },
        std::move(reply));
}

void GameService::analysis(std::string_view id, ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    enqueue(
        g,
        [this, g, reply](LiveGame& lg) -> Reply {
            if (lg.game.status() != game::GameStatus::kFinished)
                return Reply::error(409, "game_not_over",
                                    "the analysis is shown when the game is over");
            if (lg.analysis) return Reply::json(200, *lg.analysis);
            // The analysis takes a while: work it out on the compute pool from a copy, and answer
            // from there (this operation's own reply is dropped).
            auto copy = std::make_shared<game::Game>(lg.game);
            net::post(compute_, [this, g, copy, reply]() {
                const LoadedLexicon* lex = lexicon_for(copy->rules());
                if (lex == nullptr) return reply(Reply::error(503, "no_lexicon", "no word list"));
                auto result = analyse_game(*copy, *lex->judge, lex->lexicon.kwg(), lex->index);
                if (!result) return reply(Reply::refusal(result.error()));
                {
                    std::lock_guard lock(g->mutex);
                    g->analysis = *result;
                }
                reply(Reply::json(200, std::move(*result)));
            });
            Reply pending;
            pending.status = 0;  // answered by the compute pool
            return pending;
        },
        [reply](Reply r) {
            if (r.status != 0) reply(std::move(r));
        });
}

void GameService::word_check(std::string_view id, int seat, std::string word, ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    enqueue(
        g,
        [this, seat, word = std::move(word)](LiveGame& lg) -> Reply {
            const core::RuleSet& rules = lg.game.rules();
            if (seat < 0 || seat >= lg.game.seats())
                return Reply::error(401, "missing_token", "a word check needs the seat's token");
            // A lookup during play would be the help the tournament rules forbid (III-10).
            if (rules.challenge == core::ChallengeMode::kJuryAfterGame)
                return Reply::error(403, "jury_only",
                                    "under tournament rules only the jury checks words, after "
                                    "the game");
            const LoadedLexicon* lex = lexicon_for(rules);
            if (lex == nullptr) return Reply::error(503, "no_lexicon", "no word list");
            return Reply::json(
                200, {{"word", word}, {"valid", lexicon::holds_typed_word(lex->lexicon, word)}});
        },
        std::move(reply));
}

void GameService::subscribe(std::string_view id, int seat, std::weak_ptr<Subscriber> subscriber) {
    auto found = find(id);
    if (!found) return;
    const auto g = *found;
    enqueue(
        g,
        [this, seat, subscriber](LiveGame& lg) {
            opened(lg, seat);
            lg.subscribers.emplace_back(seat, subscriber);
            if (auto s = subscriber.lock())
                s->deliver(std::make_shared<const std::string>(
                    json{{"type", "state"}, {"game", view_of(lg, seat)}}.dump()));
            return Reply{};
        },
        [](Reply) {});
}

void GameService::opened(LiveGame& g, int seat) {
    if (seat < 0 || static_cast<std::size_t>(seat) >= g.seats.size()) return;
    g.opened.resize(g.seats.size(), false);
    g.opened[static_cast<std::size_t>(seat)] = true;
    const std::uint32_t bit = std::uint32_t{1} << seat;
    if (g.is_public && (g.open_seats & bit) != 0) {
        // The public lobby no longer offers this seat. Not a move: a failure to write it only
        // keeps the invitation listed a while longer (the next opening tries again).
        if (auto r = repository_.take_seat(g.id, seat); r)
            g.open_seats &= ~bit;
        else
            std::fprintf(stderr, "letterzak serve: game %s: seat %d taken, not stored: %s\n",
                         g.id.c_str(), seat, r.error().message.c_str());
    }
    for (std::size_t s = 0; s < g.seats.size(); ++s)
        if (g.seats[s].kind == store::SeatKind::kHuman && !g.opened[s]) return;
    if (waiting_for_players(g.game)) (void)g.game.resume_clocks();
}

void GameService::start_clock(std::string_view id, ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    enqueue(
        g,
        [](LiveGame& lg) {
            if (!waiting_for_players(lg.game))
                return Reply::error(409, "clock_not_waiting",
                                    "this game's clocks are not waiting for its players");
            auto ok = lg.game.resume_clocks();
            if (!ok) return Reply::refusal(ok.error());
            return Reply::json(200, {{"ok", true}});
        },
        std::move(reply));
}

void GameService::extra_time(std::string_view id, int seat, game::Millis extra, std::string note,
                             ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    enqueue(
        g,
        [seat, extra, note = std::move(note)](LiveGame& lg) {
            // A flag that fell before the jury spoke ends the game first.
            (void)lg.game.tick();
            auto ok = lg.game.give_extra_time(seat, extra, note);
            if (!ok) return Reply::refusal(ok.error());
            return Reply::json(200, {{"ok", true},
                                     {"seat", seat},
                                     {"extra_ms", extra},
                                     {"clock_ms", lg.game.remaining(seat)}});
        },
        std::move(reply));
}

// ---------------------------------------------------------------------------------------
// Tournaments

void GameService::on_finished(FinishedListener listener) {
    finished_listener_ = std::move(listener);
}

std::optional<game::Game> GameService::finished_game(std::string_view id) {
    auto found = find(id);
    if (!found) return std::nullopt;
    const auto g = *found;
    std::lock_guard lock(g->mutex);
    if (g->game.status() != game::GameStatus::kFinished) return std::nullopt;
    return g->game;
}

std::optional<game::GameStatus> GameService::status(std::string_view id) {
    auto found = find(id);
    if (!found) return std::nullopt;
    const auto g = *found;
    std::lock_guard lock(g->mutex);
    return g->game.status();
}

void GameService::correct(std::string_view id, int seat, int points, std::string note,
                          ReplyFn reply) {
    auto g = find_or_reply(id, reply);
    if (!g) return;
    if (stopping_) return reply(Reply::error(503, "shutting_down", "the server is stopping"));
    enqueue(
        g,
        [seat, points, note = std::move(note)](LiveGame& lg) -> Reply {
            game::Game& game = lg.game;
            if (game.status() != game::GameStatus::kFinished)
                return Reply::error(409, "game_not_over",
                                    "a correction comes after the game and the jury's check");
            if (auto r = game.penalize(seat, points, game::AdjustmentKind::kArbiter, note); !r)
                return refused(r.error());
            return Reply::json(200, {{"ok", true}, {"version", game.events().size()}});
        },
        std::move(reply));
}

// ---------------------------------------------------------------------------------------
// Stopping

void GameService::shutdown() {
    if (stopping_.exchange(true)) return;
    if (tend_timer_) tend_timer_->cancel();
    std::vector<std::shared_ptr<LiveGame>> all;
    {
        std::shared_lock lock(games_mutex_);
        for (const auto& [id, g] : games_) all.push_back(g);
    }
    for (const auto& g : all) {
        std::lock_guard lock(g->mutex);
        if (g->clock_timer) g->clock_timer->cancel();
        // Handed back, so that another server takes the game at once, not after the expiry.
        if (g->leased) (void)repository_.release_lease(g->id, server_id_);
        g->leased = false;
    }
}

bool GameService::idle() {
    std::shared_lock lock(games_mutex_);
    for (const auto& [id, g] : games_) {
        std::lock_guard glock(g->mutex);
        if (g->busy) return false;
    }
    return true;
}

std::size_t GameService::game_count() {
    std::shared_lock lock(games_mutex_);
    return games_.size();
}

std::vector<std::pair<std::string, std::string>> GameService::damaged() {
    std::shared_lock lock(games_mutex_);
    std::vector<std::pair<std::string, std::string>> out(damaged_.begin(), damaged_.end());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace letterzak::server
