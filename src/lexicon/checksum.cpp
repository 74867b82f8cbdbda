#include "lexicon/checksum.hpp"

#include <bit>
#include <cstring>

namespace letterzak::lexicon {

namespace {

// Large odd multipliers with well-mixed bits (the first is 2^64 divided by the golden ratio).
constexpr std::uint64_t kMulA = 0x9E3779B97F4A7C15ull;
constexpr std::uint64_t kMulB = 0xC2B2AE3D27D4EB4Full;

std::uint64_t read_u64(const std::byte* p) {
    std::uint64_t v = 0;
    std::memcpy(&v, p, sizeof v);
    if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
    return v;
}

std::uint64_t round(std::uint64_t acc, std::uint64_t input) {
    acc += input * kMulB;
    acc = std::rotl(acc, 31);
    return acc * kMulA;
}

// Final avalanche, so that every input bit reaches every output bit.
std::uint64_t finish(std::uint64_t h) {
    h ^= h >> 33;
    h *= kMulB;
    h ^= h >> 29;
    h *= kMulA;
    h ^= h >> 32;
    return h;
}

}  // namespace

std::uint64_t checksum64(std::span<const std::byte> data, std::uint64_t seed) {
    const std::byte* p = data.data();
    std::size_t left = data.size();
    std::uint64_t lanes[4] = {seed + kMulA, seed ^ kMulB, seed - kMulA, ~seed};
    while (left >= 32) {
        for (std::size_t i = 0; i < 4; ++i) lanes[i] = round(lanes[i], read_u64(p + 8 * i));
        p += 32;
        left -= 32;
    }
    std::uint64_t h = std::rotl(lanes[0], 1) + std::rotl(lanes[1], 7) + std::rotl(lanes[2], 12) +
                      std::rotl(lanes[3], 18);
    h += data.size();
    while (left >= 8) {
        h = round(h, read_u64(p)) ^ std::rotl(h, 27);
        p += 8;
        left -= 8;
    }
    while (left > 0) {
        h = (h ^ static_cast<std::uint64_t>(*p)) * kMulA;
        h = std::rotl(h, 11);
        ++p;
        --left;
    }
    return finish(h);
}

}  // namespace letterzak::lexicon
