#include "formats/gcg_replay.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>

#include "core/score.hpp"
#include "formats/notation.hpp"
#include "game/jury.hpp"

namespace letterzak::formats {

using game::Game;

namespace {

bool contains(const core::Rack& big, const core::Rack& small) {
    for (int l = 0; l < core::kLetterSlots; ++l)
        if (small.count(static_cast<core::Letter>(l)) > big.count(static_cast<core::Letter>(l)))
            return false;
    return true;
}

class Replayer {
  public:
    Replayer(const GcgRecord& record, const core::RuleSet& rules, const game::WordJudge* judge,
             ReplayReport& report)
        : rec_(record), rules_(rules), judge_(judge), report_(report) {}

    Result<void> run();

  private:
    void issue(int line, std::string code, std::string message) {
        report_.issues.push_back({line, std::move(code), std::move(message)});
    }
    const std::string& nick(int player) const {
        return rec_.players[static_cast<std::size_t>(player)].nick;
    }
    bool judging() const { return judge_ != nullptr && judge_->decides(); }

    bool turn(const GcgLine& ev);
    void withdrawn(const GcgLine& ev);
    void adjustment(const GcgLine& ev, game::AdjustmentKind kind);
    void finish();
    void check_rack(const GcgLine& ev);

    const GcgRecord& rec_;
    const core::RuleSet& rules_;
    const game::WordJudge* judge_;
    ReplayReport& report_;
    Game* game_ = nullptr;
    // A protest's penalty the referee gave itself, waiting for the record's "(protest)" line.
    std::vector<std::pair<int, int>> pending_protests_;  // (seat, points)
    std::vector<const GcgLine*> end_lines_;
    std::vector<const GcgLine*> jury_lines_;
};

Result<void> Replayer::run() {
    const int n = static_cast<int>(rec_.players.size());
    game::GameSetup setup;
    setup.rules = rules_;
    for (const GcgPlayer& p : rec_.players)
        setup.players.push_back(p.name.empty() ? p.nick : p.name);
    setup.supply = game::TileSupply::kDeclared;
    setup.starter = 0;
    for (const GcgLine& ev : rec_.lines) {
        if (ev.kind == GcgLineKind::kPlace || ev.kind == GcgLineKind::kExchange ||
            ev.kind == GcgLineKind::kPass) {
            setup.starter = ev.player;
            break;
        }
    }
    game::Services services;
    services.judge = judge_;
    auto created = Game::create(std::move(setup), services);
    if (!created) return Unexpected<Error>{created.error()};
    report_.game = std::move(*created);
    game_ = &*report_.game;

    std::vector<int> totals(static_cast<std::size_t>(n), 0);
    for (const GcgLine& ev : rec_.lines) {
        // The record's own arithmetic, line by line.
        int& total = totals[static_cast<std::size_t>(ev.player)];
        if (ev.total != total + ev.score)
            issue(ev.line, "total",
                  fmt::format("{}'s running total is {}, but {} {:+d} is {}", nick(ev.player),
                              ev.total, total, ev.score, total + ev.score));
        total = ev.total;
        ++report_.events;
        switch (ev.kind) {
            case GcgLineKind::kPlace:
            case GcgLineKind::kExchange:
            case GcgLineKind::kPass:
                if (!turn(ev)) {
                    report_.stopped = true;
                    return {};
                }
                break;
            case GcgLineKind::kWithdrawn:
                withdrawn(ev);
                break;
            case GcgLineKind::kChallengeBonus:
                adjustment(ev, ev.score >= 0 ? game::AdjustmentKind::kChallengeBonus
                                             : game::AdjustmentKind::kFailedChallenge);
                break;
            case GcgLineKind::kTimePenalty:
                adjustment(ev, game::AdjustmentKind::kTime);
                break;
            case GcgLineKind::kPenalty:
                adjustment(ev, game::AdjustmentKind::kArbiter);
                break;
            case GcgLineKind::kProtest: {
                auto it = std::find(pending_protests_.begin(), pending_protests_.end(),
                                    std::make_pair(ev.player, ev.score));
                if (it != pending_protests_.end()) {
                    pending_protests_.erase(it);  // the referee applied it with the withdrawal
                } else if (rules_.challenge == core::ChallengeMode::kJuryAfterGame &&
                           rules_.invalid_word_penalty != 0) {
                    issue(ev.line, "protest",
                          fmt::format(
                              "the record gives {} {:+d} for a protest, but no play of theirs "
                              "was withdrawn just before",
                              nick(ev.player), ev.score));
                    adjustment(ev, game::AdjustmentKind::kProtest);
                } else {
                    adjustment(ev, game::AdjustmentKind::kProtest);
                }
                break;
            }
            case GcgLineKind::kJury:
                jury_lines_.push_back(&ev);
                break;
            case GcgLineKind::kEndRackGain:
            case GcgLineKind::kEndRackLoss:
                end_lines_.push_back(&ev);
                break;
        }
    }
    for (const auto& [seat, points] : pending_protests_)
        issue(0, "protest",
              fmt::format("the record lacks the protest penalty {:+d} for {}", points, nick(seat)));
    finish();
    return {};
}

// The rack column, checked against what the referee knows, then named to it.
void Replayer::check_rack(const GcgLine& ev) {
    if (!ev.rack) return;
    const int seat = ev.player;
    const core::Rack& known = game_->rack(seat);
    // A full rack must still hold what the player kept last turn.
    if (ev.rack->size() == game_->rack_count(seat) && !contains(*ev.rack, known))
        issue(ev.line, "rack",
              fmt::format("{}'s rack {} lacks tiles kept from the last turn ({})", nick(seat),
                          ev.rack->to_string(), known.to_string()));
    if (auto named = game_->set_rack(seat, *ev.rack); !named)
        issue(ev.line, "rack",
              fmt::format("{}'s rack {}: {}", nick(seat), ev.rack->to_string(),
                          named.error().message));
}

bool Replayer::turn(const GcgLine& ev) {
    const int seat = ev.player;
    if (game_->over()) {
        issue(ev.line, "game_over",
              fmt::format("the game was over ({}) before this turn",
                          game::end_reason_name(game_->end_reason())));
        return false;
    }
    if (game_->to_move() != seat) {
        issue(ev.line, "turn_order",
              fmt::format("it is {}'s turn, not {}'s", nick(game_->to_move()), nick(seat)));
        return false;
    }
    check_rack(ev);
    switch (ev.kind) {
        case GcgLineKind::kPlace: {
            auto move = parse_gcg_play(ev.position, ev.word, game_->board());
            if (!move) {
                issue(ev.line, "illegal_move",
                      fmt::format("{} {}: {}", ev.position, ev.word, move.error().message));
                return false;
            }
            auto placed = game_->place(seat, *move);
            if (!placed && placed.error().code == "invalid_word") {
                issue(ev.line, "invalid_word",
                      fmt::format("{} {}: {}", ev.position, ev.word, placed.error().message));
                placed = game_->place(seat, *move, game::Verdict::kValid);  // as the record has it
            }
            if (!placed) {
                issue(ev.line, "illegal_move",
                      fmt::format("{} {}: {}", ev.position, ev.word, placed.error().message));
                return false;
            }
            const int ours = game_->turns().back().score;
            if (ours != ev.score)
                issue(ev.line, "score",
                      fmt::format("{} {} scores {}, the record says {}", ev.position, ev.word, ours,
                                  ev.score));
            return true;
        }
        case GcgLineKind::kExchange: {
            Result<void> done = ev.tiles.empty() ? game_->exchange_unnamed(seat, ev.count)
                                                 : game_->exchange(seat, ev.tiles);
            if (!done) {
                issue(ev.line, "illegal_move", fmt::format("exchange: {}", done.error().message));
                return false;
            }
            if (ev.score != 0)
                issue(ev.line, "score",
                      fmt::format("an exchange scores 0, the record says {}", ev.score));
            return true;
        }
        default: {
            if (auto done = game_->pass(seat); !done) {
                issue(ev.line, "illegal_move", fmt::format("pass: {}", done.error().message));
                return false;
            }
            if (ev.score != 0)
                issue(ev.line, "score",
                      fmt::format("a pass scores 0, the record says {}", ev.score));
            return true;
        }
    }
}

void Replayer::withdrawn(const GcgLine& ev) {
    const auto open = game_->challengeable_turn();
    if (!open || game_->turns()[static_cast<std::size_t>(*open)].seat != ev.player) {
        issue(ev.line, "withdrawn",
              fmt::format("{}'s last play cannot be withdrawn here", nick(ev.player)));
        return;
    }
    const game::Turn& t = game_->turns()[static_cast<std::size_t>(*open)];
    if (ev.score != -t.score)
        issue(ev.line, "score",
              fmt::format("withdrawing a play of {} takes off {}, the record says {}", t.score,
                          -t.score, ev.score));
    if (judging() && game::invalid_words(*judge_, rules_, t.words).empty()) {
        std::vector<std::string> words;
        for (const auto& w : t.words) words.push_back(game::word_text(w));
        issue(
            ev.line, "withdrawn_valid",
            fmt::format("the play is withdrawn, but the word list has {}", fmt::join(words, ", ")));
    }
    const int challenger = (ev.player + 1) % game_->seats();
    const std::size_t before = game_->adjustments().size();
    if (auto done = game_->challenge(challenger, game::Verdict::kInvalid); !done) {
        issue(ev.line, "withdrawn", done.error().message);
        return;
    }
    for (std::size_t i = before; i < game_->adjustments().size(); ++i) {
        const game::Adjustment& a = game_->adjustments()[i];
        if (a.kind == game::AdjustmentKind::kProtest ||
            a.kind == game::AdjustmentKind::kInvalidChallenged)
            pending_protests_.emplace_back(a.seat, a.points);
    }
}

void Replayer::adjustment(const GcgLine& ev, game::AdjustmentKind kind) {
    if (auto done = game_->penalize(ev.player, ev.score, kind); !done)
        issue(ev.line, "adjustment", done.error().message);
}

void Replayer::finish() {
    const int last_line = rec_.lines.empty() ? 0 : rec_.lines.back().line;
    if (!game_->over()) {
        if (!end_lines_.empty())
            issue(end_lines_.front()->line, "not_over",
                  "the record counts rack points, but the game is not over");
        else if (!rec_.incomplete)
            report_.warnings.push_back(
                "the record ends before the game does (resigned, or #incomplete is missing)");
        return;
    }
    // The record's end-of-game lines name racks the referee may not know yet.
    if (!game_->racks_determined()) {
        for (const GcgLine* ev : end_lines_) {
            if (ev->kind == GcgLineKind::kEndRackLoss) {
                (void)game_->set_rack(ev->player, ev->counted);
            } else if (game_->seats() == 2) {
                (void)game_->set_rack(1 - ev->player, ev->counted);
            }
        }
    }
    // The jury: judged with the word list, or taken from the record.
    if (game_->status() == game::GameStatus::kAwaitingJury) {
        if (judging()) {
            auto findings = game_->jury_check();
            std::vector<std::pair<int, int>> ours;
            for (const game::Adjustment& a : game_->adjustments())
                if (a.kind == game::AdjustmentKind::kJury) ours.emplace_back(a.seat, a.points);
            for (const GcgLine* ev : jury_lines_) {
                auto it =
                    std::find(ours.begin(), ours.end(), std::make_pair(ev->player, ev->score));
                if (it != ours.end()) {
                    ours.erase(it);
                } else {
                    issue(ev->line, "jury",
                          fmt::format(
                              "the record's jury gives {} {:+d}; the word list finds no such turn",
                              nick(ev->player), ev->score));
                }
            }
            for (const auto& [seat, points] : ours)
                issue(last_line, "jury",
                      fmt::format("the jury deducts {} from {}, which the record lacks", -points,
                                  nick(seat)));
        } else {
            for (const GcgLine* ev : jury_lines_) adjustment(*ev, game::AdjustmentKind::kJury);
            (void)game_->jury_ruling({});
        }
    } else {
        for (const GcgLine* ev : jury_lines_)
            issue(ev->line, "jury", fmt::format("{} has no jury", rules_.name));
    }
    // The rack points at the end, as the rules give them.
    std::vector<game::EndRackEntry> ours = game_->end_racks();
    std::vector<bool> matched(ours.size(), false);
    for (const GcgLine* ev : end_lines_) {
        const bool gains = ev->kind == GcgLineKind::kEndRackGain;
        bool found = false;
        for (std::size_t i = 0; i < ours.size() && !found; ++i) {
            if (matched[i] || ours[i].seat != ev->player || ours[i].gains != gains) continue;
            if (ours[i].points == ev->score && ours[i].rack == ev->counted) {
                matched[i] = true;
                found = true;
            }
        }
        if (!found) {
            std::string expected;
            for (std::size_t i = 0; i < ours.size(); ++i)
                if (!matched[i] && ours[i].seat == ev->player)
                    expected += fmt::format("{}{:+d} for ({})", expected.empty() ? "" : ", ",
                                            ours[i].points, ours[i].rack.to_string());
            issue(ev->line, "end_rack",
                  fmt::format("{} ({}) {:+d}: the rules give {}", nick(ev->player),
                              ev->counted.to_string(), ev->score,
                              expected.empty() ? std::string("nothing here") : expected));
        }
    }
    for (std::size_t i = 0; i < ours.size(); ++i) {
        if (matched[i]) continue;
        issue(last_line, "end_rack",
              fmt::format("the record lacks {}'s {:+d} for ({})", nick(ours[i].seat),
                          ours[i].points, ours[i].rack.to_string()));
    }
}

}  // namespace

const core::RuleSet* rules_for_record(const GcgRecord& record, std::string* why) {
    auto say = [&](std::string s) {
        if (why != nullptr) *why = std::move(s);
    };
    if (!record.rules.empty()) {
        say(fmt::format("#rules {}", record.rules));
        return core::rule_set_by_name(record.rules);
    }
    std::string lex;
    for (char c : record.lexicon)
        lex += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (const char* english :
         {"NWL", "TWL", "CSW", "SOWPODS", "OWL", "OSPD", "ENABLE", "ECWL", "NSWL", "CEL"}) {
        if (lex.rfind(english, 0) == 0) {
            say(fmt::format("the English word list {}", record.lexicon));
            return core::rule_set_by_name("english");
        }
    }
    say("the default");
    return core::rule_set_by_name("tournament");
}

Result<ReplayReport> replay_gcg(const GcgRecord& record, const ReplayOptions& options) {
    const core::RuleSet* rules = options.rules;
    if (rules == nullptr) {
        rules = rules_for_record(record);
        if (rules == nullptr)
            return make_error(
                "unknown_rules",
                fmt::format("the record names an unknown rule set \"{}\"", record.rules));
    }
    const int n = static_cast<int>(record.players.size());
    if (n < rules->min_players || n > rules->max_players)
        return make_error("bad_players",
                          fmt::format("{} is for {}–{} players; the record has {}", rules->name,
                                      rules->min_players, rules->max_players, n));
    ReplayReport report;
    report.warnings = record.warnings;
    Replayer replayer(record, *rules, options.judge, report);
    if (auto ok = replayer.run(); !ok) return Unexpected<Error>{ok.error()};
    return report;
}

}  // namespace letterzak::formats
