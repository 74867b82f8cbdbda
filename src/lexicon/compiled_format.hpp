#pragma once
// The compiled-lexicon file: a KWG with what is needed to trust and to describe it.
//
// All integers little endian. Layout (format version 1):
//   offset  0  6 bytes  magic "LZKWG\0"
//           6  u8       reading (core::WordReading)
//           7  u8       list flags: bit 0 words with a hyphen or apostrophe were refused
//                       (box), bit 1 a list of place names was added (woordspel); others 0
//           8  u32      format version
//          12  u32      description length in bytes (at most kMaxDescription)
//          16  u64      word count (normalised source words)
//          24  u64      node count
//          32  u64      source size in bytes
//          40  i64      source modification time, nanoseconds since the Unix epoch
//          48  u64      entry count (DAWG entries: a word's spellings under its reading)
//          56  u64      checksum (checksum64) of bytes 0..56, then of bytes 64..end
//          64           description (UTF-8), zero-padded to a multiple of 4
//                       nodes, node count × u32
// The checksum covers everything but itself, so a damaged header is caught as surely as a
// damaged node; the structural check in Kwg::from_nodes then guards against a file that was
// written wrongly rather than damaged later.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/alphabet.hpp"
#include "core/result.hpp"
#include "lexicon/kwg.hpp"

namespace letterzak::lexicon {

inline constexpr std::string_view kCompiledMagic{"LZKWG\0", 6};
// Version 2: the list flags, and the normalisation's lone-letter rule (SPEC §5).
inline constexpr std::uint32_t kCompiledFormatVersion = 2;
inline constexpr std::uint8_t kFlagNoJoinedWords = 1;
inline constexpr std::uint8_t kFlagPlaceNames = 2;
inline constexpr std::size_t kCompiledHeaderSize = 64;
inline constexpr std::size_t kMaxDescription = 4096;

// Identifies the state of a source file: a cache built from it is stale once either changes.
struct SourceStamp {
    std::uint64_t size = 0;
    std::int64_t mtime_ns = 0;
    friend bool operator==(const SourceStamp&, const SourceStamp&) = default;
};

// Everything a compiled file holds.
struct CompiledLexicon {
    Kwg kwg;
    core::WordReading reading = core::WordReading::kPlain;
    std::uint8_t flags = 0;  // kFlagNoJoinedWords | kFlagPlaceNames
    std::uint64_t word_count = 0;
    std::uint64_t entry_count = 0;
    SourceStamp source;
    std::string description;  // where it came from, e.g. the source path
};

// Whether bytes begin with the magic (enough to tell a compiled file from a word list).
bool has_compiled_magic(std::span<const std::byte> head);

std::vector<std::byte> encode_compiled(const CompiledLexicon& lexicon);

// Parses and verifies a whole compiled file. Errors, in the order they are checked:
//   lexicon_bad_magic   not a compiled lexicon
//   lexicon_version     another format version (rebuild it)
//   lexicon_truncated   shorter than its header says
//   lexicon_corrupt     longer than its header says, impossible counts, or a damaged automaton
//   lexicon_checksum    the bytes changed since they were written
Result<CompiledLexicon> decode_compiled(std::span<const std::byte> bytes);

}  // namespace letterzak::lexicon
