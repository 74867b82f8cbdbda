// libFuzzer target: the event codec, which reads every stored game back from the database
// (store/event_json.hpp). Promises: no crash, no hang; a refusal carries a message; an event or
// setup that decodes is stored stably: its JSON, decoded and encoded again, is the same JSON.
// (Not decode(encode(e)) == e for every input: the decoder accepts fields that an event's kind
// does not use — a pass with a placement's start square — which encoding then leaves out.)
// Kept small so that it can follow the codec when it moves: the calls below are all it knows.

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "fuzz_check.hpp"
#include "store/event_json.hpp"

using letterzak::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace letterzak;
    const auto json = nlohmann::json::parse(data, data + size, nullptr, false);
    if (json.is_discarded()) return 0;
    if (auto event = store::event_from_json(json)) {
        const auto stored = store::event_to_json(*event);
        auto again = store::event_from_json(stored);
        check(again.has_value());
        check(store::event_to_json(*again) == stored);
    } else {
        check(!event.error().message.empty());
    }
    if (auto setup = store::setup_from_json(json)) {
        const auto stored = store::setup_to_json(*setup);
        auto again = store::setup_from_json(stored);
        check(again.has_value());
        check(store::setup_to_json(*again) == stored);
    } else {
        check(!setup.error().message.empty());
    }
    return 0;
}
