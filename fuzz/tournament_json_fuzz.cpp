// libFuzzer target: the tournament file (the CLI's JSON, hand-edited or damaged). Promises: no
// crash, no hang; a refusal carries a message; a tournament that reads is written back as text
// that reads to the same text again.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "tournament/tournament_json.hpp"

using letterzak::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace letterzak;
    auto t =
        tournament::parse_tournament(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!t) {
        check(!t.error().message.empty());
        return 0;
    }
    const std::string text = tournament::serialize_tournament(*t);
    auto again = tournament::parse_tournament(text);
    check(again.has_value());
    check(tournament::serialize_tournament(*again) == text);
    return 0;
}
