#pragma once
// Tournament requests as a director's client sends them, read strictly into what the
// tournament engine takes. A field of the wrong type, or one this server does not know (a
// typo would otherwise be ignored in silence), is "bad_request"; whether the values make a
// tournament is the engine's to say (validate_settings, add_player, enter_result).
//
//   new tournament  {"name":"Clubavond","format":"wedstrijd","system":"swiss","rounds":7,
//                    "koth_rounds":0,"rules":"tournament","clock_minutes":25,
//                    "bye":{"win":1,"spread":50,"points":null},"forfeit_spread":50,
//                    "resistance":{"cut_lowest":0,"opponent_spread":false,
//                                  "count_opponent_byes":false},
//                    "clock":{"overtime":"penalty","penalty_per_minute":10,
//                             "overtime_limit_minutes":0,"total_minutes":0},
//                    "settings":{"blank_swap":"off","play_on_after_out":false,"veto":false,
//                                "failed_challenge_penalty":0}}          (only name required)
//                   ("clock" and "settings" as the new-game request reads them, for every game)
//   players         {"name":"Anna","rating":1650,"computer":"club"}  or  {"players":[…]}
//   result          {"players":[{"player":3,"score":420,"jury_score":400,"forfeited":false,
//                                "lost_on_time":false,"resigned":false,"no_show":false},
//                               {"player":"Bert","score":380}], "adjourned":false}
//   server game     {"board":2}  or  {"player":3}, and "replace":true to start it again
//   correction      {"player":3,"points":-35,"note":"ZOEF is no word"}

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "tournament/game_result.hpp"
#include "tournament/settings.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::server {

struct NewTournament {
    std::string name;
    tournament::Settings settings;
};
Result<NewTournament> parse_new_tournament(const nlohmann::json& body);

struct PlayerEntry {
    std::string name;
    std::optional<int> rating;
    std::string computer;  // a computer level: the server seats a computer for this player
};
// One player, or {"players":[…]} (at most kMaxPlayersPerRequest).
inline constexpr std::size_t kMaxPlayersPerRequest = 500;
Result<std::vector<PlayerEntry>> parse_player_entries(const nlohmann::json& body);

// Players may be named by id (3, "#3", "3") or by name, as on a score sheet.
Result<tournament::GameReport> parse_result(const nlohmann::json& body,
                                            const tournament::Tournament& t);

struct GameStart {
    std::optional<int> board;                    // 1-based, in the round's board order
    std::optional<tournament::PlayerId> player;  // or either player of the pairing
    bool replace = false;  // a game is already under way for the pairing: start a new one
};
Result<GameStart> parse_game_start(const nlohmann::json& body, const tournament::Tournament& t);

struct Correction {
    tournament::PlayerId player = tournament::kNoPlayer;
    int points = 0;  // signed; a penalty is negative
    std::string note;
};
Result<Correction> parse_correction(const nlohmann::json& body, const tournament::Tournament& t);

// {"player":3,"kind":"warning"|"disqualification"|"penalty","points"?:20,"note"?:"…"}
Result<tournament::Sanction> parse_sanction(const nlohmann::json& body,
                                            const tournament::Tournament& t);

}  // namespace letterzak::server
