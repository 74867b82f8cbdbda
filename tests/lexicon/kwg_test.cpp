// The KWG: layout, exact acceptance (DAWG) and exact GADDAG contents, by example and by
// property over random word lists.

#include "lexicon/kwg.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <stdexcept>
#include <vector>

#include "support/uniform.hpp"

namespace letterzak::lexicon {
namespace {

using Word = std::vector<Letter>;

Word word(std::string_view upper) {
    Word w;
    for (const char c : upper) w.push_back(c == '^' ? Kwg::kSeparator : Letter(c - 'A' + 1));
    return w;
}

// Every accepted string below a root list, separators included.
std::set<Word> strings_from(const Kwg& kwg, std::uint32_t root) {
    std::set<Word> out;
    Word prefix;
    const auto walk = [&](auto&& self, std::uint32_t list) -> void {
        if (list == 0) return;
        for (std::uint32_t i = list;; ++i) {
            const std::uint32_t node = kwg[i];
            prefix.push_back(Kwg::tile(node));
            if (Kwg::accepts(node)) out.insert(prefix);
            self(self, Kwg::arc(node));
            prefix.pop_back();
            if (Kwg::is_end(node)) break;
        }
    };
    walk(walk, root);
    return out;
}

// The GADDAG strings of a set of words, straight from the definition.
std::set<Word> expected_gaddag(const std::set<Word>& words) {
    std::set<Word> out;
    for (const Word& w : words) {
        for (std::size_t i = 1; i <= w.size(); ++i) {
            Word s(w.rend() - static_cast<std::ptrdiff_t>(i), w.rend());
            if (i < w.size()) {
                s.push_back(Kwg::kSeparator);
                s.insert(s.end(), w.begin() + static_cast<std::ptrdiff_t>(i), w.end());
            }
            out.insert(s);
        }
    }
    return out;
}

// Layout invariants the move generator relies on.
void expect_well_formed(const Kwg& kwg) {
    ASSERT_GE(kwg.size(), 2u);
    const auto again = Kwg::from_nodes({kwg.nodes().begin(), kwg.nodes().end()});
    EXPECT_TRUE(again.has_value()) << (again ? "" : again.error().message);
}

TEST(Kwg, NodeBitsFollowTheLayout) {
    const std::uint32_t node = Kwg::make_node(0x2ABCDE, true, false, 27);
    EXPECT_EQ(Kwg::arc(node), 0x2ABCDEu);
    EXPECT_TRUE(Kwg::is_end(node));
    EXPECT_FALSE(Kwg::accepts(node));
    EXPECT_EQ(Kwg::tile(node), 27);
    EXPECT_EQ(node, 0x1B6ABCDEu);  // tile 27 << 24 | is_end << 22 | arc
    EXPECT_EQ(Kwg::make_node(0, false, true, 0), 1u << 23);
}

TEST(Kwg, EmptyAutomatonAcceptsNothing) {
    for (const Kwg& kwg : {Kwg(), build_kwg({})}) {
        EXPECT_EQ(kwg.dawg_root(), 0u);
        EXPECT_EQ(kwg.gaddag_root(), 0u);
        EXPECT_FALSE(kwg.contains(word("A")));
        EXPECT_FALSE(kwg.contains({}));
        EXPECT_EQ(kwg.seek(0, 1), 0u);
        EXPECT_TRUE(kwg.entries().empty());
        EXPECT_EQ(kwg.dawg_entry_count(), 0u);
    }
}

TEST(Kwg, SmallListByHand) {
    const Kwg kwg = build_kwg({word("CAT"), word("CATS"), word("AT"), word("BAT")});
    expect_well_formed(kwg);
    EXPECT_TRUE(kwg.contains(word("CAT")));
    EXPECT_TRUE(kwg.contains(word("CATS")));
    EXPECT_TRUE(kwg.contains(word("AT")));
    EXPECT_TRUE(kwg.contains(word("BAT")));
    EXPECT_FALSE(kwg.contains(word("CA")));
    EXPECT_FALSE(kwg.contains(word("BATS")));
    EXPECT_FALSE(kwg.contains(word("A")));
    EXPECT_FALSE(kwg.contains(word("T")));
    EXPECT_EQ(kwg.dawg_entry_count(), 4u);

    // Root list: A, B, C in order; seek finds each and nothing else.
    const std::uint32_t root = kwg.dawg_root();
    EXPECT_EQ(Kwg::tile(kwg[root]), 1);
    EXPECT_NE(kwg.seek(root, 2), 0u);
    EXPECT_NE(kwg.seek(root, 3), 0u);
    EXPECT_EQ(kwg.seek(root, 4), 0u);
    EXPECT_EQ(kwg.seek(root, 26), 0u);
}

TEST(Kwg, GaddagOfOneWord) {
    const Kwg kwg = build_kwg({word("ABC")});
    // reverse(A)^BC, reverse(AB)^C, reverse(ABC)
    EXPECT_EQ(strings_from(kwg, kwg.gaddag_root()),
              (std::set<Word>{word("A^BC"), word("BA^C"), word("CBA")}));
    EXPECT_EQ(strings_from(kwg, kwg.dawg_root()), (std::set<Word>{word("ABC")}));
}

TEST(Kwg, GaddagWalkFromTheMiddle) {
    // Playing through an existing B: from B go left to A, cross the separator, go right to C.
    const Kwg kwg = build_kwg({word("ABC"), word("ABD")});
    std::uint32_t n = kwg.seek(kwg.gaddag_root(), 2);  // B
    ASSERT_NE(n, 0u);
    n = kwg.seek(Kwg::arc(kwg[n]), 1);  // A
    ASSERT_NE(n, 0u);
    n = kwg.seek(Kwg::arc(kwg[n]), Kwg::kSeparator);
    ASSERT_NE(n, 0u);
    const std::uint32_t c = kwg.seek(Kwg::arc(kwg[n]), 3);
    const std::uint32_t d = kwg.seek(Kwg::arc(kwg[n]), 4);
    ASSERT_NE(c, 0u);
    ASSERT_NE(d, 0u);
    EXPECT_TRUE(Kwg::accepts(kwg[c]));
    EXPECT_TRUE(Kwg::accepts(kwg[d]));
    EXPECT_EQ(kwg.seek(Kwg::arc(kwg[n]), 5), 0u);
}

TEST(Kwg, SharedSuffixesAreStoredOnce) {
    // BESTING, CESTING, … ZESTING: after the first letter every word continues the same way,
    // so every node of the DAWG root list leads to one and the same child list.
    std::vector<Word> words;
    for (char c = 'B'; c <= 'Z'; ++c) words.push_back(word(std::string(1, c) + "ESTING"));
    const Kwg kwg = build_kwg(words);
    expect_well_formed(kwg);
    const std::uint32_t root = kwg.dawg_root();
    const std::uint32_t tail = Kwg::arc(kwg[root]);
    std::uint32_t count = 0;
    for (std::uint32_t i = root;; ++i) {
        EXPECT_EQ(Kwg::arc(kwg[i]), tail);
        ++count;
        if (Kwg::is_end(kwg[i])) break;
    }
    EXPECT_EQ(count, 25u);
}

TEST(Kwg, InputOrderAndRepeatsDoNotMatter) {
    std::vector<Word> words = {word("ZON"), word("MAAN"), word("STER"), word("ZON"), word("MAANS")};
    const Kwg a = build_kwg(words);
    std::reverse(words.begin(), words.end());
    words.push_back(word("MAAN"));
    const Kwg b = build_kwg(words);
    EXPECT_TRUE(std::equal(a.nodes().begin(), a.nodes().end(), b.nodes().begin(), b.nodes().end()));
}

TEST(Kwg, LettersUpToTheIjTile) {
    const Kwg kwg = build_kwg({Word{2, core::kLetterIJ, 12}});  // B IJ L
    EXPECT_TRUE(kwg.contains(Word{2, core::kLetterIJ, 12}));
    EXPECT_FALSE(kwg.contains(Word{2, 9, 10, 12}));
}

TEST(Kwg, RefusesEntriesBeyondItsLimits) {
    EXPECT_THROW(build_kwg({Word(16, 1)}), std::invalid_argument);
    EXPECT_THROW(build_kwg({Word{1, 0, 2}}), std::invalid_argument);
    EXPECT_NO_THROW(build_kwg({Word(15, 1)}));
}

TEST(Kwg, FromNodesRefusesDamagedArrays) {
    const Kwg kwg = build_kwg({word("CAT"), word("DOG")});
    const std::vector<std::uint32_t> good(kwg.nodes().begin(), kwg.nodes().end());
    ASSERT_TRUE(Kwg::from_nodes(good).has_value());

    EXPECT_FALSE(Kwg::from_nodes({}).has_value());
    EXPECT_FALSE(Kwg::from_nodes({0}).has_value());

    auto bad = good;
    bad[0] = Kwg::make_node(static_cast<std::uint32_t>(good.size()), true, false, 0);
    EXPECT_EQ(Kwg::from_nodes(bad).error().code, "lexicon_corrupt");  // root out of range

    bad = good;
    bad.back() &= ~Kwg::kIsEndBit;  // the last list runs off the end
    EXPECT_FALSE(Kwg::from_nodes(bad).has_value());

    bad = good;
    const std::uint32_t last = static_cast<std::uint32_t>(bad.size() - 1);
    bad[last] = Kwg::make_node(last, true, true, 3);  // a loop onto itself
    EXPECT_FALSE(Kwg::from_nodes(bad).has_value());

    // The DAWG root list holds C and D: swap them to break the order.
    bad = good;
    const std::uint32_t root = Kwg::arc(bad[0]);
    ASSERT_FALSE(Kwg::is_end(bad[root]));
    const std::uint32_t first = bad[root] & ~Kwg::kIsEndBit;
    const std::uint32_t second = bad[root + 1] & ~Kwg::kIsEndBit;
    bad[root] = second;
    bad[root + 1] = first | Kwg::kIsEndBit;
    EXPECT_FALSE(Kwg::from_nodes(bad).has_value());
}

// Random lists over a small alphabet, so that words share prefixes and suffixes and random
// probes are often near misses. Lengths grow with the property's size; the alphabet and the
// letters are drawn over their whole range at every size (support/uniform.hpp).
rc::Gen<Word> gen_word(int letters) {
    return rc::gen::mapcat(rc::gen::inRange(1, 16), [letters](int length) {
        return rc::gen::container<Word>(
            static_cast<std::size_t>(length),
            testing::uniform<Letter>(1, static_cast<Letter>(letters + 1)));
    });
}

RC_GTEST_PROP(KwgProperty, AcceptsExactlyItsWords, ()) {
    const int letters = testing::draw_uniform(2, 28);
    const auto words = *rc::gen::container<std::vector<Word>>(gen_word(letters));
    const Kwg kwg = build_kwg(words);
    const std::set<Word> set(words.begin(), words.end());

    for (const Word& w : set) RC_ASSERT(kwg.contains(w));
    const auto probes = *rc::gen::container<std::vector<Word>>(gen_word(letters));
    for (const Word& w : probes) RC_ASSERT(kwg.contains(w) == (set.count(w) == 1));
    // Every prefix and one-letter extension of a word: the near misses.
    for (const Word& w : set) {
        for (std::size_t n = 0; n < w.size(); ++n) {
            const Word prefix(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(n));
            RC_ASSERT(kwg.contains(prefix) == (set.count(prefix) == 1));
        }
        Word longer = w;
        longer.push_back(1);
        RC_ASSERT(kwg.contains(longer) == (set.count(longer) == 1));
    }

    const auto entries = kwg.entries();
    RC_ASSERT(std::set<Word>(entries.begin(), entries.end()) == set);
    RC_ASSERT(entries.size() == set.size());
    RC_ASSERT(kwg.dawg_entry_count() == set.size());
    RC_ASSERT(Kwg::from_nodes({kwg.nodes().begin(), kwg.nodes().end()}).has_value());
}

RC_GTEST_PROP(KwgProperty, GaddagHoldsExactlyTheExpectedStrings, ()) {
    const int letters = testing::draw_uniform(2, 6);
    const auto words = *rc::gen::resize(
        12, rc::gen::container<std::vector<Word>>(rc::gen::resize(6, gen_word(letters))));
    const Kwg kwg = build_kwg(words);
    const std::set<Word> set(words.begin(), words.end());
    RC_ASSERT(strings_from(kwg, kwg.gaddag_root()) == expected_gaddag(set));
    RC_ASSERT(strings_from(kwg, kwg.dawg_root()) == set);
}

// Minimality: no two sibling lists in the array are equal (each is written once).
RC_GTEST_PROP(KwgProperty, EverySiblingListIsWrittenOnce, ()) {
    const auto words = *rc::gen::container<std::vector<Word>>(gen_word(4));
    const Kwg kwg = build_kwg(words);
    std::set<std::vector<std::uint32_t>> lists;
    std::vector<std::uint32_t> current;
    for (std::uint32_t i = 2; i < kwg.size(); ++i) {
        current.push_back(kwg[i]);
        if (Kwg::is_end(kwg[i])) {
            RC_ASSERT(lists.insert(current).second);
            current.clear();
        }
    }
}

}  // namespace
}  // namespace letterzak::lexicon
