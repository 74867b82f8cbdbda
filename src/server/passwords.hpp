#pragma once
// Passwords: Argon2id (libargon2, RFC 9106) with a fresh 16-byte salt from the kernel's
// CSPRNG, stored in the encoded form ("$argon2id$v=19$m=…,t=…,p=…$salt$hash") so the
// parameters can be raised later without breaking old hashes. The parameters are OWASP's
// minimum for Argon2id (19 MiB, 2 passes, 1 lane): tens of milliseconds a sign-in, which the
// sign-in rate limits keep from becoming a way to load the server. A password is never
// logged, stored or sent back.

#include <string>
#include <string_view>

#include "core/result.hpp"

namespace letterzak::server {

inline constexpr std::size_t kMinPasswordBytes = 8;
inline constexpr std::size_t kMaxPasswordBytes = 256;

// Error "weak_password" (too short) or "bad_request" (too long).
Result<void> check_new_password(std::string_view password);
// The encoded Argon2id hash. Error "internal" if libargon2 fails (out of memory).
Result<std::string> hash_password(std::string_view password);
// Whether `password` matches `encoded` (false for an empty or malformed hash).
bool verify_password(std::string_view encoded, std::string_view password);

}  // namespace letterzak::server
