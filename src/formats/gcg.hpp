#pragma once
// GCG, the game record of Quackle, Macondo, Woogles and most tournament software (the format
// is Poslfit's): pragma lines starting '#', one line per event starting '>':
//
//   #character-encoding UTF-8            (must say so; the default is ISO-8859-1)
//   #player1 anna Anna de Vries          (nick, then the full name)
//   #player2 bert Bert Jansen
//   #title, #description, #lexicon, #id <authority> <id>, #note <text>, #incomplete,
//   #rack1 / #rack2 (racks left in an unfinished game)
//   >anna: EINRST? 8D STINkER +74 74     (rack, GCG coordinate, word, score, running total)
//   >bert: ADEILOV -DLV +0 0             (exchange; "-3" when the tiles are not named)
//   >anna: AEIOU - +0 74                 (pass)
//   >anna: AEIOU -- -74 0                (the last play withdrawn: a phony challenged off)
//   >bert:  (challenge) +5 5             (a challenge bonus)
//   >bert:  (time) -10 -5                (a time penalty)
//   >anna: (ADE) +8 82                   (rack points gained by the player who went out)
//   >bert: ADE (ADE) -4 1                (a player's own rack subtracted)
//
// Tiles already on the board may be written in parentheses, as '.', or as plain letters; blanks
// are lower case; the IJ tile is [IJ]. Racks may list only the tiles played (records kept from
// one side). Lines end in LF, CRLF or CR.
//
// Letterzak adds, and reads back: "#rules <rule set>", "#player3"/"#player4" for box games, and
// the event kinds "(protest) -20" (III-10), "(jury) -65" (the jury's correction) and
// "(penalty) -N" (other sanctions). Other programs' unknown pragmas are kept and ignored.
//
// This file reads and writes the text; gcg_replay.hpp plays a record through the referee.

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/board.hpp"
#include "core/move.hpp"
#include "core/rack.hpp"
#include "core/result.hpp"

namespace letterzak::game {
class Game;
}

namespace letterzak::formats {

struct GcgPlayer {
    std::string nick;
    std::string name;
    bool operator==(const GcgPlayer&) const = default;
};

enum class GcgLineKind : std::uint8_t {
    kPlace,           // >nick: RACK 8D WORD +S T
    kExchange,        // >nick: RACK -TILES +0 T   (or -N)
    kPass,            // >nick: RACK - +0 T
    kWithdrawn,       // >nick: RACK -- -S T
    kChallengeBonus,  // >nick: RACK (challenge) +S T
    kTimePenalty,     // >nick: RACK (time) -S T
    kEndRackGain,     // >nick: (RACK) +S T
    kEndRackLoss,     // >nick: RACK (RACK) -S T
    kProtest,         // >nick: RACK (protest) -S T   (letterzak)
    kJury,            // >nick: RACK (jury) -S T      (letterzak)
    kPenalty,         // >nick: RACK (penalty) -S T   (letterzak)
};

struct GcgLine {
    GcgLineKind kind = GcgLineKind::kPass;
    int line = 0;                     // 1-based line number in the file
    int player = 0;                   // index into GcgRecord::players
    std::optional<core::Rack> rack;   // the rack column, when there is one
    std::string position;             // kPlace: the GCG coordinate as written ("8D", "h8")
    std::string word;                 // kPlace: the word as written ("ST(A)INER", "ST.INER")
    std::vector<core::Letter> tiles;  // kExchange: the tiles given back (empty: only a count)
    int count = 0;                    // kExchange: how many tiles
    core::Rack counted;               // kEndRackGain / kEndRackLoss: the rack in parentheses
    int score = 0;                    // signed
    int total = 0;                    // the running total the record gives
    std::vector<std::string> notes;   // #note lines after this one
    bool operator==(const GcgLine&) const = default;
};

struct GcgRecord {
    std::vector<GcgPlayer> players;
    std::string title;
    std::string description;
    std::string lexicon;
    std::string rules;  // #rules (letterzak)
    std::string id_authority;
    std::string id;
    bool incomplete = false;
    std::vector<std::string> notes;                                  // notes before the first event
    std::vector<std::optional<core::Rack>> final_racks;              // #rack1, #rack2, ...
    std::vector<std::pair<std::string, std::string>> other_pragmas;  // kept, in order
    std::vector<GcgLine> lines;
    std::vector<std::string> warnings;  // what the reader noticed but accepted
    std::string converted_from;         // the encoding iconv converted (empty: UTF-8 or ISO-8859-1)
    int encoding_line = 0;              // the #character-encoding line, if any
    // The same record: line numbers and warnings aside.
    bool operator==(const GcgRecord& other) const;
};

// Reads a record. Errors (code "bad_gcg") name the line. Input larger than kMaxGcgBytes is
// refused: a record of a real game is a few kilobytes.
inline constexpr std::size_t kMaxGcgBytes = 1 << 20;
Result<GcgRecord> parse_gcg(std::string_view bytes);

// Writes a record as UTF-8 text with LF line ends.
std::string write_gcg(const GcgRecord& record);

// How to write a game as a record.
struct GcgWriteOptions {
    std::string title;
    std::string description;
    std::string lexicon;       // the #lexicon name, e.g. "wdutch"
    std::string id_authority;  // #id, when both are given
    std::string id;
    bool dots_for_through = false;  // '.' for tiles on the board instead of "(A)"
    bool starter_draw_note = true;  // a #note with the draw for the first player
};

// The record of a game: player1 is the player who started (GCG's convention), then the others
// in turn order. Every turn, correction and the end-of-game rack points, with running totals.
GcgRecord gcg_record_of(const game::Game& game, const GcgWriteOptions& options = {});

// The record as one seat may read it. Once the game is over, the whole record (every rack, as
// on the table). During the game only what its reader could see: the racks and exchanged tiles
// of the reader's own turns; other players' racks, the tiles they exchanged and the racks left
// at the end of an unfinished record are left out. The server's downloads and the terminal's
// save files are written through this one function.
GcgRecord gcg_record_for_seat(const game::Game& game, int seat,
                              const GcgWriteOptions& options = {});

// The nick of each seat in a record written by gcg_record_of (same order as the seats).
std::vector<std::string> gcg_nicks(const game::Game& game);

// A placement as a record writes it, read against the board: through tiles in parentheses,
// as '.', or as plain letters on occupied squares.
Result<core::Move> parse_gcg_play(std::string_view position, std::string_view word,
                                  const core::Board& board);

// Decodes bytes to UTF-8: as UTF-8, or each byte as one ISO-8859-1 character.
std::string latin1_to_utf8(std::string_view bytes);
bool is_valid_utf8(std::string_view bytes);

}  // namespace letterzak::formats
