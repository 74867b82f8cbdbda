#include "tui/session.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>
#include <random>

#include "ai/computer_seat.hpp"
#include "ai/leave_file.hpp"
#include "core/display_name.hpp"
#include "core/placement.hpp"
#include "formats/gcg.hpp"
#include "formats/notation.hpp"
#include "game/game.hpp"
#include "game/jury.hpp"
#include "game/refusal.hpp"
#include "game/score_sheet.hpp"
#include "game/view.hpp"
#include "game/word_judge.hpp"
#include "movegen/kwg_index.hpp"
#include "tui/analysis.hpp"
#include "tui/command.hpp"
#include "tui/computer.hpp"
#include "tui/end_report.hpp"
#include "tui/game_file.hpp"
#include "tui/move_input.hpp"
#include "tui/review_view.hpp"
#include "tui/screen.hpp"
#include "tui/settings_view.hpp"
#include "tui/sheet_view.hpp"

namespace letterzak::tui {

namespace {

constexpr int kDefaultHints = 5;
constexpr int kMinHints = 3;
constexpr int kMaxHints = 20;

std::string join(const std::vector<std::string>& items) {
    std::string s;
    for (const std::string& i : items) s += (s.empty() ? "" : ", ") + i;
    return s;
}

std::vector<std::string> word_texts(const std::vector<core::FormedWord>& words) {
    std::vector<std::string> out;
    for (const core::FormedWord& w : words) out.push_back(game::word_text(w));
    return out;
}

// Why a file could not be read or written, in the player's words for the usual reasons.
std::string why_file(int err, Lang lang) {
    switch (err) {
        case ENOENT:
            return render(Text::kWhyNoFile, lang);
        case EACCES:
        case EPERM:
            return render(Text::kWhyNoAccess, lang);
        case EISDIR:
            return render(Text::kWhyDirectory, lang);
        default:
            return std::strerror(err);
    }
}

}  // namespace

struct Session::State {
    State(SessionOptions o, const lexicon::Lexicon& l, std::istream& i, std::ostream& s)
        : opt(std::move(o)),
          lex(l),
          in(i),
          out(s),
          judge(l, opt.lexicon_name),
          shuffle_rng(opt.seed) {}

    SessionOptions opt;
    const lexicon::Lexicon& lex;
    std::istream& in;
    std::ostream& out;
    game::LexiconJudge judge;
    std::unique_ptr<game::SteadyTimeSource> steady;
    game::TimeSource* time = nullptr;  // set once a game has a clock
    std::shared_ptr<const movegen::KwgIndex> index;

    const core::RuleSet* rules = nullptr;
    std::optional<game::Game> game;
    PlayMeta meta;
    ai::PlayerContext context;                                 // what the computer seats share
    std::vector<std::unique_ptr<ai::ComputerSeat>> computers;  // per seat; null for the player's
    std::unique_ptr<Analyst> analyst;

    std::vector<ShownMessage> messages;  // for the next frame
    bool show_frame = true;  // false after a page, which stays on screen until the next command
    bool end_reported = false;
    bool unsaved = false;  // moves made since the last save
    std::vector<core::Letter> rack_order;
    std::mt19937_64 shuffle_rng;

    Lang lang() const { return opt.lang; }
    int human() const { return meta.human; }
    std::string tr(const Message& m) const { return render(m, lang()); }
    void say(Message m) { messages.push_back({tr(m), false}); }
    void refuse(Message m) { messages.push_back({tr(m), true}); }
    game::Services services() {
        game::Services s;
        s.judge = &judge;
        s.time = time;
        return s;
    }

    // ---- Setting up ----

    void start_clock() {
        if (time != nullptr) return;
        if (opt.time != nullptr) {
            time = opt.time;
            return;
        }
        steady = std::make_unique<game::SteadyTimeSource>();
        time = steady.get();
    }

    bool build_engine();
    bool start_new();
    void welcome();
    bool load_file(const std::string& path);

    // ---- The loop ----

    int run();
    bool prompt_and_handle();
    bool read_line(std::string& line);
    bool confirm(Text question);
    void draw_frame(const std::string& hint_override = {});
    void page(const std::string& text);
    std::string hint_line() const;
    void keep_rack_order(const core::Rack& rack);

    // ---- Commands ----

    bool handle(const std::string& line);
    void place(const Command& cmd);
    void exchange(const Command& cmd);
    void pass();
    void swap_blank(const Command& cmd);
    void veto(const Command& cmd);
    void jury(const Command& cmd);
    std::optional<std::string> ask(const Message& question);
    void challenge();
    void hint(const Command& cmd);
    void resign();
    void undo();
    void save(const std::string& path);
    Message refusal_for(const Error& e, const core::Move* move) const;

    // ---- The computer and the end ----

