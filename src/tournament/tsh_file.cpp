#include "tournament/tsh_file.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <climits>
#include <map>
#include <optional>
#include <vector>

#include "core/display_name.hpp"
#include "tournament/pairing.hpp"
#include "tournament/text_lines.hpp"

namespace letterzak::tournament {
namespace {

// One player's line, as read.
struct TshLine {
    std::size_t line_number = 0;
    std::string name;
    int rating = 0;
    std::vector<int> opponents;
    std::vector<int> scores;
    std::vector<int> p12;    // 1 first, 2 second, 0 bye; may be shorter than the opponents
    std::vector<int> board;  // the board of each round's game (0: none); may be shorter too
    bool off = false;
};

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

std::optional<int> number(std::string_view w) {
    int v = 0;
    const auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (ec != std::errc{} || ptr != w.data() + w.size()) return std::nullopt;
    return v;
}

Unexpected<Error> bad_line(std::size_t line, const std::string& why) {
    return make_error("bad_tsh_file", fmt::format("line {}: {}", line, why));
}

Result<std::vector<int>> numbers(std::string_view text, std::size_t line, const char* what) {
    std::vector<int> out;
    for (std::string_view w : words(text)) {
        const auto v = number(w);
        if (!v || *v < -5000 || *v > 5000)
            return bad_line(line, fmt::format("\"{}\" among the {} is not a number", w, what));
        out.push_back(*v);
    }
    return out;
}

Result<TshLine> read_line(std::string_view text, std::size_t line_number) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t semi = text.find(';', start);
        parts.push_back(
            text.substr(start, semi == std::string_view::npos ? text.npos : semi - start));
        if (semi == std::string_view::npos) break;
        start = semi + 1;
    }
    TshLine out;
    out.line_number = line_number;
    const auto head = words(parts[0]);
    // The name runs up to the rating: the first word after which every word is a number.
    std::size_t first_number = head.size();
    while (first_number > 0 && number(head[first_number - 1])) --first_number;
    if (first_number == 0) return bad_line(line_number, "no name before the rating");
    if (first_number == head.size()) return bad_line(line_number, "no rating after the name");
    for (std::size_t i = 0; i < first_number; ++i)
        out.name += (i > 0 ? " " : "") + std::string(head[i]);
    // The name as the tournament will keep it (core::clean_display_name drops control
    // characters), with the spaces that leaves collapsed: two names that differ only there
    // would be one name in the file this one exports (found by the fuzzer).
    const std::string cleaned = core::clean_display_name(out.name);
    std::string kept;
    for (std::string_view w : words(cleaned)) kept += (kept.empty() ? "" : " ") + std::string(w);
    out.name = std::move(kept);
    out.rating = *number(head[first_number]);
    if (out.rating < 0) return bad_line(line_number, "a negative rating");
    for (std::size_t i = first_number + 1; i < head.size(); ++i)
        out.opponents.push_back(*number(head[i]));
    if (parts.size() > 1) {
        auto scores = numbers(parts[1], line_number, "scores");
        if (!scores) return Unexpected<Error>{scores.error()};
        out.scores = std::move(*scores);
    }
    for (std::size_t p = 2; p < parts.size(); ++p) {
        const auto field = words(parts[p]);
        if (field.empty()) continue;
        if (field[0] == "p12") {
            for (std::size_t i = 1; i < field.size(); ++i) {
                const auto v = number(field[i]);
                if (!v || *v < 0 || *v > 3)
                    return bad_line(line_number, fmt::format("p12 value \"{}\"", field[i]));
                out.p12.push_back(*v);
            }
        } else if (field[0] == "board") {
            for (std::size_t i = 1; i < field.size(); ++i) {
                const auto v = number(field[i]);
                if (!v || *v < 0 || *v > 100000)
                    return bad_line(line_number, fmt::format("board \"{}\"", field[i]));
                out.board.push_back(*v);
            }
        } else if (field[0] == "off") {
            out.off = true;
        }
        // Other fields (TSH has more: classes, team names, …) carry nothing Letterzak keeps.
    }
    if (out.scores.size() > out.opponents.size())
        return bad_line(line_number, fmt::format("{} scores for {} rounds", out.scores.size(),
                                                 out.opponents.size()));
    return out;
}

// What a seat scored, as TSH writes it: the final score; a forfeit the forfeit spread to 0.
int tsh_score(const GameResult& r, std::size_t seat, const Settings& s) {
    if (r.played()) return r.final_score(seat);
    const auto winner = winning_seat(r, s);
    return winner && *winner == seat ? s.forfeit_spread : 0;
}

