// Compiled lexicon files and the cache: round trips, refusal of damaged files, and Lexicon::open
// building, reusing and repairing its cache.

#include "lexicon/cache.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "lexicon/compiled_format.hpp"
#include "lexicon/lexicon.hpp"

namespace letterzak::lexicon {
namespace {

namespace fs = std::filesystem;
using core::WordReading;

const std::vector<std::string> kWords = {"bijl",    "fiets", "kat",    "katten", "mee",
                                         "meeeten", "zon",   "zonnen", "ijs",    "cafe"};

Lexicon small_lexicon(WordReading reading = WordReading::kPlain) {
    Result<Lexicon> lex = Lexicon::from_words(kWords, reading, "test words", {1234, 5678});
    EXPECT_TRUE(lex.has_value());
    return std::move(*lex);
}

void expect_same(const Lexicon& a, const Lexicon& b) {
    EXPECT_TRUE(std::ranges::equal(a.kwg().nodes(), b.kwg().nodes()));
    EXPECT_EQ(a.reading(), b.reading());
    EXPECT_EQ(a.word_count(), b.word_count());
    EXPECT_EQ(a.entry_count(), b.entry_count());
    EXPECT_EQ(a.description(), b.description());
    EXPECT_EQ(a.source_stamp(), b.source_stamp());
}

std::vector<std::byte> read_bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::vector<char> chars((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::byte> out(chars.size());
    std::transform(chars.begin(), chars.end(), out.begin(), [](char c) { return std::byte(c); });
    return out;
}

void write_bytes(const fs::path& p, std::span<const std::byte> bytes) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
}

void write_text(const fs::path& p, std::string_view text) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}

// A fresh directory per test, with the cache pointed into it.
class CacheTest : public ::testing::Test {
  protected:
    void SetUp() override {
        std::random_device rd;
        dir_ = fs::temp_directory_path() / ("letterzak-lexicon-test-" + std::to_string(rd()));
        fs::create_directories(dir_ / "cache");
        ::setenv("LETTERZAK_CACHE_DIR", (dir_ / "cache").c_str(), 1);
    }
    void TearDown() override {
        ::unsetenv("LETTERZAK_CACHE_DIR");
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    fs::path dir_;
};

TEST(CompiledFormat, BytesRoundTrip) {
    for (const auto r : {WordReading::kPlain, WordReading::kIjDigraph, WordReading::kYForIj}) {
        const Lexicon lex = small_lexicon(r);
        const Result<Lexicon> back = Lexicon::from_bytes(lex.to_bytes());
        ASSERT_TRUE(back.has_value()) << back.error().message;
        expect_same(lex, *back);
    }
}

TEST(CompiledFormat, HeaderFieldsAreWhereTheFormatSaysTheyAre) {
    const std::vector<std::byte> bytes = small_lexicon(WordReading::kYForIj).to_bytes();
    ASSERT_GE(bytes.size(), kCompiledHeaderSize);
    EXPECT_EQ(std::memcmp(bytes.data(), "LZKWG\0", 6), 0);
    EXPECT_EQ(bytes[6], std::byte{2});  // reading
    EXPECT_EQ(bytes[8], std::byte{kCompiledFormatVersion});
    EXPECT_EQ(bytes[16], std::byte{10});  // word count, little endian
    EXPECT_EQ(bytes[17], std::byte{0});
    EXPECT_EQ((bytes.size() - kCompiledHeaderSize) % 4, 0u);
}

TEST(CompiledFormat, EmptyLexiconRoundTrips) {
    const Lexicon empty;
    const Result<Lexicon> back = Lexicon::from_bytes(empty.to_bytes());
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->kwg().size(), 2u);
}

TEST(CompiledFormat, WrongMagicIsRefused) {
    std::vector<std::byte> bytes = small_lexicon().to_bytes();
    bytes[0] = std::byte{'X'};
    const Result<Lexicon> r = Lexicon::from_bytes(bytes);
    ASSERT_FALSE(r.has_value());
    EXPECT_EQ(r.error().code, "lexicon_bad_magic");
    EXPECT_EQ(Lexicon::from_bytes({}).error().code, "lexicon_bad_magic");
}

TEST(CompiledFormat, OtherVersionIsRefused) {
    std::vector<std::byte> bytes = small_lexicon().to_bytes();
    bytes[8] = std::byte{kCompiledFormatVersion + 1};
    const Result<Lexicon> r = Lexicon::from_bytes(bytes);
    ASSERT_FALSE(r.has_value());
    EXPECT_EQ(r.error().code, "lexicon_version");
}

TEST(CompiledFormat, TruncatedFileIsRefused) {
    const std::vector<std::byte> bytes = small_lexicon().to_bytes();
    for (std::size_t keep : {std::size_t{6}, std::size_t{11}, std::size_t{40}, kCompiledHeaderSize,
                             bytes.size() / 2, bytes.size() - 1}) {
        const Result<Lexicon> r = Lexicon::from_bytes(std::span(bytes).first(keep));
        ASSERT_FALSE(r.has_value()) << keep;
        EXPECT_EQ(r.error().code, "lexicon_truncated") << keep;
    }
}

TEST(CompiledFormat, TrailingBytesAreRefused) {
    std::vector<std::byte> bytes = small_lexicon().to_bytes();
    bytes.push_back(std::byte{0});
    EXPECT_EQ(Lexicon::from_bytes(bytes).error().code, "lexicon_corrupt");
}

TEST(CompiledFormat, FlippedByteInTheNodesFailsTheChecksum) {
    std::vector<std::byte> bytes = small_lexicon().to_bytes();
    bytes[bytes.size() - 3] ^= std::byte{0x10};
    const Result<Lexicon> r = Lexicon::from_bytes(bytes);
    ASSERT_FALSE(r.has_value());
    EXPECT_EQ(r.error().code, "lexicon_checksum");
}

TEST(CompiledFormat, EveryFlippedBitIsRefused) {
    const std::vector<std::byte> good = small_lexicon().to_bytes();
    for (std::size_t i = 0; i < good.size(); ++i) {
        for (int bit = 0; bit < 8; ++bit) {
            std::vector<std::byte> bad = good;
            bad[i] ^= std::byte(1u << bit);
            EXPECT_FALSE(Lexicon::from_bytes(bad).has_value()) << "byte " << i << " bit " << bit;
        }
    }
}

TEST_F(CacheTest, SaveThenLoadIsIdentity) {
    const Lexicon lex = small_lexicon(WordReading::kIjDigraph);
    const fs::path file = dir_ / "small.lzk";
    ASSERT_TRUE(lex.save_compiled(file).has_value());
    const Result<Lexicon> back = Lexicon::load_compiled(file);
    ASSERT_TRUE(back.has_value()) << back.error().message;
    expect_same(lex, *back);
    // No temporary file is left behind.
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 2);
}

