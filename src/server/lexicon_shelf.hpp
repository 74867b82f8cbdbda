#pragma once
// The word lists a server plays with: one compiled lexicon per list rules (a reading: plain for
// the tournament and box games, IJ as one tile for box-ij, Y-for-IJ for woordspel; and whether
// words with a hyphen or an apostrophe count: not in box and box-ij), each opened
// once, on first use, from the same source list (the default wdutch, or --lexicon), and then
// shared by every game: the judge that checks words and the index the move generator uses.

#include <array>
#include <filesystem>
#include <memory>
#include <mutex>

#include "core/alphabet.hpp"
#include "core/result.hpp"
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
    explicit LexiconShelf(std::filesystem::path source) : source_(std::move(source)) {}
    // The lexicon for a rule set's list rules (lexicon::list_rules_of), opened on first use
    // (thread-safe). The reference stays valid for the shelf's lifetime.
    Result<const LoadedLexicon*> get(const lexicon::ListRules& rules);
    std::string source_name() const;

  private:
    std::filesystem::path source_;
    std::mutex mutex_;
    std::array<std::unique_ptr<LoadedLexicon>, 6> loaded_;  // per reading, with/without joined
};

}  // namespace letterzak::server
