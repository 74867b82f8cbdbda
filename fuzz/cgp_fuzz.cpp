// libFuzzer target: the CGP reader (positions from Macondo, Woogles and our own command line).
// Promises checked on every input: no crash, no hang; a refusal carries a message; a position
// that reads is written back as text that reads to the same position, also after woordspel's
// plain blanks have been opened where no word holds them.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/cgp.hpp"
#include "fuzz_check.hpp"

using letterzak::fuzz::check;

namespace {

void round_trips(const letterzak::formats::Position& pos) {
    auto again = letterzak::formats::parse_cgp(letterzak::formats::format_cgp(pos));
    check(again.has_value());
    check(*again == pos);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace letterzak;
    auto pos = formats::parse_cgp(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!pos) {
        check(!pos.error().message.empty());
        return 0;
    }
    round_trips(*pos);
    formats::open_unchosen_blank_readings(pos->board);
    round_trips(*pos);
    return 0;
}
