#pragma once
// Helpers for scripted games: rule sets with a small tile set (so that the bag runs empty in a
// few turns), declared racks, moves written in GCG notation, and a comparison of two games'
// states for the replay tests.

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "core/rules.hpp"
#include "core/tile_set.hpp"
#include "formats/game_log.hpp"
#include "formats/notation.hpp"
#include "game/game.hpp"

namespace letterzak::testing {

inline const core::RuleSet& rules_named(const char* name) {
    return *core::rule_set_by_name(name);
}

// A tile set with the values of `base` and only the given counts ("AENT" × 4 …).
inline core::TileSet counted_set(const core::TileSet& base,
                                 std::initializer_list<std::pair<char, int>> counts,
                                 int blanks = 0) {
    core::TileSet t;
    t.name = base.name + "-small";
    t.value = base.value;
    t.count = {};
    for (const auto& [c, n] : counts) t.count[static_cast<std::size_t>(c - 'A' + 1)] = n;
    t.count[0] = blanks;
    return t;
}

inline core::Rack rack(const std::string& text) {
    auto r = core::Rack::parse(text);
    EXPECT_TRUE(r.has_value()) << text;
    return r ? *r : core::Rack{};
}

inline core::Move move(const game::Game& g, const std::string& text) {
    auto m = formats::parse_move(text, g.board(), formats::Notation::kGcg);
    EXPECT_TRUE(m.has_value()) << text << ": " << (m ? "" : m.error().message);
    return m ? *m : core::Move{};
}

// A declared game (tiles named by the test) under `rules`.
inline game::Game declared_game(const core::RuleSet& rules, std::vector<std::string> players,
                                int starter = 0, game::Services services = {},
                                game::ClockSettings clock = {}, bool knockout = false) {
    game::GameSetup s = game::GameSetup::for_rules(rules, std::move(players));
    s.supply = game::TileSupply::kDeclared;
    s.starter = starter;
    s.clock = clock;
    s.knockout = knockout;
    auto g = game::Game::create(s, services);
    EXPECT_TRUE(g.has_value()) << (g ? "" : g.error().message);
    return std::move(*g);
}

#define EXPECT_OK(expr)                                                                       \
    do {                                                                                      \
        auto&& lz_r = (expr);                                                                 \
        EXPECT_TRUE(lz_r.has_value()) << #expr << ": " << (lz_r ? "" : lz_r.error().message); \
    } while (0)

#define EXPECT_REFUSED(expr, code_)                                      \
    do {                                                                 \
        auto&& lz_r = (expr);                                            \
        EXPECT_FALSE(lz_r.has_value()) << #expr << " was accepted";      \
        if (!lz_r.has_value()) {                                         \
            EXPECT_EQ(lz_r.error().code, code_) << lz_r.error().message; \
        }                                                                \
    } while (0)

// Everything a player or a record could observe, equal in both games.
inline void expect_same_state(const game::Game& a, const game::Game& b) {
    ASSERT_EQ(a.seats(), b.seats());
    EXPECT_TRUE(a.board() == b.board());
    EXPECT_EQ(a.status(), b.status());
    EXPECT_EQ(a.end_reason(), b.end_reason());
    EXPECT_EQ(a.to_move(), b.to_move());
    EXPECT_EQ(a.turn_number(), b.turn_number());
    EXPECT_EQ(a.bag_size(), b.bag_size());
    EXPECT_EQ(a.scoreless_run(), b.scoreless_run());
    for (int s = 0; s < a.seats(); ++s) {
        EXPECT_EQ(a.score(s), b.score(s)) << "seat " << s;
        EXPECT_TRUE(a.rack(s) == b.rack(s))
            << "seat " << s << ": " << a.rack(s).to_string() << " vs " << b.rack(s).to_string();
        EXPECT_EQ(a.rack_count(s), b.rack_count(s));
    }
    ASSERT_EQ(a.turns().size(), b.turns().size());
    for (std::size_t i = 0; i < a.turns().size(); ++i) {
        EXPECT_EQ(a.turns()[i].score, b.turns()[i].score) << "turn " << i;
        EXPECT_EQ(a.turns()[i].kind, b.turns()[i].kind) << "turn " << i;
        EXPECT_TRUE(a.turns()[i].move.same_play(b.turns()[i].move)) << "turn " << i;
        EXPECT_EQ(a.turns()[i].withdrawn, b.turns()[i].withdrawn) << "turn " << i;
        EXPECT_EQ(a.turns()[i].drawn, b.turns()[i].drawn) << "turn " << i;
    }
    EXPECT_EQ(a.adjustments().size(), b.adjustments().size());
    const game::GameResult ra = a.result(), rb = b.result();
    ASSERT_EQ(ra.seats.size(), rb.seats.size());
    for (std::size_t s = 0; s < ra.seats.size(); ++s) {
        EXPECT_EQ(ra.seats[s].final_score, rb.seats[s].final_score);
        EXPECT_EQ(ra.seats[s].raw_final, rb.seats[s].raw_final);
        EXPECT_EQ(ra.seats[s].match_points, rb.seats[s].match_points);
    }
    EXPECT_EQ(ra.winner, rb.winner);
    for (int s = 0; s < a.seats(); ++s)
        EXPECT_EQ(a.clock().used(s, a.last_event_at()), b.clock().used(s, b.last_event_at()));
}

// The game rebuilt from its own event log is the same game, and so is the game rebuilt from
// the log written as JSON and read back.
inline void expect_replays(const game::Game& g) {
    auto again = game::Game::replay(g.setup(), g.events());
    ASSERT_TRUE(again.has_value()) << again.error().message;
    expect_same_state(g, *again);
    if (core::tile_set_by_name(g.rules().tiles->name) == nullptr) return;  // a test's own tile set
    const nlohmann::json log = formats::game_log_json(g);
    auto loaded = formats::game_from_log(nlohmann::json::parse(log.dump()));
    ASSERT_TRUE(loaded.has_value()) << loaded.error().message << "\n" << log.dump(1);
    expect_same_state(g, *loaded);
    EXPECT_EQ(loaded->events(), g.events());
    EXPECT_EQ(formats::game_log_json(*loaded), log);
}

}  // namespace letterzak::testing
