#pragma once
// The one random number generator of the engine: xoshiro256** seeded through splitmix64.
// The standard library's distributions differ between implementations, so the same seed
// would not give the same game everywhere; this one is fully specified here.

#include <cstdint>

namespace letterzak::core {

class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }
    void reseed(std::uint64_t seed);
    std::uint64_t next();
    // Uniform in [0, n), n > 0, without modulo bias (Lemire's multiply-and-reject).
    std::uint32_t below(std::uint32_t n);

  private:
    std::uint64_t s_[4]{};
};

}  // namespace letterzak::core
