// A huge array is zero-filled, holds what is written to it, and costs no more than its size:
// arrays smaller than a huge page, spanning several, and ending part-way into one.

#include "movegen/huge_array.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <utility>

namespace letterzak::movegen {
namespace {

TEST(HugeArray, IsZeroFilledAndHoldsWhatIsWritten) {
    // 1 KiB, exactly 2 MiB, and 5 MiB (two whole huge pages and a tail of small ones).
    for (const std::size_t size : {std::size_t{128}, std::size_t{1} << 18, std::size_t{5} << 17}) {
        HugeArray<std::uint64_t> a(size);
        ASSERT_EQ(a.size(), size);
        ASSERT_EQ(reinterpret_cast<std::uintptr_t>(a.data()) % (std::uintptr_t{2} << 20), 0U);
        std::uint64_t sum = 0;
        for (std::size_t i = 0; i < size; ++i) sum |= a[i];
        EXPECT_EQ(sum, 0U) << size;
        for (std::size_t i = 0; i < size; i += 4097) a[i] = i * 7 + 1;
        for (std::size_t i = 0; i < size; i += 4097) ASSERT_EQ(a[i], i * 7 + 1);
        EXPECT_EQ(a.span().size(), size);
    }
}

TEST(HugeArray, EmptyAndMoved) {
    HugeArray<std::uint8_t> none;
    EXPECT_EQ(none.size(), 0U);
    EXPECT_EQ(none.data(), nullptr);
    HugeArray<std::uint8_t> zero(0);
    EXPECT_EQ(zero.data(), nullptr);
    HugeArray<std::uint8_t> a(100);
    a[99] = 42;
    HugeArray<std::uint8_t> b = std::move(a);
    EXPECT_EQ(b.size(), 100U);
    EXPECT_EQ(b[99], 42);
    EXPECT_EQ(a.size(), 0U);  // NOLINT(bugprone-use-after-move): moved-from is empty
    a = std::move(b);
    EXPECT_EQ(a[99], 42);
    EXPECT_EQ(b.size(), 0U);  // NOLINT(bugprone-use-after-move)
}

}  // namespace
}  // namespace letterzak::movegen
