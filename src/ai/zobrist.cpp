#include "ai/zobrist.hpp"

#include "core/rng.hpp"

namespace letterzak::ai {

Zobrist::Zobrist() {
    core::Rng rng(0x5a0b7157ULL);  // fixed: the same keys in every run
    for (auto& sq : tile_)
        for (auto& k : sq) k = rng.next();
    for (auto& dir : reading_)
        for (auto& sq : dir)
            for (auto& k : sq) k = rng.next();
    for (auto& seat : rack_)
        for (auto& letter : seat)
            for (auto& k : letter) k = rng.next();
    for (auto& k : run_) k = rng.next();
    side_ = rng.next();
}

std::uint64_t Zobrist::square_hash(const core::Board& board, int sq) const {
    if (board.empty(sq)) return 0;
    const core::Letter t = board.tile(sq);
    const auto q = static_cast<std::size_t>(sq);
    const bool blank = core::is_blank_tile(t);
    std::uint64_t h =
        tile_[q][static_cast<std::size_t>(core::letter_of(t) + (blank ? core::kLetterSlots : 0))];
    if (blank) {
        // Woordspel blanks may read differently across and down, or not be fixed yet.
        for (std::size_t d = 0; d < 2; ++d) {
            const core::Letter r = board.reads(static_cast<core::Direction>(d), sq);
            // Letters are 1..27: slot 0 stands for "not chosen yet" (kUnfixed).
            h ^= reading_[d][q][r < core::kLetterSlots ? r : 0];
        }
    }
    return h;
}

std::uint64_t Zobrist::board_hash(const core::Board& board) const {
    std::uint64_t h = 0;
    for (int sq = 0; sq < core::kSquares; ++sq) h ^= square_hash(board, sq);
    return h;
}

std::uint64_t Zobrist::board_hash_after(std::uint64_t before, const core::Board& after,
                                        const core::Move& move) const {
    if (move.kind != core::MoveKind::kPlace) return before;
    // The squares it placed on were empty before: their part of `before` was nothing.
    for (int i = 0; i < move.length; ++i)
        if (!move.is_through(i)) before ^= square_hash(after, move.square(i));
    return before;
}

std::uint64_t Zobrist::rack_hash(std::size_t seat, const core::Rack& rack) const {
    std::uint64_t h = 0;
    for (std::size_t l = 0; l < core::kLetterSlots; ++l)
        for (int k = 1; k <= rack.count(static_cast<core::Letter>(l)) && k < 9; ++k)
            h ^= rack_[seat][l][static_cast<std::size_t>(k)];
    return h;
}

std::uint64_t Zobrist::hash(std::uint64_t board_key, const game::State& s) const {
    std::uint64_t h = board_key ^ rack_hash(0, s.racks[0]) ^ rack_hash(1, s.racks[1]);
    h ^= run_[static_cast<std::size_t>(s.scoreless_run < kMaxRun ? s.scoreless_run : kMaxRun - 1)];
    if (s.to_move == 1) h ^= side_;
    return h;
}

}  // namespace letterzak::ai
