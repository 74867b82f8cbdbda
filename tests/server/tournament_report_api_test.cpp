// The end of a tournament through the API and the command line (issue 21 item 5): prize
// settings as a logged, undoable settings action; the prize list with the bingos of the games
// played on the server; the printable report; and every server game's GCG in one ZIP archive,
// read back by real tools (unzip -t, Python's zipfile) and by our own GCG reader.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "formats/gcg.hpp"
#include "server_process.hpp"
#include "tournament_client.hpp"

namespace letterzak::testing {
namespace {

namespace fs = std::filesystem;

class TournamentReportApi : public ::testing::Test {
  protected:
    TestServer server;
    HttpClient http{server.port()};
};

const json kPrizes = {{"overall", 2},
                      {"classes",
                       {{{"name", "A"}, {"min_rating", 1650}, {"places", 1}},
                        {{"name", "B"}, {"min_rating", nullptr}, {"places", 1}}}},
                      {"best_game", true},
                      {"highest_score", true},
                      {"best_bingo", true}};

std::string file_text(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void write_file(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary);
    out << text;
}

// Runs a shell command; its exit status (stdout and stderr to `out` when given).
int run(const std::string& command, const fs::path& out = {}) {
    const std::string full =
        out.empty() ? command + " >/dev/null 2>&1" : command + " >'" + out.string() + "' 2>&1";
    const int status = std::system(full.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The tiles a GCG placement takes from the rack: letters outside parentheses, "[IJ]" as one.
int tiles_placed(const std::string& word) {
    int n = 0, depth = 0;
    bool bracket = false;
    for (char c : word) {
        if (c == '(') ++depth;
        if (c == ')') --depth;
        if (c == '[') bracket = true;
        if (depth > 0 || c == '(' || c == ')' || c == '.') continue;
        if (bracket) {
            if (c == ']') {
                bracket = false;
                ++n;
            }
            continue;
        }
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    }
    return n;
}

// Four players, the two computers on board 1 of round 1 (seeded by rating: 1–3, 2–4), one
// round, the prizes of kPrizes.
Director club(HttpClient& http) {
    Director d = create_tournament(http, {{"name", "Slotavond"}, {"rounds", 1}});
    auto added =
        d.post("/players", {{"players",
                             {{{"name", "Greedy A"}, {"rating", 1800}, {"computer", "greedy"}},
                              {{"name", "Anna"}, {"rating", 1700}},
                              {{"name", "Greedy B"}, {"rating", 1600}, {"computer", "greedy"}},
                              {{"name", "Bert"}, {"rating", 1500}}}}});
    EXPECT_EQ(added.status, 201u) << added.body;
    auto set = d.post("/settings", {{"prizes", kPrizes}});
    EXPECT_EQ(set.status, 200u) << set.body;
    EXPECT_EQ(d.post("/rounds").status, 201u);
    return d;
}

TEST_F(TournamentReportApi, PrizeSettingsAreALoggedUndoableSettingsAction) {
    Director d = create_tournament(http, {{"name", "Prijzen"}, {"rounds", 3}});
    auto set = d.post("/settings", {{"prizes", kPrizes}});
    ASSERT_EQ(set.status, 200u) << set.body;
    EXPECT_EQ(set.json_body["tournament"]["settings"]["prizes"]["classes"][0]["name"], "A");
    auto log = http.get(d.url("/log")).json_body["log"];
    EXPECT_EQ(log.back()["kind"], "settings");
    // Only what is named changes: the classes stay when the overall places change.
    ASSERT_EQ(d.post("/settings", {{"prizes", {{"overall", 5}}}}).status, 200u);
    json prizes = d.view()["settings"]["prizes"];
    EXPECT_EQ(prizes["overall"], 5);
    EXPECT_EQ(prizes["classes"].size(), 2u);
    ASSERT_EQ(d.post("/undo", {{"count", 2}}).status, 200u);
    EXPECT_FALSE(d.view()["settings"].contains("prizes"));
    // Refusals change nothing.
    auto unordered = d.post("/settings", {{"prizes",
                                           {{"classes",
                                             {{{"name", "Laag"}, {"min_rating", 1000}},
                                              {{"name", "Hoog"}, {"min_rating", 1600}}}}}}});
    EXPECT_EQ(unordered.status, 422u) << unordered.body;
    EXPECT_EQ(unordered.json_body["error"], "invalid_settings");
    auto typo = d.post("/settings", {{"prizes", {{"best_bingos", true}}}});
    EXPECT_EQ(typo.status, 400u) << typo.body;
    EXPECT_NE(typo.body.find("best_bingos"), std::string::npos);
    EXPECT_FALSE(d.view()["settings"].contains("prizes"));
    // On a new tournament too.
    auto created = http.post("/api/tournaments",
                             {{"name", "Met prijzen"}, {"rounds", 2}, {"prizes", kPrizes}});
    ASSERT_EQ(created.status, 201u) << created.body;
    EXPECT_EQ(created.json_body["tournament"]["settings"]["prizes"]["best_bingo"], true);
}

TEST_F(TournamentReportApi, PrizesReportAndArchiveWithAServerGameAndATypedResult) {
    Director d = club(http);
    ASSERT_EQ(d.pairing(1, 1)["first_name"], "Greedy A");
    auto started = d.post("/rounds/1/games", {{"board", 1}});
    ASSERT_EQ(started.status, 201u) << started.body;
    const std::string game_id = started.json_body["game_id"];
    const json b2 = d.pairing(1, 2);
    ASSERT_EQ(d.result(1, b2["first"], 412, b2["second"], 388).status, 200u);
    // Before the game ends the list is provisional and the archive holds only the index.
    auto early = http.get(d.url("/prizes"));
    ASSERT_EQ(early.status, 200u) << early.body;
    EXPECT_FALSE(early.json_body["final"]);
    const json v = wait_for_tournament(
        d, [](const json& t) { return !t["rounds"][0]["pairings"][0]["result"].is_null(); },
        std::chrono::seconds(60));
    const json r1 = v["rounds"][0]["pairings"][0]["result"];

    // The game's record as the server gives it, and its bingos worked out from the record.
    auto gcg = http.get("/api/games/" + game_id + "/gcg");
    ASSERT_EQ(gcg.status, 200u);
    auto record = formats::parse_gcg(gcg.body);
    ASSERT_TRUE(record.has_value()) << record.error().message;
    int best_bingo = -1;
    for (const formats::GcgLine& line : record->lines)
        if (line.kind == formats::GcgLineKind::kPlace && tiles_placed(line.word) == 7)
            best_bingo = std::max(best_bingo, line.score);

    auto prizes = http.get(d.url("/prizes"));
    ASSERT_EQ(prizes.status, 200u) << prizes.body;
    const json& p = prizes.json_body;
    EXPECT_TRUE(p["final"]);
    EXPECT_EQ(p["games_over_board"], 2);
    EXPECT_EQ(p["games_with_moves"], 1);
    const int s0 = r1["final_scores"][0], s1 = r1["final_scores"][1];
    int best_game = -1, highest = -1, bingo = -1, overall = 0;
    for (const json& a : p["awards"]) {
        if (a["category"] == "best_game") best_game = a["value"];
        if (a["category"] == "highest_score") highest = a["value"];
        if (a["category"] == "best_bingo") bingo = a["value"];
        if (a["category"] == "overall") ++overall;
    }
    EXPECT_EQ(best_game, std::max(s0 + s1, 412 + 388));
    EXPECT_EQ(highest, std::max({s0, s1, 412}));
    EXPECT_EQ(bingo, best_bingo);  // -1 on both sides when the computers made no bingo
    EXPECT_GE(overall, 2);

    // The printable report: standings, prizes, every result, the archive's link, print CSS.
    auto html = http.get(d.url("/report.html"));
    ASSERT_EQ(html.status, 200u);
    for (const char* shown : {"Prijzen", "Eindklassement", "Ratingklasse A", "Hoogste score",
                              "Beste partij", "412-388", "games.zip", "@media print"})
        EXPECT_NE(html.body.find(shown), std::string::npos) << shown;

    // The archive, read back by unzip and Python, each GCG by our reader.
    auto zip = http.get(d.url("/games.zip"));
    ASSERT_EQ(zip.status, 200u);
    EXPECT_EQ(zip.headers["Content-Type"], "application/zip");
    const fs::path dir = server.dir.path();
    write_file(dir / "games.zip", zip.body);
    EXPECT_EQ(run("unzip -t '" + (dir / "games.zip").string() + "'"), 0);
    ASSERT_EQ(run("python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); "
                  "assert z.testzip() is None; z.extractall(sys.argv[2])' '" +
                  (dir / "games.zip").string() + "' '" + (dir / "out").string() + "'"),
              0);
    const std::string index = file_text(dir / "out" / "index.txt");
    EXPECT_NE(index.find("getypte uitslag: geen partijverslag"), std::string::npos) << index;
    const std::string name = "ronde-01-bord-01-" + game_id + ".gcg";
    EXPECT_NE(index.find(name), std::string::npos) << index;
    int records = 0;
    for (const auto& entry : fs::directory_iterator(dir / "out")) {
        if (entry.path().extension() != ".gcg") continue;
        ++records;
        auto parsed = formats::parse_gcg(file_text(entry.path()));
        ASSERT_TRUE(parsed.has_value()) << entry.path() << ": " << parsed.error().message;
        EXPECT_EQ(parsed->lines.size(), record->lines.size());
        EXPECT_EQ(parsed->lines.back().total, record->lines.back().total);
        EXPECT_EQ(parsed->id, game_id);
    }
    EXPECT_EQ(records, 1);

    // The command line on the same database gives the same prize list and a readable archive.
    const std::string cli = std::string(letterzak_binary()) + " tournament --db '" +
                            server.db.string() + "' --id " + d.id;
    ASSERT_EQ(run(cli + " prizes --json", dir / "prizes.json"), 0)
        << file_text(dir / "prizes.json");
    EXPECT_EQ(json::parse(file_text(dir / "prizes.json")), p);
    ASSERT_EQ(run(cli + " report --archive '" + (dir / "cli.zip").string() + "' --html '" +
                      (dir / "cli.html").string() + "'",
                  dir / "report.txt"),
              0)
        << file_text(dir / "report.txt");
    const std::string text = file_text(dir / "report.txt");
    for (const char* shown : {"Prizes", "Highest score", "412-388", "Greedy A"})
        EXPECT_NE(text.find(shown), std::string::npos) << shown << "\n" << text;
    EXPECT_EQ(run("unzip -t '" + (dir / "cli.zip").string() + "'"), 0);
    EXPECT_EQ(run("unzip -l '" + (dir / "cli.zip").string() + "' | grep -q '" + name + "'"), 0);
    EXPECT_NE(file_text(dir / "cli.html").find("href=\"cli.zip\""), std::string::npos);
}

TEST_F(TournamentReportApi, UnknownTournamentsAndMethods) {
    EXPECT_EQ(http.get("/api/tournaments/nope/prizes").status, 404u);
    EXPECT_EQ(http.get("/api/tournaments/nope/games.zip").status, 404u);
    Director d = create_tournament(http, {{"name", "Leeg"}, {"rounds", 1}});
    EXPECT_EQ(http.post(d.url("/games.zip"), json::object(), d.token).status, 405u);
    // A tournament without games: an archive with its index only, still a valid ZIP.
    auto zip = http.get(d.url("/games.zip"));
    ASSERT_EQ(zip.status, 200u);
    write_file(server.dir.path() / "empty.zip", zip.body);
    EXPECT_EQ(run("unzip -t '" + (server.dir.path() / "empty.zip").string() + "'"), 0);
    auto prizes = http.get(d.url("/prizes"));
    ASSERT_EQ(prizes.status, 200u);
    EXPECT_TRUE(prizes.json_body["awards"].empty());
}

}  // namespace
}  // namespace letterzak::testing
