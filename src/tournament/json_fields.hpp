#pragma once
// Strict readers of JSON fields for the tournament's files (the tournament, its action log):
// a field that is missing or of the wrong type throws BadField with its path. Thrown inside a
// reader only and turned into an error at its edge, so the reading code stays a straight line.
// This is only the "required, with its path" layer: every value is read by the one JSON reader
// (formats/json_read.hpp), which owns the rules of conversion (whole numbers in range, …).

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "formats/json_read.hpp"

namespace letterzak::tournament::json_fields {

using nlohmann::json;

// A field that is missing or of the wrong type. Thrown inside the reader only and turned into a
// corrupt_file error at its edge, so the reading code stays a straight line.
struct BadField {
    std::string path;
    std::string problem;
};

inline const json& field(const json& obj, const std::string& path, const char* key) {
    if (!obj.is_object()) throw BadField{path, "is not an object"};
    const auto it = obj.find(key);
    if (it == obj.end()) throw BadField{path + "." + key, "is missing"};
    return *it;
}

inline int get_int(const json& j, const std::string& path) {
    if (!j.is_number_integer()) throw BadField{path, "is not a whole number"};
    int v = 0;
    if (!formats::read_as(j, v) || v < -1000000000 || v > 1000000000)
        throw BadField{path, "is out of range"};
    return v;
}

inline int int_field(const json& obj, const std::string& path, const char* key) {
    return get_int(field(obj, path, key), path + "." + key);
}

inline std::optional<int> optional_int_field(const json& obj, const std::string& path,
                                             const char* key) {
    const json& j = field(obj, path, key);
    if (j.is_null()) return std::nullopt;
    return get_int(j, path + "." + key);
}

inline bool bool_field(const json& obj, const std::string& path, const char* key) {
    const json& j = field(obj, path, key);
    bool v = false;
    if (!j.is_boolean() || !formats::read_as(j, v))
        throw BadField{path + "." + key, "is not true or false"};
    return v;
}

inline std::string string_field(const json& obj, const std::string& path, const char* key) {
    const json& j = field(obj, path, key);
    std::string v;
    if (!formats::read_as(j, v)) throw BadField{path + "." + key, "is not a string"};
    return v;
}

inline const json& array_field(const json& obj, const std::string& path, const char* key) {
    const json& j = field(obj, path, key);
    if (!j.is_array()) throw BadField{path + "." + key, "is not a list"};
    return j;
}

}  // namespace letterzak::tournament::json_fields
