#include "ai/leave_model.hpp"

namespace letterzak::ai {

Equity LeaveModel::value(const LeaveCounts& counts) const {
    Equity total = 0;
    int vowels = 0, consonants = 0;
    // The letters present, for the pair terms: at most a rack's worth.
    std::array<core::Letter, core::kLetterSlots> present{};
    std::size_t n = 0;
    for (std::size_t l = 0; l < core::kLetterSlots; ++l) {
        const int c = counts[l];
        if (c == 0) continue;
        present[n++] = static_cast<core::Letter>(l);
        const int capped = c > kMaxCopies ? kMaxCopies : c;
        for (int k = 1; k <= capped; ++k) total += copy_[l][static_cast<std::size_t>(k)];
        if (l == core::kBlank) continue;
        if (is_vowel(static_cast<core::Letter>(l)))
            vowels += c;
        else
            consonants += c;
    }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) total += pair_[present[i]][present[j]];
    if (vowels > kMaxBalance) vowels = kMaxBalance;
    if (consonants > kMaxBalance) consonants = kMaxBalance;
    total += balance_[static_cast<std::size_t>(vowels)][static_cast<std::size_t>(consonants)];
    return total;
}

bool LeaveModel::is_zero() const {
    return *this == LeaveModel{};
}

}  // namespace letterzak::ai
