#include "server/reply.hpp"

#include <array>
#include <string_view>

namespace letterzak::server {

Reply Reply::json(unsigned status, nlohmann::json body) {
    Reply r;
    r.status = status;
    r.body = std::move(body);
    return r;
}

Reply Reply::error(unsigned status, std::string code, std::string message) {
    return json(status, {{"error", std::move(code)}, {"message", std::move(message)}});
}

Reply Reply::refusal(const Error& e) {
    return error(status_for(e.code), e.code, e.message);
}

unsigned status_for(std::string_view code) {
    struct Entry {
        std::string_view code;
        unsigned status;
    };
    static constexpr std::array kTable = {
        Entry{"bad_json", 400},
        Entry{"bad_request", 400},
        Entry{"bad_setup", 400},
        Entry{"missing_token", 401},
        Entry{"bad_token", 403},
        Entry{"not_a_player", 403},
        Entry{"unknown_game", 404},
        Entry{"not_found", 404},
        Entry{"unknown_tournament", 404},
        Entry{"unknown_round", 404},
        Entry{"unknown_player", 404},
        Entry{"unknown_board", 404},
        Entry{"method_not_allowed", 405},
        Entry{"body_too_large", 413},
        Entry{"rate_limited", 429},
        // The move is fine but not now.
        Entry{"not_your_turn", 409},
        Entry{"game_over", 409},
        Entry{"game_not_over", 409},
        Entry{"time_expired", 409},
        Entry{"clocks_paused", 409},
        Entry{"nothing_to_challenge", 409},
        Entry{"own_play", 409},
        Entry{"challenge_not_allowed", 409},
        Entry{"stale_state", 409},
        Entry{"game_damaged", 409},  // quarantined: its stored record does not replay
        Entry{"no_jury", 409},
        // A tournament's state does not allow it now.
        Entry{"results_missing", 409},
        Entry{"tournament_finished", 409},
        Entry{"tournament_started", 409},
        Entry{"round_has_results", 409},
        Entry{"nothing_to_unpair", 409},
        Entry{"round_already_paired", 409},
        Entry{"duplicate_player", 409},
        Entry{"has_result", 409},
        Entry{"game_in_progress", 409},
        Entry{"games_in_progress", 409},
        Entry{"rules_not_offered", 409},
        Entry{"too_many_players", 409},
        Entry{"too_many_tournaments", 409},
        Entry{"clock_not_waiting", 409},
        Entry{"nothing_to_undo", 409},  // the tournament's action log (issue 21)
        Entry{"not_last_round", 409},
        Entry{"disqualified", 409},
        Entry{"tsh_unrepresentable", 409},
        Entry{"storage_failed", 503},
        Entry{"shutting_down", 503},
        Entry{"too_many_connections", 503},
        Entry{"busy", 503},
        Entry{"bad_origin", 403},
        Entry{"internal", 500},
        // Accounts (account_service.hpp).
        Entry{"not_signed_in", 401},
        Entry{"bad_credentials", 401},
        Entry{"account_disabled", 403},
        Entry{"bad_signup_code", 403},
        Entry{"csrf", 403},
        Entry{"accounts_off", 404},
        Entry{"name_taken", 409},
        Entry{"seat_owned", 409},
        Entry{"seat_taken", 409},
        Entry{"own_game", 409},
        Entry{"bad_name", 400},
        Entry{"weak_password", 400},
        Entry{"account_locked", 429},
        Entry{"corrupt_tournament", 500},
    };
    for (const Entry& e : kTable)
        if (e.code == code) return e.status;
    // Everything else the referee or the placement check refuses is against the rules.
    return 422;
}

}  // namespace letterzak::server
