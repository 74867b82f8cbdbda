// Word-list normalisation: SPEC §5 and seed 003, one rule per test.

#include "lexicon/normalise.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

namespace letterzak::lexicon {
namespace {

using core::WordReading;

NormalisedEntry entry(std::string_view text, WordReading reading = WordReading::kPlain) {
    return normalise_entry(text, reading, CaseRule::kCapitalIsName);
}

std::string kept(std::string_view text) {
    const NormalisedEntry e = entry(text);
    EXPECT_EQ(e.verdict, Verdict::kKept) << text << " was dropped as " << verdict_name(e.verdict);
    return e.word;
}

Verdict verdict(std::string_view text, WordReading reading = WordReading::kPlain) {
    return entry(text, reading).verdict;
}

TEST(Normalise, StripsDiacritics) {
    EXPECT_EQ(kept("café"), "cafe");
    EXPECT_EQ(kept("reünie"), "reunie");
    EXPECT_EQ(kept("coördinatie"), "coordinatie");
    EXPECT_EQ(kept("crème"), "creme");
    EXPECT_EQ(kept("façade"), "facade");
    EXPECT_EQ(kept("señor"), "senor");
    EXPECT_EQ(kept("crème-brûlée"), "cremebrulee");
    // À-la-carte's à stands alone between the start and a hyphen: seed 003 drops it.
    EXPECT_EQ(verdict("à-la-carte"), Verdict::kLoneLetter);
    EXPECT_EQ(kept("enquête"), "enquete");
    EXPECT_EQ(kept("hôtel"), "hotel");
    EXPECT_EQ(kept("öre"), "ore");
    EXPECT_EQ(kept("flûte"), "flute");
    EXPECT_EQ(kept("ångström"), "angstrom");
    EXPECT_EQ(kept("złoty"), "zloty");  // Latin Extended-A
    EXPECT_EQ(kept("čevapčiči"), "cevapcici");
    EXPECT_EQ(kept("smørrebrød"), "smorrebrod");
}

TEST(Normalise, DecomposedDiacriticsAreDropped) {
    EXPECT_EQ(kept("cafe\xCC\x81"), "cafe");  // e + COMBINING ACUTE ACCENT
}

TEST(Normalise, LigaturesBecomeTwoLetters) {
    EXPECT_EQ(kept("\xC4\xB3s"), "ijs");  // the Dutch ĳ ligature
    EXPECT_EQ(kept("cæsium"), "caesium");
    EXPECT_EQ(kept("œuvre"), "oeuvre");
}

TEST(Normalise, DropsHyphensAndApostrophes) {
    EXPECT_EQ(kept("mee-eten"), "meeeten");
    EXPECT_EQ(kept("auto's"), "autos");
    EXPECT_EQ(kept("auto\xE2\x80\x99s"), "autos");  // typographic apostrophe
    EXPECT_EQ(kept("zee-egel"), "zeeegel");
}

TEST(Normalise, DropsProperNamesInMixedCaseList) {
    EXPECT_EQ(verdict("Jan"), Verdict::kProperName);
    EXPECT_EQ(verdict("Amsterdam"), Verdict::kProperName);
    EXPECT_EQ(verdict("Élise"), Verdict::kProperName);
    // A capital anywhere marks a name, a brand or an abbreviation (seed 003 bans all three).
    EXPECT_EQ(verdict("'s-Gravenhage"), Verdict::kProperName);
    EXPECT_EQ(verdict("eBay"), Verdict::kProperName);
    EXPECT_EQ(verdict("anti-Amerikaans"), Verdict::kProperName);
}

TEST(Normalise, UserTypedCapitalsAreNotNames) {
    const NormalisedEntry e = normalise_entry("FIETS", WordReading::kPlain, CaseRule::kIgnoreCase);
    EXPECT_EQ(e.verdict, Verdict::kKept);
    EXPECT_EQ(e.word, "fiets");
}

TEST(Normalise, AllUpperCaseListIsReadAsWords) {
    const WordList list = normalise_word_list("JAN\nFIETS\nCAFÉ\nKG\n", WordReading::kPlain);
    EXPECT_TRUE(list.upper_case_list);
    EXPECT_EQ(list.words, (std::vector<std::string>{"cafe", "fiets", "jan"}));
    EXPECT_EQ(list.stats.proper_name, 0u);
    EXPECT_EQ(list.stats.no_vowel, 1u);
}

TEST(Normalise, MixedCaseListDropsNames) {
    const WordList list = normalise_word_list("Jan\nfiets\nCAFÉ\n", WordReading::kPlain);
    EXPECT_FALSE(list.upper_case_list);
    EXPECT_EQ(list.words, (std::vector<std::string>{"fiets"}));
    EXPECT_EQ(list.stats.proper_name, 2u);
}

TEST(Normalise, DropsAbbreviationsWithoutVowel) {
    EXPECT_EQ(verdict("kg"), Verdict::kNoVowel);
    EXPECT_EQ(verdict("btw"), Verdict::kNoVowel);
    EXPECT_EQ(verdict("cd"), Verdict::kNoVowel);
    EXPECT_EQ(verdict("tv"), Verdict::kNoVowel);
    EXPECT_EQ(kept("xy"), "xy");  // y counts as a vowel
}

TEST(Normalise, KeepsTheAllowedInterjections) {
    for (const char* w :
         {"br", "brr", "hm", "ks", "kst", "mmm", "pf", "pst", "rrrt", "sst", "zzz"}) {
        EXPECT_EQ(kept(w), w);
    }
    EXPECT_EQ(verdict("hmm"), Verdict::kNoVowel);  // not on the list
}

TEST(Normalise, KeepsTwoToFifteenLetters) {
    EXPECT_EQ(verdict("a"), Verdict::kTooShort);
    EXPECT_EQ(verdict("e"), Verdict::kTooShort);
    EXPECT_EQ(kept("ja"), "ja");
    EXPECT_EQ(kept("abcdefghijklmno"), "abcdefghijklmno");      // 15
    EXPECT_EQ(verdict("abcdefghijklmnop"), Verdict::kTooLong);  // 16
    EXPECT_EQ(verdict("aansprakelijkheidsverzekering"), Verdict::kTooLong);
    // Letters are counted after the hyphen is dropped.
    EXPECT_EQ(verdict("a-"), Verdict::kTooShort);
}

TEST(Normalise, LengthIsCountedInTheReading) {
    // 16 letters, one "ij": 15 tiles where IJ is one tile.
    const std::string word = "abcdefijklmnopqr";
    ASSERT_EQ(word.size(), 16u);
    EXPECT_EQ(verdict(word, WordReading::kPlain), Verdict::kTooLong);
    EXPECT_EQ(verdict(word, WordReading::kIjDigraph), Verdict::kKept);
    // woordspel: the spelling with Y for "ij" has 15 tiles and fits.
    EXPECT_EQ(verdict(word, WordReading::kYForIj), Verdict::kKept);
    // "ij" alone is one tile in box-ij: too short there, a two-letter word elsewhere.
    EXPECT_EQ(verdict("ij", WordReading::kIjDigraph), Verdict::kTooShort);
    EXPECT_EQ(verdict("ij", WordReading::kPlain), Verdict::kKept);
}

TEST(Normalise, DropsDigitsSpacesDotsAndSymbols) {
    EXPECT_EQ(verdict("100ste"), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("a4"), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("à la carte"), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("e.d."), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("m²"), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("co₂"), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("100+'er"), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("€5-biljet"), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("and/or"), Verdict::kBadCharacter);
    EXPECT_EQ(verdict("καφές"), Verdict::kBadCharacter);
}

TEST(Normalise, RejectsBrokenUtf8) {
    EXPECT_EQ(verdict("caf\xE9"), Verdict::kBadCharacter);         // Latin-1, not UTF-8
    EXPECT_EQ(verdict("caf\xC3"), Verdict::kBadCharacter);         // truncated sequence
    EXPECT_EQ(verdict("\xC0\xA1gh"), Verdict::kBadCharacter);      // overlong
    EXPECT_EQ(verdict("ab\xED\xA0\x80"), Verdict::kBadCharacter);  // surrogate
}

TEST(Normalise, CountsDuplicatesAfterNormalising) {
    const WordList list =
        normalise_word_list("auto's\nautos\ncafé\ncafe\ncafe\n", WordReading::kPlain);
    EXPECT_EQ(list.words, (std::vector<std::string>{"autos", "cafe"}));
    EXPECT_EQ(list.stats.duplicate, 3u);
    EXPECT_EQ(list.stats.kept, 2u);
}

TEST(Normalise, StatsAddUpToTheEntriesRead) {
    const WordList list = normalise_word_list(
        "\xEF\xBB\xBF"  // byte order mark
        "fiets\r\nJan\r\n\r\nkg\n  \n100ste\na\nabcdefghijklmnop\nfiets\nmee-eten\nx-as",
        WordReading::kPlain);
    const NormaliseStats& s = list.stats;
    EXPECT_EQ(s.read, 9u);  // blank lines are not entries
    EXPECT_EQ(s.kept, 2u);
    EXPECT_EQ(s.proper_name, 1u);
    EXPECT_EQ(s.no_vowel, 1u);
    EXPECT_EQ(s.bad_character, 1u);
    EXPECT_EQ(s.too_short, 1u);
    EXPECT_EQ(s.too_long, 1u);
    EXPECT_EQ(s.duplicate, 1u);
    EXPECT_EQ(s.lone_letter, 1u);
    EXPECT_EQ(s.read, s.kept + s.proper_name + s.bad_character + s.too_short + s.too_long +
                          s.no_vowel + s.duplicate + s.lone_letter + s.joined_word);
    EXPECT_EQ(list.words, (std::vector<std::string>{"fiets", "meeeten"}));
}

TEST(Normalise, OutputIsSortedLowerCaseAndUnique) {
    const WordList list = normalise_word_list("zon\nappel\nmaan\nappel\n", WordReading::kPlain);
    EXPECT_EQ(list.words, (std::vector<std::string>{"appel", "maan", "zon"}));
}

TEST(Normalise, MissingFileIsAClearError) {
    const auto result = load_word_list("/nonexistent/letterzak/list.txt", WordReading::kPlain);
    ASSERT_FALSE(result.has_value());
    EXPECT_EQ(result.error().code, "lexicon_not_found");
    EXPECT_NE(result.error().message.find("/nonexistent/letterzak/list.txt"), std::string::npos);
}

TEST(Normalise, VerdictNamesAreStable) {
    EXPECT_EQ(verdict_name(Verdict::kProperName), "proper_name");
    EXPECT_EQ(verdict_name(Verdict::kBadCharacter), "bad_character");
    EXPECT_EQ(verdict_name(Verdict::kTooShort), "too_short");
    EXPECT_EQ(verdict_name(Verdict::kTooLong), "too_long");
    EXPECT_EQ(verdict_name(Verdict::kNoVowel), "no_vowel");
    EXPECT_EQ(verdict_name(Verdict::kDuplicate), "duplicate");
}

}  // namespace
}  // namespace letterzak::lexicon