    bool computer_turn(int seat);
    void report_challenge(int seat, int player, const game::ChallengeOutcome& outcome);
    void describe(const game::Turn& turn);
    void report_end();
    bool offer_analysis();
    void show_analysis();
};

// ---------------------------------------------------------------- Setting up

std::optional<Message> check_options(const SessionOptions& opt) {
    const core::RuleSet* r = core::rule_set_by_name(opt.rules);
    if (r == nullptr)
        return Message(Text::kBadRules,
                       {{"rules", opt.rules}, {"known", join(core::rule_set_names())}});
    if (opt.players < r->min_players || opt.players > r->max_players)
        return Message(
            r->min_players == r->max_players ? Text::kBadPlayersExact : Text::kBadPlayers,
            {{"rules", r->name},
             {"min", std::to_string(r->min_players)},
             {"max", std::to_string(r->max_players)},
             {"n", std::to_string(opt.players)}});
    const std::vector<std::string> levels = computer_levels();
    if (!opt.level.empty() && std::find(levels.begin(), levels.end(), opt.level) == levels.end())
        return Message(Text::kBadLevel, {{"level", opt.level}, {"known", join(levels)}});
    if (opt.clock.minutes && (*opt.clock.minutes < game::kMinClockMinutes ||
                              *opt.clock.minutes > game::kMaxClockMinutes))
        return Message(Text::kBadClock, {{"minutes", std::to_string(*opt.clock.minutes)}});
    if (auto clock = game::clock_settings_from(opt.clock, *r); !clock)
        return Message(Text::kBadSetting, {{"why", clock.error().message}});
    if (auto ruled = core::with_house_rules(*r, opt.house); !ruled)
        return Message(Text::kBadSetting, {{"why", ruled.error().message}});
    return std::nullopt;
}

// The computer seats and the analyst for the current rule set and level.
bool Session::State::build_engine() {
    if (!index) index = std::make_shared<const movegen::KwgIndex>(lex.kwg());
    computers.clear();
    for (int s = 0; s < game->seats(); ++s) {
        if (s == human()) {
            computers.push_back(nullptr);
            continue;
        }
        context.rules = rules;
        context.kwg = &lex.kwg();
        context.index = index;
        context.leaves = &ai::default_leave_file(*rules);
        auto c = ai::ComputerSeat::create(meta.level, context);
        if (!c) {
            refuse(Message(Text::kBadLevel,
                           {{"level", meta.level}, {"known", join(computer_levels())}}));
            return false;
        }
        (*c)->new_game(meta.seed + static_cast<std::uint64_t>(s));
        computers.push_back(std::move(*c));
    }
    analyst = std::make_unique<Analyst>(*rules, lex.kwg(), index);
    return true;
}

bool Session::State::start_new() {
    rules = core::rule_set_by_name(opt.rules);
    meta.seed = opt.seed;
    meta.human = 0;
    meta.level = opt.level.empty() ? default_level() : canonical_level(opt.level);
    meta.practice = opt.practice;
    std::vector<std::string> names;
    names.push_back(opt.name.empty() ? tr(Text::kYou) : opt.name);
    for (int s = 1; s < opt.players; ++s)
        names.push_back(opt.players == 2
                            ? tr(Text::kComputer)
                            : tr(Message(Text::kComputerNumbered, {{"n", std::to_string(s)}})));
    // check_options has accepted the settings: these cannot fail.
    game::GameSetup setup =
        game::GameSetup::for_rules(*core::with_house_rules(*rules, opt.house), names, opt.seed);
    setup.clock = *game::clock_settings_from(opt.clock, *rules);
    if (setup.clock.any()) start_clock();
    auto created = game::Game::create(setup, services());
    if (!created) {
        refuse(Message(Text::kRefusedOther,
                       {{"code", created.error().code}, {"why", created.error().message}}));
        return false;
    }
    game = std::move(*created);
    return build_engine();
}

void Session::State::welcome() {
    std::vector<std::string> opponents;
    for (int s = 0; s < game->seats(); ++s)
        if (s != human()) opponents.push_back(game->player_name(s));
    say(Message(Text::kWelcome, {{"opponents", join(opponents)},
                                 {"level", level_display(meta.level, lang() == Lang::kNl)},
                                 {"rules", rules->name}}));
    switch (rules->challenge) {
        case core::ChallengeMode::kJuryAfterGame:
            say(Message(Text::kRulesJury,
                        {{"penalty", std::to_string(rules->invalid_word_penalty)}}));
            break;
        case core::ChallengeMode::kSingle:
            say(Message(Text::kRulesChallenge));
            break;
        case core::ChallengeMode::kRefuseAtOnce:
            say(Message(Text::kRulesRefuse));
            break;
        case core::ChallengeMode::kDouble:
            say(Message(Text::kRulesDouble));
            break;
    }
    for (Message& m : settings_summary(game->setup())) say(std::move(m));
    std::vector<std::string> rounds;
    for (const auto& round : game->starter_draw().rounds) {
        std::vector<std::string> tiles;
        for (const auto& t : round) {
            const std::string tile =
                t.tile == core::kBlank ? tr(Text::kBlankName) : core::letter_name(t.tile);
            tiles.push_back(tr(Message(t.counted ? Text::kDrawTile : Text::kDrawNotCounted,
                                       {{"name", game->player_name(t.seat)}, {"tile", tile}})));
        }
        rounds.push_back(join(tiles));
    }
    const Message starts =
        game->starter() == human()
            ? Message(Text::kStartsOwn)
            : Message(Text::kStarts, {{"name", game->player_name(game->starter())}});
    if (rounds.empty()) {
        say(starts);
        return;
    }
    std::string all;
    for (const std::string& r : rounds) all += (all.empty() ? "" : "; ") + r;
    say(Message(Text::kDrawRound, {{"tiles", all}, {"starts", tr(starts)}}));
}

bool Session::State::load_file(const std::string& path) {
    if (path.empty()) {
        refuse(Message(Text::kNeedFileName,
                       {{"command", std::string(command_name(CommandKind::kLoad, lang()))}}));
        return false;
    }
    std::ifstream f(path, std::ios::binary);
    if (!f) {
        refuse(Message(Text::kLoadReadFailed, {{"path", path}, {"why", why_file(errno, lang())}}));
        return false;
    }
    std::string text;
    char buf[4096];
    while (f.read(buf, sizeof buf) || f.gcount() > 0) {
        text.append(buf, static_cast<std::size_t>(f.gcount()));
        if (text.size() > formats::kMaxGcgBytes) break;  // the parser refuses it with the reason
    }
    if (const core::RuleSet* r = record_rules(text); r != nullptr && r->reading != lex.reading()) {
        refuse(Message(Text::kLoadOtherReading,
                       {{"path", path}, {"rules", r->name}, {"code", r->name}}));
        return false;
    }
    // The clock needs a time source before the game is built on it.
    start_clock();
    const auto key = load_save_key(default_save_key_path(), false);
    auto loaded = load_game_text(text, path, services(), key ? &*key : nullptr);
    if (!loaded) {
        refuse(loaded.error());
        return false;
    }
    const std::string level = meta.level.empty() ? default_level() : meta.level;
    game = std::move(loaded->game);
    rules = loaded->rules;
    meta = loaded->meta;
    meta.practice = meta.practice || opt.practice;
    const std::vector<std::string> levels = computer_levels();
    if (std::find(levels.begin(), levels.end(), meta.level) == levels.end()) meta.level = level;
    if (!opt.level.empty()) meta.level = canonical_level(opt.level);
    if (!build_engine()) return false;
    end_reported = false;
    unsaved = false;
    rack_order.clear();
    say(Message(Text::kLoaded, {{"path", path}, {"turn", std::to_string(game->turn_number())}}));
    // The settings the file brought, as a new game states them.
    for (Message& m : settings_summary(game->setup())) say(std::move(m));
    return true;
}

// ---------------------------------------------------------------- The loop

int Session::State::run() {
    if (!opt.load.empty()) {
        meta.level = opt.level.empty() ? std::string() : canonical_level(opt.level);
        if (!load_file(opt.load)) {
            for (const ShownMessage& m : messages) out << m.text << '\n';
            out.flush();
            return 1;
        }
    } else {
        if (!start_new()) {
            for (const ShownMessage& m : messages) out << m.text << '\n';
            out.flush();
            return 1;
        }
        welcome();
    }
    while (true) {
        if (game->over()) {
            if (!end_reported) {
                report_end();
                if (!offer_analysis()) return 0;
            }
            if (!prompt_and_handle()) return 0;
            continue;
        }
        if (time) {
            (void)game->tick();
            if (game->over()) continue;
        }
        const int seat = game->to_move();
        if (seat != human()) {
            if (!computer_turn(seat)) {
                // The referee refused even a pass: a defect, reported rather than looped on.
                out << tr(Message(Text::kRefusedOther,
                                  {{"code", "computer"}, {"why", "no move accepted"}}))
                    << '\n';
                return 3;
            }
            continue;
        }
        if (!prompt_and_handle()) return 0;
    }
}

bool Session::State::read_line(std::string& line) {
    out.flush();
    if (!std::getline(in, line)) return false;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return true;
}

bool Session::State::prompt_and_handle() {
    if (show_frame)
        draw_frame();
    else
        out << opt.style.paint(Paint::kDim,
                               cut(hint_line(), opt.width > 1 ? opt.width - 1 : opt.width))
            << '\n';
    out << opt.style.paint(Paint::kHeading, game->player_name(human()) + ">") << ' ';
    std::string line;
    if (!read_line(line)) {
        out << '\n' << tr(Text::kEndOfInput) << ' ' << tr(Text::kGoodbye) << '\n';
        out.flush();
        return false;
    }
    show_frame = true;
    return handle(line);
}

bool Session::State::confirm(Text question) {
    const std::optional<std::string> answer = ask(Message(question));
    return answer && is_yes(*answer);
}

void Session::State::keep_rack_order(const core::Rack& rack) {
    // The shown order survives until the tiles change (a shuffle is kept while thinking).
    std::vector<core::Letter> sorted = rack_order;
    std::sort(sorted.begin(), sorted.end());
    std::vector<core::Letter> now = rack.tiles();
    std::vector<core::Letter> now_sorted = now;
    std::sort(now_sorted.begin(), now_sorted.end());
    if (sorted != now_sorted) rack_order = now;
}

std::string Session::State::hint_line() const {
    if (game->over()) return tr(Text::kPromptAfterGame);
    std::string extra;
    const auto open = game->challengeable_turn();
    if (open && game->turns()[static_cast<std::size_t>(*open)].seat != human()) {
        if (rules->challenge == core::ChallengeMode::kJuryAfterGame)
            extra = tr(Text::kPromptProtest);
        else if (rules->challenge != core::ChallengeMode::kRefuseAtOnce)
            extra = tr(Text::kPromptChallenge);
    }
    return tr(Message(Text::kPromptHint, {{"extra", extra}}));
}

void Session::State::draw_frame(const std::string& hint_override) {
    if (opt.terminal_size) {
        const auto [w, h] = opt.terminal_size();
        if (w > 0) opt.width = w;
        if (h > 0) opt.height = h;
    }
    const game::GameView view = game::view_for(*game, human());
    const game::ScoreSheet sheet = game::make_score_sheet(*game);
    keep_rack_order(view.own_rack());
    FrameInput f;
    f.view = &view;
    f.sheet = &sheet;
    f.rules = rules;
    f.lang = lang();
    f.style = opt.style;
    f.width = opt.width;
    f.height = opt.height;
    f.practice = meta.practice;
    f.clocks = game->setup().clock.chess_clock;
    f.rack_order = rack_order;
    f.messages = messages;
    f.hint_line = hint_override.empty() ? hint_line() : hint_override;
    out << render_frame(f);
    messages.clear();
}

void Session::State::page(const std::string& text) {
    out << opt.style.clear_screen();
    for (const ShownMessage& m : messages)
        out << (m.refusal ? opt.style.paint(Paint::kRefusal, m.text) : m.text) << '\n';
    messages.clear();
    out << text;
    if (!text.empty() && text.back() != '\n') out << '\n';
    show_frame = false;
}

// ---------------------------------------------------------------- Commands

bool Session::State::handle(const std::string& line) {
    const Command cmd = parse_command(line);
    const bool over = game->over();
    switch (cmd.kind) {
        case CommandKind::kEmpty:
        case CommandKind::kBoard:
            return true;
        case CommandKind::kHelp: {
            std::string challenge;
            switch (rules->challenge) {
                case core::ChallengeMode::kJuryAfterGame:
                    challenge =
                        tr(Message(Text::kHelpProtest,
                                   {{"penalty", std::to_string(rules->invalid_word_penalty)}}));
                    break;
                case core::ChallengeMode::kRefuseAtOnce:
                    challenge = tr(Text::kHelpNoChallenge);
                    break;
                default:
                    challenge = tr(Text::kHelpChallenge);
                    break;
            }
            page(tr(
                Message(Text::kHelp,
                        {{"challenge", challenge},
                         {"practice", meta.practice ? tr(Text::kHelpPractice) : ""},
                         {"jury", game->setup().clock.chess_clock ? tr(Text::kHelpJury) : ""}})));
            return true;
        }
        case CommandKind::kQuit:
            if (!over && unsaved && !confirm(Text::kConfirmQuit)) {
                say(Message(Text::kConfirmNo));
                return true;
            }
            out << tr(Text::kGoodbye) << '\n';
            out.flush();
            return false;
        case CommandKind::kSheet:
            page(sheet_text(game::make_score_sheet(*game), lang()));
            return true;
        case CommandKind::kSave:
            save(cmd.argument.empty() ? fmt::format("letterzak-{}.gcg", meta.seed) : cmd.argument);
            return true;
        case CommandKind::kLoad:
            (void)load_file(cmd.argument);
            return true;
        case CommandKind::kAnalysis:
            if (!over)
                refuse(Message(Text::kGameNotOver));
            else
                show_analysis();
            return true;
        case CommandKind::kUnknown:
            refuse(Message(Text::kUnknownCommand, {{"input", cmd.input}}));
            return true;
        default:
            break;
    }
    if (over) {
        refuse(Message(Text::kGameIsOver));
        return true;
    }
    switch (cmd.kind) {
        case CommandKind::kPlace:
            place(cmd);
            break;
        case CommandKind::kExchange:
            exchange(cmd);
            break;
        case CommandKind::kPass:
            pass();
            break;
        case CommandKind::kChallenge:
            challenge();
            break;
        case CommandKind::kSwapBlank:
            swap_blank(cmd);
            break;
        case CommandKind::kVeto:
            veto(cmd);
            break;
        case CommandKind::kJury:
            jury(cmd);
            break;
        case CommandKind::kHint:
            hint(cmd);
            break;
        case CommandKind::kResign:
            resign();
            break;
        case CommandKind::kUndo:
            undo();
            break;
        case CommandKind::kShuffle:
            std::shuffle(rack_order.begin(), rack_order.end(), shuffle_rng);
            break;
        default:
            break;
    }
    return true;
}

Message Session::State::refusal_for(const Error& e, const core::Move* move) const {
    if (e.code == game::refusal::kInvalidWord && move != nullptr) {
        auto placement =
            core::validate_placement(game->board(), *rules, game->rack(human()), *move);
        if (placement)
            return Message(Text::kInvalidWordRefused,
                           {{"words", join(game::invalid_words(judge, *rules, placement->words))}});
    }
    if (e.code == game::refusal::kExchangeBagTooSmall)
        return Message(Text::kExchangeBagTooSmall,
                       {{"min", std::to_string(rules->exchange_min_bag)},
                        {"bag", std::to_string(game->bag_size())}});
    if (e.code == game::refusal::kNoChallenges)
        return Message(Text::kChallengeNotAllowed, {{"rules", rules->name}});
    if (move != nullptr)
        return placement_refusal(e, *move, game->board(), game->rack(human()), *rules);
    if (auto m = refusal_message(e.code)) return std::move(*m);
    return Message(Text::kRefusedOther, {{"code", e.code}, {"why", e.message}});
}

void Session::State::place(const Command& cmd) {
    auto move =
        read_placement(cmd.coordinate, cmd.word, game->board(), *rules, game->rack(human()));
    if (!move) {
        refuse(move.error());
        return;
    }
    if (auto r = game->place(human(), *move); !r) {
        refuse(refusal_for(r.error(), &*move));
        return;
    }
    unsaved = true;
    describe(game->turns().back());
}

void Session::State::exchange(const Command& cmd) {
    auto tiles = read_exchange(cmd.argument, game->rack(human()), *rules);
    if (!tiles) {
        refuse(tiles.error());
        return;
    }
    if (auto r = game->exchange(human(), *tiles); !r) {
        refuse(refusal_for(r.error(), nullptr));
        return;
    }
    unsaved = true;
    describe(game->turns().back());
}

void Session::State::pass() {
    if (auto r = game->pass(human()); !r) {
        refuse(refusal_for(r.error(), nullptr));
        return;
    }
    unsaved = true;
    describe(game->turns().back());
}

// House rule (seed 002): "blanco H8" swaps the blank on H8 for the letter from the rack.
void Session::State::swap_blank(const Command& cmd) {
    auto where = formats::parse_coordinate(cmd.argument, formats::Notation::kDutch);
    if (cmd.argument.empty() || !where) {
        refuse(Message(Text::kSwapBlankWhere));
        return;
    }
    const std::size_t turns_before = game->turns().size();
    if (auto r = game->swap_blank(human(), where->square); !r) {
        refuse(refusal_for(r.error(), nullptr));
        return;
    }
    unsaved = true;
    say(Message(Text::kBlankSwappedOwn, {{"square", formats::square_name(where->square)}}));
    if (game->turns().size() > turns_before) describe(game->turns().back());
}

// House rule (seed 002): "veto H8 woord" shows a better play on the squares of the last one,
// read on the board as it was before that play, from the player's own rack.
void Session::State::veto(const Command& cmd) {
    const Command shown = parse_command(cmd.argument);
    if (shown.kind != CommandKind::kPlace) {
        refuse(Message(Text::kVetoWhat));
        return;
    }
    const auto open = game->challengeable_turn();
    if (!open) {
        refuse(Message(Text::kNothingToChallenge));
        return;
    }
    const int vetoed = game->turns()[static_cast<std::size_t>(*open)].seat;
    auto move = read_placement(shown.coordinate, shown.word, game->board_before_open_play(), *rules,
                               game->rack(human()));
    if (!move) {
        refuse(move.error());
        return;
    }
    if (auto r = game->veto(human(), *move); !r) {
        refuse(refusal_for(r.error(), nullptr));
        return;
    }
    unsaved = true;
    say(Message(Text::kVetoTaken, {{"name", game->player_name(vetoed)}}));
}

// The one who acts as jury (001 V) at the keyboard. "jury" opens the menu and asks for each
// answer; "jury tijd 2 1:30 reden" gives them on one line. The referee's one event (extra
// time, V-6) and its limits decide; the clock and the score sheet show it as they show the
// server's.
void Session::State::jury(const Command& cmd) {
    std::string_view rest = cmd.argument;
    auto next_word = [&rest]() -> std::optional<std::string> {
        while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
        if (rest.empty()) return std::nullopt;
        const std::size_t space = std::min(rest.find(' '), rest.size());
        std::string word(rest.substr(0, space));
        rest.remove_prefix(space);
        return word;
    };
    if (!game->setup().clock.chess_clock) {
        refuse(refusal_for(make_error(std::string(game::refusal::kNoClock), "").error, nullptr));
        return;
    }
    std::optional<std::string> choice = next_word();
    if (!choice) choice = ask(Message(Text::kJuryMenu));
    if (!choice || choice->empty()) {
        say(Message(Text::kJuryNothing));
        return;
    }
    if (*choice != "1" && *choice != "tijd" && *choice != "time") {
        refuse(Message(Text::kJuryBadChoice, {{"text", *choice}}));
        return;
    }
    std::optional<std::string> who = next_word();
    if (!who) {
        std::vector<std::string> players;
        for (int s = 0; s < game->seats(); ++s)
            players.push_back(fmt::format("{} = {}", s + 1, game->player_name(s)));
        who = ask(Message(Text::kJuryWho, {{"players", join(players)}}));
    }
    if (!who || who->empty()) {
        say(Message(Text::kJuryNothing));
        return;
    }
    int seat = 0;
    const auto [p, ec] = std::from_chars(who->data(), who->data() + who->size(), seat);
    if (ec != std::errc{} || p != who->data() + who->size() || seat < 1 || seat > game->seats()) {
        refuse(
            Message(Text::kJuryBadPlayer, {{"text", *who}, {"n", std::to_string(game->seats())}}));
        return;
    }
    --seat;
    std::optional<std::string> how_long = next_word();
    const bool asked = !how_long;
    if (asked)
        how_long =
            ask(Message(Text::kJuryHowLong,
                        {{"max", std::to_string(game::Game::kMaxExtraTime / game::kMinute)}}));
    if (!how_long || how_long->empty()) {
        say(Message(Text::kJuryNothing));
        return;
    }
    const std::optional<game::Millis> extra = game::parse_clock_text(*how_long);
    if (!extra) {
        refuse(Message(Text::kJuryBadTime, {{"text", *how_long}}));
        return;
    }
    std::string note(rest);
    if (asked) note = ask(Message(Text::kJuryWhy)).value_or("");
    // A flag that fell before the jury spoke ends the game first, as on the server.
    if (time) (void)game->tick();
    if (auto r = game->give_extra_time(seat, *extra, core::clean_display_name(note)); !r) {
        refuse(refusal_for(r.error(), nullptr));
        return;
    }
    unsaved = true;
    say(Message(Text::kJuryExtraTimeGiven, {{"name", game->player_name(seat)},
                                            {"time", game::clock_text(*extra)},
                                            {"clock", game::clock_text(game->remaining(seat))}}));
}

// A question of a menu; none at the end of the input.
std::optional<std::string> Session::State::ask(const Message& question) {
    out << tr(question) << ' ';
    std::string line;
    if (!read_line(line)) return std::nullopt;
    const std::size_t first = line.find_first_not_of(" \t");
    const std::size_t last = line.find_last_not_of(" \t");
    return first == std::string::npos ? std::string() : line.substr(first, last - first + 1);
}

void Session::State::challenge() {
    if (rules->challenge == core::ChallengeMode::kRefuseAtOnce) {
        refuse(Message(Text::kChallengeNotAllowed, {{"rules", rules->name}}));
        return;
    }
    const auto open = game->challengeable_turn();
    if (!open) {
        refuse(Message(Text::kNothingToChallenge));
        return;
    }
    const int player = game->turns()[static_cast<std::size_t>(*open)].seat;
    if (player == human()) {
        refuse(Message(Text::kChallengeOwnPlay));
        return;
    }
    const int score_before = game->score(human());
    auto outcome = game->challenge(human());
    if (!outcome) {
        refuse(refusal_for(outcome.error(), nullptr));
        return;
    }
    unsaved = true;
    const std::string who = game->player_name(player);
    const bool protest = rules->challenge == core::ChallengeMode::kJuryAfterGame;
    if (outcome->valid) {
        if (protest) {
            say(Message(Text::kProtestRejected, {{"player", who}}));
            return;
        }
        say(Message(Text::kYouChallengeFailed, {{"player", who}}));
        if (game->score(human()) < score_before)
            say(Message(Text::kChallengeFailedPenalty,
                        {{"points", std::to_string(score_before - game->score(human()))}}));
        if (!game->turns().empty() && game->turns().back().kind == game::TurnKind::kLostTurn)
            say(Message(Text::kChallengeLostTurn));
        return;
    }
    const std::string words = join(outcome->invalid_words);
    if (protest)
        say(Message(Text::kProtestUpheld,
                    {{"words", words},
                     {"player", who},
                     {"penalty", std::to_string(rules->invalid_word_penalty)}}));
    else
        say(Message(Text::kYouChallengeUpheld, {{"player", who}, {"words", words}}));
}

void Session::State::hint(const Command& cmd) {
    // As many as fit under the board (the header takes a line), unless the player asks for more.
    const int room = static_cast<int>(opt.height) - 19;
    int count = std::clamp(room - 1, kMinHints, kDefaultHints);
    if (!cmd.argument.empty()) {
        int n = 0;
        const auto [p, ec] =
            std::from_chars(cmd.argument.data(), cmd.argument.data() + cmd.argument.size(), n);
        if (ec != std::errc{} || p != cmd.argument.data() + cmd.argument.size() || n < 1 ||
            n > kMaxHints) {
            refuse(Message(Text::kBadNumber,
                           {{"text", cmd.argument}, {"max", std::to_string(kMaxHints)}}));
            return;
        }
        count = n;
    }
    const game::GameView view = game::view_for(*game, human());
    const std::vector<Suggestion> found = analyst->suggest(view, count);
    if (found.empty()) {
        say(Message(Text::kHintNone));
        return;
    }
    say(Message(Text::kHintHeader, {{"rack", view.own_rack().to_string()}}));
    int i = 0;
    for (const Suggestion& s : found) {
        const std::string number = std::to_string(++i);
        const std::string leave = s.leave.empty() ? "-" : s.leave.to_string();
        switch (s.move.kind) {
            case core::MoveKind::kPlace:
                say(Message(
                    Text::kHintPlace,
                    {{"i", number},
                     {"move",
                      pad_right(formats::format_move(s.move, formats::MoveStyle::kInput), 16)},
                     {"score", pad_left(std::to_string(s.score), 3)},
                     {"leave", leave}}));
                break;
            case core::MoveKind::kExchange: {
                std::vector<core::Letter> tiles(s.move.word.begin(),
                                                s.move.word.begin() + s.move.length);
                say(Message(Text::kHintExchange,
                            {{"i", number}, {"tiles", tiles_text(tiles)}, {"leave", leave}}));
                break;
            }
            case core::MoveKind::kPass:
                say(Message(Text::kHintPass, {{"i", number}}));
                break;
        }
    }
}

void Session::State::resign() {
    if (!confirm(Text::kConfirmResign)) {
        say(Message(Text::kConfirmNo));
        return;
    }
    if (auto r = game->resign(human()); !r) refuse(refusal_for(r.error(), nullptr));
}

void Session::State::undo() {
    if (!meta.practice) {
        refuse(Message(Text::kUndoPracticeOnly));
        return;
    }
    // The game as it was before the player's last turn: the log up to that event, replayed.
    const auto& events = game->events();
    std::optional<std::size_t> cut_at;
    for (std::size_t i = events.size(); i-- > 0;) {
        const game::Event& e = events[i];
        if (e.seat == human() &&
            (e.kind == game::EventKind::kPlace || e.kind == game::EventKind::kExchange ||
             e.kind == game::EventKind::kPass)) {
            cut_at = i;
            break;
        }
    }
    if (!cut_at) {
        refuse(Message(Text::kNothingToUndo));
        return;
    }
    const std::vector<game::Event> kept(events.begin(),
                                        events.begin() + static_cast<std::ptrdiff_t>(*cut_at));
    auto replayed = game::Game::replay(game->setup(), kept, services());
    if (!replayed) {
        refuse(Message(Text::kRefusedOther,
                       {{"code", replayed.error().code}, {"why", replayed.error().message}}));
        return;
    }
    game = std::move(*replayed);
    say(Message(Text::kUndone));
}

void Session::State::save(const std::string& path) {
    const std::filesystem::path key_path = default_save_key_path();
    auto key = load_save_key(key_path, true);
    auto saved = key ? saved_game_text(*game, meta, opt.lexicon_name, *key)
                     : Result<std::string>(Unexpected<Error>{key.error()});
    if (!saved) {
        refuse(Message(Text::kSaveFailed, {{"path", path}, {"why", saved.error().message}}));
        return;
    }
    const std::string& text = *saved;
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    if (f) f << text;
    if (f) f.flush();
    if (!f) {
        refuse(Message(Text::kSaveFailed, {{"path", path}, {"why", why_file(errno, lang())}}));
        return;
    }
    unsaved = false;
    say(Message(Text::kSaved, {{"path", path}}));
    // What the player may not see is sealed with a key outside the file (game_file.hpp): say
    // where, since without it the game cannot be played on.
    if (!game->over()) say(Message(Text::kSavedHoldsHidden, {{"key", key_path.string()}}));
}

// ---------------------------------------------------------------- The computer and the end

// The challenge a computer made before its move (the policy is the computer seat's).
void Session::State::report_challenge(int seat, int player, const game::ChallengeOutcome& outcome) {
    if (outcome.valid) return;
    if (player == human())
        say(Message(Text::kChallengeOfYours, {{"challenger", game->player_name(seat)},
                                              {"words", join(outcome.invalid_words)}}));
    else
        say(Message(Text::kChallengeUpheld, {{"challenger", game->player_name(seat)},
                                             {"player", game->player_name(player)},
                                             {"words", join(outcome.invalid_words)}}));
}

bool Session::State::computer_turn(int seat) {
    ai::ComputerSeat& c = *computers[static_cast<std::size_t>(seat)];
    auto taken = c.take_turn(*game, seat, &judge);
    if (taken && taken->challenge)
        report_challenge(seat, taken->challenged_seat, *taken->challenge);
    if (taken && !taken->moved) return true;  // the challenge ended the turn, or the game
    if (!taken) {
        // Not even a pass: the clock ran out (the next look at it ends the game) or the clocks
        // were left stopped.
        if (game->clock().paused()) (void)game->resume_clocks();
        (void)game->tick();
        return game->over() || game->pass(seat).has_value();
    }
    describe(game->turns().back());
    return true;
}

void Session::State::describe(const game::Turn& t) {
    const std::string name = game->player_name(t.seat);
    const bool own = t.seat == human();  // "you" takes its own sentences (You play, not You plays)
    switch (t.kind) {
        case game::TurnKind::kPlace: {
            // One line a move, so two moves and a refusal fit under the board in 80×24.
            std::string more;
            if (t.words.size() > 1)
                more += tr(Message(Text::kTurnPlaceWords, {{"words", join(word_texts(t.words))}}));
            if (t.move.tiles_used == rules->rack_size)
                more += tr(Message(Text::kTurnBingo, {{"n", std::to_string(rules->rack_size)}}));
            say(Message(own ? Text::kTurnPlaceOwn : Text::kTurnPlace,
                        {{"name", name},
                         {"move", formats::format_move(t.move, formats::MoveStyle::kSheet)},
                         {"points", points_text(t.score, lang())},
                         {"more", more}}));
            break;
        }
        case game::TurnKind::kExchange:
            if (own) {
                std::vector<core::Letter> given(t.move.word.begin(),
                                                t.move.word.begin() + t.move.length);
                say(Message(Text::kTurnExchangeOwn,
                            {{"tiles", tiles_text(given)}, {"drawn", tiles_text(t.drawn)}}));
            } else {
                say(Message(Text::kTurnExchangeOther,
                            {{"name", name}, {"tiles", tiles_count_text(t.exchanged, lang())}}));
            }
            break;
        case game::TurnKind::kPass:
            say(Message(own ? Text::kTurnPassOwn : Text::kTurnPass, {{"name", name}}));
            break;
        case game::TurnKind::kLostTurn:
            say(Message(own ? Text::kTurnLostOwn : Text::kTurnLost, {{"name", name}}));
            break;
        case game::TurnKind::kBlankSwap:
            say(Message(own ? Text::kTurnBlankSwapOwn : Text::kTurnBlankSwap, {{"name", name}}));
            break;
    }
}

void Session::State::report_end() {
    if (game->status() == game::GameStatus::kAwaitingJury) (void)game->jury_check();
    end_reported = true;
    // The final board with the last moves, why the game ended and the final arithmetic; the
    // offer of the analysis takes the hint line's place.
    for (const std::string& line : end_report(*game, human(), lang()))
        messages.push_back({line, false});
    draw_frame(tr(Text::kOfferAnalysis));
}

bool Session::State::offer_analysis() {
    out << opt.style.paint(Paint::kHeading, game->player_name(human()) + ">") << ' ';
    std::string line;
    if (!read_line(line)) {
        out << '\n' << tr(Text::kGoodbye) << '\n';
        out.flush();
        return false;
    }
    if (is_yes(line)) show_analysis();
    return true;
}

void Session::State::show_analysis() {
    page(review_text(analyst->review(*game), *game, lang()));
}

// ---------------------------------------------------------------- Session

Session::Session(SessionOptions options, const lexicon::Lexicon& lexicon, std::istream& in,
                 std::ostream& out)
    : s_(std::make_unique<State>(std::move(options), lexicon, in, out)) {}

Session::~Session() = default;

int Session::run() {
    if (auto problem = check_options(s_->opt)) {
        s_->out << render(*problem, s_->lang()) << '\n';
        return 2;
    }
    return s_->run();
}

}  // namespace letterzak::tui