TEST_F(CacheTest, LoadNamesTheDamagedFile) {
    const fs::path file = dir_ / "small.lzk";
    std::vector<std::byte> bytes = small_lexicon().to_bytes();
    bytes.resize(bytes.size() - 4);
    write_bytes(file, bytes);
    const Result<Lexicon> r = Lexicon::load_compiled(file);
    ASSERT_FALSE(r.has_value());
    EXPECT_EQ(r.error().code, "lexicon_truncated");
    EXPECT_NE(r.error().message.find("small.lzk"), std::string::npos);
    EXPECT_EQ(Lexicon::load_compiled(dir_ / "missing.lzk").error().code, "lexicon_not_found");
}

TEST_F(CacheTest, OpenBuildsThenReusesTheCache) {
    const fs::path list = dir_ / "words.txt";
    write_text(list, "Jan\nfiets\nbijl\nkg\nauto's\n");

    OpenReport first;
    const Result<Lexicon> a = Lexicon::open(list, WordReading::kPlain, &first);
    ASSERT_TRUE(a.has_value()) << a.error().message;
    EXPECT_EQ(first.action, OpenReport::Action::kBuilt);
    EXPECT_EQ(first.cache_path.parent_path(), dir_ / "cache");
    EXPECT_TRUE(fs::exists(first.cache_path));
    EXPECT_EQ(first.stats.kept, 3u);
    EXPECT_TRUE(first.cache_problem.empty()) << first.cache_problem;
    EXPECT_TRUE(a->contains_word("autos"));

    OpenReport second;
    const Result<Lexicon> b = Lexicon::open(list, WordReading::kPlain, &second);
    ASSERT_TRUE(b.has_value());
    EXPECT_EQ(second.action, OpenReport::Action::kLoadedCache);
    EXPECT_EQ(second.cache_path, first.cache_path);
    expect_same(*a, *b);

    // Another reading is another cache.
    OpenReport third;
    ASSERT_TRUE(Lexicon::open(list, WordReading::kIjDigraph, &third).has_value());
    EXPECT_EQ(third.action, OpenReport::Action::kBuilt);
    EXPECT_NE(third.cache_path, first.cache_path);
}

