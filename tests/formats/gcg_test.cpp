// GCG records: reading records written by other programs (partial racks, '.' for tiles on the
// board, notes over several lines, challenge bonuses, time penalties, both kinds of
// end-of-game lines, CRLF, ISO-8859-1 by default), clear errors with line numbers, writing,
// and replaying through the referee with every mismatch reported at its line.

#include "formats/gcg.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "formats/gcg_replay.hpp"
#include "game/word_judge.hpp"
#include "support/uniform.hpp"

namespace letterzak::formats {
namespace {

// A short english game in the style of other programs' records, scores worked out by hand:
// CHAOS 8D: (C 3·2 + H 4 + A + O + S) × 2 = 26; SUIT down from the S: 4; ZOT (phony, 12)
// withdrawn; ARC down onto the C: 5, challenged in vain for a 5-point bonus; a time penalty.
// Brian's racks list only the tiles he played, as records kept from one side do.
constexpr const char* kEnglish =
    "#player1 joel Joel Sherman\n"
    "#player2 brian Brian Cappelletto\n"
    "#lexicon NWL2018\n"
    "#description A made-up game\n"
    "#id io.example 42\n"
    ">joel: ACEHORS 8D CHAOS +26 26\n"
    "#note the note runs\n"
    "over two lines\n"
    ">brian: UIT H8 .UIT +4 4\n"
    ">joel: ELNNRTT -LNN +0 26\n"
    ">brian: OZ 11F ZO. +12 16\n"
    ">brian: OZ --  -12 4\n"
    ">joel: EGRTTUV - +0 26\n"
    ">brian: AR D6 AR. +5 9\n"
    ">brian:  (challenge) +5 14\n"
    ">joel:  (time) -10 16\n"
    "#incomplete\n";

ReplayReport replay(const std::string& text, const char* rules = "english",
                    const game::WordJudge* judge = nullptr, bool strict = false) {
    auto rec = parse_gcg(text);
    EXPECT_TRUE(rec.has_value()) << (rec ? "" : rec.error().message);
    if (!rec) return {};
    ReplayOptions o;
    o.rules = rules ? core::rule_set_by_name(rules) : nullptr;
    o.judge = judge;
    o.strict = strict;
    auto report = replay_gcg(*rec, o);
    EXPECT_TRUE(report.has_value()) << (report ? "" : report.error().message);
    return report ? std::move(*report) : ReplayReport{};
}

std::string issues_text(const ReplayReport& r) {
    std::string s;
    for (const auto& i : r.issues)
        s += "line " + std::to_string(i.line) + ": " + i.message + " [" + i.code + "]\n";
    return s;
}

TEST(GcgRead, PragmasAndEvents) {
    auto rec = parse_gcg(kEnglish);
    ASSERT_TRUE(rec.has_value()) << rec.error().message;
    ASSERT_EQ(rec->players.size(), 2u);
    EXPECT_EQ(rec->players[0].nick, "joel");
    EXPECT_EQ(rec->players[0].name, "Joel Sherman");
    EXPECT_EQ(rec->lexicon, "NWL2018");
    EXPECT_EQ(rec->id_authority, "io.example");
    EXPECT_EQ(rec->id, "42");
    EXPECT_TRUE(rec->incomplete);
    ASSERT_EQ(rec->lines.size(), 9u);
    EXPECT_EQ(rec->lines[0].kind, GcgLineKind::kPlace);
    EXPECT_EQ(rec->lines[0].notes, std::vector<std::string>{"the note runs\nover two lines"});
    EXPECT_EQ(rec->lines[1].line, 9);
    EXPECT_EQ(rec->lines[1].word, ".UIT");
    EXPECT_EQ(rec->lines[2].kind, GcgLineKind::kExchange);
    EXPECT_EQ(rec->lines[2].count, 3);
    EXPECT_EQ(rec->lines[4].kind, GcgLineKind::kWithdrawn);
    EXPECT_EQ(rec->lines[4].score, -12);
    EXPECT_EQ(rec->lines[5].kind, GcgLineKind::kPass);
    EXPECT_EQ(rec->lines[7].kind, GcgLineKind::kChallengeBonus);
    EXPECT_FALSE(rec->lines[7].rack.has_value());
    EXPECT_EQ(rec->lines[8].kind, GcgLineKind::kTimePenalty);
    EXPECT_EQ(rec->lines[8].total, 16);
}

TEST(GcgReplay, ARecordFromAnotherProgramReplaysCleanly) {
    const ReplayReport r = replay(kEnglish);
    EXPECT_TRUE(r.ok()) << issues_text(r);
    ASSERT_TRUE(r.game.has_value());
    EXPECT_EQ(r.game->score(0), 16);
    EXPECT_EQ(r.game->score(1), 14);
    EXPECT_FALSE(r.game->over());
    EXPECT_EQ(r.events, 9);
}

TEST(GcgReplay, EveryMismatchIsReportedAtItsLine) {
    std::string text = kEnglish;
    text.replace(text.find("+26 26"), 6, "+28 28");  // line 6: a wrong score
    const ReplayReport r = replay(text);
    ASSERT_EQ(r.issues.size(), 2u) << issues_text(r);
    EXPECT_EQ(r.issues[0].line, 6);
    EXPECT_EQ(r.issues[0].code, "score");
    EXPECT_EQ(r.issues[1].line, 10);  // and the record's next total no longer adds up
    EXPECT_EQ(r.issues[1].code, "total");

    std::string totals = kEnglish;
    totals.replace(totals.find("+4 4"), 4, "+4 5");  // line 9: the record's own sum is off
    const ReplayReport t = replay(totals);
    ASSERT_FALSE(t.issues.empty());
    EXPECT_EQ(t.issues[0].line, 9);
    EXPECT_EQ(t.issues[0].code, "total");
}

TEST(GcgReplay, AnIllegalMoveStopsTheReplay) {
    std::string text = kEnglish;
    text.replace(text.find("11F ZO."), 7, "11A ZO.");  // not connected: '.' on an empty square
    const ReplayReport r = replay(text);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.stopped);
    EXPECT_EQ(r.issues.back().line, 11);
    EXPECT_EQ(r.issues.back().code, "illegal_move");
}

TEST(GcgReplay, AWithdrawnPlayWithOnlyValidWordsIsReportedWithAWordList) {
    const game::WordListJudge judge({"chaos", "suit", "zot", "arc"}, core::WordReading::kPlain);
    const ReplayReport r = replay(kEnglish, "english", &judge);
    ASSERT_EQ(r.issues.size(), 1u) << issues_text(r);
    EXPECT_EQ(r.issues[0].code, "withdrawn_valid");
    EXPECT_EQ(r.issues[0].line, 12);
}

TEST(GcgReplay, ExchangesThatNameOnlyTheCount) {
    std::string text = kEnglish;
    text.replace(text.find("-LNN"), 4, "-3");
    const ReplayReport r = replay(text);
    EXPECT_TRUE(r.ok()) << issues_text(r);
}

// A rack typed without a tile kept from the last turn changes no score: a warning at its line,
// a mismatch only when strict.
TEST(GcgReplay, AFullRackMustKeepWhatThePlayerKept) {
    std::string text = kEnglish;
    text.replace(text.find("EGRTTUV"), 7, "EGQTTUV");  // the R Joel kept is gone
    const ReplayReport r = replay(text);
    EXPECT_TRUE(r.issues.empty()) << issues_text(r);
    ASSERT_EQ(r.reconciled.size(), 1u);
    EXPECT_EQ(r.reconciled[0].code, "rack");
    EXPECT_EQ(r.reconciled[0].line, 13);
    const ReplayReport strict = replay(text, "english", nullptr, true);
    ASSERT_EQ(strict.issues.size(), 1u) << issues_text(strict);
    EXPECT_EQ(strict.issues[0].code, "rack");
    EXPECT_EQ(strict.issues[0].line, 13);
}

// An overdraw (eight tiles on a seven-tile rack): the move is replayed with the tiles it plays
// and those the player shows again next turn; the score stands.
TEST(GcgReplay, AnOverdrawIsAWarning) {
    std::string text = kEnglish;
    text.replace(text.find(">joel: ELNNRTT"), 14, ">joel: ELNNRTTE");
    const ReplayReport r = replay(text);
    EXPECT_TRUE(r.issues.empty()) << issues_text(r);
    ASSERT_EQ(r.reconciled.size(), 1u);
    EXPECT_EQ(r.reconciled[0].line, 10);
    EXPECT_NE(r.reconciled[0].message.find("cannot be theirs"), std::string::npos);
    EXPECT_FALSE(replay(text, "english", nullptr, true).ok());
}

TEST(GcgReplay, TheOutOfTurnPlayerIsReported) {
    std::string text = kEnglish;
    text.replace(text.find(">brian: UIT"), 7, ">joel: ");
    const ReplayReport r = replay(text);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.issues.back().code, "turn_order");
}

