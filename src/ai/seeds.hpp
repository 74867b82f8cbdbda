#pragma once
// Seeds for the parts of a seeded job (game g of a match, iteration i of a simulation), mixed
// so that neighbouring numbers give unrelated streams. A part's randomness depends on the job's
// seed and its own number only, never on which thread ran it or what ran before.

#include <cstdint>

namespace letterzak::ai {

constexpr std::uint64_t mix_seed(std::uint64_t x) {
    // splitmix64's finaliser.
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

constexpr std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t part,
                                    std::uint64_t salt = 0) {
    return mix_seed(mix_seed(seed ^ mix_seed(salt)) ^ part);
}

}  // namespace letterzak::ai
