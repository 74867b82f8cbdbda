#include "formats/gcg_replay.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>

#include "core/score.hpp"
#include "formats/notation.hpp"
#include "game/jury.hpp"
#include "game/result.hpp"

namespace letterzak::formats {

using game::Game;

namespace {

class Replayer {
  public:
    Replayer(const GcgRecord& record, const core::RuleSet& rules, const ReplayOptions& options,
             ReplayReport& report)
        : rec_(record),
          rules_(rules),
          judge_(options.judge),
          strict_(options.strict),
          report_(report) {}

    Result<void> run();

  private:
    void issue(int line, std::string code, std::string message) {
        report_.issues.push_back({line, std::move(code), std::move(message)});
    }
    // What does not fit but changes no score: a warning, or a mismatch when strict.
    void reconcile(int line, std::string code, std::string message) {
        if (strict_)
            issue(line, std::move(code), std::move(message));
        else
            report_.reconciled.push_back({line, std::move(code), std::move(message)});
    }
    const std::string& nick(int player) const {
        return rec_.players[static_cast<std::size_t>(player)].nick;
    }
    bool judging() const { return judge_ != nullptr && judge_->decides(); }

    bool turn(const GcgLine& ev);
    void withdrawn(const GcgLine& ev);
    void adjustment(const GcgLine& ev, game::AdjustmentKind kind);
    void finish();
    void check_rack(const GcgLine& ev, const core::Rack& played);
    bool challenge_of_the_out_play(const GcgLine& ev);
    bool end_line_adds_up(const GcgLine& ev) const;

    const GcgRecord& rec_;
    const core::RuleSet& rules_;
    const game::WordJudge* judge_;
    bool strict_ = false;
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

