// The action log (issue 21, item 2): a 7-round Swiss replayed from its exported log equals the
// original; the undo of each kind of action gives back the state before it; a damaged log is
// refused with the line that broke it.

#include "tournament/action_log.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "tournament/pairing.hpp"
#include "tournament/tournament_json.hpp"

namespace letterzak::tournament {
namespace {

constexpr std::int64_t kT0 = 1'700'000'000'000;

Settings swiss(int rounds) {
    Settings s;
    s.system = PairingSystem::kSwiss;
    s.rounds = rounds;
    return s;
}

// The director's desk: a tournament and its log, changed only through recorded actions.
struct Desk {
    Tournament t;
    ActionLog log;
    std::int64_t clock = kT0;

    explicit Desk(Settings s) {
        t.name = "Clubavond";
        t.settings = std::move(s);
    }
    void act(Action a) {
        const auto ok = record_action(t, log, std::move(a), clock += 1000, "director");
        ASSERT_TRUE(ok) << ok.error().message;
    }
    void pair() {
        auto p = pair_action(t);
        ASSERT_TRUE(p) << p.error().message;
        act(*p);
    }
    void result(int round, PlayerId a, int sa, PlayerId b, int sb) {
        GameReport g;
        g.players[0].player = a;
        g.players[0].score = sa;
        g.players[1].player = b;
        g.players[1].score = sb;
        act(EnterResult{round, g});
    }
    // Every game of the last round, scores from the boards' numbers (no two alike).
    void play_round() {
        const Round r = t.rounds.back();  // a copy: each result replaces the tournament
        int board = 0;
        for (const Pairing& p : r.pairings) {
            if (!p.is_game()) continue;
            ++board;
            result(r.number, p.first, 300 + 17 * board + 3 * r.number, p.second,
                   330 - 11 * board + 5 * (r.number % 3));
        }
    }
    std::string state() const { return serialize_tournament(t); }
};

Desk seven_round_swiss() {
    Desk d(swiss(7));
    const char* names[] = {"Anna", "Bert", "Carla", "Dirk", "Els", "Fenna", "Gijs", "Hanna", "Ivo"};
    int rating = 1900;
    for (const char* n : names) d.act(AddPlayer{n, rating -= 50});
    for (int round = 1; round <= 7; ++round) {
        d.pair();
        d.play_round();
        if (round == 2) d.act(SetWithdrawn{9, true});  // Ivo leaves: the field is even again
        if (round == 3) {
            // A jury correction of round 3, board 1.
            const Pairing p = d.t.rounds[2].pairings[0];
            d.result(3, p.first, 401, p.second, 399);
        }
    }
    return d;
}

TEST(ActionLog, ASevenRoundSwissReplayedFromItsExportedLogIsTheSame) {
    const Desk d = seven_round_swiss();
    ASSERT_EQ(current_round(d.t), 7);
    const auto imported = import_log(export_log(d.log));
    ASSERT_TRUE(imported) << imported.error().message;
    ASSERT_EQ(imported->size(), d.log.size());
    const auto again = replay(*imported);
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_EQ(serialize_tournament(*again), d.state());
    // Every entry keeps its time and author.
    EXPECT_EQ(export_log(*imported), export_log(d.log));
    EXPECT_EQ(imported->front().author, "director");
    EXPECT_EQ(action_kind(imported->front().action), "create");
}

// Each kind of action, done and undone: the state is the one before it, and the log grew by
// the action and its undo (nothing deleted).
TEST(ActionLog, UndoOfEachKindOfActionRestoresTheStateBeforeIt) {
    Desk d(swiss(4));
    for (const char* n : {"Anna", "Bert", "Carla", "Dirk", "Els"}) d.act(AddPlayer{n, {}});
    d.pair();
    const auto undo_restores = [&](const char* what, const std::function<void()>& action) {
        const std::string before = d.state();
        const std::size_t entries = d.log.size();
        action();
        ASSERT_NE(d.state(), before) << what << " changed nothing";
        auto undone = undo_last(d.t, d.log, d.clock += 1000, "director");
        ASSERT_TRUE(undone) << what << ": " << undone.error().message;
        EXPECT_EQ(d.state(), before) << what;
        EXPECT_EQ(d.log.size(), entries + 2) << what;
        const auto replayed = replay(d.log);
        ASSERT_TRUE(replayed);
        EXPECT_EQ(serialize_tournament(*replayed), before) << what;
    };
    undo_restores("add a player", [&] { d.act(AddPlayer{"Fenna", 1500}); });
    undo_restores("withdraw", [&] { d.act(SetWithdrawn{2, true}); });
    const Pairing p = d.t.rounds[0].pairings[0];
    undo_restores("a result", [&] { d.result(1, p.first, 420, p.second, 380); });
    d.play_round();
    undo_restores("a correction", [&] { d.result(1, p.first, 300, p.second, 380); });
    undo_restores("pair", [&] { d.pair(); });
    undo_restores("unpair", [&] { d.act(UnpairRound{1, true}); });
    Settings changed = d.t.settings;
    changed.bye.spread = 75;
    undo_restores("settings", [&] { d.act(ChangeSettings{changed}); });

    // Undo after undo reverts the action before; the creation itself stays.
    Desk fresh(swiss(3));
    fresh.act(AddPlayer{"Anna", {}});
    fresh.act(AddPlayer{"Bert", {}});
    ASSERT_TRUE(undo_last(fresh.t, fresh.log, kT0, "director"));
    ASSERT_TRUE(undo_last(fresh.t, fresh.log, kT0, "director"));
    EXPECT_TRUE(fresh.t.players.empty());
    const auto nothing = undo_last(fresh.t, fresh.log, kT0, "director");
    ASSERT_FALSE(nothing);
    EXPECT_EQ(nothing.error().code, "nothing_to_undo");
}

TEST(ActionLog, ARefusedActionLeavesTheTournamentAndTheLogAsTheyWere) {
    Desk d(swiss(3));
    d.act(AddPlayer{"Anna", {}});
    const std::string before = d.state();
    const std::size_t entries = d.log.size();
    EXPECT_FALSE(record_action(d.t, d.log, AddPlayer{"anna", {}}, kT0, "director"));
    EXPECT_FALSE(record_action(d.t, d.log, UnpairRound{1, false}, kT0, "director"));
    EXPECT_FALSE(record_action(d.t, d.log, CreateTournament{"Again", swiss(3)}, kT0, "director"));
    EXPECT_EQ(d.state(), before);
    EXPECT_EQ(d.log.size(), entries);
}

TEST(ActionLog, ALogBegunOnAnExistingTournamentStartsFromItsState) {
    Tournament t = *make_tournament("Oud", swiss(3));
    ASSERT_TRUE(add_player(t, "Anna"));
    ASSERT_TRUE(add_player(t, "Bert"));
    ActionLog log;
    ASSERT_TRUE(record_action(t, log, AddPlayer{"Carla", {}}, kT0, "command line"));
    ASSERT_EQ(log.size(), 2u);
    EXPECT_EQ(action_kind(log[0].action), "start_from");
    const auto replayed = replay(log);
    ASSERT_TRUE(replayed);
    EXPECT_EQ(serialize_tournament(*replayed), serialize_tournament(t));
    // The state it started from cannot be undone away.
    ASSERT_TRUE(undo_last(t, log, kT0, "command line"));
    EXPECT_EQ(t.players.size(), 2u);
    EXPECT_FALSE(undo_last(t, log, kT0, "command line"));
}

// Replaces line `n` (1-based) of `text`.
std::string with_line(const std::string& text, std::size_t n, const std::string& line) {
    std::size_t start = 0;
    for (std::size_t i = 1; i < n; ++i) start = text.find('\n', start) + 1;
    const std::size_t end = text.find('\n', start);
    return text.substr(0, start) + line + text.substr(end);
}

std::string line_of(const std::string& text, std::size_t n) {
    std::size_t start = 0;
    for (std::size_t i = 1; i < n; ++i) start = text.find('\n', start) + 1;
    return text.substr(start, text.find('\n', start) - start);
}

TEST(ActionLog, ALogWithADamagedEventIsRefusedWithItsLine) {
    const Desk d = seven_round_swiss();
    const std::string good = export_log(d.log);
    // Line 1 is the header, line 2 the creation, lines 3–11 the players, line 12 round 1.
    ASSERT_NE(line_of(good, 12).find("\"kind\":\"pair\""), std::string::npos) << line_of(good, 12);
    struct Damage {
        std::size_t line;
        std::string text;
        std::string expect;
    };
    std::string result_line;
    std::size_t result_at = 0;
    for (std::size_t n = 13; result_at == 0; ++n)
        if (line_of(good, n).find("\"kind\":\"result\"") != std::string::npos) result_at = n;
    result_line = line_of(good, result_at);
    std::string wrong_round = result_line;
    wrong_round.replace(wrong_round.find("\"round\":1"), 9, "\"round\":6");
    const std::vector<Damage> damages = {
        {5, "{\"seq\":4,\"at\":1,", "not valid JSON"},
        {7, R"({"seq":6,"at":1,"author":"x","kind":"promote","action":{}})",
         "not a tournament action"},
        {result_at, wrong_round, "does not apply"},
        {4,
         R"({"seq":3,"at":1,"author":"x","kind":"add_player","action":{"name":"Anna","rating":null}})",
         "does not apply"},
        {3, R"({"seq":9,"at":1,"author":"x","kind":"undo","action":{"target":5}})",
         "undoes action 5"},
        {1, R"({"kind":"something-else","format_version":1})", "not a Letterzak tournament log"},
        // Found by the fuzzer: a field of another type, a version past int's range.
        {1, R"({"kind":7,"format_version":1})", "not a Letterzak tournament log"},
        {1, R"({"kind":"letterzak-tournament-log","format_version":4.4e43})", "format version"},
        {1, R"({"kind":"letterzak-tournament-log","format_version":"1"})", "format version"},
    };
    for (const Damage& damage : damages) {
        const auto r = import_log(with_line(good, damage.line, damage.text));
        ASSERT_FALSE(r) << "line " << damage.line << " was accepted: " << damage.text;
        EXPECT_EQ(r.error().code, "damaged_log");
        EXPECT_NE(r.error().message.find(fmt::format("line {}", damage.line)), std::string::npos)
            << r.error().message;
        EXPECT_NE(r.error().message.find(damage.expect), std::string::npos) << r.error().message;
    }
    EXPECT_EQ(import_log("").error().code, "damaged_log");
}

}  // namespace
}  // namespace letterzak::tournament
