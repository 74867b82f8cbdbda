#include "lexicon/lexicon.hpp"

#include <fmt/format.h>
#include <fmt/std.h>

#include <array>
#include <fstream>
#include <stdexcept>
#include <system_error>

#include "lexicon/cache.hpp"
#include "lexicon/file_io.hpp"
#include "lexicon/reading.hpp"

#ifndef LETTERZAK_DEFAULT_WORDLIST
#define LETTERZAK_DEFAULT_WORDLIST "/usr/share/dict/dutch"
#endif

namespace letterzak::lexicon {

namespace fs = std::filesystem;

const char kDefaultWordList[] = LETTERZAK_DEFAULT_WORDLIST;

namespace {

bool is_normalised(std::string_view word) {
    if (word.empty()) return false;
    for (const char c : word) {
        if (c < 'a' || c > 'z') return false;
    }
    return true;
}

// Whether the file begins with the compiled-lexicon magic: a short read, so that telling a
// compiled file from a plain list does not read a whole list twice.
Result<bool> starts_with_magic(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::error_code ec;
        if (!fs::exists(path, ec)) {
            return make_error("lexicon_not_found", fmt::format("no such file: {}", path));
        }
        return make_error("lexicon_read_failed", fmt::format("cannot open {}", path));
    }
    std::array<char, kCompiledMagic.size()> head{};
    in.read(head.data(), head.size());
    const auto got = static_cast<std::size_t>(in.gcount());
    return has_compiled_magic(std::as_bytes(std::span<const char>(head.data(), got)));
}

// The path that names the file itself, so one list reached two ways shares a cache.
fs::path resolved(const fs::path& path) {
    std::error_code ec;
    fs::path p = fs::weakly_canonical(path, ec);
    if (ec) p = fs::absolute(path, ec);
    return ec ? path : p;
}

// The compiled file's list flags (compiled_format.hpp).
std::uint8_t list_flags(bool joined_words, bool place_names) {
    return static_cast<std::uint8_t>((joined_words ? 0 : kFlagNoJoinedWords) |
                                     (place_names ? kFlagPlaceNames : 0));
}

}  // namespace

Lexicon Lexicon::from_compiled(CompiledLexicon compiled) {
    Lexicon lex;
    lex.kwg_ = std::move(compiled.kwg);
    lex.reading_ = compiled.reading;
    lex.joined_words_ = (compiled.flags & kFlagNoJoinedWords) == 0;
    lex.place_names_ = (compiled.flags & kFlagPlaceNames) != 0;
    lex.description_ = std::move(compiled.description);
    lex.source_ = compiled.source;
    lex.word_count_ = static_cast<std::size_t>(compiled.word_count);
    lex.entry_count_ = static_cast<std::size_t>(compiled.entry_count);
    return lex;
}

Result<Lexicon> Lexicon::from_words(const std::vector<std::string>& words, const ListRules& rules,
                                    std::string description, SourceStamp source, bool place_names) {
    const core::WordReading reading = rules.reading;
    std::vector<std::vector<Letter>> entries;
    entries.reserve(words.size());
    for (const std::string& word : words) {
        if (!is_normalised(word)) {
            return make_error("lexicon_bad_word",
                              fmt::format("not a normalised word (a..z only): '{}'", word));
        }
        for (std::vector<Letter>& spelling : spellings_of(word, reading)) {
            if (fits_board(spelling.size())) entries.push_back(std::move(spelling));
        }
    }

    CompiledLexicon compiled;
    try {
        compiled.kwg = build_kwg(entries);
    } catch (const std::length_error& e) {
        return make_error("lexicon_too_large", e.what());
    }
    compiled.reading = reading;
    compiled.flags = list_flags(rules.joined_words, place_names);
    compiled.word_count = words.size();
    compiled.entry_count = compiled.kwg.dawg_entry_count();
    compiled.source = source;
    compiled.description = std::move(description);
    return from_compiled(std::move(compiled));
}

Result<Lexicon> Lexicon::from_word_list(const fs::path& path, const ListRules& rules,
                                        NormaliseStats* stats, const fs::path& places,
                                        NormaliseStats* place_stats) {
    const Result<SourceStamp> stamp = stamp_of(path);
    if (!stamp) return Unexpected<Error>{stamp.error()};
    Result<WordList> list = load_word_list(path, rules);
    if (!list) return Unexpected<Error>{list.error()};
    if (stats != nullptr) *stats = list->stats;
    std::string description = path.string();
    if (!places.empty()) {
        Result<WordList> names = load_place_names(places, rules);
        if (!names) return Unexpected<Error>{names.error()};
        if (place_stats != nullptr) *place_stats = names->stats;
        merge_words(list->words, names->words);
        description += " + " + places.string();
    }
    return from_words(list->words, rules, std::move(description), *stamp, !places.empty());
}

Result<Lexicon> Lexicon::from_bytes(std::span<const std::byte> bytes) {
    Result<CompiledLexicon> compiled = decode_compiled(bytes);
    if (!compiled) return Unexpected<Error>{compiled.error()};
    return from_compiled(std::move(*compiled));
}

