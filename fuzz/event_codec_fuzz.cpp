// libFuzzer target: the event codec, which reads every stored game back from the database
// (store/event_json.hpp). Promises: no crash, no hang; a refusal carries a message; an event or
// setup that decodes encodes to JSON that decodes to the same. Kept small so that it can follow
// the codec when it moves: the two calls below are all it knows of it.

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "store/event_json.hpp"

namespace {

void check(bool ok) {
    if (!ok) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace letterzak;
    const auto json = nlohmann::json::parse(data, data + size, nullptr, false);
    if (json.is_discarded()) return 0;
    if (auto event = store::event_from_json(json)) {
        auto again = store::event_from_json(store::event_to_json(*event));
        check(again.has_value());
        check(*again == *event);
    } else {
        check(!event.error().message.empty());
    }
    if (auto setup = store::setup_from_json(json)) {
        auto again = store::setup_from_json(store::setup_to_json(*setup));
        check(again.has_value());
        check(store::setup_to_json(*again) == store::setup_to_json(*setup));
    } else {
        check(!setup.error().message.empty());
    }
    return 0;
}
