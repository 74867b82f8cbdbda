// libFuzzer target: the GCG reader and the replay of what it reads, which take records from
// anywhere (other programs, hand-edited files). Promises checked on every input: no crash, no
// hang; a refusal carries a message; a record that reads is written back as text that reads to
// the same record; the replay of a record (under the tournament rules or the record's own, with
// no word list) returns a report or a clear error.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/gcg.hpp"
#include "formats/gcg_replay.hpp"
#include "fuzz_check.hpp"
#include "game/word_judge.hpp"

using letterzak::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace letterzak;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto record = formats::parse_gcg(text);
    if (!record) {
        check(!record.error().message.empty());
        return 0;
    }
    auto again = formats::parse_gcg(formats::write_gcg(*record));
    check(again.has_value());
    check(*again == *record);
    const game::AcceptAllJudge none;
    formats::ReplayOptions options;
    options.judge = &none;
    auto report = formats::replay_gcg(*record, options);
    if (!report) check(!report.error().message.empty());
    return 0;
}