TEST_F(CacheTest, OpenRebuildsACorruptCache) {
    const fs::path list = dir_ / "words.txt";
    write_text(list, "fiets\nbijl\n");
    OpenReport first;
    ASSERT_TRUE(Lexicon::open(list, WordReading::kPlain, &first).has_value());

    std::vector<std::byte> bytes = read_bytes(first.cache_path);
    bytes[bytes.size() - 2] ^= std::byte{0xFF};
    write_bytes(first.cache_path, bytes);
    ASSERT_EQ(Lexicon::load_compiled(first.cache_path).error().code, "lexicon_checksum");

    OpenReport second;
    const Result<Lexicon> lex = Lexicon::open(list, WordReading::kPlain, &second);
    ASSERT_TRUE(lex.has_value());
    EXPECT_EQ(second.action, OpenReport::Action::kBuilt);
    EXPECT_NE(second.cache_problem.find("checksum"), std::string::npos) << second.cache_problem;
    EXPECT_TRUE(lex->contains_word("fiets"));
    // The cache was rewritten and is good again.
    EXPECT_TRUE(Lexicon::load_compiled(first.cache_path).has_value());
}

TEST_F(CacheTest, OpenRebuildsATruncatedCache) {
    const fs::path list = dir_ / "words.txt";
    write_text(list, "fiets\nbijl\n");
    OpenReport first;
    ASSERT_TRUE(Lexicon::open(list, WordReading::kPlain, &first).has_value());
    std::vector<std::byte> bytes = read_bytes(first.cache_path);
    bytes.resize(bytes.size() / 2);
    write_bytes(first.cache_path, bytes);
    OpenReport second;
    ASSERT_TRUE(Lexicon::open(list, WordReading::kPlain, &second).has_value());
    EXPECT_EQ(second.action, OpenReport::Action::kBuilt);
    EXPECT_FALSE(second.cache_problem.empty());
}

TEST_F(CacheTest, ChangedSourceGetsANewCacheAndTheOldOneGoes) {
    const fs::path list = dir_ / "words.txt";
    write_text(list, "fiets\n");
    OpenReport first;
    ASSERT_TRUE(Lexicon::open(list, WordReading::kPlain, &first).has_value());

    write_text(list, "fiets\nbijl\nzonnen\n");  // another size: another key, whatever the clock
    OpenReport second;
    const Result<Lexicon> lex = Lexicon::open(list, WordReading::kPlain, &second);
    ASSERT_TRUE(lex.has_value());
    EXPECT_EQ(second.action, OpenReport::Action::kBuilt);
    EXPECT_NE(second.cache_path, first.cache_path);
    EXPECT_TRUE(lex->contains_word("zonnen"));
    EXPECT_FALSE(fs::exists(first.cache_path));
}

