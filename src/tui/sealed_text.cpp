#include "tui/sealed_text.hpp"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <memory>
#include <optional>
#include <vector>

namespace letterzak::tui {

namespace {

constexpr std::string_view kVersion = "v1.";
constexpr int kNonceBytes = 12;  // GCM's standard nonce
constexpr int kTagBytes = 16;

using CipherContext = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;

CipherContext new_context() {
    return CipherContext(EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
}

const unsigned char* bytes_of(std::string_view s) {
    return reinterpret_cast<const unsigned char*>(s.data());
}

std::string base64(const std::vector<unsigned char>& raw) {
    std::string out(static_cast<std::size_t>(4 * ((raw.size() + 2) / 3)), '\0');
    const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), raw.data(),
                                  static_cast<int>(raw.size()));
    out.resize(static_cast<std::size_t>(n));
    return out;
}

// Strict base64 (no line breaks), padding removed from the count.
std::optional<std::vector<unsigned char>> unbase64(std::string_view text) {
    if (text.empty() || text.size() % 4 != 0) return std::nullopt;
    std::vector<unsigned char> raw(text.size() / 4 * 3);
    const int n = EVP_DecodeBlock(raw.data(), bytes_of(text), static_cast<int>(text.size()));
    if (n < 0) return std::nullopt;
    std::size_t size = static_cast<std::size_t>(n);
    if (text.back() == '=') --size;
    if (text.size() >= 2 && text[text.size() - 2] == '=') --size;
    raw.resize(size);
    return raw;
}

}  // namespace

Result<std::string> seal_text(std::string_view plain, const SaveKey& key) {
    std::vector<unsigned char> out(static_cast<std::size_t>(kNonceBytes) + plain.size() +
                                   static_cast<std::size_t>(kTagBytes));
    unsigned char* nonce = out.data();
    unsigned char* body = out.data() + kNonceBytes;
    if (RAND_bytes(nonce, kNonceBytes) != 1) return make_error("seal_failed", "no random bytes");
    CipherContext ctx = new_context();
    int n = 0;
    if (!ctx ||
        EVP_EncryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, key.bytes.data(), nonce) != 1 ||
        EVP_EncryptUpdate(ctx.get(), body, &n, bytes_of(plain), static_cast<int>(plain.size())) !=
            1 ||
        EVP_EncryptFinal_ex(ctx.get(), body + n, &n) != 1 ||
        EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, kTagBytes, body + plain.size()) != 1)
        return make_error("seal_failed", "the cipher failed");
    return std::string(kVersion) + base64(out);
}

Result<std::string> open_sealed_text(std::string_view sealed, const SaveKey& key) {
    if (sealed.substr(0, kVersion.size()) != kVersion)
        return make_error("bad_seal", "not sealed by this version of Letterzak");
    const auto raw = unbase64(sealed.substr(kVersion.size()));
    if (!raw || raw->size() < static_cast<std::size_t>(kNonceBytes + kTagBytes))
        return make_error("bad_seal", "the sealed part is damaged");
    const std::size_t size = raw->size() - static_cast<std::size_t>(kNonceBytes + kTagBytes);
    const unsigned char* nonce = raw->data();
    const unsigned char* body = raw->data() + kNonceBytes;
    std::vector<unsigned char> tag(body + size, body + size + kTagBytes);
    std::string plain(size, '\0');
    auto* out = reinterpret_cast<unsigned char*>(plain.data());
    CipherContext ctx = new_context();
    int n = 0;
    if (!ctx ||
        EVP_DecryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, key.bytes.data(), nonce) != 1 ||
        EVP_DecryptUpdate(ctx.get(), out, &n, body, static_cast<int>(size)) != 1 ||
        EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, kTagBytes, tag.data()) != 1 ||
        EVP_DecryptFinal_ex(ctx.get(), out + n, &n) != 1)
        return make_error("wrong_key", "sealed with another key, or changed since");
    return plain;
}

}  // namespace letterzak::tui
