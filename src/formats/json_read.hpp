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
#include <vector>

#include "core/name_table.hpp"

namespace letterzak::formats {

namespace detail {

template <class T>
constexpr bool kWholeNumber = std::is_integral_v<T> && !std::is_same_v<T, bool>;

template <class T>
struct IsWholeNumberVector : std::false_type {};
template <class T, class A>
struct IsWholeNumberVector<std::vector<T, A>> : std::bool_constant<kWholeNumber<T>> {};

// Reads one JSON value as T. nlohmann converts a number to an integer with a plain cast:
// 1.7e53 into an int is undefined behaviour, 2^40 wraps. Only whole numbers within T's range
// are read, and the elements of an array of integers obey the same rule.
template <class T>
bool read_value(const nlohmann::json& v, T& out) {
    if constexpr (kWholeNumber<T>) {
        if (v.is_number_unsigned()) {
            const auto n = v.template get<std::uint64_t>();
            if (n > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) return false;
            out = static_cast<T>(n);
            return true;
        }
        if (v.is_number_integer()) {
            const auto n = v.template get<std::int64_t>();
            if constexpr (std::is_unsigned_v<T>) {
                if (n < 0 || static_cast<std::uint64_t>(n) >
                                 static_cast<std::uint64_t>(std::numeric_limits<T>::max()))
                    return false;
            } else {
                if (n < static_cast<std::int64_t>(std::numeric_limits<T>::min()) ||
                    n > static_cast<std::int64_t>(std::numeric_limits<T>::max()))
                    return false;
            }
            out = static_cast<T>(n);
            return true;
        }
        return false;  // a fraction, a string, …
    } else if constexpr (IsWholeNumberVector<T>::value) {
        if (!v.is_array()) return false;
        T values;
        values.reserve(v.size());
        for (const auto& element : v) {
            typename T::value_type n{};
            if (!read_value(element, n)) return false;
            values.push_back(n);
        }
        out = std::move(values);
        return true;
    } else {
        try {
            out = v.template get<T>();
            return true;
        } catch (const nlohmann::json::exception&) {
            return false;
        }
    }
}

}  // namespace detail

// Reads one JSON value (an array's element, a field whose type varies) as T into `out`; false,
// and `out` untouched, when it is not a T (for integers: not a whole number in T's range).
template <class T>
bool read_as(const nlohmann::json& v, T& out) {
    return detail::read_value(v, out);
}

// Reads j[key] into `out` when it is there; false when it has the wrong type.
template <class T>
bool read_field(const nlohmann::json& j, const char* key, T& out) {
    if (!j.is_object()) return false;
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return true;
    return detail::read_value(*it, out);
}

// Whether j holds key with a value other than null: what read_field leaves at its default.
inline bool has_field(const nlohmann::json& j, const char* key) {
    if (!j.is_object()) return false;
    const auto it = j.find(key);
    return it != j.end() && !it->is_null();
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