// A name TSH reads back as a name: no ';', no trailing number.
std::string tsh_name(const std::string& name) {
    std::string out = name;
    std::replace(out.begin(), out.end(), ';', ',');
    std::replace(out.begin(), out.end(), '\t', ' ');
    const auto w = words(out);
    if (!w.empty() && number(w.back())) out += ".";
    return out;
}

}  // namespace

Result<std::string> export_tsh(const Tournament& t) {
    const std::size_t n = t.players.size();
    std::vector<std::vector<int>> opponents(n), scores(n), p12(n), board(n);
    std::vector<bool> gap(n, false);  // a round without a score: no later score may follow
    for (const Round& r : t.rounds) {
        std::vector<bool> seated(n, false);
        int board_number = 0;  // as the pairing lists and slips number them: games only
        for (const Pairing& p : r.pairings) {
            if (p.is_empty()) continue;
            const auto i = static_cast<std::size_t>(p.first - 1);
            seated[i] = true;
            if (p.is_bye()) {
                opponents[i].push_back(0);
                p12[i].push_back(0);
                board[i].push_back(0);
                if (!gap[i]) scores[i].push_back(t.settings.bye.spread);
                continue;
            }
            const auto j = static_cast<std::size_t>(p.second - 1);
            seated[j] = true;
            opponents[i].push_back(p.second);
            opponents[j].push_back(p.first);
            ++board_number;
            board[i].push_back(board_number);
            board[j].push_back(board_number);
            const std::size_t starter = p.result ? p.result->starter() : kFirstSeat;
            p12[i].push_back(starter == kFirstSeat ? 1 : 2);
            p12[j].push_back(starter == kSecondSeat ? 1 : 2);
            const bool scored = p.result && !p.result->adjourned;
            for (const auto& [who, seat] : {std::pair{i, kFirstSeat}, std::pair{j, kSecondSeat}}) {
                if (!scored) {
                    gap[who] = true;
                    continue;
                }
                if (gap[who])
                    return make_error(
                        "tsh_unrepresentable",
                        fmt::format("{} has a result in round {} after a round without one: a "
                                    "TSH file keeps each player's scores without gaps",
                                    t.players[who].name, r.number));
                scores[who].push_back(tsh_score(*p.result, seat, t.settings));
            }
        }
        // Not paired this round (withdrawn, or not yet entered): TSH's "bye" of 0.
        for (std::size_t i = 0; i < n; ++i) {
            if (seated[i]) continue;
            opponents[i].push_back(0);
            p12[i].push_back(0);
            board[i].push_back(0);
            if (!gap[i]) scores[i].push_back(0);
        }
    }
    std::string out;
    for (std::size_t i = 0; i < n; ++i) {
        const Player& p = t.players[i];
        out += fmt::format("{} {}", tsh_name(p.name), p.rating.value_or(0));
        for (int o : opponents[i]) out += fmt::format(" {}", o);
        out += ";";
        for (int s : scores[i]) out += fmt::format(" {}", s);
        if (!board[i].empty()) {
            out += "; board";
            for (int v : board[i]) out += fmt::format(" {}", v);
        }
        if (!p12[i].empty()) {
            out += "; p12";
            for (int v : p12[i]) out += fmt::format(" {}", v);
        }
        if (p.withdrawn) out += "; off 1";
        out += "\n";
    }
    return out;
}

