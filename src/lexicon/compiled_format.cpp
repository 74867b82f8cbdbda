#include "lexicon/compiled_format.hpp"

#include <fmt/format.h>

#include <bit>
#include <cstring>
#include <type_traits>

#include "lexicon/checksum.hpp"

namespace letterzak::lexicon {

namespace {

constexpr std::size_t kChecksumOffset = 56;

std::size_t padded4(std::size_t n) {
    return (n + 3) & ~std::size_t{3};
}

template <class T>
void put(std::vector<std::byte>& out, std::size_t offset, T value) {
    static_assert(std::is_integral_v<T>);
    using U = std::make_unsigned_t<T>;
    auto u = static_cast<U>(value);
    for (std::size_t i = 0; i < sizeof(T); ++i) {
        out[offset + i] = static_cast<std::byte>(u & 0xFF);
        u = static_cast<U>(u >> 8);
    }
}

template <class T>
T get(std::span<const std::byte> in, std::size_t offset) {
    static_assert(std::is_integral_v<T>);
    using U = std::make_unsigned_t<T>;
    U u = 0;
    for (std::size_t i = sizeof(T); i > 0; --i) {
        u = static_cast<U>((u << 8) | static_cast<U>(in[offset + i - 1]));
    }
    return static_cast<T>(u);
}

std::uint64_t file_checksum(std::span<const std::byte> file) {
    const std::uint64_t head = checksum64(file.first(kChecksumOffset));
    return checksum64(file.subspan(kCompiledHeaderSize), head);
}

bool known_reading(std::uint8_t r) {
    return r <= static_cast<std::uint8_t>(core::WordReading::kYForIj);
}

}  // namespace

bool has_compiled_magic(std::span<const std::byte> head) {
    return head.size() >= kCompiledMagic.size() &&
           std::memcmp(head.data(), kCompiledMagic.data(), kCompiledMagic.size()) == 0;
}

std::vector<std::byte> encode_compiled(const CompiledLexicon& lexicon) {
    const std::span<const std::uint32_t> nodes = lexicon.kwg.nodes();
    const std::string_view description =
        std::string_view(lexicon.description).substr(0, kMaxDescription);
    const std::size_t nodes_at = kCompiledHeaderSize + padded4(description.size());
    std::vector<std::byte> out(nodes_at + 4 * nodes.size());

    std::memcpy(out.data(), kCompiledMagic.data(), kCompiledMagic.size());
    put(out, 6, static_cast<std::uint8_t>(lexicon.reading));
    put(out, 7, lexicon.flags);
    put(out, 8, kCompiledFormatVersion);
    put(out, 12, static_cast<std::uint32_t>(description.size()));
    put(out, 16, lexicon.word_count);
    put(out, 24, static_cast<std::uint64_t>(nodes.size()));
    put(out, 32, lexicon.source.size);
    put(out, 40, lexicon.source.mtime_ns);
    put(out, 48, lexicon.entry_count);
    std::memcpy(out.data() + kCompiledHeaderSize, description.data(), description.size());
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(out.data() + nodes_at, nodes.data(), 4 * nodes.size());
    } else {
        for (std::size_t i = 0; i < nodes.size(); ++i) put(out, nodes_at + 4 * i, nodes[i]);
    }
    put(out, kChecksumOffset, file_checksum(out));
    return out;
}

Result<CompiledLexicon> decode_compiled(std::span<const std::byte> bytes) {
    if (!has_compiled_magic(bytes)) {
        return make_error("lexicon_bad_magic", "not a compiled lexicon (no LZKWG header)");
    }
    // The version comes before any other field: another version may lay them out differently.
    if (bytes.size() < 12) {
        return make_error("lexicon_truncated", "compiled lexicon is truncated (no header)");
    }
    const auto version = get<std::uint32_t>(bytes, 8);
    if (version != kCompiledFormatVersion) {
        return make_error("lexicon_version",
                          fmt::format("compiled lexicon has format version {}, this program "
                                      "reads version {}: rebuild it",
                                      version, kCompiledFormatVersion));
    }
    if (bytes.size() < kCompiledHeaderSize) {
        return make_error("lexicon_truncated", "compiled lexicon is truncated (short header)");
    }
    const auto description_size = get<std::uint32_t>(bytes, 12);
    const auto node_count = get<std::uint64_t>(bytes, 24);
    if (description_size > kMaxDescription || node_count > Kwg::kMaxNodes || node_count < 2) {
        return make_error("lexicon_corrupt", "compiled lexicon header holds impossible sizes");
    }
    const std::size_t nodes_at = kCompiledHeaderSize + padded4(description_size);
    const std::size_t expected = nodes_at + 4 * static_cast<std::size_t>(node_count);
    if (bytes.size() < expected) {
        return make_error(
            "lexicon_truncated",
            fmt::format("compiled lexicon is truncated: {} of {} bytes", bytes.size(), expected));
    }
    if (bytes.size() > expected) {
        return make_error(
            "lexicon_corrupt",
            fmt::format("compiled lexicon has {} bytes after its end", bytes.size() - expected));
    }
    if (file_checksum(bytes) != get<std::uint64_t>(bytes, kChecksumOffset)) {
        return make_error("lexicon_checksum",
                          "compiled lexicon fails its checksum: the file is damaged");
    }
    const auto reading = get<std::uint8_t>(bytes, 6);
    if (!known_reading(reading)) {
        return make_error("lexicon_corrupt", fmt::format("unknown word reading {}", reading));
    }

    const auto flags = get<std::uint8_t>(bytes, 7);
    if ((flags & ~(kFlagNoJoinedWords | kFlagPlaceNames)) != 0) {
        return make_error("lexicon_corrupt", fmt::format("unknown list flags {}", flags));
    }

    std::vector<std::uint32_t> nodes(static_cast<std::size_t>(node_count));
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(nodes.data(), bytes.data() + nodes_at, 4 * nodes.size());
    } else {
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            nodes[i] = get<std::uint32_t>(bytes, nodes_at + 4 * i);
        }
    }
    Result<Kwg> kwg = Kwg::from_nodes(std::move(nodes));
    if (!kwg) return Unexpected<Error>{kwg.error()};

    CompiledLexicon out;
    out.kwg = std::move(*kwg);
    out.reading = static_cast<core::WordReading>(reading);
    out.flags = flags;
    out.word_count = get<std::uint64_t>(bytes, 16);
    out.entry_count = get<std::uint64_t>(bytes, 48);
    out.source.size = get<std::uint64_t>(bytes, 32);
    out.source.mtime_ns = get<std::int64_t>(bytes, 40);
    const auto* text = reinterpret_cast<const char*>(bytes.data() + kCompiledHeaderSize);
    out.description.assign(text, description_size);
    return out;
}

}  // namespace letterzak::lexicon
