// The CSV exports: names a spreadsheet would run as formulas stay text; names arrive without
// control or bidirectional control characters (at registration), so no export carries them.

#include "tournament/csv_export.hpp"

#include <gtest/gtest.h>

#include "tournament/standings.hpp"
#include "tournament/tournament.hpp"

namespace letterzak::tournament {
namespace {

Tournament with_players(std::initializer_list<const char*> names) {
    Settings s;
    s.rounds = 3;
    auto t = make_tournament("Clubavond", s);
    EXPECT_TRUE(t.has_value());
    for (const char* n : names) EXPECT_TRUE(add_player(*t, n, std::nullopt).has_value()) << n;
    return std::move(*t);
}

TEST(CsvExport, FormulaLeadingNamesStayText) {
    const Tournament t =
        with_players({"=HYPERLINK(\"http://x\",\"y\")", "+31 6", "-Anna", "@SUM(A1)", "Bert"});
    const std::string csv = standings_csv(compute_standings(t));
    EXPECT_NE(csv.find(",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","), std::string::npos) << csv;
    EXPECT_NE(csv.find(",\"'+31 6\","), std::string::npos) << csv;
    EXPECT_NE(csv.find(",\"'-Anna\","), std::string::npos) << csv;
    EXPECT_NE(csv.find(",\"'@SUM(A1)\","), std::string::npos) << csv;
    EXPECT_NE(csv.find(",Bert,"), std::string::npos) << csv;
    // No cell begins with a formula character.
    for (const char* bad : {",=", ",+", ",-A", ",@"})
        EXPECT_EQ(csv.find(bad), std::string::npos) << bad;
}

TEST(CsvExport, NamesArriveWithoutControlOrBidiCharacters) {
    Tournament t = with_players({"Anna", "Bert"});
    const auto id = add_player(t, "\u202eCor\u202c\r\nnelis\x07", std::nullopt);
    ASSERT_TRUE(id.has_value());
    EXPECT_EQ(find_player(t, *id)->name, "Cornelis");
    const std::string csv = standings_csv(compute_standings(t));
    EXPECT_EQ(csv.find("\u202e"), std::string::npos);
    EXPECT_EQ(csv.find('\r'), std::string::npos);
    // A name of only such characters is no name.
    EXPECT_EQ(add_player(t, "\u2066\u2069\x01", std::nullopt).error().code, "empty_name");
}

}  // namespace
}  // namespace letterzak::tournament
