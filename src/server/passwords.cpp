#include "server/passwords.hpp"

#include <argon2.h>

#include "server/tokens.hpp"

namespace letterzak::server {

namespace {

constexpr std::uint32_t kPasses = 2;
constexpr std::uint32_t kMemoryKiB = 19 * 1024;
constexpr std::uint32_t kLanes = 1;
constexpr std::size_t kSaltBytes = 16;
constexpr std::size_t kHashBytes = 32;

}  // namespace

Result<void> check_new_password(std::string_view password) {
    if (password.size() < kMinPasswordBytes)
        return make_error("weak_password", "a password has at least 8 characters");
    if (password.size() > kMaxPasswordBytes)
        return make_error("bad_request", "a password has at most 256 bytes");
    return {};
}

Result<std::string> hash_password(std::string_view password) {
    const std::string salt = random_bytes(kSaltBytes);
    std::string encoded(
        argon2_encodedlen(kPasses, kMemoryKiB, kLanes, kSaltBytes, kHashBytes, Argon2_id), '\0');
    const int rc =
        argon2id_hash_encoded(kPasses, kMemoryKiB, kLanes, password.data(), password.size(),
                              salt.data(), salt.size(), kHashBytes, encoded.data(), encoded.size());
    if (rc != ARGON2_OK) return make_error("internal", argon2_error_message(rc));
    encoded.resize(encoded.find('\0'));
    return encoded;
}

bool verify_password(std::string_view encoded, std::string_view password) {
    if (encoded.empty() || password.size() > kMaxPasswordBytes) return false;
    const std::string text(encoded);  // argon2 reads a NUL-terminated string
    return argon2id_verify(text.c_str(), password.data(), password.size()) == ARGON2_OK;
}

}  // namespace letterzak::server
