#pragma once
// A name table for an enum: every value with the one name it is written as in files, logs and
// the database, both ways. Each enum that is stored keeps its table beside its definition, so
// that adding a value without a name is a visible gap next to the value itself. Names are
// part of stored data: a table only ever gains entries, and a renamed value keeps its old name.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace letterzak::core {

template <class E>
struct Named {
    E value;
    std::string_view name;
};

template <class E, std::size_t N>
constexpr std::string_view name_in(const std::array<Named<E>, N>& table, E value) {
    for (const Named<E>& n : table)
        if (n.value == value) return n.name;
    return "?";
}

template <class E, std::size_t N>
constexpr std::optional<E> value_in(const std::array<Named<E>, N>& table, std::string_view name) {
    for (const Named<E>& n : table)
        if (n.name == name) return n.value;
    return std::nullopt;
}

}  // namespace letterzak::core
