#pragma once
// Secrets and identifiers. A seat token is 256 bits from the kernel's CSPRNG (getrandom),
// written in URL-safe base64: it cannot be guessed, and it is the only proof that a request
// speaks for a seat. The server keeps only its SHA-256 hash (so a copy of the database does
// not hand out seats) and compares hashes in constant time.

#include <cstdint>
#include <string>
#include <string_view>

namespace letterzak::server {

// `bytes` random bytes from getrandom(2); aborts if the kernel cannot supply them (there is
// no safe fallback for a secret).
std::string random_bytes(std::size_t bytes);

// A new seat token: 32 random bytes, base64url without padding (43 characters).
std::string new_seat_token();
// A new game id: 10 random bytes in lower-case base32 (16 characters). Not secret (listed
// publicly), only unique and not sequential.
std::string new_game_id();
// A 64-bit seed for the bag, from the CSPRNG: clients must not be able to predict it.
std::uint64_t new_seed();

// SHA-256 of the token, lower-case hex.
std::string token_hash(std::string_view token);
// Compares two hashes without an early exit.
bool same_hash(std::string_view a, std::string_view b);

// A token as it may appear in a request: 16–128 URL-safe characters. Anything else is
// refused before it is hashed or logged.
bool plausible_token(std::string_view token);
// A game id: 1–64 characters of [a-z0-9_-].
bool plausible_game_id(std::string_view id);

}  // namespace letterzak::server