namespace letterzak::lexicon {
namespace {

// Seed 003: "woorden waarin een letter voorkomt die onmiddellijk wordt voorafgegaan door een
// liggend streepje of een apostrof of niets en … gevolgd door …": x-as, u-bocht, o-benen.
TEST(NormaliseListRules, ALetterStandingAloneDropsTheWord) {
    for (const char* word : {"x-as", "u-bocht", "o-benen", "h'tje", "T-shirt", "a-b-c-boek"})
        EXPECT_EQ(normalise_entry(word, WordReading::kPlain, CaseRule::kIgnoreCase).verdict,
                  Verdict::kLoneLetter)
            << word;
    // The plural and genitive 's is an ending (SPEC §5: auto's → autos), and a letter inside
    // a longer part does not stand alone.
    EXPECT_EQ(normalise_entry("auto's", WordReading::kPlain, CaseRule::kCapitalIsName).word,
              "autos");
    EXPECT_EQ(normalise_entry("mee-eten", WordReading::kPlain, CaseRule::kCapitalIsName).word,
              "meeeten");
    EXPECT_EQ(normalise_entry("zee-egel", WordReading::kPlain, CaseRule::kCapitalIsName).word,
              "zeeegel");
}

// Seed 004 (box, box-ij): "behalve … woorden met een apostrof of koppelteken".
TEST(NormaliseListRules, BoxRulesRefuseJoinedWords) {
    const ListRules box(WordReading::kPlain, false);
    for (const char* word : {"mee-eten", "auto's", "zee-egel"})
        EXPECT_EQ(normalise_entry(word, box, CaseRule::kCapitalIsName).verdict,
                  Verdict::kJoinedWord)
            << word;
    EXPECT_EQ(normalise_entry("meeeten", box, CaseRule::kCapitalIsName).verdict, Verdict::kKept);
    // The lone letter is counted first: it drops the word under every rule set.
    EXPECT_EQ(normalise_entry("x-as", box, CaseRule::kCapitalIsName).verdict, Verdict::kLoneLetter);
}

TEST(NormaliseListRules, TheRuleSetsSayHowTheyTakeTheList) {
    EXPECT_TRUE(list_rules_of(*core::rule_set_by_name("tournament")).joined_words);
    EXPECT_FALSE(list_rules_of(*core::rule_set_by_name("box")).joined_words);
    EXPECT_FALSE(list_rules_of(*core::rule_set_by_name("box-ij")).joined_words);
    EXPECT_TRUE(list_rules_of(*core::rule_set_by_name("woordspel")).joined_words);
    EXPECT_TRUE(core::rule_set_by_name("woordspel")->place_names);
    EXPECT_FALSE(core::rule_set_by_name("tournament")->place_names);
}

TEST(NormaliseListRules, StatsCountTheNewReasons) {
    const WordList list = normalise_word_list("x-as\nmee-eten\nauto's\nfiets\n",
                                              ListRules(WordReading::kPlain, false));
    EXPECT_EQ(list.stats.read, 4u);
    EXPECT_EQ(list.stats.lone_letter, 1u);
    EXPECT_EQ(list.stats.joined_word, 2u);
    EXPECT_EQ(list.words, std::vector<std::string>{"fiets"});
    EXPECT_EQ(verdict_name(Verdict::kLoneLetter), "lone_letter");
    EXPECT_EQ(verdict_name(Verdict::kJoinedWord), "joined_word");
}

// Place names (woordspel, --places): every entry is a name, read through the same rules.
TEST(NormaliseListRules, PlaceNamesAreReadAsWords) {
    const WordList places = normalise_word_list("Amsterdam\n's-Hertogenbosch\nDen Haag\nEde\n",
                                                WordReading::kYForIj, CaseRule::kIgnoreCase);
    EXPECT_EQ(places.words, (std::vector<std::string>{"amsterdam", "ede"}));
    EXPECT_EQ(places.stats.lone_letter, 1u);    // 's-Hertogenbosch: the s stands alone
    EXPECT_EQ(places.stats.bad_character, 1u);  // a space
    std::vector<std::string> words{"ede", "fiets"};
    merge_words(words, places.words);
    EXPECT_EQ(words, (std::vector<std::string>{"amsterdam", "ede", "fiets"}));
}

}  // namespace
}  // namespace letterzak::lexicon
