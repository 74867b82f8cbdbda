// libFuzzer target: what a director imports (issue 21) — an exported action log (JSON Lines)
// and a TSH `.t` file. Promises: no crash, no hang; a refusal carries a message; a log that
// imports replays, and its export imports again to the same export; a TSH file that imports
// replays, and its tournament writes a TSH file that imports again.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.hpp"
#include "tournament/action_log.hpp"
#include "tournament/tsh_file.hpp"

using letterzak::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace letterzak;
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    auto log = tournament::import_log(text);
    if (log) {
        check(tournament::replay(*log).has_value());
        const std::string exported = tournament::export_log(*log);
        auto again = tournament::import_log(exported);
        check(again.has_value());
        check(tournament::export_log(*again) == exported);
    } else {
        check(!log.error().message.empty());
    }

    tournament::Settings settings;
    settings.rounds = 1;
    auto tsh = tournament::import_tsh(text, "Fuzz", settings, 0, "fuzz");
    if (!tsh) {
        check(!tsh.error().message.empty());
        return 0;
    }
    auto t = tournament::replay(*tsh);
    check(t.has_value());
    auto file = tournament::export_tsh(*t);
    if (file) check(tournament::import_tsh(*file, "Fuzz", settings, 0, "fuzz").has_value());
    return 0;
}