Result<Lexicon> Lexicon::load_compiled(const fs::path& path) {
    const Result<std::string> data = read_whole_file(path);
    if (!data) return Unexpected<Error>{data.error()};
    Result<Lexicon> lex = from_bytes(std::as_bytes(std::span<const char>(*data)));
    if (!lex) {
        // Say which file: the caller may be trying several.
        return make_error(lex.error().code, fmt::format("{}: {}", path, lex.error().message));
    }
    return lex;
}

std::vector<std::byte> Lexicon::to_bytes() const {
    CompiledLexicon compiled;
    compiled.kwg = kwg_;
    compiled.reading = reading_;
    compiled.flags = list_flags(joined_words_, place_names_);
    compiled.word_count = word_count_;
    compiled.entry_count = entry_count_;
    compiled.source = source_;
    compiled.description = description_;
    return encode_compiled(compiled);
}

Result<void> Lexicon::save_compiled(const fs::path& path) const {
    return write_file_atomically(path, to_bytes());
}

Result<Lexicon> Lexicon::open(const fs::path& path_or_empty, const ListRules& rules,
                              OpenReport* report, const fs::path& places) {
    const core::WordReading reading = rules.reading;
    OpenReport local;
    OpenReport& out = report != nullptr ? *report : local;
    out = OpenReport{};
    const fs::path path = path_or_empty.empty() ? fs::path(kDefaultWordList) : path_or_empty;
    out.source = path;

    const Result<bool> compiled = starts_with_magic(path);
    if (!compiled) return Unexpected<Error>{compiled.error()};
    if (*compiled) {
        Result<Lexicon> lex = load_compiled(path);
        if (!lex) return lex;
        if (lex->reading() != reading) {
            return make_error("lexicon_reading_mismatch",
                              fmt::format("{} was compiled for the {} reading, not {}", path,
                                          reading_name(lex->reading()), reading_name(reading)));
        }
        if (lex->joined_words_ != rules.joined_words) {
            return make_error(
                "lexicon_rules_mismatch",
                fmt::format("{} was compiled {} words with a hyphen or an apostrophe: build it "
                            "for these rules (letterzak lexicon build --rules)",
                            path, lex->joined_words_ ? "with" : "without"));
        }
        if (!places.empty()) {
            return make_error("lexicon_places_compiled",
                              fmt::format("{} is compiled: give the place names to `letterzak "
                                          "lexicon build --places` instead",
                                          path));
        }
        out.action = OpenReport::Action::kLoadedCompiled;
        return lex;
    }

    const fs::path source = resolved(path);
    const Result<SourceStamp> stamp = stamp_of(source);
    if (!stamp) return Unexpected<Error>{stamp.error()};
    // The place names are part of the cache's key: another list, or a changed one, is another
    // lexicon.
    std::string places_key;
    fs::path places_source;
    if (!places.empty()) {
        places_source = resolved(places);
        const Result<SourceStamp> places_stamp = stamp_of(places_source);
        if (!places_stamp) return Unexpected<Error>{places_stamp.error()};
        places_key = fmt::format("{}\n{}\n{}", places_source.string(), places_stamp->size,
                                 places_stamp->mtime_ns);
    }
    const fs::path name = cache_file_name(source, *stamp, rules, places_key);
    const std::optional<fs::path> dir = cache_directory();

    std::string problems;
    const auto note = [&](const std::string& problem) {
        if (!problems.empty()) problems += "; ";
        problems += problem;
    };

    if (dir) {
        const fs::path candidate = *dir / name;
        std::error_code ec;
        if (fs::exists(candidate, ec)) {
            Result<Lexicon> cached = load_compiled(candidate);
            if (!cached) {
                note(fmt::format("refused cache ({})", cached.error().message));
            } else if (cached->list_rules() != rules || cached->source_stamp() != *stamp ||
                       cached->has_place_names() != !places.empty()) {
                note(fmt::format("refused cache {}: built from another version of the list",
                                 candidate));
            } else {
                out.action = OpenReport::Action::kLoadedCache;
                out.cache_path = candidate;
                out.cache_problem = problems;
                return cached;
            }
        }
    }

    Result<Lexicon> lex =
        from_word_list(source, rules, &out.stats, places_source, &out.place_stats);
    if (!lex) return lex;
    out.action = OpenReport::Action::kBuilt;
    if (!dir) {
        note(
            "no cache written: no cache directory (set LETTERZAK_CACHE_DIR, XDG_CACHE_HOME or "
            "HOME)");
    } else if (std::error_code ec; !fs::create_directories(*dir, ec) && ec) {
        note(fmt::format("no cache written: cannot create the cache directory {}: {}", *dir,
                         ec.message()));
    } else {
        const fs::path candidate = *dir / name;
        if (const Result<void> saved = lex->save_compiled(candidate); !saved) {
            note(fmt::format("no cache written: {}", saved.error().message));
        } else {
            out.cache_path = candidate;
            remove_stale_caches(*dir, candidate);
        }
    }
    out.cache_problem = problems;
    return lex;
}

bool Lexicon::contains_word(std::string_view word) const {
    return kwg_.contains(tiles_of_word(word, reading_));
}

std::vector<std::string> Lexicon::words() const {
    std::vector<std::string> out;
    for (const std::vector<Letter>& entry : kwg_.entries()) {
        out.push_back(core::word_of_letters(entry));
    }
    return out;
}

}  // namespace letterzak::lexicon
