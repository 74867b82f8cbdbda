#pragma once
// A fast 64-bit checksum for lexicon files.
//
// Not cryptographic: it catches truncation, bit rot and half-written files. It reads 32 bytes a
// step in four independent lanes (multiply-rotate rounds, in the manner of xxHash), so checking
// a 10 MB node array costs about a millisecond rather than the ten a byte-wise FNV-1a would.

#include <cstddef>
#include <cstdint>
#include <span>

namespace letterzak::lexicon {

// The checksum of data, chained from seed (checksum(b, checksum(a)) covers a then b).
// Stable across platforms: input words are read little endian.
std::uint64_t checksum64(std::span<const std::byte> data, std::uint64_t seed = 0);

}  // namespace letterzak::lexicon
