#pragma once
// HTTPS and WSS in the server itself (Boost.Asio SSL over OpenSSL): the certificate chain and
// its private key, loaded once at start-up. A file that is missing, unreadable, not PEM, or a
// key that does not belong to the certificate is a start-up error with the reason, never a
// server that later fails every handshake.

#include <boost/asio/ssl/context.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>
#include <filesystem>
#include <memory>

#include "core/result.hpp"

namespace letterzak::server {

using PlainStream = boost::beast::tcp_stream;
using TlsStream = boost::beast::ssl_stream<boost::beast::tcp_stream>;

// TLS 1.2 and newer, the server's cipher order.
Result<std::shared_ptr<boost::asio::ssl::context>> load_tls_context(
    const std::filesystem::path& certificate_chain, const std::filesystem::path& private_key);

}  // namespace letterzak::server
