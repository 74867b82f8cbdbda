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

Rack tiles_taken(const Move& move) {
    Rack r;
    if (move.kind == MoveKind::kPass) return r;
    for (int i = 0; i < move.length; ++i) {
        if (move.kind == MoveKind::kPlace && move.is_through(i)) continue;
        const Letter l = rack_letter(move.word[static_cast<std::size_t>(i)]);
        if (l != kBlank && !is_letter(l)) continue;
        r.add(l);
    }
    return r;
}

Rack leave_after(const Rack& rack, const Move& move) {
    Rack left = rack;
    const Rack taken = tiles_taken(move);
    for (int l = 0; l < kLetterSlots; ++l)
        for (int k = 0; k < taken.count(static_cast<Letter>(l)); ++k)
            left.remove(static_cast<Letter>(l));
    return left;
}

}  // namespace letterzak::core
