#pragma once
// A zero-filled array for the large tables the generator reads at random (the automaton's
// index, the anagram table). Its memory is mapped on its own, aligned to 2 MiB, and where the
// system allows advised as transparent huge pages over every whole 2 MiB it covers: the reads
// jump all over megabytes, and with 4 KiB pages nearly every one also missed the TLB. What
// lies past the last whole 2 MiB keeps small pages, so the array holds no more resident memory
// than its size; and it goes back to the system when the array goes (a table built for a while,
// such as one lexicon's during a bench, does not stay in the allocator's heap).

#include <cstddef>
#include <span>
#include <type_traits>
#include <utility>

namespace letterzak::movegen {

namespace huge_detail {

// Zeroed memory of at least `bytes` (null for 0), advised as above.
void* allocate(std::size_t bytes);
// Gives back what allocate(bytes) gave.
void release(void* memory, std::size_t bytes) noexcept;

}  // namespace huge_detail

template <typename T>
class HugeArray {
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "a HugeArray holds plain data: it is zero-filled, never constructed");

  public:
    HugeArray() = default;
    explicit HugeArray(std::size_t size)
        : data_(static_cast<T*>(huge_detail::allocate(size * sizeof(T)))), size_(size) {}
    ~HugeArray() { huge_detail::release(data_, size_ * sizeof(T)); }
    HugeArray(const HugeArray&) = delete;
    HugeArray& operator=(const HugeArray&) = delete;
    // A moved-from array is empty.
    HugeArray(HugeArray&& other) noexcept
        : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}
    HugeArray& operator=(HugeArray&& other) noexcept {
        if (this != &other) {
            huge_detail::release(data_, size_ * sizeof(T));
            data_ = std::exchange(other.data_, nullptr);
            size_ = std::exchange(other.size_, 0);
        }
        return *this;
    }

    T& operator[](std::size_t i) { return data_[i]; }
    const T& operator[](std::size_t i) const { return data_[i]; }
    T* data() { return data_; }
    const T* data() const { return data_; }
    std::size_t size() const { return size_; }
    std::span<T> span() { return {data_, size_}; }
    std::span<const T> span() const { return {data_, size_}; }

  private:
    T* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace letterzak::movegen