TEST(GcgReplay, SixScorelessTurnsAndOwnRackLines) {
    constexpr const char* kSixZeros =
        "#player1 joel Joel\n"
        "#player2 brian Brian\n"
        ">joel: ACEHORS 8D CHAOS +26 26\n"
        ">brian: AEINRST - +0 0\n"
        ">joel: EELRTTU - +0 26\n"
        ">brian: AEINRST - +0 0\n"
        ">joel: EELRTTU - +0 26\n"
        ">brian: AEINRST - +0 0\n"
        ">joel: EELRTTU - +0 26\n"
        ">joel: EELRTTU (EELRTTU) -7 19\n"
        ">brian: AEINRST (AEINRST) -7 -7\n";
    const ReplayReport r = replay(kSixZeros);
    EXPECT_TRUE(r.ok()) << issues_text(r);
    ASSERT_TRUE(r.game.has_value());
    EXPECT_EQ(r.game->end_reason(), game::EndReason::kPassRun);
    EXPECT_EQ(r.game->result().seats[0].final_score, 19);

    std::string missing = kSixZeros;
    missing.erase(missing.find(">brian: AEINRST (AEINRST)"));
    const ReplayReport m = replay(missing);
    ASSERT_EQ(m.issues.size(), 1u) << issues_text(m);
    EXPECT_EQ(m.issues[0].code, "end_rack");
}

