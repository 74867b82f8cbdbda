#pragma once
// Moves as clients send them, read into the referee's terms. A placement is the tiles put on
// squares, as a board UI knows them:
//   {"type":"place","tiles":[{"square":112,"letter":"T"},{"square":"I8","letter":"E","blank":true}]}
// (a square as 0..224 or its name "H8"; a blank carries the letter it stands for), or a move
// in GCG notation: {"type":"place","move":"8H TREIN"}. An exchange names the tiles given back:
// {"type":"exchange","tiles":["E","E","?"]} (or "EE?"); a pass is {"type":"pass"}.
// Malformed requests are refused with "bad_request" and a message saying what is wrong.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"

namespace letterzak::server {

// A letter of the rule set's tiles from "A".."Z" / "IJ" (either case); "?" only if blank_ok.
Result<core::Letter> parse_letter(const nlohmann::json& value, const core::RuleSet& rules,
                                  bool blank_ok);

// A square from 0..224 or a name "H8".
Result<int> parse_square(const nlohmann::json& value);

// What every command body carries: its "type" (a string) and, optionally, the "version" of
// the game the client saw (the number of events; null or absent: not checked). Errors say
// which field is wrong and why: {"type": 1} is not "missing", {"version": -1} is a number.
struct CommandHeader {
    std::string type;
    std::optional<std::size_t> version;
};
Result<CommandHeader> parse_command_header(const nlohmann::json& body);

// A placement, exchange or pass, from a request body ("type" decides).
Result<core::Move> parse_move_request(const nlohmann::json& body, const core::Board& board,
                                      const core::RuleSet& rules);

}  // namespace letterzak::server
