#include "server/tls_context.hpp"

#include <fmt/format.h>
#include <openssl/err.h>
#include <openssl/ssl.h>

namespace letterzak::server {

namespace ssl = boost::asio::ssl;

namespace {

// OpenSSL's own words for the last failure ("no start line", "key values mismatch").
std::string openssl_reason(const boost::system::error_code& ec) {
    const unsigned long e = ERR_peek_last_error();
    ERR_clear_error();
    if (e != 0) {
        const char* reason = ERR_reason_error_string(e);
        if (reason != nullptr) return reason;
    }
    return ec.message();
}

}  // namespace

Result<std::shared_ptr<ssl::context>> load_tls_context(const std::filesystem::path& cert,
                                                       const std::filesystem::path& key) {
    if (cert.empty() || key.empty())
        return make_error("tls_failed", "TLS needs both --tls-cert and --tls-key");
    std::error_code fec;
    for (const auto* file : {&cert, &key})
        if (!std::filesystem::is_regular_file(*file, fec))
            return make_error("tls_failed",
                              fmt::format("cannot read {}: no such file", file->string()));
    auto ctx = std::make_shared<ssl::context>(ssl::context::tls_server);
    ctx->set_options(ssl::context::default_workarounds | ssl::context::no_sslv2 |
                     ssl::context::no_sslv3 | ssl::context::no_tlsv1 | ssl::context::no_tlsv1_1 |
                     ssl::context::single_dh_use);
    SSL_CTX_set_options(ctx->native_handle(), SSL_OP_CIPHER_SERVER_PREFERENCE);
    boost::system::error_code ec;
    ctx->use_certificate_chain_file(cert.string(), ec);
    if (ec)
        return make_error("tls_failed", fmt::format("the certificate {} does not load: {}",
                                                    cert.string(), openssl_reason(ec)));
    ctx->use_private_key_file(key.string(), ssl::context::pem, ec);
    if (ec)
        return make_error("tls_failed", fmt::format("the private key {} does not load: {}",
                                                    key.string(), openssl_reason(ec)));
    if (SSL_CTX_check_private_key(ctx->native_handle()) != 1)
        return make_error("tls_failed",
                          fmt::format("the private key {} does not belong to the certificate {}",
                                      key.string(), cert.string()));
    return ctx;
}

}  // namespace letterzak::server