TEST_F(CacheTest, OpenLoadsACompiledFileDirectly) {
    const fs::path file = dir_ / "small.lzk";
    ASSERT_TRUE(small_lexicon(WordReading::kYForIj).save_compiled(file).has_value());
    OpenReport report;
    const Result<Lexicon> lex = Lexicon::open(file, WordReading::kYForIj, &report);
    ASSERT_TRUE(lex.has_value());
    EXPECT_EQ(report.action, OpenReport::Action::kLoadedCompiled);
    EXPECT_TRUE(lex->contains_word("byl"));

    const Result<Lexicon> wrong = Lexicon::open(file, WordReading::kPlain);
    ASSERT_FALSE(wrong.has_value());
    EXPECT_EQ(wrong.error().code, "lexicon_reading_mismatch");
}

TEST_F(CacheTest, OpenRefusesADamagedCompiledFile) {
    const fs::path file = dir_ / "small.lzk";
    std::vector<std::byte> bytes = small_lexicon().to_bytes();
    bytes[bytes.size() - 1] ^= std::byte{1};
    write_bytes(file, bytes);
    const Result<Lexicon> lex = Lexicon::open(file, WordReading::kPlain);
    ASSERT_FALSE(lex.has_value());
    EXPECT_EQ(lex.error().code, "lexicon_checksum");
}

TEST_F(CacheTest, OpenMissingListIsAClearError) {
    const Result<Lexicon> lex = Lexicon::open(dir_ / "nope.txt", WordReading::kPlain);
    ASSERT_FALSE(lex.has_value());
    EXPECT_EQ(lex.error().code, "lexicon_not_found");
}

// An unusable cache directory: the list is read, nothing is written anywhere else (not
// beside the list, which may be a system folder), and the report says why there is no cache.
TEST_F(CacheTest, UnusableCacheDirectoryWritesNoCacheAndSaysWhy) {
    const fs::path lists = dir_ / "lists";
    fs::create_directories(lists);
    const fs::path list = lists / "words.txt";
    write_text(list, "fiets\n");
    write_text(dir_ / "not-a-dir", "");
    ::setenv("LETTERZAK_CACHE_DIR", (dir_ / "not-a-dir" / "cache").c_str(), 1);
    OpenReport report;
    auto lex = Lexicon::open(list, WordReading::kPlain, &report);
    ASSERT_TRUE(lex.has_value());
    EXPECT_TRUE(lex->contains_word("FIETS"));
    EXPECT_EQ(report.action, OpenReport::Action::kBuilt);
    EXPECT_TRUE(report.cache_path.empty()) << report.cache_path;
    EXPECT_NE(report.cache_problem.find("cannot create the cache directory"), std::string::npos)
        << report.cache_problem;
    std::vector<fs::path> beside;
    for (const auto& e : fs::directory_iterator(lists)) beside.push_back(e.path().filename());
    EXPECT_EQ(beside, std::vector<fs::path>{"words.txt"});
}

TEST_F(CacheTest, NoCacheDirectoryAtAllWritesNothing) {
    const fs::path lists = dir_ / "lists";
    fs::create_directories(lists);
    const fs::path list = lists / "words.txt";
    write_text(list, "fiets\n");
    const char* home = std::getenv("HOME");
    const std::string saved_home = home != nullptr ? home : "";
    ::unsetenv("LETTERZAK_CACHE_DIR");
    ::unsetenv("XDG_CACHE_HOME");
    ::unsetenv("HOME");
    OpenReport report;
    auto lex = Lexicon::open(list, WordReading::kPlain, &report);
    if (!saved_home.empty()) ::setenv("HOME", saved_home.c_str(), 1);
    ASSERT_TRUE(lex.has_value());
    EXPECT_TRUE(report.cache_path.empty());
    EXPECT_NE(report.cache_problem.find("no cache directory"), std::string::npos)
        << report.cache_problem;
    EXPECT_EQ(std::distance(fs::directory_iterator(lists), fs::directory_iterator{}), 1);
}

TEST(CacheLocation, EnvironmentDecidesTheDirectory) {
    ::setenv("LETTERZAK_CACHE_DIR", "/a", 1);
    ::setenv("XDG_CACHE_HOME", "/b", 1);
    ::setenv("HOME", "/c", 1);
    EXPECT_EQ(cache_directory(), fs::path("/a"));
    ::unsetenv("LETTERZAK_CACHE_DIR");
    EXPECT_EQ(cache_directory(), fs::path("/b/letterzak"));
    ::unsetenv("XDG_CACHE_HOME");
    EXPECT_EQ(cache_directory(), fs::path("/c/.cache/letterzak"));
    ::unsetenv("HOME");
    EXPECT_EQ(cache_directory(), std::nullopt);
}

