// The anagram set answers "which words of the stored lengths do these letters spell, in some
// order?" — exactly its words' multisets, with their words, and only for the lengths it was
// built for.

#include "movegen/anagram_set.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "lexicon/kwg.hpp"
#include "support/uniform.hpp"

namespace letterzak::movegen {
namespace {

using core::Letter;
using Word = std::vector<Letter>;

Word sorted(Word w) {
    std::sort(w.begin(), w.end());
    return w;
}

TEST(AnagramSet, FindsEveryOrderOfAWordAndNothingElse) {
    // TREIN, RIET, NIET, INERT (an anagram of TREIN) and a two-letter word.
    auto word = [](std::string_view s) {
        Word w;
        for (char c : s) w.push_back(static_cast<Letter>(c - 'A' + 1));
        return w;
    };
    const lexicon::Kwg kwg =
        lexicon::build_kwg({word("TREIN"), word("INERT"), word("RIET"), word("NIET"), word("EN")});
    const AnagramSet set(kwg, 4, 5);
    EXPECT_EQ(set.size(), 3U);  // TREIN and INERT share one multiset
    EXPECT_TRUE(set.contains(word("NIERT")));
    EXPECT_TRUE(set.contains(word("TEIR")));
    EXPECT_TRUE(set.contains(word("TINE")));
    EXPECT_FALSE(set.contains(word("EN")));      // too short for this set
    EXPECT_FALSE(set.contains(word("TREINT")));  // one letter too many
    EXPECT_TRUE(set.contains(word("TREI")));     // RIET
    EXPECT_FALSE(set.contains(word("TRIN")));    // no word has these four
    // May these letters and one more spell a word? TREI+N, NIE+T (NIET) do: never a no.
    EXPECT_TRUE(set.may_complete(AnagramSet::key_of(word("TREI"))));
    EXPECT_TRUE(set.may_complete(AnagramSet::key_of(word("NIE"))));
}

TEST(AnagramSet, KeysAddUp) {
    const Word w = {3, 1, 20, 20};
    std::uint64_t sum = 0;
    for (Letter l : w) sum += AnagramSet::letter_key(l);
    EXPECT_EQ(AnagramSet::key_of(w), sum);
    EXPECT_NE(AnagramSet::key_of(Word{1, 2}), AnagramSet::key_of(Word{1, 3}));
}

rc::Gen<Word> gen_word(int letters, int max_length) {
    return rc::gen::mapcat(rc::gen::inRange(1, max_length + 1), [letters](int length) {
        return rc::gen::container<Word>(
            static_cast<std::size_t>(length),
            testing::uniform<Letter>(1, static_cast<Letter>(letters + 1)));
    });
}

RC_GTEST_PROP(AnagramSetProperty, HoldsExactlyTheMultisetsOfItsWordsInRange, ()) {
    // The alphabet, letters and lengths stored over their whole range (support/uniform.hpp):
    // scaled with the size, the early cases stored one-letter words only.
    const int letters = testing::draw_uniform(2, 28);
    const auto words = *rc::gen::container<std::vector<Word>>(gen_word(letters, 15));
    const int min_length = testing::draw_uniform(1, 16);
    const int max_length = testing::draw_uniform(min_length, 16);
    const AnagramSet set(lexicon::build_kwg(words), min_length, max_length);

    std::set<Word> multisets;
    for (const Word& w : words)
        if (static_cast<int>(w.size()) >= min_length && static_cast<int>(w.size()) <= max_length)
            multisets.insert(sorted(w));
    RC_ASSERT(set.size() == multisets.size());
    for (const Word& w : words) {
        // Any order of its letters: reversed, and rotated by one.
        Word rotated = w;
        std::rotate(rotated.begin(), rotated.begin() + 1, rotated.end());
        const bool in = multisets.count(sorted(w)) == 1;
        RC_ASSERT(set.contains(Word(w.rbegin(), w.rend())) == in);
        RC_ASSERT(set.contains(rotated) == in);
        // Its group lists exactly the words of the list with its letters.
        const AnagramSet::Group group = set.words_of(AnagramSet::key_of(rotated));
        std::set<Word> listed;
        for (std::size_t i = 0; i < group.size(); ++i)
            listed.insert(Word(group.word(i).begin(), group.word(i).end()));
        std::set<Word> expected;
        if (in)
            for (const Word& v : words)
                if (sorted(v) == sorted(w)) expected.insert(v);
        RC_ASSERT(listed == expected);
        // Less any one of its letters, its multiset may be completed (the filter never
        // answers no for one that can).
        if (in)
            for (Letter l : w)
                RC_ASSERT(set.may_complete(AnagramSet::key_of(w) - AnagramSet::letter_key(l)));
    }
    const auto probes = *rc::gen::container<std::vector<Word>>(gen_word(letters, 15));
    for (const Word& p : probes) RC_ASSERT(set.contains(p) == (multisets.count(sorted(p)) == 1));
}

}  // namespace
}  // namespace letterzak::movegen
