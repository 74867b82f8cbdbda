#include "tui/command.hpp"

#include <cctype>

namespace letterzak::tui {

namespace {

struct CommandWords {
    CommandKind kind;
    std::string_view nl;       // shown in Dutch
    std::string_view en;       // shown in English
    std::string_view more[4];  // also understood
};

constexpr CommandWords kWords[] = {
    {CommandKind::kExchange, "ruil", "swap", {"ruilen", "exchange", "wissel", ""}},
    {CommandKind::kPass, "pas", "pass", {"passen", "-", "", ""}},
    {CommandKind::kChallenge, "betwist", "challenge", {"protest", "betwisten", "uitdagen", ""}},
    {CommandKind::kHint, "tip", "hint", {"tips", "hints", "", ""}},
    {CommandKind::kSheet, "blad", "sheet", {"formulier", "scores", "stand", ""}},
    {CommandKind::kSave, "bewaar", "save", {"opslaan", "bewaren", "", ""}},
    {CommandKind::kLoad, "laad", "load", {"laden", "open", "", ""}},
    {CommandKind::kResign, "opgeven", "resign", {"opgave", "geefop", "", ""}},
    {CommandKind::kHelp, "help", "help", {"hulp", "?", "h", "uitleg"}},
    {CommandKind::kUndo, "terug", "undo", {"terugnemen", "", "", ""}},
    {CommandKind::kQuit, "stop", "quit", {"exit", "q", "einde", "stoppen"}},
    {CommandKind::kBoard, "bord", "board", {"teken", "redraw", "", ""}},
    {CommandKind::kShuffle, "schud", "shuffle", {"schudden", "", "", ""}},
    {CommandKind::kAnalysis, "analyse", "analysis", {"analyze", "analyseer", "", ""}},
    {CommandKind::kSwapBlank, "blanco", "blank", {"blancoruil", "", "", ""}},
    {CommandKind::kVeto, "veto", "veto", {"", "", "", ""}},
    {CommandKind::kJury, "jury", "jury", {"arbiter", "scheidsrechter", "wedstrijdleiding", ""}},
};

std::string lower(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (char c : s) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

bool has_digit(std::string_view s) {
    for (char c : s)
        if (std::isdigit(static_cast<unsigned char>(c))) return true;
    return false;
}

}  // namespace

Command parse_command(std::string_view line) {
    Command cmd;
    const std::string_view t = trim(line);
    cmd.input = std::string(t);
    if (t.empty()) return cmd;
    std::size_t space = 0;
    while (space < t.size() && !std::isspace(static_cast<unsigned char>(t[space]))) ++space;
    const std::string_view head = t.substr(0, space);
    const std::string_view rest = trim(t.substr(space));
    // GCG's shorthand for an exchange, "-EEU", as Quackle and Woogles users type it.
    if (head.size() > 1 && head.front() == '-' && head != "--") {
        cmd.kind = CommandKind::kExchange;
        cmd.argument = std::string(trim(t.substr(1)));
        return cmd;
    }
    const std::string word = lower(head);
    for (const CommandWords& w : kWords) {
        bool match = word == w.nl || word == w.en;
        for (std::string_view m : w.more) match = match || (!m.empty() && word == m);
        if (match) {
            cmd.kind = w.kind;
            cmd.argument = std::string(rest);
            return cmd;
        }
    }
    if (has_digit(head)) {
        cmd.kind = CommandKind::kPlace;
        cmd.coordinate = std::string(head);
        cmd.word = std::string(rest);
        return cmd;
    }
    cmd.kind = CommandKind::kUnknown;
    return cmd;
}

std::string_view command_name(CommandKind kind, Lang lang) {
    for (const CommandWords& w : kWords)
        if (w.kind == kind) return lang == Lang::kNl ? w.nl : w.en;
    return {};
}

bool is_yes(std::string_view answer) {
    const std::string a = lower(trim(answer));
    return a == "j" || a == "ja" || a == "y" || a == "yes" || a == "jawel" || a == "ok";
}

}  // namespace letterzak::tui
