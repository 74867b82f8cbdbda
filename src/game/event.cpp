#include "game/event.hpp"

namespace letterzak::game {

bool Event::operator==(const Event& o) const {
    return kind == o.kind && seat == o.seat && at == o.at && move.same_play(o.move) &&
           move.dir == o.move.dir && move.start == o.move.start && verdict == o.verdict &&
           fixes == o.fixes && findings == o.findings && rack == o.rack && points == o.points &&
           adjustment == o.adjustment && square == o.square && note == o.note &&
           resolved == o.resolved;
}

std::string_view event_kind_name(EventKind kind) {
    switch (kind) {
        case EventKind::kPlace:
            return "place";
        case EventKind::kExchange:
            return "exchange";
        case EventKind::kPass:
            return "pass";
        case EventKind::kChallenge:
            return "challenge";
        case EventKind::kResign:
            return "resign";
        case EventKind::kFlag:
            return "flag";
        case EventKind::kCallTime:
            return "call_time";
        case EventKind::kPause:
            return "pause";
        case EventKind::kResume:
            return "resume";
        case EventKind::kJury:
            return "jury";
        case EventKind::kSetRack:
            return "set_rack";
        case EventKind::kPenalty:
            return "penalty";
        case EventKind::kSwapBlank:
            return "swap_blank";
        case EventKind::kVeto:
            return "veto";
    }
    return "?";
}

std::string_view turn_kind_name(TurnKind kind) {
    switch (kind) {
        case TurnKind::kPlace:
            return "place";
        case TurnKind::kExchange:
            return "exchange";
        case TurnKind::kPass:
            return "pass";
        case TurnKind::kLostTurn:
            return "lost_turn";
        case TurnKind::kBlankSwap:
            return "blank_swap";
    }
    return "?";
}

std::string_view adjustment_kind_name(AdjustmentKind kind) {
    switch (kind) {
        case AdjustmentKind::kWithdrawn:
            return "withdrawn";
        case AdjustmentKind::kProtest:
            return "protest";
        case AdjustmentKind::kInvalidChallenged:
            return "challenged_off";
        case AdjustmentKind::kFailedChallenge:
            return "failed_challenge";
        case AdjustmentKind::kChallengeBonus:
            return "challenge_bonus";
        case AdjustmentKind::kJury:
            return "jury";
        case AdjustmentKind::kTime:
            return "time";
        case AdjustmentKind::kArbiter:
            return "arbiter";
    }
    return "?";
}

}  // namespace letterzak::game
