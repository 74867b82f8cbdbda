#include "movegen/huge_array.hpp"

#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace letterzak::movegen::huge_detail {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

}  // namespace

void* allocate(std::size_t bytes) {
    if (bytes == 0) return nullptr;
    // aligned_alloc wants a multiple of the alignment; the rounding is address space only,
    // never touched.
    const std::size_t reserved = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* memory = std::aligned_alloc(kHugePage, reserved);
    if (memory == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Only whole huge pages inside the array: a huge page over its tail would make the unused
    // rest of it resident. A hint: without it, the array works the same.
    if (const std::size_t whole = bytes / kHugePage * kHugePage; whole > 0)
        madvise(memory, whole, MADV_HUGEPAGE);
#endif
    std::memset(memory, 0, bytes);
    return memory;
}

}  // namespace letterzak::movegen::huge_detail
