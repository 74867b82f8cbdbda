#pragma once
// The referee's refusal sentences shared with the web board: data/texts/refusals.tsv, embedded
// at build time (code<TAB>nl<TAB>en a line, '#' lines are comments).

#include <string_view>

namespace letterzak::tui {

std::string_view refusal_table();

}  // namespace letterzak::tui