TEST(CacheLocation, FileNameDependsOnEverythingThatDecidesTheContents) {
    const fs::path source = "/lists/words.txt";
    const SourceStamp stamp{100, 200};
    const fs::path name = cache_file_name(source, stamp, WordReading::kPlain);
    EXPECT_TRUE(name.string().starts_with("words-plain-")) << name;
    EXPECT_EQ(name.extension(), ".lzk");
    EXPECT_EQ(name, cache_file_name(source, stamp, WordReading::kPlain));
    EXPECT_NE(name, cache_file_name("/other/words.txt", stamp, WordReading::kPlain));
    EXPECT_NE(name, cache_file_name(source, {101, 200}, WordReading::kPlain));
    EXPECT_NE(name, cache_file_name(source, {100, 201}, WordReading::kPlain));
    EXPECT_NE(name, cache_file_name(source, stamp, WordReading::kYForIj));
}

// The one test that reads the real Dutch list; skipped where wdutch is not installed.
TEST_F(CacheTest, FullDutchListFromDefaultPath) {
    if (!fs::exists(kDefaultWordList)) GTEST_SKIP() << kDefaultWordList << " is not installed";
    OpenReport report;
    const Result<Lexicon> lex = Lexicon::open({}, WordReading::kPlain, &report);
    ASSERT_TRUE(lex.has_value()) << lex.error().message;
    EXPECT_EQ(report.source, fs::path(kDefaultWordList));
    // SPEC §5: roughly 300,000 words.
    EXPECT_GT(lex->word_count(), 250'000u);
    EXPECT_LT(lex->word_count(), 350'000u);
    for (const char* w : {"fiets", "cafe", "reunie", "meeeten", "autos", "hm", "zzz", "ja"}) {
        EXPECT_TRUE(lex->contains_word(w)) << w;
    }
    for (const char* w : {"kg", "btw", "amsterdam", "a", "fietsx"}) {
        EXPECT_FALSE(lex->contains_word(w)) << w;
    }
    OpenReport again;
    ASSERT_TRUE(Lexicon::open({}, WordReading::kPlain, &again).has_value());
    EXPECT_EQ(again.action, OpenReport::Action::kLoadedCache);
}

}  // namespace
}  // namespace letterzak::lexicon

namespace letterzak::lexicon {
namespace {

// A compiled lexicon keeps the list rules it was built under (SPEC §5): box's refuses words
// with a hyphen or an apostrophe, and it is not taken for a rule set that allows them.
TEST(CompiledListRules, SurviveTheFileAndAreChecked) {
    const ListRules box(core::WordReading::kPlain, false);
    auto lex = Lexicon::from_words({"fiets", "kat"}, box, "box words", {}, true);
    ASSERT_TRUE(lex.has_value());
    auto again = Lexicon::from_bytes(lex->to_bytes());
    ASSERT_TRUE(again.has_value()) << again.error().message;
    EXPECT_EQ(again->list_rules(), box);
    EXPECT_TRUE(again->has_place_names());
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() /
        ("letterzak-list-rules-test-" + std::to_string(::getpid()) + ".lzk");
    ASSERT_TRUE(lex->save_compiled(file).has_value());
    EXPECT_TRUE(Lexicon::open(file, box).has_value());
    const auto plain = Lexicon::open(file, core::WordReading::kPlain);
    ASSERT_FALSE(plain.has_value());
    EXPECT_EQ(plain.error().code, "lexicon_rules_mismatch");
    const auto places = Lexicon::open(file, box, nullptr, file);
    ASSERT_FALSE(places.has_value());
    EXPECT_EQ(places.error().code, "lexicon_places_compiled");
    std::filesystem::remove(file);
}

}  // namespace
}  // namespace letterzak::lexicon
