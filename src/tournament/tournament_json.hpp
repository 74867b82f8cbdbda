#pragma once
// The tournament as JSON: the file the CLI keeps, and the shape the server will send. Reading
// checks every field and then the whole (validate_tournament), so a damaged or hand-edited file
// is an error with a path to the bad field, never a crash or a silently wrong standings list.

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "tournament/prizes.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {

inline constexpr int kJsonFormatVersion = 1;

nlohmann::json tournament_to_json(const Tournament& t);
// The settings alone, as stored inside a tournament (the action log writes them too).
nlohmann::json settings_to_json(const Settings& s);
Result<Settings> settings_from_json(const nlohmann::json& j);  // errors: corrupt_file
// The prize settings, as stored and as the API takes them:
//   {"overall":3,"classes":[{"name":"A","min_rating":1600,"places":2},
//                           {"name":"B","min_rating":null,"places":1}],
//    "best_game":true,"highest_score":true,"best_bingo":true}      (every field optional)
// Errors: bad_request naming the field (an unknown one included).
nlohmann::json prizes_to_json(const PrizeSettings& p);
Result<PrizeSettings> prizes_from_json(const nlohmann::json& j);

// One game's result in the stored form (with its derived "kind"): the API shows the same.
nlohmann::json result_to_json(const GameResult& r);
nlohmann::json sanction_to_json(const Sanction& s);
// The prize list for the API: {"final","games_over_board","games_with_moves","empty_classes",
// "awards":[{"category","class"?,"place","shared","player","name","value"?,"round"?,
// "opponent"?,"opponent_name"?,"word"?}]}.
nlohmann::json prize_list_to_json(const Tournament& t, const PrizeList& list);
Result<Tournament> tournament_from_json(const nlohmann::json& j);

// Text forms (pretty-printed, UTF-8). Errors: corrupt_file.
std::string serialize_tournament(const Tournament& t);
Result<Tournament> parse_tournament(std::string_view text);

}  // namespace letterzak::tournament
