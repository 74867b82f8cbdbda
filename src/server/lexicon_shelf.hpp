#pragma once
// The word lists a server plays with: one compiled lexicon per list rules (a reading: plain for
// the tournament and box games, IJ as one tile for box-ij, Y-for-IJ for woordspel; whether
// words with a hyphen or an apostrophe count: not in box and box-ij; and whether the list of
// place names is added: only for rule sets that allow place names, woordspel, when the server
// was given one with `serve --places`), each opened once, on first use, from the same source
// list (the default wdutch, or --lexicon), and then shared by every game: the judge that checks
// words and the index the move generator uses.

#include <array>
#include <filesystem>
#include <memory>
#include <mutex>

#include "core/alphabet.hpp"
#include "core/result.hpp"
#include "core/rules.hpp"
#include "game/word_judge.hpp"
#include "lexicon/lexicon.hpp"
#include "movegen/kwg_index.hpp"

namespace letterzak::server {

struct LoadedLexicon {
    lexicon::Lexicon lexicon;
    std::unique_ptr<game::LexiconJudge> judge;
    std::shared_ptr<const movegen::KwgIndex> index;
};

class LexiconShelf {
  public:
    // `places`: a list of place names (empty: none), added to the lists of the rule sets that
    // allow place names (core::RuleSet::place_names) and to no other.
    explicit LexiconShelf(std::filesystem::path source, std::filesystem::path places = {})
        : source_(std::move(source)), places_(std::move(places)) {}
    // The lexicon a rule set plays with (lexicon::list_rules_of, and the place names where the
    // rule set allows them), opened on first use (thread-safe). The reference stays valid for
    // the shelf's lifetime.
    Result<const LoadedLexicon*> get(const core::RuleSet& rules);
    std::string source_name() const;

  private:
    std::filesystem::path source_;
    std::filesystem::path places_;
    std::mutex mutex_;
    // Per reading, with/without joined words, with/without the place names.
    std::array<std::unique_ptr<LoadedLexicon>, 12> loaded_;
};

}  // namespace letterzak::server
