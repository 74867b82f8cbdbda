#pragma once
// Reading JSON written by others (a stored game, a request body): one way for every reader.
// A field that is absent or null keeps its default; a field of the wrong type, or a name that
// is not in the enum's table, is an error the caller reports with the field's name. Nothing
// here throws.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/name_table.hpp"

namespace letterzak::formats {

// Reads j[key] into `out` when it is there; false when it has the wrong type.
template <class T>
bool read_field(const nlohmann::json& j, const char* key, T& out) {
    if (!j.is_object()) return false;
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return true;
    try {
        out = it->get<T>();
        return true;
    } catch (const nlohmann::json::exception&) {
        return false;
    }
}

// Reads j[key] as a name from the enum's table into `out` when it is there; false when it is
// not a string or names no value.
template <class E, std::size_t N>
bool read_name(const nlohmann::json& j, const char* key, const std::array<core::Named<E>, N>& table,
               E& out) {
    std::string name;
    if (!read_field(j, key, name)) return false;
    if (name.empty()) return true;
    const std::optional<E> value = core::value_in(table, name);
    if (!value) return false;
    out = *value;
    return true;
}

}  // namespace letterzak::formats
