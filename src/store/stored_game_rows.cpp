#include "store/stored_game_rows.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "store/event_json.hpp"

namespace letterzak::store {

Unexpected<Error> damaged_game(std::string_view id, std::string message) {
    return make_error("bad_stored_game", fmt::format("game {}: {}", id, message));
}

Result<void> read_setup(StoredGame& game, std::string_view json_text) {
    const auto setup = nlohmann::json::parse(json_text, nullptr, false);
    if (setup.is_discarded()) return damaged_game(game.id, "the setup is not JSON");
    auto s = setup_from_json(setup);
    if (!s) return damaged_game(game.id, s.error().message);
    game.setup = std::move(*s);
    return {};
}

Result<void> read_seat(StoredGame& game, std::int64_t seat, std::string_view kind,
                       std::string level, std::string token_hash, std::string shown_name) {
    if (seat != static_cast<std::int64_t>(game.seats.size()))
        return damaged_game(game.id, "seats are not numbered 0, 1, ...");
    if (kind != "human" && kind != "computer")
        return damaged_game(game.id, fmt::format("seat {} is of no known kind", seat));
    SeatRecord s;
    s.kind = kind == "computer" ? SeatKind::kComputer : SeatKind::kHuman;
    s.level = std::move(level);
    s.token_hash = std::move(token_hash);
    s.shown_name = std::move(shown_name);
    game.seats.push_back(std::move(s));
    return {};
}

Result<void> read_event(StoredGame& game, std::int64_t seq, std::string_view json_text) {
    if (seq != static_cast<std::int64_t>(game.events.size()))
        return damaged_game(game.id, "the event log has a gap");
    const auto j = nlohmann::json::parse(json_text, nullptr, false);
    if (j.is_discarded())
        return damaged_game(game.id, fmt::format("event {} is not JSON", game.events.size()));
    auto e = event_from_json(j);
    if (!e)
        return damaged_game(game.id,
                            fmt::format("event {}: {}", game.events.size(), e.error().message));
    game.events.push_back(std::move(*e));
    return {};
}

Result<void> check_seats(StoredGame& game) {
    if (game.seats.size() != game.setup.players.size())
        return damaged_game(game.id, fmt::format("{} seats stored for {} players",
                                                 game.seats.size(), game.setup.players.size()));
    for (std::size_t i = 0; i < game.seats.size(); ++i)
        if (!game.seats[i].shown_name.empty()) game.setup.players[i] = game.seats[i].shown_name;
    return {};
}

std::string setup_text(const game::GameSetup& setup) {
    return setup_to_json(setup).dump();
}

std::string event_text(const game::Event& event) {
    return event_to_json(event).dump();
}

std::string_view list_filter_condition(ListFilter filter) {
    switch (filter) {
        case ListFilter::kActive:
            return "status = 'in_progress'";
        case ListFilter::kFinished:
            return "status <> 'in_progress'";
        case ListFilter::kPublic:
            return "is_public";
        case ListFilter::kPublicActive:
            return "is_public AND status = 'in_progress'";
        case ListFilter::kOpen:
            return "is_public AND status = 'in_progress' AND open_seats <> 0";
        case ListFilter::kLive:
            return "is_public AND status = 'in_progress' AND open_seats = 0";
        case ListFilter::kPublicFinished:
            return "is_public AND status <> 'in_progress'";
        case ListFilter::kAll:
            break;
    }
    return "1 = 1";
}

}  // namespace letterzak::store
