#pragma once
// Request bodies as JSON, read defensively: size is limited by the HTTP layer, nesting here
// (a deeply nested body would otherwise cost stack in the parser and in destruction), and
// anything that is not one JSON value is "bad_json".

#include <nlohmann/json.hpp>
#include <string_view>

#include "core/result.hpp"

namespace letterzak::server {

inline constexpr int kMaxJsonDepth = 32;

Result<nlohmann::json> parse_json_body(std::string_view body);

}  // namespace letterzak::server
