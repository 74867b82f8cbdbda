// libFuzzer target: the API's request bodies, as any client on the network may send them: the
// body reader, then every parser of a body — a new game, a move (on an empty board and on one
// with tiles, under the tournament rules and woordspel's), a command's header, a new
// tournament, player entries, a result, a game start and a correction (against a tournament
// with players and a paired round). Promises: no crash, no hang; every refusal carries a code
// and a message.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/cgp.hpp"
#include "fuzz_check.hpp"
#include "server/json_body.hpp"
#include "server/move_request.hpp"
#include "server/new_game_request.hpp"
#include "server/tournament_request.hpp"
#include "tournament/pairing.hpp"
#include "tournament/tournament.hpp"

using letterzak::fuzz::check;

namespace {

template <typename R>
void refused_clearly(const R& result) {
    if (!result) check(!result.error().code.empty() && !result.error().message.empty());
}

const letterzak::tournament::Tournament& paired_tournament() {
    using namespace letterzak::tournament;
    static const Tournament t = [] {
        Settings s;
        s.rounds = 3;
        Tournament out = *make_tournament("Fuzz", s);
        for (const char* name : {"Anna", "Bert", "Cor", "Dirk", "Eva"})
            (void)add_player(out, name, std::nullopt);
        (void)pair_next_round(out);
        return out;
    }();
    return t;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace letterzak;
    auto body =
        server::parse_json_body(std::string_view(reinterpret_cast<const char*>(data), size));
    refused_clearly(body);
    if (!body) return 0;
    refused_clearly(server::parse_new_game(*body));
    refused_clearly(server::parse_command_header(*body));
    static const core::Board empty;
    static const core::Board played = [] {
        auto pos = formats::parse_cgp("15/15/15/15/15/15/15/4TREiN6/15/15/15/15/15/15/15 / 0/0 0");
        return pos ? pos->board : core::Board{};
    }();
    for (const char* rules : {"tournament", "woordspel", "box-ij"})
        for (const core::Board* board : {&empty, &played})
            refused_clearly(
                server::parse_move_request(*body, *board, *core::rule_set_by_name(rules)));
    const tournament::Tournament& t = paired_tournament();
    refused_clearly(server::parse_new_tournament(*body));
    refused_clearly(server::parse_player_entries(*body));
    refused_clearly(server::parse_result(*body, t));
    refused_clearly(server::parse_game_start(*body, t));
    refused_clearly(server::parse_correction(*body, t));
    return 0;
}
