#pragma once
// Reading a text file line by line (the action log's JSON Lines, TSH's `.t` file): the line
// taken off the front of `text`, without its "\n" or "\r\n".

#include <string_view>

namespace letterzak::tournament {

inline std::string_view take_line(std::string_view& text) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

}  // namespace letterzak::tournament
