#include "ai/table_move.hpp"

#include <array>

#include "core/placement.hpp"
#include "core/score.hpp"

namespace letterzak::ai {
namespace {

constexpr int kMaxRack = 8;
constexpr std::uint64_t kPassChoice = 1;
constexpr std::uint64_t kFirstPlacement = 2;
constexpr int kChoiceBits = 17;
constexpr int kStartShift = kChoiceBits;
constexpr int kDirShift = kStartShift + 8;
constexpr int kBlankShift = kDirShift + 1;
static_assert(kBlankShift + 2 * 5 == kTableMoveBits);

// The rack's tiles in slot order (blanks first), as the choice counts them; nullopt for a
// rack of more than kMaxRack.
struct Items {
    std::array<core::Letter, kMaxRack> letter{};
    int n = 0;
};

std::optional<Items> items_of(const core::Rack& rack) {
    Items items;
    for (int l = 0; l < core::kLetterSlots; ++l)
        for (int c = 0; c < rack.count(static_cast<core::Letter>(l)); ++c) {
            if (items.n == kMaxRack) return std::nullopt;
            items.letter[static_cast<std::size_t>(items.n++)] = static_cast<core::Letter>(l);
        }
    return items;
}

// Ordered choices of k of n tiles: n! / (n - k)!.
std::uint64_t choices(int n, int k) {
    std::uint64_t p = 1;
    for (int i = 0; i < k; ++i) p *= static_cast<std::uint64_t>(n - i);
    return p;
}

// The entry a move has for a board tile it runs through, as the generator writes it: how the
// tile reads along the word, a blank marked.
core::Letter through_entry(const core::Board& board, core::Direction dir, int sq) {
    return static_cast<core::Letter>(
        board.reads(dir, sq) | (board.is_blank(sq) ? core::kBlankBit : 0) | core::kThroughBit);
}

// The square after `sq` along `dir`, or -1 off the board.
int next_square(int sq, core::Direction dir) {
    const bool across = dir == core::Direction::kHorizontal;
    if ((across ? core::col_of(sq) : core::row_of(sq)) == core::kBoardSize - 1) return -1;
    return sq + core::step_of(dir);
}

// The square before `sq` along `dir`, or -1 off the board.
int previous_square(int sq, core::Direction dir) {
    const bool across = dir == core::Direction::kHorizontal;
    if ((across ? core::col_of(sq) : core::row_of(sq)) == 0) return -1;
    return sq - core::step_of(dir);
}

}  // namespace

std::uint64_t encode_table_move(const core::Move& move, const core::Board& board,
                                const core::Rack& rack) {
    if (move.kind == core::MoveKind::kPass) return kPassChoice;
    if (move.kind != core::MoveKind::kPlace) return kNoTableMove;
    std::optional<Items> held = items_of(rack);
    if (!held) return kNoTableMove;
    Items& items = *held;
    const int n = items.n;
    std::uint64_t rank = 0, radix = 1;
    std::array<core::Letter, 2> blanks{};
    int k = 0, b = 0;
    for (int i = 0; i < move.length; ++i) {
        const core::Letter e = move.word[static_cast<std::size_t>(i)];
        const int sq = move.square(i);
        if (move.is_through(i)) {
            if (board.reads(move.dir, sq) == core::kUnfixed) {
                // A woordspel blank still open along the word: the move chooses its reading.
                if (b == 2 || e != (core::letter_of(e) | core::kBlankBit | core::kThroughBit))
                    return kNoTableMove;
                blanks[static_cast<std::size_t>(b++)] = core::letter_of(e);
            } else if (e != through_entry(board, move.dir, sq)) {
                return kNoTableMove;
            }
            continue;
        }
        const core::Letter tile = core::rack_letter(e);
        int digit = 0;
        const int left = n - k;
        while (digit < left && items.letter[static_cast<std::size_t>(digit)] != tile) ++digit;
        if (digit == left) return kNoTableMove;  // not on the rack
        for (int j = digit; j + 1 < left; ++j)
            items.letter[static_cast<std::size_t>(j)] =
                items.letter[static_cast<std::size_t>(j + 1)];
        rank += static_cast<std::uint64_t>(digit) * radix;
        radix *= static_cast<std::uint64_t>(left);
        if (tile == core::kBlank) {
            if (b == 2) return kNoTableMove;
            blanks[static_cast<std::size_t>(b++)] = core::letter_of(e);
        }
        ++k;
    }
    std::uint64_t offset = 0;
    for (int j = 0; j < k; ++j) offset += choices(n, j);
    return (kFirstPlacement + offset + rank) | std::uint64_t{move.start} << kStartShift |
           std::uint64_t{move.dir == core::Direction::kVertical} << kDirShift |
           std::uint64_t{blanks[0]} << kBlankShift | std::uint64_t{blanks[1]} << (kBlankShift + 5);
}

std::optional<core::Move> decode_table_move(std::uint64_t code, const core::Board& board,
                                            const core::Rack& rack, const core::RuleSet& rules) {
    std::uint64_t choice = code & ((std::uint64_t{1} << kChoiceBits) - 1);
    if (choice == kNoTableMove) return std::nullopt;
    if (choice == kPassChoice) return core::Move::pass();
    std::optional<Items> held = items_of(rack);
    if (!held) return std::nullopt;
    Items& items = *held;
    const int n = items.n;
    choice -= kFirstPlacement;
    int k = 0;
    while (k <= n && choice >= choices(n, k)) choice -= choices(n, k++);
    if (k == 0 || k > n) return std::nullopt;
    std::array<core::Letter, kMaxRack> placed{};  // rack tiles, in the order they go down
    for (int i = 0; i < k; ++i) {
        const int left = n - i;
        const auto digit = static_cast<int>(choice % static_cast<std::uint64_t>(left));
        choice /= static_cast<std::uint64_t>(left);
        placed[static_cast<std::size_t>(i)] = items.letter[static_cast<std::size_t>(digit)];
        for (int j = digit; j + 1 < left; ++j)
            items.letter[static_cast<std::size_t>(j)] =
                items.letter[static_cast<std::size_t>(j + 1)];
    }
    core::Move m;
    m.kind = core::MoveKind::kPlace;
    m.dir =
        (code >> kDirShift & 1) != 0 ? core::Direction::kVertical : core::Direction::kHorizontal;
    const auto start = static_cast<int>(code >> kStartShift & 0xff);
    if (start >= core::kSquares) return std::nullopt;
    // The main word starts here: nothing lies before it.
    if (const int before = previous_square(start, m.dir); before >= 0 && !board.empty(before))
        return std::nullopt;
    m.start = static_cast<std::uint8_t>(start);
    // The blanks' letters, placed ones and open ones run through alike, in the word's order.
    int b = 0;
    const auto next_blank = [&]() -> std::optional<core::Letter> {
        if (b == 2) return std::nullopt;
        const auto l = static_cast<core::Letter>(code >> (kBlankShift + 5 * b++) & 0x1f);
        if (!core::is_letter(l)) return std::nullopt;
        return static_cast<core::Letter>(l | core::kBlankBit);
    };
    int length = 0, p = 0;
    for (int sq = start; sq >= 0 && (p < k || !board.empty(sq)); sq = next_square(sq, m.dir)) {
        if (length == core::kMaxWord) return std::nullopt;
        core::Letter e = 0;
        if (!board.empty(sq)) {
            e = through_entry(board, m.dir, sq);
            if (board.reads(m.dir, sq) == core::kUnfixed) {
                const std::optional<core::Letter> l = next_blank();
                if (!l) return std::nullopt;
                e = static_cast<core::Letter>(*l | core::kThroughBit);
            }
        } else {
            e = placed[static_cast<std::size_t>(p++)];
            if (e == core::kBlank) {
                const std::optional<core::Letter> l = next_blank();
                if (!l) return std::nullopt;
                e = *l;
            }
        }
        m.word[static_cast<std::size_t>(length++)] = e;
    }
    if (p < k) return std::nullopt;  // ran off the board
    m.length = static_cast<std::uint8_t>(length);
    m.tiles_used = static_cast<std::uint8_t>(k);
    m.score = core::score_words(rules, core::formed_words(board, rules, m), k);
    return m;
}

}  // namespace letterzak::ai
