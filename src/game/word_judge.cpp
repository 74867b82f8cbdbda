#include "game/word_judge.hpp"

#include <algorithm>
#include <cctype>

#include "lexicon/kwg.hpp"
#include "lexicon/lexicon.hpp"
#include "lexicon/reading.hpp"

namespace letterzak::game {

using core::Letter;

LexiconJudge::LexiconJudge(const lexicon::Lexicon& lexicon, std::string name)
    : LexiconJudge(lexicon.kwg(), std::move(name)) {}

LexiconJudge::LexiconJudge(const lexicon::Kwg& kwg, std::string name)
    : kwg_(kwg), name_(std::move(name)) {}

bool LexiconJudge::is_word(std::span<const Letter> letters) const {
    return kwg_.contains(letters);
}

WordListJudge::WordListJudge(const std::vector<std::string>& words, core::WordReading reading) {
    for (const std::string& w : words) {
        std::string lower;
        for (char c : w) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (auto& spelling : lexicon::spellings_of(lower, reading))
            entries_.push_back(std::move(spelling));
    }
    std::sort(entries_.begin(), entries_.end());
    entries_.erase(std::unique(entries_.begin(), entries_.end()), entries_.end());
}

bool WordListJudge::is_word(std::span<const Letter> letters) const {
    const std::vector<Letter> key(letters.begin(), letters.end());
    return std::binary_search(entries_.begin(), entries_.end(), key);
}

namespace {

// Depth-first over the open positions in order, letters ascending: the first hit is the
// lexicographically first choice. At most two blanks exist, so at most 27² probes.
bool search(const WordJudge& judge, const std::vector<Letter>& alphabet,
            std::vector<Letter>& letters, const std::vector<std::size_t>& open, std::size_t k,
            std::vector<Letter>& choice) {
    if (k == open.size()) return judge.is_word(letters);
    for (Letter l : alphabet) {
        letters[open[k]] = l;
        choice[k] = l;
        if (search(judge, alphabet, letters, open, k + 1, choice)) return true;
    }
    letters[open[k]] = core::kUnfixed;
    return false;
}

}  // namespace

std::optional<std::vector<Letter>> first_valid_choice(const WordJudge& judge,
                                                      const core::RuleSet& rules,
                                                      const core::FormedWord& word) {
    std::vector<Letter> letters;
    std::vector<std::size_t> open;
    for (int i = 0; i < word.length; ++i) {
        const Letter l = word.letter(i);
        if (l == core::kUnfixed) open.push_back(static_cast<std::size_t>(i));
        letters.push_back(l);
    }
    std::vector<Letter> choice(open.size(), 0);
    if (!search(judge, rules.tiles->letters(), letters, open, 0, choice)) return std::nullopt;
    return choice;
}

bool word_is_valid(const WordJudge& judge, const core::RuleSet& rules,
                   const core::FormedWord& word) {
    if (!judge.decides()) return true;
    return first_valid_choice(judge, rules, word).has_value();
}

std::vector<ReadingFix> open_reading_fixes(const WordJudge& judge, const core::RuleSet& rules,
                                           std::span<const core::FormedWord> words) {
    std::vector<ReadingFix> fixes;
    for (const core::FormedWord& w : words) {
        bool open = false;
        for (int i = 0; i < w.length; ++i) open |= w.letter(i) == core::kUnfixed;
        if (!open) continue;
        const auto choice = first_valid_choice(judge, rules, w);
        if (!choice) continue;
        std::size_t k = 0;
        for (int i = 0; i < w.length; ++i)
            if (w.letter(i) == core::kUnfixed)
                fixes.push_back({w.dir, w.square(i), (*choice)[k++]});
    }
    return fixes;
}

void apply_reading_fixes(core::Board& board, std::span<const ReadingFix> fixes) {
    for (const ReadingFix& f : fixes)
        if (!board.empty(f.square) && board.reads(f.dir, f.square) == core::kUnfixed)
            board.set_reading(f.dir, f.square, f.letter);
}

std::string word_text(const core::FormedWord& word) {
    std::string s;
    for (int i = 0; i < word.length; ++i) {
        const Letter t = word.tiles[static_cast<std::size_t>(i)];
        const Letter l = core::letter_of(t);
        std::string name = l == core::kUnfixed ? std::string("?") : core::letter_name(l);
        if (core::is_blank_tile(t))
            for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        s += name;
    }
    return s;
}

}  // namespace letterzak::game
