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

}  // namespace letterzak::core
