#pragma once
// Helpers for the terminal game's tests: a small lexicon built in memory (no word list on
// disk, no cache), seeds with a known first player, and scripted sessions run on strings.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "core/rules.hpp"
#include "game/game.hpp"
#include "lexicon/lexicon.hpp"
#include "tui/session.hpp"

namespace letterzak::testing {

inline lexicon::Lexicon small_lexicon(std::vector<std::string> words,
                                      core::WordReading reading = core::WordReading::kPlain) {
    auto lex = lexicon::Lexicon::from_words(words, reading, "test");
    EXPECT_TRUE(lex.has_value());
    return lex ? std::move(*lex) : lexicon::Lexicon{};
}

// Two- and three-letter words, enough for the computer to find moves in most positions.
inline std::vector<std::string> short_words() {
    return {"aa",  "ad",   "af",    "al",      "am",   "an",  "as",   "at",   "be",  "bh",  "bo",
            "da",  "de",   "do",    "ee",      "eh",   "el",  "em",   "en",   "er",  "es",  "ex",
            "fa",  "ga",   "ha",    "he",      "hm",   "ho",  "ik",   "in",   "is",  "ja",  "je",
            "jo",  "ka",   "ki",    "ko",      "la",   "le",  "lo",   "ma",   "me",  "mi",  "mo",
            "na",  "ne",   "nu",    "oa",      "od",   "oe",  "of",   "oh",   "ok",  "om",  "on",
            "op",  "os",   "ot",    "ou",      "pa",   "pi",  "po",   "ra",   "re",  "ri",  "ro",
            "sa",  "si",   "ta",    "te",      "ti",   "to",  "tv",   "uf",   "ui",  "uk",  "ul",
            "um",  "un",   "up",    "ut",      "va",   "ve",  "vi",   "wa",   "we",  "wi",  "xi",
            "ya",  "yo",   "za",    "ze",      "zo",   "aal", "aan",  "aap",  "air", "als", "bad",
            "bak", "bal",  "ben",   "bed",     "bek",  "bel", "bid",  "bij",  "bok", "bol", "bon",
            "bos", "bot",  "dak",   "dal",     "dam",  "das", "dek",  "den",  "der", "die", "dik",
            "dit", "doe",  "dom",   "don",     "dor",  "dus", "een",  "eer",  "eet", "elf", "end",
            "ene", "erf",  "ern",   "eten",    "gal",  "gas", "gat",  "geen", "gek", "gel", "hak",
            "hal", "ham",  "hen",   "het",     "hoe",  "hok", "hol",  "hun",  "ijs", "inn", "jas",
            "jij", "kaas", "kan",   "kat",     "kei",  "kin", "kip",  "kok",  "kom", "kop", "las",
            "lat", "let",  "lid",   "lip",     "los",  "man", "mat",  "men",  "mes", "met", "mis",
            "mol", "mos",  "nat",   "net",     "nee",  "nek", "niet", "non",  "nog", "nut", "oor",
            "oog", "pak",  "pan",   "pen",     "pet",  "pil", "pit",  "pot",  "ras", "rat", "red",
            "rek", "ren",  "rij",   "rot",     "rug",  "sap", "set",  "sik",  "sla", "sok", "tak",
            "tal", "tam",  "tas",   "ten",     "ter",  "tin", "tol",  "ton",  "top", "tor", "uit",
            "uur", "vak",  "val",   "van",     "vat",  "vet", "vis",  "vol",  "vos", "wal", "wat",
            "weg", "wet",  "wie",   "wij",     "zak",  "zal", "zee",  "zes",  "zet", "zij", "zin",
            "zon", "zot",  "trein", "treinen", "rein", "reis"};
}

// The first seed from `from` on whose draw the player in seat 0 starts (or does not).
inline std::uint64_t seed_where_player_starts(const core::RuleSet& rules, bool starts,
                                              int players = 2, std::uint64_t from = 1) {
    for (std::uint64_t s = from;; ++s) {
        std::vector<std::string> names(static_cast<std::size_t>(players), "x");
        auto g = game::Game::create(game::GameSetup::for_rules(rules, names, s));
        if (g && (g->starter() == 0) == starts) return s;
    }
}

// The rack seat 0 holds at the start of the game with this seed.
inline core::Rack opening_rack(const core::RuleSet& rules, std::uint64_t seed, int players = 2) {
    std::vector<std::string> names(static_cast<std::size_t>(players), "x");
    auto g = game::Game::create(game::GameSetup::for_rules(rules, names, seed));
    EXPECT_TRUE(g.has_value());
    return g ? g->rack(0) : core::Rack{};
}

// A session under `rules` with `seed` against the club level: what most session tests start.
inline tui::SessionOptions session_options(const char* rules, std::uint64_t seed) {
    tui::SessionOptions o;
    o.rules = rules;
    o.seed = seed;
    o.level = "club";
    return o;
}

struct SessionRun {
    int code = 0;
    std::string out;
};

// Runs a session on the lines as typed (then the end of input).
inline SessionRun run_session(tui::SessionOptions options, const lexicon::Lexicon& lex,
                              const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& l : lines) text += l + "\n";
    std::istringstream in(text);
    std::ostringstream out;
    options.lexicon_name = "test";
    tui::Session session(std::move(options), lex, in, out);
    SessionRun r;
    r.code = session.run();
    r.out = out.str();
    return r;
}

inline std::size_t count_of(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

}  // namespace letterzak::testing

#include "ai/computer_seat.hpp"
#include "ai/static_player.hpp"
#include "game/view.hpp"

namespace letterzak::testing {

// Plays `turns` turns of greedy moves (each seat the best-scoring placement, else an exchange
// or a pass), so tests have a game in the middle.
inline void play_greedy_turns(game::Game& g, const lexicon::Lexicon& lex, int turns) {
    ai::GreedyPlayer greedy(g.rules(), lex.kwg());
    for (int i = 0; i < turns && !g.over(); ++i) {
        const int seat = g.to_move();
        auto r =
            g.play(seat, greedy.choose(ai::position_from_view(g.rules(), game::view_for(g, seat))));
        EXPECT_TRUE(r.has_value()) << (r ? "" : r.error().message);
    }
}

}  // namespace letterzak::testing
