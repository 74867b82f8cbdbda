#pragma once
// Text sealed with a save key (save_key.hpp): AES-256-GCM, a fresh random nonce each time,
// written as one line of base64 ("v1." + nonce, ciphertext and tag), so it fits a GCG pragma.
// Opening checks the tag: a changed byte or another key is refused, never half-read.

#include <string>
#include <string_view>

#include "core/result.hpp"
#include "tui/save_key.hpp"

namespace letterzak::tui {

// Errors: seal_failed (the cipher or the random source failed).
Result<std::string> seal_text(std::string_view plain, const SaveKey& key);

// Errors: bad_seal (not sealed text), wrong_key (another key, or the text was changed).
Result<std::string> open_sealed_text(std::string_view sealed, const SaveKey& key);

}  // namespace letterzak::tui
