#include "movegen/huge_array.hpp"

#include <cstdint>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#else
#include <cstdlib>
#include <cstring>
#endif

namespace letterzak::movegen::huge_detail {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

std::size_t round_up(std::size_t bytes) {
    return (bytes + kHugePage - 1) / kHugePage * kHugePage;
}

}  // namespace

#if defined(__linux__)

void* allocate(std::size_t bytes) {
    if (bytes == 0) return nullptr;
    // Map a huge page more than needed, then unmap what lies before the first 2 MiB boundary
    // and after the rounded size: the mapping is then aligned. Fresh anonymous pages are zero.
    const std::size_t size = round_up(bytes);
    void* mapped =
        mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) throw std::bad_alloc();
    const auto start = reinterpret_cast<std::uintptr_t>(mapped);
    const std::uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
    if (aligned > start) munmap(mapped, aligned - start);
    if (const std::size_t after = start + size + kHugePage - (aligned + size); after > 0)
        munmap(reinterpret_cast<void*>(aligned + size), after);
    auto* memory = reinterpret_cast<void*>(aligned);
#if defined(MADV_HUGEPAGE)
    // Only whole huge pages inside the array: a huge page over its tail would make the unused
    // rest of it resident. A hint: without it, the array works the same.
    if (const std::size_t whole = bytes / kHugePage * kHugePage; whole > 0)
        madvise(memory, whole, MADV_HUGEPAGE);
#endif
    return memory;
}

void release(void* memory, std::size_t bytes) noexcept {
    if (memory != nullptr) munmap(memory, round_up(bytes));
}

#else

void* allocate(std::size_t bytes) {
    if (bytes == 0) return nullptr;
    void* memory = std::aligned_alloc(kHugePage, round_up(bytes));
    if (memory == nullptr) throw std::bad_alloc();
    std::memset(memory, 0, bytes);
    return memory;
}

void release(void* memory, std::size_t) noexcept {
    std::free(memory);
}

#endif

}  // namespace letterzak::movegen::huge_detail
