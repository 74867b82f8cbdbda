#pragma once
// What the player typed, sorted into a command. The words of both languages are always
// understood (a Dutch player may type "pass", an English one "pas"); --lang only chooses which
// names the help and the prompt show. A line whose first word holds a digit is a placement
// ("H8 trein", "8H trein"); move_input.hpp reads it against the board.

#include <cstdint>
#include <string>
#include <string_view>

#include "tui/catalogue.hpp"

namespace letterzak::tui {

enum class CommandKind : std::uint8_t {
    kEmpty,     // an empty line: redraw
    kPlace,     // coordinate and word
    kExchange,  // tiles in `argument`
    kPass,
    kChallenge,  // challenge (box, english) or protest (tournament)
    kHint,       // optional count in `argument`
    kSheet,
    kSave,  // file in `argument`
    kLoad,  // file in `argument`
    kResign,
    kHelp,
    kUndo,
    kQuit,
    kBoard,
    kShuffle,
    kAnalysis,
    kSwapBlank,  // house rule: square in `argument`
    kVeto,       // house rule: coordinate and word in `argument`
    kJury,       // the jury's menu (001 V); what to do, and its answers, may follow in `argument`
    kUnknown,
};

struct Command {
    CommandKind kind = CommandKind::kEmpty;
    std::string coordinate;  // kPlace: as typed ("H8", "8h")
    std::string word;        // kPlace: the rest of the line ("tre?in")
    std::string argument;    // the rest of the line after the command word, trimmed
    std::string input;       // the whole line, trimmed
};

Command parse_command(std::string_view line);

// The command's name in the language (what help and prompts show).
std::string_view command_name(CommandKind kind, Lang lang);

// A yes/no answer: "j", "ja", "y", "yes" (any case) are yes; anything else is no.
bool is_yes(std::string_view answer);

}  // namespace letterzak::tui
