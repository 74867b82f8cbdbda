#include "game/event.hpp"

namespace letterzak::game {

bool Event::operator==(const Event& o) const {
    return kind == o.kind && seat == o.seat && at == o.at && move.same_play(o.move) &&
           move.dir == o.move.dir && move.start == o.move.start && verdict == o.verdict &&
           fixes == o.fixes && findings == o.findings && rack == o.rack && points == o.points &&
           adjustment == o.adjustment && square == o.square && note == o.note && extra == o.extra &&
           resolved == o.resolved;
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

}  // namespace letterzak::game
