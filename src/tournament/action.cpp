#include "tournament/action.hpp"

#include <fmt/format.h>

#include "tournament/pairing.hpp"
#include "tournament/text_report.hpp"

namespace letterzak::tournament {
namespace {

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

std::string name_or_number(const Tournament& t, PlayerId id) {
    const Player* p = find_player(t, id);
    return p ? p->name : fmt::format("#{}", id);
}

// Appends a recorded round: it must be the next one, follow a round that may be followed,
// and name each known player at most once (validate_tournament checks the whole afterwards).
Result<void> append_round(Tournament& t, const PairRound& pair) {
    if (pair.round.number != current_round(t) + 1)
        return make_error("not_next_round", fmt::format("round {} cannot follow round {}",
                                                        pair.round.number, current_round(t)));
    if (pair.round.pairings.empty())
        return make_error("empty_round", fmt::format("round {} has no boards", pair.round.number));
    for (const Pairing& p : pair.round.pairings)
        if (p.result) return make_error("invalid_round", "a new round has no results yet");
    if (!t.rounds.empty()) {
        const Round& last = t.rounds.back();
        const bool ok =
            t.settings.system == PairingSystem::kKnockOut ? last.complete() : last.settled();
        if (!ok)
            return make_error("results_missing",
                              fmt::format("round {} is not complete", last.number));
    }
    Tournament next = t;
    next.seeding = pair.seeding;
    next.rounds.push_back(pair.round);
    if (auto ok = validate_tournament(next); !ok)
        return make_error("invalid_round", ok.error().message);
    t = std::move(next);
    return {};
}

Result<void> change_settings(Tournament& t, const Settings& s) {
    if (auto ok = validate_settings(s); !ok) return ok;
    if (!t.rounds.empty() && (s.system != t.settings.system || s.format != t.settings.format ||
                              s.rules != t.settings.rules))
        return make_error("tournament_started",
                          "the format, the pairing system and the rule set are fixed once round 1 "
                          "is paired");
    Tournament next = t;
    next.settings = s;
    if (auto ok = validate_tournament(next); !ok)
        return make_error("invalid_settings", ok.error().message);
    t = std::move(next);
    return {};
}

}  // namespace

std::string_view action_kind(const Action& a) {
    return std::visit(Overloaded{
                          [](const CreateTournament&) { return std::string_view("create"); },
                          [](const StartFrom&) { return std::string_view("start_from"); },
                          [](const AddPlayer&) { return std::string_view("add_player"); },
                          [](const SetWithdrawn&) { return std::string_view("withdraw"); },
                          [](const PairRound&) { return std::string_view("pair"); },
                          [](const UnpairRound&) { return std::string_view("unpair"); },
                          [](const EnterResult&) { return std::string_view("result"); },
                          [](const ChangeSettings&) { return std::string_view("settings"); },
                          [](const ImposeSanction&) { return std::string_view("sanction"); },
                          [](const Undo&) { return std::string_view("undo"); },
                      },
                      a);
}

Result<void> apply_action(Tournament& t, const Action& a) {
    return std::visit(
        Overloaded{
            [&](const CreateTournament& c) -> Result<void> {
                auto made = make_tournament(c.name, c.settings);
                if (!made) return Unexpected<Error>{made.error()};
                t = std::move(*made);
                return {};
            },
            [&](const StartFrom& s) -> Result<void> {
                if (auto ok = validate_tournament(s.state); !ok) return ok;
                t = s.state;
                return {};
            },
            [&](const AddPlayer& p) -> Result<void> {
                auto id = add_player(t, p.name, p.rating);
                if (!id) return Unexpected<Error>{id.error()};
                return {};
            },
            [&](const SetWithdrawn& w) { return set_withdrawn(t, w.player, w.withdrawn); },
            [&](const PairRound& p) { return append_round(t, p); },
            [&](const UnpairRound& u) -> Result<void> {
                if (u.round != current_round(t))
                    return make_error("not_last_round",
                                      fmt::format("only the last round ({}) can be taken back",
                                                  current_round(t)));
                return unpair_last_round(t, u.force);
            },
            [&](const EnterResult& r) { return enter_result(t, r.round, r.report); },
            [&](const ChangeSettings& c) { return change_settings(t, c.settings); },
            [&](const ImposeSanction& s) { return impose_sanction(t, s.sanction); },
            [&](const Undo&) -> Result<void> {
                return make_error("invalid_action", "an undo is applied by the action log");
            },
        },
        a);
}

Result<PairRound> pair_action(const Tournament& t) {
    Tournament next = t;
    auto number = pair_next_round(next);
    if (!number) return Unexpected<Error>{number.error()};
    return PairRound{next.seeding, next.rounds.back()};
}

std::string describe_action(const Tournament& before, const Action& a) {
    return std::visit(
        Overloaded{
            [&](const CreateTournament& c) {
                return fmt::format("tournament \"{}\" created ({}, {})", c.name,
                                   format_name(c.settings.format), system_name(c.settings.system));
            },
            [&](const StartFrom& s) {
                return fmt::format("log begun on \"{}\": {} players, {} rounds", s.state.name,
                                   s.state.players.size(), s.state.rounds.size());
            },
            [&](const AddPlayer& p) {
                return p.rating ? fmt::format("{} registered (rating {})", p.name, *p.rating)
                                : fmt::format("{} registered", p.name);
            },
            [&](const SetWithdrawn& w) {
                return fmt::format("{} {}", name_or_number(before, w.player),
                                   w.withdrawn ? "withdrawn" : "reinstated");
            },
            [&](const PairRound& p) {
                return fmt::format("round {} paired ({} boards)", p.round.number,
                                   p.round.pairings.size());
            },
            [&](const UnpairRound& u) {
                return fmt::format("round {} taken back{}", u.round, u.force ? " (forced)" : "");
            },
            [&](const EnterResult& r) {
                Tournament after = before;
                const bool correction = [&] {
                    if (r.round < 1 || r.round > current_round(before)) return false;
                    for (const Pairing& p :
                         before.rounds[static_cast<std::size_t>(r.round - 1)].pairings)
                        if (p.has(r.report.players[0].player)) return p.result.has_value();
                    return false;
                }();
                std::string text = fmt::format(
                    "{} – {} (round {})", name_or_number(before, r.report.players[0].player),
                    name_or_number(before, r.report.players[1].player), r.round);
                if (enter_result(after, r.round, r.report))
                    for (const Pairing& p :
                         after.rounds[static_cast<std::size_t>(r.round - 1)].pairings)
                        if (p.has(r.report.players[0].player))
                            text = fmt::format("{} – {}: {} (round {})",
                                               name_or_number(before, p.first),
                                               name_or_number(before, p.second),
                                               describe_result(after, p), r.round);
                return (correction ? "correction: " : "result: ") + text;
            },
            [&](const ChangeSettings&) { return std::string("settings changed"); },
            [&](const ImposeSanction& s) {
                const Sanction& x = s.sanction;
                std::string text =
                    fmt::format("{}: {}", name_or_number(before, x.player),
                                x.kind == SanctionKind::kWarning ? std::string("warning")
                                : x.kind == SanctionKind::kDisqualification
                                    ? std::string("disqualified")
                                    : fmt::format("penalty of {} points", x.points));
                if (!x.note.empty()) text += fmt::format(" ({})", x.note);
                return text;
            },
            [&](const Undo& u) { return fmt::format("undo of action {}", u.target); },
        },
        a);
}

}  // namespace letterzak::tournament
