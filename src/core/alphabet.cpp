#include "core/alphabet.hpp"

#include <cctype>

namespace letterzak::core {

std::string letter_name(Letter l) {
    l = letter_of(l);
    if (l == kBlank) return "?";
    if (l == kLetterIJ) return "IJ";
    if (is_letter(l)) return std::string(1, static_cast<char>('A' + l - 1));
    return "#";
}

std::optional<LetterToken> read_letter_token(std::string_view text) {
    if (text.empty()) return std::nullopt;
    const char c = text[0];
    if (c == '[') {
        const auto close = text.find(']');
        if (close == std::string_view::npos) return std::nullopt;
        const std::string_view inner = text.substr(1, close - 1);
        if (inner == "IJ") return LetterToken{kLetterIJ, false, close + 1};
        if (inner == "ij") return LetterToken{kLetterIJ, true, close + 1};
        return std::nullopt;
    }
    if (c >= 'A' && c <= 'Z') return LetterToken{static_cast<Letter>(c - 'A' + 1), false, 1};
    if (c >= 'a' && c <= 'z') return LetterToken{static_cast<Letter>(c - 'a' + 1), true, 1};
    return std::nullopt;
}

std::string letter_token(Letter l, bool lower) {
    l = letter_of(l);
    if (l == kLetterIJ) return lower ? "[ij]" : "[IJ]";
    if (!is_letter(l)) return "?";
    return std::string(1, static_cast<char>((lower ? 'a' : 'A') + l - 1));
}

std::vector<Letter> letters_of_word(std::string_view word, bool ij_digraph) {
    std::vector<Letter> out;
    out.reserve(word.size());
    for (std::size_t i = 0; i < word.size(); ++i) {
        const auto c =
            static_cast<unsigned char>(std::tolower(static_cast<unsigned char>(word[i])));
        if (ij_digraph && c == 'i' && i + 1 < word.size() &&
            std::tolower(static_cast<unsigned char>(word[i + 1])) == 'j') {
            out.push_back(kLetterIJ);
            ++i;
            continue;
        }
        if (c >= 'a' && c <= 'z') out.push_back(static_cast<Letter>(c - 'a' + 1));
    }
    return out;
}

std::string word_of_letters(const std::vector<Letter>& letters) {
    std::string s;
    for (Letter l : letters) s += letter_name(l);
    return s;
}

}  // namespace letterzak::core
