#pragma once
// Reading JSON written by others (a stored game, a request body): one way for every reader.
// A field that is absent or null keeps its default; a field of the wrong type, or a name that
// is not in the enum's table, is an error the caller reports with the field's name. Nothing
// here throws.

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "core/name_table.hpp"

namespace letterzak::formats {

// Reads j[key] into `out` when it is there; false when it has the wrong type.
template <class T>
bool read_field(const nlohmann::json& j, const char* key, T& out) {
    if (!j.is_object()) return false;
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return true;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        // nlohmann converts a number to an integer with a plain cast: 1.7e53 into an int is
        // undefined behaviour, 2^40 wraps. Only whole numbers within T's range are read.
        if (it->is_number_unsigned()) {
            const auto v = it->template get<std::uint64_t>();
            if (v > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) return false;
            out = static_cast<T>(v);
            return true;
        }
        if (it->is_number_integer()) {
            const auto v = it->template get<std::int64_t>();
            if constexpr (std::is_unsigned_v<T>) {
                if (v < 0 || static_cast<std::uint64_t>(v) >
                                 static_cast<std::uint64_t>(std::numeric_limits<T>::max()))
                    return false;
            } else {
                if (v < static_cast<std::int64_t>(std::numeric_limits<T>::min()) ||
                    v > static_cast<std::int64_t>(std::numeric_limits<T>::max()))
                    return false;
            }
            out = static_cast<T>(v);
            return true;
        }
        return false;  // a fraction, a string, …
    } else {
        try {
            out = it->template get<T>();
            return true;
        } catch (const nlohmann::json::exception&) {
            return false;
        }
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
