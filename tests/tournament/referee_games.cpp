#include "tournament/referee_games.hpp"

#include <gtest/gtest.h>

#include <array>
#include <map>
#include <memory>
#include <string_view>

#include "ai/computer_seat.hpp"
#include "ai/leave_file.hpp"
#include "ai/players.hpp"
#include "ai/seeds.hpp"
#include "lexicon/lexicon.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::tournament::testing {
namespace {

// Who sits down for a tournament player: a rating buys the engine's stronger player, so that the
// field is not sixteen equals and the Swiss has strength to sort as well as luck. First match
// wins; unrated players get the last row.
struct Seating {
    int min_rating;
    std::string_view player;  // an ai::player_factory name
};
constexpr std::array kSeating{Seating{1600, "static"}, Seating{0, "greedy"}};

std::string_view seated_player(const Player& p) {
    for (const Seating& s : kSeating)
        if (p.rating.value_or(0) >= s.min_rating) return s.player;
    return kSeating.back().player;
}

// The Dutch list under one reading, opened once per process and kept for its length: the games
// a RefereeGames keeps hold on to their judge, and replays of their records need it again.
struct Dictionary {
    lexicon::Lexicon lexicon;
    std::unique_ptr<game::LexiconJudge> judge;
    std::shared_ptr<const movegen::KwgIndex> index;
};

const Dictionary& dictionary(core::WordReading reading) {
    static std::map<core::WordReading, std::unique_ptr<Dictionary>> cache;
    std::unique_ptr<Dictionary>& d = cache[reading];
    if (!d) {
        auto lex = lexicon::Lexicon::open("", reading);
        if (!lex) ADD_FAILURE() << "no Dutch word list: " << lex.error().message;
        d = std::make_unique<Dictionary>();
        if (lex) d->lexicon = std::move(*lex);
        d->judge = std::make_unique<game::LexiconJudge>(d->lexicon, "wdutch");
        d->index = std::make_shared<const movegen::KwgIndex>(d->lexicon.kwg());
    }
    return *d;
}

// The tournament's line of a finished game, in the pairing's seat order (seat 0 started).
GameReport report_of(const game::Game& g, const Pairing& pairing) {
    const game::GameResult r = g.result();
    GameReport report;
    for (std::size_t seat = 0; seat < 2; ++seat) {
        const game::SeatResult& s = r.seats[seat];
        PlayerReport& line = report.players[seat];
        line.player = seat == 0 ? pairing.first : pairing.second;
        line.score = s.raw_final;  // the score sheet's total: play, rack points, overtime
        if (s.jury != 0) line.jury_score = s.final_score;  // the jury's red pen
        // A flag or a resignation loses whatever the score; the tournament records both as the
        // one such loss it knows (SPEC §4: lost on time).
        line.lost_on_time = s.forfeited;
    }
    return report;
}

}  // namespace

const game::WordJudge& referee_judge(const core::RuleSet& rules) {
    return *dictionary(rules.reading).judge;
}

GameReport RefereeGames::operator()(const Tournament& t, int round, const Pairing& pairing) {
    const core::RuleSet* rules = core::rule_set_by_name(t.settings.rules);
    const Player* first = find_player(t, pairing.first);
    const Player* second = find_player(t, pairing.second);
    if (!rules || !first || !second) {
        ADD_FAILURE() << "round " << round << ": cannot seat " << pairing.first << "–"
                      << pairing.second << " under " << t.settings.rules;
        return {};
    }
    const Dictionary& dict = dictionary(rules->reading);
    const std::uint64_t game_seed =
        ai::derive_seed(seed_, static_cast<std::uint64_t>(round),
                        static_cast<std::uint64_t>(pairing.first) << 32 |
                            static_cast<std::uint64_t>(pairing.second));

    ai::PlayerContext context;
    context.rules = rules;
    context.kwg = &dict.lexicon.kwg();
    context.index = dict.index;
    context.leaves = &ai::default_leave_file(*rules);
    std::array<std::unique_ptr<ai::ComputerSeat>, 2> seats;
    std::array<ai::ComputerSeat*, 2> seated{};
    for (std::size_t seat = 0; seat < 2; ++seat) {
        auto made = ai::ComputerSeat::create(seated_player(seat == 0 ? *first : *second), context);
        if (!made) {
            ADD_FAILURE() << made.error().message;
            return {};
        }
        seats[seat] = std::move(*made);
        seats[seat]->new_game(ai::derive_seed(game_seed, seat));
        seated[seat] = seats[seat].get();
    }

    game::GameSetup setup =
        game::GameSetup::for_rules(*rules, {first->name, second->name}, game_seed);
    setup.starter = 0;  // the pairing decides who starts, not a draw
    setup.knockout = t.settings.system == PairingSystem::kKnockOut;
    auto created = game::Game::create(std::move(setup), game::Services{dict.judge.get(), nullptr});
    if (!created) {
        ADD_FAILURE() << "round " << round << ": " << created.error().message;
        return {};
    }
    if (auto played = ai::play_out(*created, seated, dict.judge.get()); !played)
        ADD_FAILURE() << "round " << round << ", " << first->name << "–" << second->name << ": "
                      << played.error().message;
    GameReport report = report_of(*created, pairing);
    games_.push_back(RefereeGame{round, pairing, std::move(*created)});
    return report;
}

}  // namespace letterzak::tournament::testing
