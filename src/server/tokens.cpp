#include "server/tokens.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <sys/random.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace letterzak::server {

std::string random_bytes(std::size_t bytes) {
    std::string out(bytes, '\0');
    std::size_t filled = 0;
    while (filled < bytes) {
        const ssize_t n = getrandom(out.data() + filled, bytes - filled, 0);
        if (n < 0) {
            if (errno == EINTR) continue;
            std::fprintf(stderr, "letterzak: getrandom failed: %s\n", std::strerror(errno));
            std::abort();
        }
        filled += static_cast<std::size_t>(n);
    }
    return out;
}

// The bytes as text, `width` bits per character from `alphabet` (2^width of them), most
// significant first; a last partial group is padded with zero bits.
namespace {

std::string encode_bits(std::string_view raw, std::string_view alphabet, int width) {
    const std::uint32_t mask = (std::uint32_t{1} << width) - 1;
    std::string out;
    std::uint32_t acc = 0;
    int bits = 0;
    for (const char ch : raw) {
        acc = (acc << 8) | static_cast<unsigned char>(ch);
        bits += 8;
        while (bits >= width) {
            bits -= width;
            out += alphabet[(acc >> bits) & mask];
        }
    }
    if (bits > 0) out += alphabet[(acc << (width - bits)) & mask];
    return out;
}

}  // namespace

std::string new_seat_token() {
    // base64url: 32 random bytes, 43 characters.
    return encode_bits(random_bytes(32),
                       "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", 6);
}

std::string new_game_id() {
    // base32, lower case: 10 random bytes, 16 characters (no partial group).
    return encode_bits(random_bytes(10), "abcdefghijklmnopqrstuvwxyz234567", 5);
}

std::uint64_t new_seed() {
    const std::string raw = random_bytes(8);
    std::uint64_t seed = 0;
    for (const char ch : raw) seed = (seed << 8) | static_cast<unsigned char>(ch);
    return seed;
}

std::string token_hash(std::string_view token) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_Digest(token.data(), token.size(), digest, &length, EVP_sha256(), nullptr);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(length * 2);
    for (unsigned int i = 0; i < length; ++i) {
        out += kHex[digest[i] >> 4];
        out += kHex[digest[i] & 0xf];
    }
    return out;
}

bool same_hash(std::string_view a, std::string_view b) {
    if (a.size() != b.size() || a.empty()) return false;
    return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

bool plausible_token(std::string_view token) {
    if (token.size() < 16 || token.size() > 128) return false;
    for (char c : token) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                        (c >= '0' && c <= '9') || c == '-' || c == '_';
        if (!ok) return false;
    }
    return true;
}

bool plausible_game_id(std::string_view id) {
    if (id.empty() || id.size() > 64) return false;
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
        if (!ok) return false;
    }
    return true;
}

}  // namespace letterzak::server