    if (strict_ && !rec_.converted_from.empty())
        issue(rec_.encoding_line, "encoding",
              fmt::format("the record is in {}; a strict replay reads UTF-8 and ISO-8859-1 only",
                          rec_.converted_from));
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
                if (ev.kind == GcgLineKind::kPass && challenge_of_the_out_play(ev)) break;
                if (!turn(ev)) {
                    report_.stopped = true;
                    return {};
                }
                break;
            case GcgLineKind::kWithdrawn:
                withdrawn(ev);
                break;
            case GcgLineKind::kChallengeBonus:
                if (ev.score == 0 && challenge_of_the_out_play(ev)) break;
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

// The rack column, checked against what the referee knows, then named to it. `played`: the
// tiles this line's move takes from the rack, which the referee must be told of whatever else
// the column gets wrong.
void Replayer::check_rack(const GcgLine& ev, const core::Rack& played) {
    if (!ev.rack) return;
    const int seat = ev.player;
    const core::Rack known = game_->rack(seat);
    const int held = game_->rack_count(seat);
    // A full rack must still hold what the player kept last turn.
    if (ev.rack->size() == held && !ev.rack->contains(known))
        reconcile(ev.line, "rack",
                  fmt::format("{}'s rack {} lacks tiles kept from the last turn ({})", nick(seat),
                              ev.rack->to_string(), known.to_string()));
    auto named = game_->set_rack(seat, *ev.rack);
    if (named) return;
    if (strict_) {
        issue(ev.line, "rack",
              fmt::format("{}'s rack {}: {}", nick(seat), ev.rack->to_string(),
                          named.error().message));
        return;
    }
    // An overdraw, or tiles typed wrong: the tiles the move plays, then the column's others
    // as far as the player can hold them — first those the player's next rack shows again
    // (the leave), then those kept from the last turn, then the rest.
    core::Rack next;
    for (auto it = rec_.lines.begin() + (&ev - rec_.lines.data()) + 1; it != rec_.lines.end();
         ++it) {
        if (it->player != seat || !it->rack) continue;
        next = *it->rack;
        break;
    }
    core::Rack fit = played;
    core::Rack rest = *ev.rack;
    for (core::Letter l : played.tiles()) rest.remove_if_present(l);
    core::Rack leave;  // of `fit`, beyond the played tiles
    for (int pass = 0; pass < 3; ++pass) {
        for (core::Letter l : rest.tiles()) {
            if (fit.size() >= held) break;
            const bool shown_next = leave.count(l) < next.count(l);
            const bool kept = fit.count(l) < known.count(l);
            if ((pass == 0 && shown_next) || (pass == 1 && kept) || pass == 2) {
                fit.add(l);
                leave.add(l);
                rest.remove(l);
            }
        }
    }
    std::string told = fit.to_string();
    if (!game_->set_rack(seat, fit)) {
        told = played.to_string();
        if (!game_->set_rack(seat, played)) told.clear();
    }
    reconcile(ev.line, "rack",
              fmt::format("{}'s rack {} cannot be theirs ({}); {}", nick(seat),
                          ev.rack->to_string(), named.error().message,
                          told.empty() ? std::string("it is left unnamed")
                                       : fmt::format("replayed with {}", told)));
}

// Under double challenge the opponent may challenge the play that went out: the record writes
// it after the game ended, as a pass or a "(challenge) +0" line. The play stood (a phony
// would be withdrawn with "--"), so the game stays over; the lost turn is moot.
bool Replayer::challenge_of_the_out_play(const GcgLine& ev) {
    if (!game_->over() || game_->end_reason() != game::EndReason::kWentOut || ev.score != 0)
        return false;
    const auto open = game_->challengeable_turn();
    if (!open || game_->turns()[static_cast<std::size_t>(*open)].seat == ev.player) return false;
    if (!game_->challenge(ev.player, game::Verdict::kValid)) return false;
    reconcile(ev.line, "challenge_after_out",
              fmt::format("{} challenged the play that went out after the game had ended; it "
                          "stood, the game stays over",
                          nick(ev.player)));
    return true;
}

// Whether an end-of-game line's points are what the rules give for the rack it names.
bool Replayer::end_line_adds_up(const GcgLine& ev) const {
    const bool gains = ev.kind == GcgLineKind::kEndRackGain;
    const int n = game_->seats();
    std::vector<core::Rack> racks(static_cast<std::size_t>(n));
    int out = -1;
    game::EndReason reason = game_->end_reason();
    if (gains) {
        // Everything the others held, as if the next player had held it all: the sum is what
        // the rules add, whatever the split.
        out = ev.player;
        reason = game::EndReason::kWentOut;
        racks[static_cast<std::size_t>((ev.player + 1) % n)] = ev.counted;
    } else {
        racks[static_cast<std::size_t>(ev.player)] = ev.counted;
        for (int s = 0; s < n; ++s)
            if (game_->out(s) && s != ev.player) out = s;
        if (reason == game::EndReason::kWentOut && out < 0) return false;
    }
    for (const game::EndRackEntry& e : game::end_rack_entries(rules_, reason, out, racks))
        if (e.seat == ev.player && e.gains == gains && e.rack == ev.counted)
            return e.points == ev.score;
    return false;
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
    // The tiles the line's move takes from the rack.
    core::Rack played;
    Result<core::Move> move = core::Move::pass();
    if (ev.kind == GcgLineKind::kPlace) {
        move = parse_gcg_play(ev.position, ev.word, game_->board());
        if (!move) {
            issue(ev.line, "illegal_move",
                  fmt::format("{} {}: {}", ev.position, ev.word, move.error().message));
            return false;
        }
        played = core::tiles_taken(*move);
    }
    for (core::Letter l : ev.tiles) played.add(l);
    check_rack(ev, played);
    switch (ev.kind) {
        case GcgLineKind::kPlace: {
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
        if (!found && gains) {
            // One line for the sum of all other racks (box games with three or four players).
            core::Rack sum;
            int points = 0;
            std::vector<std::size_t> parts;
            for (std::size_t i = 0; i < ours.size(); ++i) {
                if (matched[i] || ours[i].seat != ev->player || !ours[i].gains) continue;
                for (core::Letter l : ours[i].rack.tiles()) sum.add(l);
                points += ours[i].points;
                parts.push_back(i);
            }
            if (!strict_ && parts.size() > 1 && points == ev->score && sum == ev->counted) {
                for (std::size_t i : parts) matched[i] = true;
                found = true;
            }
        }
        if (!found && !strict_ && end_line_adds_up(*ev)) {
            // The referee counts other tiles (a rack above could not be reconciled), but the
            // record's own count is right for the rack it names.
            std::string ours_text;
            for (std::size_t i = 0; i < ours.size(); ++i) {
                if (matched[i] || ours[i].seat != ev->player || ours[i].gains != gains) continue;
                ours_text += fmt::format("{}{:+d} for ({})", ours_text.empty() ? "" : ", ",
                                         ours[i].points, ours[i].rack.to_string());
                matched[i] = true;
            }
            reconcile(ev->line, "end_rack",
                      fmt::format("{} ({}) {:+d} adds up, but the referee's tiles give {}",
                                  nick(ev->player), ev->counted.to_string(), ev->score,
                                  ours_text.empty() ? std::string("nothing here") : ours_text));
            found = true;
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
    Replayer replayer(record, *rules, options, report);
    if (auto ok = replayer.run(); !ok) return Unexpected<Error>{ok.error()};
    return report;
}

}  // namespace letterzak::formats
