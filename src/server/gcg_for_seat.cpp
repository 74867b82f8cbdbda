#include "server/gcg_for_seat.hpp"

namespace letterzak::server {

formats::GcgRecord gcg_for_seat(const game::Game& game, int seat,
                                const formats::GcgWriteOptions& options) {
    formats::GcgRecord record = formats::gcg_record_of(game, options);
    if (game.over()) return record;
    // The record's players are in turn order from the starter (gcg_record_of).
    const int n = game.seats();
    auto seat_of = [&](int player) { return (game.starter() + player) % n; };
    for (formats::GcgLine& line : record.lines) {
        if (seat_of(line.player) == seat) continue;
        line.rack.reset();
        if (line.kind == formats::GcgLineKind::kExchange) line.tiles.clear();
    }
    for (std::size_t k = 0; k < record.final_racks.size(); ++k)
        if (seat_of(static_cast<int>(k)) != seat) record.final_racks[k].reset();
    return record;
}

}  // namespace letterzak::server