Result<ActionLog> import_tsh(std::string_view text, std::string name, Settings settings,
                             std::int64_t at_ms, const std::string& author) {
    std::vector<TshLine> lines;
    std::size_t line_number = 0;
    while (!text.empty()) {
        const std::string_view line = take_line(text);
        ++line_number;
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos || line[first] == '#') continue;
        auto read = read_line(line, line_number);
        if (!read) return Unexpected<Error>{read.error()};
        lines.push_back(std::move(*read));
    }
    if (lines.size() < 2)
        return make_error("bad_tsh_file", "a TSH file lists at least two players");
    const int players = static_cast<int>(lines.size());
    std::size_t rounds = 0;
    for (const TshLine& l : lines) rounds = std::max(rounds, l.opponents.size());
    // Every line has every round: checked for all lines before any line's opponent is read
    // (an opponent further down with fewer rounds was read past its end; found by the fuzzer).
    for (const TshLine& l : lines)
        if (l.opponents.size() != rounds)
            return bad_line(l.line_number, fmt::format("{} rounds where the file has {}",
                                                       l.opponents.size(), rounds));
    // Every opponent is a player of the file, and says the same of this player.
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const TshLine& l = lines[i];
        for (std::size_t r = 0; r < rounds; ++r) {
            const int o = l.opponents[r];
            if (o < 0 || o > players)
                return bad_line(l.line_number,
                                fmt::format("round {}: there is no player {}", r + 1, o));
            if (o == static_cast<int>(i) + 1)
                return bad_line(l.line_number, fmt::format("round {}: plays itself", r + 1));
            if (o == 0) continue;
            const TshLine& other = lines[static_cast<std::size_t>(o - 1)];
            if (other.opponents[r] != static_cast<int>(i) + 1)
                return bad_line(l.line_number,
                                fmt::format("round {}: plays player {}, who plays player {}", r + 1,
                                            o, other.opponents[r]));
            if ((r < l.scores.size()) != (r < other.scores.size()))
                return bad_line(
                    l.line_number,
                    fmt::format("round {}: a score for one player of the game only", r + 1));
        }
    }

    if (settings.system != PairingSystem::kKnockOut)
        settings.rounds = std::max(settings.rounds, static_cast<int>(rounds));
    Tournament t;
    ActionLog log;
    const auto act = [&](Action a, std::size_t line) -> Result<void> {
        if (auto ok = record_action(t, log, std::move(a), at_ms, author); !ok)
            return line > 0 ? bad_line(line, ok.error().message)
                            : make_error("bad_tsh_file", ok.error().message);
        return {};
    };
    if (auto ok = act(CreateTournament{std::move(name), settings}, 0); !ok)
        return Unexpected<Error>{ok.error()};
    for (const TshLine& l : lines) {
        auto added =
            act(AddPlayer{l.name, l.rating > 0 ? std::optional<int>(l.rating) : std::nullopt},
                l.line_number);
        if (!added) return Unexpected<Error>{added.error()};
    }
    for (std::size_t r = 0; r < rounds; ++r) {
        PairRound pair;
        pair.round.number = static_cast<int>(r) + 1;
        pair.seeding = t.seeding.empty() ? initial_seeding(t) : t.seeding;
        std::vector<Pairing> byes;
        std::vector<std::pair<int, Pairing>> games;  // with the file's board (0: not given)
        std::vector<GameReport> results;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const TshLine& l = lines[i];
            const PlayerId me = static_cast<PlayerId>(i) + 1;
            if (std::find(pair.seeding.begin(), pair.seeding.end(), me) == pair.seeding.end())
                pair.seeding.push_back(me);
            const int o = l.opponents[r];
            if (o == 0) {
                // A "bye" scored 0 is a round the player sat out (withdrawn, or not yet there);
                // so is one without a score for a player who is off.
                const bool sat_out = r < l.scores.size() ? l.scores[r] == 0 : l.off;
                if (!sat_out) byes.push_back(Pairing{me, kNoPlayer, std::nullopt});
                continue;
            }
            if (o < me) continue;  // the game was listed from the other player's line
            const bool i_first = r >= l.p12.size() || l.p12[r] != 2;
            Pairing p{i_first ? me : o, i_first ? o : me, std::nullopt};
            games.emplace_back(r < l.board.size() ? l.board[r] : 0, p);
            if (r < l.scores.size()) {
                const TshLine& other = lines[static_cast<std::size_t>(o - 1)];
                GameReport g;
                g.players[0].player = me;
                g.players[0].score = l.scores[r];
                g.players[1].player = o;
                g.players[1].score = other.scores[r];
                results.push_back(g);
            }
        }
        // The games on the file's boards, so the slips and the room say the same board as
        // TSH did; games without a board follow in the file's order. A knock-out keeps its
        // bracket order instead.
        if (settings.system != PairingSystem::kKnockOut)
            std::stable_sort(games.begin(), games.end(), [](const auto& a, const auto& b) {
                return (a.first == 0 ? INT_MAX : a.first) < (b.first == 0 ? INT_MAX : b.first);
            });
        for (const auto& g : games) pair.round.pairings.push_back(g.second);
        for (const Pairing& b : byes) pair.round.pairings.push_back(b);
        if (pair.round.pairings.empty())
            return make_error("bad_tsh_file", fmt::format("round {} pairs nobody", r + 1));
        if (auto ok = act(std::move(pair), 0); !ok)
            return make_error("bad_tsh_file",
                              fmt::format("round {}: {}", r + 1, ok.error().message));
        for (const GameReport& g : results)
            if (auto ok = act(EnterResult{static_cast<int>(r) + 1, g}, 0); !ok)
                return make_error("bad_tsh_file",
                                  fmt::format("round {}: {}", r + 1, ok.error().message));
    }
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].off)
            if (auto ok =
                    act(SetWithdrawn{static_cast<PlayerId>(i) + 1, true}, lines[i].line_number);
                !ok)
                return Unexpected<Error>{ok.error()};
    return log;
}

}  // namespace letterzak::tournament
