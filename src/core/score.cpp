#include "core/score.hpp"

#include <algorithm>

namespace letterzak::core {

int score_word(const RuleSet& rules, const FormedWord& word) {
    const BoardLayout& layout = *rules.layout;
    int sum = 0;
    int product = 1;
    int largest = 1;
    for (int i = 0; i < word.length; ++i) {
        const Letter t = word.tiles[static_cast<std::size_t>(i)];
        const int value = is_blank_tile(t) ? 0 : rules.tiles->value[letter_of(t)];
        if (!word.is_new(i)) {
            sum += value;
            continue;
        }
        const auto sq = static_cast<std::size_t>(word.square(i));
        sum += value * layout.letter_multiplier[sq];
        product *= layout.word_multiplier[sq];
        largest = std::max<int>(largest, layout.word_multiplier[sq]);
    }
    const int word_multiplier =
        rules.word_premiums == WordPremiumRule::kMultiply ? product : largest;
    return sum * word_multiplier;
}

int score_words(const RuleSet& rules, std::span<const FormedWord> words, int tiles_used) {
    int total = 0;
    for (const FormedWord& w : words) total += score_word(rules, w);
    if (tiles_used == rules.rack_size && !words.empty()) {
        switch (rules.bingo) {
            case BingoRule::kBonus:
                total += rules.bingo_bonus;
                break;
            case BingoRule::kDoubleMainWord:
                total += score_word(rules, words.front());
                break;
        }
    }
    return total;
}

int score_placement(const RuleSet& rules, const Placement& placement) {
    return score_words(rules, placement.words, placement.move.tiles_used);
}

int rack_value(const RuleSet& rules, const Rack& rack) {
    int total = 0;
    for (int l = 0; l < kLetterSlots; ++l)
        total +=
            rack.count(static_cast<Letter>(l)) * rules.tiles->value[static_cast<std::size_t>(l)];
    return total;
}

}  // namespace letterzak::core
