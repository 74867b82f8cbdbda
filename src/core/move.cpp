#include "core/move.hpp"

namespace letterzak::core {

bool Move::same_play(const Move& other) const {
    if (kind != other.kind || length != other.length) return false;
    if (kind == MoveKind::kPlace && (dir != other.dir || start != other.start)) return false;
    for (int i = 0; i < length; ++i)
        if (word[static_cast<std::size_t>(i)] != other.word[static_cast<std::size_t>(i)])
            return false;
    return true;
}

namespace {

// Calls f(letter) for each tile the move takes from the rack (a blank as kBlank).
template <class F>
void for_each_taken(const Move& move, F&& f) {
    if (move.kind == MoveKind::kPass) return;
    for (int i = 0; i < move.length; ++i) {
        if (move.kind == MoveKind::kPlace && move.is_through(i)) continue;
        const Letter l = rack_letter(move.word[static_cast<std::size_t>(i)]);
        if (l != kBlank && !is_letter(l)) continue;
        f(l);
    }
}

}  // namespace

Rack tiles_taken(const Move& move) {
    Rack r;
    for_each_taken(move, [&r](Letter l) { r.add(l); });
    return r;
}

// Tile by tile, not through tiles_taken: the endgame search plays every move it visits.
Rack leave_after(const Rack& rack, const Move& move) {
    Rack left = rack;
    for_each_taken(move, [&left](Letter l) { left.remove(l); });
    return left;
}

}  // namespace letterzak::core
