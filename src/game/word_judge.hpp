#pragma once
// Whether words exist, as the referee asks it. The game never talks to a lexicon directly: it
// asks a WordJudge, which is a compiled lexicon in play, or "none" when a record is replayed
// without its word list (then only geometry and arithmetic can be checked, and every word is
// taken as valid). Keeping the question behind this interface is what lets `letterzak replay
// --lexicon none` and the tests run without the 300,000-word list.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/alphabet.hpp"
#include "core/placement.hpp"
#include "core/rules.hpp"

namespace letterzak::lexicon {
class Kwg;
class Lexicon;
}  // namespace letterzak::lexicon

namespace letterzak::game {

class WordJudge {
  public:
    virtual ~WordJudge() = default;
    // False for a judge that cannot tell words apart. The referee then accepts every word and
    // leaves open what only a word list could decide (the letter of an open woordspel blank).
    virtual bool decides() const = 0;
    // Whether the tiles spell a word: letters 1..27, without blank bits or kUnfixed. Under
    // the Y-for-IJ and IJ-tile readings the word list already holds every tile spelling.
    virtual bool is_word(std::span<const core::Letter> letters) const = 0;
    // For messages and records ("wdutch", "none").
    virtual std::string name() const = 0;
};

// Every word is valid; decides() is false.
class AcceptAllJudge final : public WordJudge {
  public:
    bool decides() const override { return false; }
    bool is_word(std::span<const core::Letter>) const override { return true; }
    std::string name() const override { return "none"; }
};

// A judge backed by a compiled lexicon's automaton (which must outlive the judge): the referee's
// with the lexicon in play, and the rules kernel's from the word list its players generate from.
class LexiconJudge final : public WordJudge {
  public:
    explicit LexiconJudge(const lexicon::Lexicon& lexicon, std::string name = "lexicon");
    explicit LexiconJudge(const lexicon::Kwg& kwg, std::string name = "lexicon");
    bool decides() const override { return true; }
    bool is_word(std::span<const core::Letter> letters) const override;
    std::string name() const override { return name_; }

  private:
    const lexicon::Kwg& kwg_;
    std::string name_;
};

// A judge from a fixed list of words typed as plain letters ("ZIE", "BIJL"); for tests and
// small examples. Words are read with the rule set's reading (IJ tile, Y for IJ).
class WordListJudge final : public WordJudge {
  public:
    WordListJudge(const std::vector<std::string>& words, core::WordReading reading);
    bool decides() const override { return true; }
    bool is_word(std::span<const core::Letter> letters) const override;
    std::string name() const override { return "list"; }

  private:
    std::vector<std::vector<core::Letter>> entries_;  // sorted
};

// Whether a formed word is valid. Positions that read kUnfixed (a woordspel blank not yet
// chosen in this direction) are wildcards over the tile set's letters.
bool word_is_valid(const WordJudge& judge, const core::RuleSet& rules,
                   const core::FormedWord& word);

// The letters for the word's kUnfixed positions, in order, that make it a word: the first
// choice in letter order (A before B, the first open position deciding first). Empty when
// the word has no open position; nullopt when no choice gives a word.
std::optional<std::vector<core::Letter>> first_valid_choice(const WordJudge& judge,
                                                            const core::RuleSet& rules,
                                                            const core::FormedWord& word);

// A woordspel blank's reading along a line, fixed by a word of a placement.
struct ReadingFix {
    core::Direction dir = core::Direction::kHorizontal;
    int square = 0;
    core::Letter letter = 0;
    bool operator==(const ReadingFix&) const = default;
};

// The rule for open woordspel blanks, for the referee and the rules kernel alike (SPEC,
// woordspel: a blank's letter along a line is fixed the first time a word along that line
// contains it). For each of a placement's formed words with open positions, the readings of
// first_valid_choice; a word that no choice makes a word fixes nothing.
std::vector<ReadingFix> open_reading_fixes(const WordJudge& judge, const core::RuleSet& rules,
                                           std::span<const core::FormedWord> words);

// Puts the fixes on the board (after the placement), on readings that are still open.
void apply_reading_fixes(core::Board& board, std::span<const ReadingFix> fixes);

// The word as text: upper case, a blank's letter in lower case, the IJ tile as "IJ"/"ij", an
// open blank as '?'.
std::string word_text(const core::FormedWord& word);

}  // namespace letterzak::game
