// The ZIP writer (formats/zip_archive.hpp): unsafe names are refused, and what it writes is
// read back byte for byte by Python's zipfile (a real reader, with its CRC check).

#include "formats/zip_archive.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace letterzak::formats {
namespace {

namespace fs = std::filesystem;

TEST(ZipArchive, UnsafeOrRepeatedNamesAreRefused) {
    for (const char* name : {"", "/etc/passwd", "../x.gcg", "a/../../x", "a\\b", "a//b", "./a"}) {
        auto zip = write_zip({{name, "x", 0}});
        ASSERT_FALSE(zip.has_value()) << name;
        EXPECT_EQ(zip.error().code, "bad_archive");
    }
    EXPECT_FALSE(write_zip({{"a.gcg", "1", 0}, {"a.gcg", "2", 0}}).has_value());
    EXPECT_TRUE(write_zip({}).has_value());  // an empty archive is still an archive
}

TEST(ZipArchive, PythonReadsBackEveryEntry) {
    std::string big;
    for (int i = 0; i < 200; ++i) big += ">anna: EINRST? 8D STINkER +74 74\n";
    const std::vector<ZipEntry> entries = {
        {"index.txt", "Ronde 1\n  bord 1  Zoë – Bert\n", 1'764'000'000},
        {"ronde-01/bord-01.gcg", big, 1'764'000'000},  // deflated
        {"leeg.txt", "", 0},                           // stored, before 1980: 1980
    };
    auto zip = write_zip(entries);
    ASSERT_TRUE(zip.has_value()) << zip.error().message;
    EXPECT_LT(zip->size(), big.size());  // the repetitive record was compressed
    const fs::path dir =
        fs::temp_directory_path() / ("letterzak-zip-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    {
        std::ofstream out(dir / "t.zip", std::ios::binary);
        out << *zip;
    }
    // Python prints each entry as "name<TAB>size<TAB>content as hex" after checking the CRCs.
    const std::string command =
        "python3 -c 'import sys, zipfile\n"
        "z = zipfile.ZipFile(sys.argv[1])\n"
        "assert z.testzip() is None\n"
        "for i in z.infolist(): print(i.filename, i.file_size, z.read(i).hex(), sep=\"\\t\")' '" +
        (dir / "t.zip").string() + "' > '" + (dir / "t.txt").string() + "'";
    ASSERT_EQ(std::system(command.c_str()), 0);
    std::ifstream in(dir / "t.txt");
    std::string line;
    std::size_t i = 0;
    while (std::getline(in, line)) {
        ASSERT_LT(i, entries.size());
        std::string hex;
        for (const char ch : entries[i].data) {
            const auto c = static_cast<unsigned char>(ch);
            constexpr const char* kDigits = "0123456789abcdef";
            hex += kDigits[c >> 4];
            hex += kDigits[c & 15];
        }
        EXPECT_EQ(line,
                  entries[i].name + "\t" + std::to_string(entries[i].data.size()) + "\t" + hex);
        ++i;
    }
    EXPECT_EQ(i, entries.size());
    fs::remove_all(dir);
}

}  // namespace
}  // namespace letterzak::formats