TEST(GcgReplay, GoingOutGainsTwiceInEnglishAndTheRecordMayNameTheRack) {
    // Two more plays empty no bag: use a record that ends early to check the line form only.
    constexpr const char* kWrong =
        "#player1 joel Joel\n"
        "#player2 brian Brian\n"
        ">joel: ACEHORS 8D CHAOS +26 26\n"
        ">joel: (AEI) +6 32\n";
    const ReplayReport r = replay(kWrong);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.issues[0].code, "not_over");
}

TEST(GcgRead, LineEndsCrLfAndCr) {
    std::string crlf, cr;
    for (char c : std::string(kEnglish)) {
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        cr += c == '\n' ? '\r' : c;
    }
    auto a = parse_gcg(kEnglish), b = parse_gcg(crlf), c = parse_gcg(cr);
    ASSERT_TRUE(a && b && c);
    EXPECT_EQ(*a, *b);
    EXPECT_EQ(*a, *c);
    EXPECT_TRUE(replay(crlf).ok());
}

TEST(GcgRead, Iso88591UnlessTheRecordSaysUtf8) {
    const std::string latin1 =
        "#player1 jose Jos\xe9 Garc\xed"
        "a\n#player2 urs \xdc"
        "rsula\n>jose: ACEHORS 8D CHAOS +26 26\n";
    auto a = parse_gcg(latin1);
    ASSERT_TRUE(a.has_value()) << a.error().message;
    EXPECT_EQ(a->players[0].name,
              "Jos\xc3\xa9 Garc\xc3\xad"
              "a");
    EXPECT_EQ(a->players[1].name,
              "\xc3\x9c"
              "rsula");
    EXPECT_TRUE(a->warnings.empty());

    const std::string utf8 =
        "#character-encoding UTF-8\n#player1 jose Jos\xc3\xa9\n#player2 urs \xc3\x9c"
        "rsula\n";
    auto b = parse_gcg(utf8);
    ASSERT_TRUE(b.has_value());
    EXPECT_EQ(b->players[0].name, "Jos\xc3\xa9");

    // A UTF-8 record without the line is read as the format says, with a warning.
    auto c = parse_gcg("#player1 jose Jos\xc3\xa9\n#player2 urs U\n");
    ASSERT_TRUE(c.has_value());
    EXPECT_EQ(c->players[0].name, "Jos\xc3\x83\xc2\xa9");
    EXPECT_EQ(c->warnings.size(), 1u);

    // A record that says UTF-8 but is not: that line is read as ISO-8859-1.
    auto d = parse_gcg("#character-encoding UTF-8\n#player1 jose Jos\xe9\n#player2 urs U\n");
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->players[0].name, "Jos\xc3\xa9");
    EXPECT_EQ(d->warnings.size(), 1u);

    // A byte order mark means UTF-8.
    auto e = parse_gcg("\xef\xbb\xbf#player1 jose Jos\xc3\xa9\n#player2 urs U\n");
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->players[0].name, "Jos\xc3\xa9");
}

