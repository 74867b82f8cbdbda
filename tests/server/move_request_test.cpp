#include "server/move_request.hpp"

#include <gtest/gtest.h>

#include "core/placement.hpp"

namespace letterzak::server {
namespace {

using nlohmann::json;

const core::RuleSet& tournament() {
    return *core::rule_set_by_name("tournament");
}

TEST(MoveRequest, CommandHeaderSaysWhatIsWrong) {
    auto h = parse_command_header({{"type", "pass"}, {"version", 12}});
    ASSERT_TRUE(h) << h.error().message;
    EXPECT_EQ(h->type, "pass");
    EXPECT_EQ(h->version, 12u);
    EXPECT_EQ(parse_command_header({{"type", "pass"}, {"version", nullptr}})->version,
              std::nullopt);
    auto message = [](const json& body) {
        auto r = parse_command_header(body);
        EXPECT_FALSE(r) << body.dump();
        return r ? std::string() : r.error().message;
    };
    EXPECT_NE(message({{"type", 1}}).find("must be a string"), std::string::npos);
    EXPECT_NE(message(json::object()).find("missing"), std::string::npos);
    EXPECT_NE(message({{"type", "pass"}, {"version", -1}}).find("cannot be negative"),
              std::string::npos);
    EXPECT_NE(message({{"type", "pass"}, {"version", 1.5}}).find("whole number"),
              std::string::npos);
    EXPECT_NE(message({{"type", "pass"}, {"version", "3"}}).find("whole number"),
              std::string::npos);
}

TEST(MoveRequest, PlacementFromTilesWithNamesAndNumbers) {
    core::Board board;
    const json body = {{"type", "place"},
                       {"tiles",
                        {{{"square", "H8"}, {"letter", "k"}},
                         {{"square", 113}, {"letter", "A"}, {"blank", true}}}}};
    auto m = parse_move_request(body, board, tournament());
    ASSERT_TRUE(m) << m.error().message;
    EXPECT_EQ(m->kind, core::MoveKind::kPlace);
    EXPECT_EQ(m->start, 112);
    EXPECT_EQ(m->length, 2);
    EXPECT_EQ(m->word[1], 1 | core::kBlankBit);
}

TEST(MoveRequest, PlacementInGcgNotation) {
    core::Board board;
    auto m = parse_move_request({{"type", "place"}, {"move", "8H KAT"}}, board, tournament());
    ASSERT_TRUE(m);
    EXPECT_EQ(m->length, 3);
    EXPECT_EQ(m->dir, core::Direction::kHorizontal);
}

TEST(MoveRequest, ExchangeAndPass) {
    core::Board board;
    auto e = parse_move_request({{"type", "exchange"}, {"tiles", "EE?"}}, board, tournament());
    ASSERT_TRUE(e);
    EXPECT_EQ(e->kind, core::MoveKind::kExchange);
    EXPECT_EQ(e->length, 3);
    EXPECT_EQ(e->word[2], core::kBlank);
    auto e2 =
        parse_move_request({{"type", "exchange"}, {"tiles", {"q", "?"}}}, board, tournament());
    ASSERT_TRUE(e2);
    EXPECT_EQ(e2->length, 2);
    auto p = parse_move_request({{"type", "pass"}}, board, tournament());
    ASSERT_TRUE(p);
    EXPECT_EQ(p->kind, core::MoveKind::kPass);
}

TEST(MoveRequest, RefusalsAreTyped) {
    core::Board board;
    const auto& r = tournament();
    EXPECT_EQ(parse_move_request(json::array(), board, r).error().code, "bad_request");
    EXPECT_EQ(parse_move_request({{"type", "dance"}}, board, r).error().code, "bad_request");
    EXPECT_EQ(parse_move_request({{"type", "place"}}, board, r).error().code, "bad_request");
    EXPECT_EQ(
        parse_move_request({{"type", "place"}, {"tiles", json::array()}}, board, r).error().code,
        "no_tiles");
    EXPECT_EQ(parse_move_request(
                  {{"type", "place"}, {"tiles", {{{"square", 300}, {"letter", "A"}}}}}, board, r)
                  .error()
                  .code,
              "off_board");
    EXPECT_EQ(parse_move_request(
                  {{"type", "place"}, {"tiles", {{{"square", "Z99"}, {"letter", "A"}}}}}, board, r)
                  .error()
                  .code,
              "off_board");
    EXPECT_EQ(parse_move_request({{"type", "place"}, {"tiles", {{{"square", 1}, {"letter", "1"}}}}},
                                 board, r)
                  .error()
                  .code,
              "unknown_letter");
    // The current Dutch set has no IJ tile.
    EXPECT_EQ(parse_move_request(
                  {{"type", "place"}, {"tiles", {{{"square", 1}, {"letter", "IJ"}}}}}, board, r)
                  .error()
                  .code,
              "unknown_letter");
    // A gap between tiles.
    EXPECT_EQ(
        parse_move_request(
            {{"type", "place"},
             {"tiles", {{{"square", 112}, {"letter", "A"}}, {{"square", 114}, {"letter", "A"}}}}},
            board, r)
            .error()
            .code,
        "gap");
    EXPECT_EQ(
        parse_move_request({{"type", "exchange"}, {"tiles", json::array()}}, board, r).error().code,
        "exchange_tiles");
}

TEST(MoveRequest, SquaresByName) {
    EXPECT_EQ(*parse_square("A1"), 0);
    EXPECT_EQ(*parse_square("H8"), 112);
    EXPECT_EQ(*parse_square("O15"), 224);
    EXPECT_FALSE(parse_square("8H"));  // a vertical coordinate, not a square name
    EXPECT_FALSE(parse_square(-1));
}

}  // namespace
}  // namespace letterzak::server
