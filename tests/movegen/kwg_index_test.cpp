// The index's cross-sets: the letters l for which before + l + after is a word of the list.
// Cross words of one or two tiles come from a table made with the index, longer ones from a
// walk; both must give exactly the letters the word list itself says.

#include "movegen/kwg_index.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <vector>

#include "lexicon/kwg.hpp"
#include "support/uniform.hpp"

namespace letterzak::movegen {
namespace {

using core::Letter;
using Word = std::vector<Letter>;

Word word(std::string_view s) {
    Word w;
    for (char c : s) w.push_back(static_cast<Letter>(c - 'A' + 1));
    return w;
}

// The letters (bit l) that the list completes between before and after, by looking.
std::uint32_t expected_set(const std::set<Word>& words, const Word& before, const Word& after) {
    std::uint32_t set = 0;
    for (Letter l = core::kFirstLetter; l <= core::kLastLetter; ++l) {
        Word w = before;
        w.push_back(l);
        w.insert(w.end(), after.begin(), after.end());
        if (words.count(w) == 1) set |= std::uint32_t{1} << l;
    }
    return set;
}

std::uint32_t cross_set(const KwgIndex& index, const Word& before, const Word& after) {
    return index.cross_set(before.data(), static_cast<int>(before.size()), after.data(),
                           static_cast<int>(after.size()));
}

TEST(KwgIndex, CrossSetsOfShortAndLongCrossWords) {
    const std::set<Word> words = {word("EN"),  word("ER"),  word("IN"),    word("NEE"),
                                  word("TEN"), word("ZEN"), word("TREIN"), word("IJ")};
    const lexicon::Kwg kwg = lexicon::build_kwg({words.begin(), words.end()});
    const KwgIndex index(kwg);
    auto bit = [](char c) { return std::uint32_t{1} << (c - 'A' + 1); };
    EXPECT_EQ(cross_set(index, word("E"), {}), bit('N') | bit('R'));   // E? : EN, ER
    EXPECT_EQ(cross_set(index, {}, word("N")), bit('E') | bit('I'));   // ?N : EN, IN
    EXPECT_EQ(cross_set(index, word("TE"), {}), bit('N'));             // TE? : TEN
    EXPECT_EQ(cross_set(index, word("N"), word("E")), bit('E'));       // N?E : NEE
    EXPECT_EQ(cross_set(index, {}, word("EN")), bit('T') | bit('Z'));  // ?EN : TEN, ZEN
    EXPECT_EQ(cross_set(index, word("TR"), word("IN")), bit('E'));     // TR?IN : TREIN
    EXPECT_EQ(cross_set(index, word("Q"), {}), 0U);
}

RC_GTEST_PROP(KwgIndexProperty, CrossSetsAreTheListsCompletions, ()) {
    // The alphabet, letters and splits over their whole range (support/uniform.hpp).
    const int letters = testing::draw_uniform(2, 28);
    auto gen_word = [letters](int min_length, int max_length) {
        return rc::gen::mapcat(rc::gen::inRange(min_length, max_length + 1), [letters](int n) {
            return rc::gen::container<Word>(
                static_cast<std::size_t>(n),
                testing::uniform<Letter>(1, static_cast<Letter>(letters + 1)));
        });
    };
    const auto list = *rc::gen::container<std::vector<Word>>(gen_word(1, 6));
    const std::set<Word> words(list.begin(), list.end());
    const lexicon::Kwg kwg = lexicon::build_kwg(list);
    const KwgIndex index(kwg);
    // Probes around the list's own words (a hole at each place) and at random.
    for (const Word& w : words) {
        if (w.size() < 2) continue;
        for (std::size_t hole = 0; hole < w.size(); ++hole) {
            const Word before(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(hole));
            const Word after(w.begin() + static_cast<std::ptrdiff_t>(hole) + 1, w.end());
            RC_ASSERT(cross_set(index, before, after) == expected_set(words, before, after));
        }
    }
    const auto probes = *rc::gen::container<std::vector<Word>>(gen_word(1, 5));
    for (const Word& p : probes) {
        const std::size_t split = testing::draw_uniform<std::size_t>(0, p.size() + 1);
        const Word before(p.begin(), p.begin() + static_cast<std::ptrdiff_t>(split));
        const Word after(p.begin() + static_cast<std::ptrdiff_t>(split), p.end());
        RC_ASSERT(cross_set(index, before, after) == expected_set(words, before, after));
    }
}

}  // namespace
}  // namespace letterzak::movegen
