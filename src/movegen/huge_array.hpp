#pragma once
// A zero-filled array for the large tables the generator reads at random (the automaton's
// index, the anagram table). Its memory is aligned to 2 MiB and, where the system allows,
// advised as transparent huge pages over every whole 2 MiB it covers: the reads jump all over
// megabytes, and with 4 KiB pages nearly every one also missed the TLB. What lies past the last
// whole 2 MiB keeps small pages, so the array holds no more resident memory than a vector of
// the same size would.

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <span>
#include <type_traits>
#include <utility>

namespace letterzak::movegen {

namespace huge_detail {

// Zeroed memory of at least `bytes` (none for 0), advised as above; freed by std::free.
void* allocate(std::size_t bytes);

}  // namespace huge_detail

template <typename T>
class HugeArray {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "a HugeArray holds plain data: it is zero-filled, never constructed");

  public:
    HugeArray() = default;
    explicit HugeArray(std::size_t size)
        : data_(static_cast<T*>(huge_detail::allocate(size * sizeof(T)))), size_(size) {}

    // A moved-from array is empty.
    HugeArray(HugeArray&& other) noexcept
        : data_(std::move(other.data_)), size_(std::exchange(other.size_, 0)) {}
    HugeArray& operator=(HugeArray&& other) noexcept {
        data_ = std::move(other.data_);
        size_ = std::exchange(other.size_, 0);
        return *this;
    }

    T& operator[](std::size_t i) { return data_.get()[i]; }
    const T& operator[](std::size_t i) const { return data_.get()[i]; }
    T* data() { return data_.get(); }
    const T* data() const { return data_.get(); }
    std::size_t size() const { return size_; }
    std::span<T> span() { return {data_.get(), size_}; }
    std::span<const T> span() const { return {data_.get(), size_}; }

  private:
    struct Free {
        void operator()(T* p) const { std::free(p); }
    };
    std::unique_ptr<T[], Free> data_;
    std::size_t size_ = 0;
};

}  // namespace letterzak::movegen
