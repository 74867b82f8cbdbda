#pragma once
// A small stand-in for std::expected (not in g++ 12): a value or a typed error.
// The interface follows std::expected so the two can be swapped later.

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace letterzak {

// An error carries a machine-readable code (stable, snake_case, for UIs to translate)
// and an English message for logs and the command line.
struct Error {
    std::string code;
    std::string message;
};

template <class E>
struct Unexpected {
    E error;
};

inline Unexpected<Error> make_error(std::string code, std::string message) {
    return Unexpected<Error>{Error{std::move(code), std::move(message)}};
}

template <class T, class E = Error>
class [[nodiscard]] Result {
  public:
    Result(T value) : data_(std::in_place_index<0>, std::move(value)) {}                // NOLINT
    Result(Unexpected<E> err) : data_(std::in_place_index<1>, std::move(err.error)) {}  // NOLINT

    bool has_value() const { return data_.index() == 0; }
    explicit operator bool() const { return has_value(); }

    T& value() & {
        assert(has_value());
        return std::get<0>(data_);
    }
    const T& value() const& {
        assert(has_value());
        return std::get<0>(data_);
    }
    T&& value() && {
        assert(has_value());
        return std::get<0>(std::move(data_));
    }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const E& error() const {
        assert(!has_value());
        return std::get<1>(data_);
    }

  private:
    std::variant<T, E> data_;
};

// Result<void>: success or an error.
template <class E>
class [[nodiscard]] Result<void, E> {
  public:
    Result() = default;
    Result(Unexpected<E> err) : error_(std::move(err.error)), ok_(false) {}  // NOLINT
    bool has_value() const { return ok_; }
    explicit operator bool() const { return ok_; }
    const E& error() const {
        assert(!ok_);
        return error_;
    }

  private:
    E error_{};
    bool ok_ = true;
};

}  // namespace letterzak
