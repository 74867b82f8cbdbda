#pragma once
// A lexicon: the word automaton of one word list under one reading, and where it came from.
//
// The usual way in is Lexicon::open: given nothing it takes the default Dutch list; given a
// compiled file it loads it; given a plain list it compiles it once and keeps the compiled copy
// in a cache (see cache.hpp), so later runs load in milliseconds.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/alphabet.hpp"
#include "core/result.hpp"
#include "lexicon/compiled_format.hpp"
#include "lexicon/kwg.hpp"
#include "lexicon/normalise.hpp"

namespace letterzak::lexicon {

// The list used when none is named: OpenTaal's Dutch list as Debian's wdutch installs it
// (configurable at build time through LETTERZAK_DEFAULT_WORDLIST).
extern const char kDefaultWordList[];

// What Lexicon::open did, for messages and tests.
struct OpenReport {
    enum class Action : std::uint8_t {
        kLoadedCompiled,  // the path was a compiled lexicon
        kLoadedCache,     // a plain list whose cache was valid
        kBuilt,           // a plain list compiled now (the cache was missing, stale or damaged)
    };
    Action action = Action::kBuilt;
    std::filesystem::path source;      // the file opened (the default list when none was named)
    std::filesystem::path cache_path;  // the cache read or written; empty if none
    std::string cache_problem;         // why an existing cache was refused, or why none was written
    NormaliseStats stats;              // when built
    NormaliseStats place_stats;        // when built with a list of place names
};

class Lexicon {
  public:
    // An empty lexicon: contains nothing.
    Lexicon() = default;

    // Compiles normalised words (lower case a..z, as normalise_word_list gives them). Each word
    // enters as every spelling of its reading that fits the board (2..15 tiles). Error:
    // lexicon_too_large when the automaton exceeds the node format.
    static Result<Lexicon> from_words(const std::vector<std::string>& words, const ListRules& rules,
                                      std::string description = {}, SourceStamp source = {},
                                      bool place_names = false);

    // Reads, normalises and compiles a plain list, and the place names when `places` names a
    // list of them (woordspel); stats (if given) receives the counts, place_stats the places'.
    static Result<Lexicon> from_word_list(const std::filesystem::path& path, const ListRules& rules,
                                          NormaliseStats* stats = nullptr,
                                          const std::filesystem::path& places = {},
                                          NormaliseStats* place_stats = nullptr);

    // A compiled lexicon from a file, or from its bytes (see compiled_format.hpp for errors).
    static Result<Lexicon> load_compiled(const std::filesystem::path& path);
    static Result<Lexicon> from_bytes(std::span<const std::byte> bytes);

    // Writes the compiled lexicon atomically.
    Result<void> save_compiled(const std::filesystem::path& path) const;
    std::vector<std::byte> to_bytes() const;

    // The path (empty: kDefaultWordList) as a compiled lexicon, or as a plain list through the
    // cache, with the list of place names `places` added when it is not empty (the caller
    // checks that the rule set takes place names). A compiled file must have been built for
    // the same reading (lexicon_reading_mismatch) and list rules (lexicon_rules_mismatch), and
    // already holds its place names (lexicon_places_compiled when `places` is given too). A
    // cache that cannot be read or written is reported in report, not an error: the lexicon is
    // still returned.
    static Result<Lexicon> open(const std::filesystem::path& path_or_empty, const ListRules& rules,
                                OpenReport* report = nullptr,
                                const std::filesystem::path& places = {});

    const Kwg& kwg() const { return kwg_; }
    core::WordReading reading() const { return reading_; }
    ListRules list_rules() const { return ListRules(reading_, joined_words_); }
    // Whether a list of place names went into it.
    bool has_place_names() const { return place_names_; }
    const std::string& description() const { return description_; }
    const SourceStamp& source_stamp() const { return source_; }
    // Normalised words of the source (a word with Y spellings counts once).
    std::size_t word_count() const { return word_count_; }
    // Tile strings held (kYForIj: more than the words).
    std::size_t entry_count() const { return entry_count_; }

    // Whether the tiles spell a lexicon entry.
    bool contains(std::span<const Letter> tiles) const { return kwg_.contains(tiles); }
    // Whether a normalised word, read as typed (see tiles_of_word), is an entry.
    bool contains_word(std::string_view word) const;

    // Every entry, upper case, the IJ tile written "IJ". Walks the whole automaton: for tests.
    std::vector<std::string> words() const;

  private:
    static Lexicon from_compiled(CompiledLexicon compiled);

    Kwg kwg_;
    core::WordReading reading_ = core::WordReading::kPlain;
    bool joined_words_ = true;
    bool place_names_ = false;
    std::string description_;
    SourceStamp source_;
    std::size_t word_count_ = 0;
    std::size_t entry_count_ = 0;
};

}  // namespace letterzak::lexicon
