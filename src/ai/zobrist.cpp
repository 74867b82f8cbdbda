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

std::uint64_t Zobrist::tile_hash(core::Letter t, int sq) const {
    const auto q = static_cast<std::size_t>(sq);
    const core::Letter letter = core::letter_of(t);
    if (!core::is_blank_tile(t)) return tile_[q][letter];
    return tile_[q][static_cast<std::size_t>(letter + core::kLetterSlots)] ^
           reading_[0][q][letter] ^ reading_[1][q][letter];
}

std::uint64_t Zobrist::board_hash(const core::Board& board) const {
    std::uint64_t h = 0;
    for (int sq = 0; sq < core::kSquares; ++sq) h ^= square_hash(board, sq);
    return h;
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
    h ^= run_hash(s.scoreless_run);
    if (s.to_move == 1) h ^= side_;
    return h;
}

std::uint64_t Zobrist::placed_hash(const core::Move& move) const {
    std::uint64_t h = 0;
    if (move.kind != core::MoveKind::kPlace) return h;
    for (int i = 0; i < move.length; ++i)
        if (!move.is_through(i))
            h ^= tile_hash(move.word[static_cast<std::size_t>(i)], move.square(i));
    return h;
}

std::uint64_t Zobrist::hash_after(std::uint64_t key, std::uint64_t placed,
                                  const game::State& parent, const core::Move& move,
                                  int run) const {
    // The board gains the placed tiles; the mover's rack loses them, each the highest copy of
    // its letter still held (rack_hash keys copy k of a letter); the run and the mover change.
    std::uint64_t h = key ^ placed ^ run_hash(parent.scoreless_run) ^ run_hash(run) ^ side_;
    if (move.kind != core::MoveKind::kPlace) return h;
    const auto seat = static_cast<std::size_t>(parent.to_move);
    const core::Rack& rack = parent.racks[seat];
    std::array<std::uint8_t, core::kLetterSlots> taken{};
    for (int i = 0; i < move.length; ++i) {
        if (move.is_through(i)) continue;
        const core::Letter l = core::rack_letter(move.word[static_cast<std::size_t>(i)]);
        const int copy = rack.count(l) - taken[l]++;
        if (copy >= 1 && copy < 9) h ^= rack_[seat][l][static_cast<std::size_t>(copy)];
    }
    return h;
}

}  // namespace letterzak::ai
