#include "lexicon/reading.hpp"

#include <cassert>

namespace letterzak::lexicon {

namespace {

constexpr Letter kLetterY = 'y' - 'a' + 1;

// Positions of the "ij" pairs in a lower-case word. Pairs cannot overlap (i ≠ j).
std::vector<std::size_t> ij_positions(std::string_view word) {
    std::vector<std::size_t> positions;
    for (std::size_t i = 0; i + 1 < word.size(); ++i) {
        if (word[i] == 'i' && word[i + 1] == 'j') positions.push_back(i);
    }
    return positions;
}

std::size_t ij_count(std::string_view word) {
    std::size_t count = 0;
    for (std::size_t i = 0; i + 1 < word.size(); ++i) {
        if (word[i] == 'i' && word[i + 1] == 'j') ++count;
    }
    return count;
}

}  // namespace

std::string_view reading_name(WordReading reading) {
    switch (reading) {
        case WordReading::kPlain:
            return "plain";
        case WordReading::kIjDigraph:
            return "ij-digraph";
        case WordReading::kYForIj:
            return "y-for-ij";
    }
    return "unknown";
}

std::optional<WordReading> reading_from_name(std::string_view name) {
    for (const auto r : {WordReading::kPlain, WordReading::kIjDigraph, WordReading::kYForIj}) {
        if (reading_name(r) == name) return r;
    }
    return std::nullopt;
}

std::vector<Letter> tiles_of_word(std::string_view word, WordReading reading) {
    return core::letters_of_word(word, reading == WordReading::kIjDigraph);
}

std::vector<std::vector<Letter>> spellings_of(std::string_view word, WordReading reading) {
    std::vector<std::vector<Letter>> out;
    out.push_back(tiles_of_word(word, reading));
    if (reading != WordReading::kYForIj) return out;

    const std::vector<std::size_t> pairs = ij_positions(word);
    // A word has at most a handful of "ij" pairs (15 letters: at most 7), so 2^k stays small.
    assert(pairs.size() < 16);
    const std::size_t subsets = std::size_t{1} << pairs.size();
    for (std::size_t mask = 1; mask < subsets; ++mask) {
        std::vector<Letter> spelling;
        spelling.reserve(word.size());
        std::size_t next_pair = 0;
        for (std::size_t i = 0; i < word.size(); ++i) {
            if (next_pair < pairs.size() && pairs[next_pair] == i) {
                const bool as_y = (mask >> next_pair) & 1;
                ++next_pair;
                if (as_y) {
                    spelling.push_back(kLetterY);
                    ++i;  // the j is part of the Y
                    continue;
                }
            }
            spelling.push_back(static_cast<Letter>(word[i] - 'a' + 1));
        }
        out.push_back(std::move(spelling));
    }
    return out;
}

LetterCountRange letter_count_range(std::string_view word, WordReading reading) {
    switch (reading) {
        case WordReading::kPlain:
            return {word.size(), word.size()};
        case WordReading::kIjDigraph: {
            const std::size_t n = word.size() - ij_count(word);
            return {n, n};
        }
        case WordReading::kYForIj:
            return {word.size() - ij_count(word), word.size()};
    }
    return {word.size(), word.size()};
}

}  // namespace letterzak::lexicon