// Any encoding iconv knows, named by #character-encoding anywhere before the text needs it;
// UTF-16 by its byte-order mark.
TEST(GcgRead, AnyEncodingIconvKnows) {
    // KOI8-R: "Иван" is E9 D7 C1 CE.
    auto koi = parse_gcg(
        "#character-encoding KOI8-R\n#player1 ivan \xe9\xd7\xc1\xce\n"
        "#player2 b B\n");
    ASSERT_TRUE(koi.has_value()) << koi.error().message;
    EXPECT_EQ(koi->players[0].name, "\xd0\x98\xd0\xb2\xd0\xb0\xd0\xbd");
    EXPECT_EQ(koi->converted_from, "KOI8-R");
    // windows-1252: 0x80 is the euro sign, which ISO-8859-1 lacks.
    auto cp = parse_gcg("#player1 a Zo\xeb \x80\n#player2 b B\n#character-encoding windows-1252\n");
    ASSERT_TRUE(cp.has_value()) << cp.error().message;
    EXPECT_EQ(cp->players[0].name, "Zo\xc3\xab \xe2\x82\xac");
    // UTF-16 (little-endian, with its mark).
    std::string utf16 = "\xff\xfe";
    for (char c : std::string("#player1 a \xe9\n#player2 b B\n")) {
        utf16 += c;
        utf16 += '\0';
    }
    auto u = parse_gcg(utf16);
    ASSERT_TRUE(u.has_value()) << u.error().message;
    EXPECT_EQ(u->players[0].name, "\xc3\xa9");
}

TEST(GcgRead, ClearErrorsWithLineNumbers) {
    struct Case {
        const char* text;
        const char* says;
    };
    const Case cases[] = {
        {"#player1 a A\n#player2 b B\n>c: ABC 8D ABC +10 10\n",
         "line 3: no #player line names \"c\""},
        {"#player1 a A\n#player2 b B\n>a: ABC 8D ABC\n",
         "line 3: an event ends with its score and the running total"},
        {"#player1 a A\n#player2 b B\n>a: AB!C 8D ABC +1 1\n",
         "line 3: cannot read the rack \"AB!C\""},
        {"#player1 a A\n#player2 b B\n>a: ABC X9Y ABC +1 1\n",
         "line 3: cannot read the coordinate"},
        {"#character-encoding no-such-encoding\n", "line 1: unknown character encoding"},
        {"#character-encoding UTF-16LE\n#player1 a AB\n", "not UTF-16LE as declared"},
        {"#player1 a A\n#player2 a B\n", "two players have the nick"},
        {"#player2 b B\n", "there is no #player1 line"},
        {"#player1 a A\n#player2 b B\nhello\n", "line 3: cannot read \"hello\""},
        {"#player1 a A\n#player1 b B\n", "line 2: player 1 is named twice"},
        {"#player1 a A\n#player2 b B\n>a ABC 8D ABC +1 1\n", "line 3: an event line reads"},
        {"#player1 a A\n#player2 b B\n>a: ABC -0 +0 0\n", "line 3: cannot read the exchange"},
    };
    for (const Case& c : cases) {
        auto r = parse_gcg(c.text);
        ASSERT_FALSE(r.has_value()) << c.text;
        EXPECT_EQ(r.error().code, "bad_gcg");
        EXPECT_NE(r.error().message.find(c.says), std::string::npos) << r.error().message;
    }
    EXPECT_FALSE(parse_gcg(std::string(kMaxGcgBytes + 1, '#')).has_value());
}

TEST(GcgReplay, RulesFromTheRecord) {
    auto english = parse_gcg(kEnglish);  // #lexicon NWL2018
    ASSERT_TRUE(english.has_value());
    EXPECT_EQ(rules_for_record(*english)->name, "english");
    auto plain = parse_gcg("#player1 a A\n#player2 b B\n");
    ASSERT_TRUE(plain.has_value());
    EXPECT_EQ(rules_for_record(*plain)->name, "tournament");
    auto box = parse_gcg("#rules box\n#lexicon CSW21\n#player1 a A\n#player2 b B\n");
    ASSERT_TRUE(box.has_value());
    EXPECT_EQ(rules_for_record(*box)->name, "box");
    auto odd = parse_gcg("#players 2\n#player1 a A\n#player2 b B\n");  // an unknown pragma is kept
    ASSERT_TRUE(odd.has_value());
    ASSERT_EQ(odd->other_pragmas.size(), 1u);
    EXPECT_EQ(odd->other_pragmas[0].first, "players");
    EXPECT_TRUE(replay(kEnglish, nullptr).ok());
}

TEST(GcgReplay, UnknownRulesAndPlayerCountsAreErrors) {
    auto rec = parse_gcg("#rules scrabble-deluxe\n#player1 a A\n#player2 b B\n");
    ASSERT_TRUE(rec.has_value());
    EXPECT_FALSE(replay_gcg(*rec).has_value());
    auto three = parse_gcg("#rules tournament\n#player1 a A\n#player2 b B\n#player3 c C\n");
    ASSERT_TRUE(three.has_value());
    auto r = replay_gcg(*three);
    ASSERT_FALSE(r.has_value());
    EXPECT_EQ(r.error().code, "bad_players");
}

