#include "tournament/game_result.hpp"

#include <fmt/format.h>

#include <utility>

namespace letterzak::tournament {

ResultKind result_kind(const GameResult& r) {
    if (r.adjourned) return ResultKind::kAdjourned;
    switch (r.forfeit) {
        case Forfeit::kBoth:
            return ResultKind::kDoubleForfeit;
        case Forfeit::kFirst:
        case Forfeit::kSecond:
            return r.no_show ? ResultKind::kNoShow : ResultKind::kForfeit;
        case Forfeit::kNone:
            break;
    }
    if (r.lost_on_time) return ResultKind::kLostOnTime;
    if (r.resigned) return ResultKind::kResigned;
    return ResultKind::kPlayed;
}

namespace {
constexpr std::array<std::pair<ResultKind, std::string_view>, kResultKindCount> kKindNames{{
    {ResultKind::kPlayed, "played"},
    {ResultKind::kLostOnTime, "lost_on_time"},
    {ResultKind::kResigned, "resigned"},
    {ResultKind::kForfeit, "forfeit"},
    {ResultKind::kNoShow, "no_show"},
    {ResultKind::kDoubleForfeit, "double_forfeit"},
    {ResultKind::kAdjourned, "adjourned"},
}};
}  // namespace

std::string_view result_kind_name(ResultKind k) {
    for (const auto& [kind, name] : kKindNames)
        if (kind == k) return name;
    return "played";
}

std::string_view result_kind_label(ResultKind k, bool dutch) {
    switch (k) {
        case ResultKind::kPlayed:
            return dutch ? "gespeeld" : "played";
        case ResultKind::kLostOnTime:
            return dutch ? "op tijd" : "lost on time";
        case ResultKind::kResigned:
            return dutch ? "opgegeven" : "resigned";
        case ResultKind::kForfeit:
            return dutch ? "reglementair" : "forfeit";
        case ResultKind::kNoShow:
            return dutch ? "niet opgekomen" : "no-show";
        case ResultKind::kDoubleForfeit:
            return dutch ? "dubbel reglementair" : "double forfeit";
        case ResultKind::kAdjourned:
            return dutch ? "afgebroken" : "adjourned";
    }
    return "";
}

Result<ResultKind> parse_result_kind(std::string_view text) {
    for (const auto& [kind, name] : kKindNames)
        if (name == text) return kind;
    return make_error("invalid_result", fmt::format("\"{}\" is not a kind of result", text));
}

std::optional<std::size_t> kind_seat(const GameResult& r) {
    if (r.forfeit == Forfeit::kFirst) return kFirstSeat;
    if (r.forfeit == Forfeit::kSecond) return kSecondSeat;
    if (r.forfeit == Forfeit::kBoth || r.adjourned) return std::nullopt;
    return r.conceded();
}

std::optional<std::size_t> winning_seat(const GameResult& r, const Settings& s) {
    if (r.adjourned) return std::nullopt;
    switch (r.forfeit) {
        case Forfeit::kFirst:
            return kSecondSeat;
        case Forfeit::kSecond:
            return kFirstSeat;
        case Forfeit::kBoth:
            return std::nullopt;
        case Forfeit::kNone:
            break;
    }
    if (const auto loser = r.conceded()) return 1 - *loser;
    const int a = r.final_score(kFirstSeat);
    const int b = r.final_score(kSecondSeat);
    if (a > b) return kFirstSeat;
    if (b > a) return kSecondSeat;
    if (s.system == PairingSystem::kKnockOut) return 1 - r.starter();
    return std::nullopt;
}

std::array<SeatOutcome, 2> outcome_of(const GameResult& r, const Settings& s) {
    std::array<SeatOutcome, 2> out{};
    if (r.adjourned) return out;
    const std::optional<std::size_t> winner = winning_seat(r, s);
    if (!r.played()) {
        if (winner) {
            out[*winner].wins = kWinHalves;
            out[*winner].spread = s.forfeit_spread;
            out[*winner].credited = true;
            out[1 - *winner].spread = -s.forfeit_spread;
        }
        return out;
    }
    for (std::size_t seat : {kFirstSeat, kSecondSeat}) {
        out[seat].played = true;
        out[seat].score = r.final_score(seat);
        out[seat].spread = r.final_score(seat) - r.final_score(1 - seat);
        out[seat].wins = winner ? (*winner == seat ? kWinHalves : 0) : kDrawHalves;
    }
    return out;
}

}  // namespace letterzak::tournament
