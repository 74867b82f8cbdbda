#pragma once
// The computer levels as the terminal offers them: the names from the one level registry
// (ai/level.hpp), typed in English or Dutch. The seats themselves are ai::ComputerSeat, the
// same as the server's and self-play's.

#include <string>
#include <vector>

namespace letterzak::tui {

// Every level --level accepts: the English names, then the Dutch ones that differ.
std::vector<std::string> computer_levels();
// The engine's name for a level typed in either language ("clubspeler" → "club"); the name
// itself when it is no level.
std::string canonical_level(const std::string& name);
// How a level is shown: the Dutch name to Dutch players.
std::string level_display(const std::string& level, bool dutch);
// The level of a new game: the registry's default, as at every edge.
std::string default_level();

}  // namespace letterzak::tui
