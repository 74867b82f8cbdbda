#include "server/tokens.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <sys/random.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

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

std::string new_seat_token() {
    static constexpr char kAlphabet[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const std::string raw = random_bytes(32);
    std::string out;
    std::uint32_t acc = 0;
    int bits = 0;
    for (const char ch : raw) {
        const auto c = static_cast<unsigned char>(ch);
        acc = (acc << 8) | c;
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out += kAlphabet[(acc >> bits) & 0x3f];
        }
    }
    if (bits > 0) out += kAlphabet[(acc << (6 - bits)) & 0x3f];
    return out;
}

std::string new_game_id() {
    static constexpr char kAlphabet[] = "abcdefghijklmnopqrstuvwxyz234567";
    const std::string raw = random_bytes(10);
    std::string out;
    std::uint32_t acc = 0;
    int bits = 0;
    for (const char ch : raw) {
        const auto c = static_cast<unsigned char>(ch);
        acc = (acc << 8) | c;
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            out += kAlphabet[(acc >> bits) & 0x1f];
        }
    }
    return out;
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