TEST(GcgReplay, ThroughTilesAsLettersParenthesesOrDots) {
    for (const char* word : {"(S)UIT", ".UIT", "SUIT"}) {
        std::string text = kEnglish;
        text.replace(text.find(".UIT"), 4, word);
        const ReplayReport r = replay(text);
        EXPECT_TRUE(r.ok()) << word << "\n" << issues_text(r);
    }
    // A letter that is not the tile on the board is an error.
    std::string text = kEnglish;
    text.replace(text.find(".UIT"), 4, "TUIT");
    EXPECT_FALSE(replay(text).ok());
}

TEST(GcgWrite, WriteAndReadBack) {
    auto rec = parse_gcg(kEnglish);
    ASSERT_TRUE(rec.has_value());
    const std::string text = write_gcg(*rec);
    auto again = parse_gcg(text);
    ASSERT_TRUE(again.has_value()) << again.error().message;
    EXPECT_EQ(*rec, *again);
    EXPECT_EQ(write_gcg(*again), text);
    EXPECT_EQ(text.rfind("#character-encoding UTF-8\n", 0), 0u);
}

TEST(GcgReplay, DutchTournamentProtestAndJuryLines) {
    // Anna's phony XQ (36) is protested: withdrawn and 20 penalty points; she plays TREIN.
    constexpr const char* kProtest =
        "#rules tournament\n"
        "#player1 anna Anna\n"
        "#player2 bert Bert\n"
        ">anna: QXTREIN 8G XQ +36 36\n"
        ">anna: QXTREIN -- -36 0\n"
        ">anna:  (protest) -20 -20\n"
        ">anna: QXTREIN 8E TREIN +14 -6\n"
        "#incomplete\n";
    const game::AcceptAllJudge none;
    const ReplayReport r = replay(kProtest, nullptr, &none);
    EXPECT_TRUE(r.ok()) << issues_text(r);
    ASSERT_TRUE(r.game.has_value());
    EXPECT_EQ(r.game->score(0), -6);

    std::string no_penalty = kProtest;
    no_penalty.erase(no_penalty.find(">anna:  (protest)"),
                     std::string(">anna:  (protest) -20 -20\n").size());
    no_penalty.replace(no_penalty.find("+14 -6"), 6, "+14 14");
    const ReplayReport m = replay(no_penalty, nullptr, &none);
    ASSERT_EQ(m.issues.size(), 1u) << issues_text(m);
    EXPECT_EQ(m.issues[0].code, "protest");
}

// Arbitrary text never crashes the reader or the replay, and a refusal is an error, not a crash.
RC_GTEST_PROP(GcgFuzz, ArbitraryLinesNeverCrash, ()) {
    static const std::vector<std::string> pieces = {"#player1 a A",
                                                    "#player2 b B",
                                                    "#player3 c C",
                                                    ">a:",
                                                    ">b:",
                                                    " ",
                                                    "\n",
                                                    "\r\n",
                                                    "AEINRST",
                                                    "8D",
                                                    "H8",
                                                    "ABC",
                                                    ".A.",
                                                    "(A)",
                                                    "-",
                                                    "--",
                                                    "-AB",
                                                    "-3",
                                                    "(challenge)",
                                                    "(time)",
                                                    "(jury)",
                                                    "(AB)",
                                                    "+10",
                                                    "-5",
                                                    "10",
                                                    "#note x",
                                                    "#incomplete",
                                                    "#rules box",
                                                    "#rules woordspel",
                                                    "?",
                                                    "[IJ]",
                                                    "\xe9",
                                                    "15O",
                                                    "A1",
                                                    "ZZZZZZZZZZZZZZZZ"};
    const auto picks = *rc::gen::container<std::vector<std::size_t>>(
        testing::uniform<std::size_t>(0, pieces.size()));  // every piece, at every size
    std::string text;
    for (std::size_t i : picks) text += pieces[i] + (i % 3 == 0 ? "\n" : " ");
    auto rec = parse_gcg(text);
    if (rec) {
        const game::AcceptAllJudge none;
        ReplayOptions o;
        o.judge = &none;
        (void)replay_gcg(*rec, o);
    } else {
        RC_ASSERT(!rec.error().message.empty());
    }
}

}  // namespace
}  // namespace letterzak::formats
