#include "server/json_body.hpp"

namespace letterzak::server {

namespace {

// The deepest nesting of [ and { outside strings.
int nesting(std::string_view text) {
    int depth = 0, deepest = 0;
    bool in_string = false, escaped = false;
    for (char c : text) {
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"')
            in_string = true;
        else if (c == '[' || c == '{')
            deepest = std::max(deepest, ++depth);
        else if (c == ']' || c == '}')
            --depth;
    }
    return deepest;
}

}  // namespace

Result<nlohmann::json> parse_json_body(std::string_view body) {
    if (body.empty()) return make_error("bad_json", "the request needs a JSON body");
    if (nesting(body) > kMaxJsonDepth)
        return make_error("bad_json", "the JSON is nested too deeply");
    auto j = nlohmann::json::parse(body, nullptr, false);
    if (j.is_discarded()) return make_error("bad_json", "the body is not valid JSON");
    return j;
}

}  // namespace letterzak::server
