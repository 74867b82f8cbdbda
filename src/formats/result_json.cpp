#include "formats/result_json.hpp"

#include <string>

namespace letterzak::formats {

nlohmann::json seat_result_json(const game::SeatResult& s) {
    return {{"play_score", s.play_score},
            {"end_racks", s.end_racks},
            {"overtime", s.overtime},
            {"raw", s.raw_final},
            {"jury", s.jury},
            {"final", s.final_score},
            {"spread", s.spread},
            {"match_points", s.match_points},
            {"outcome", std::string(game::outcome_name(s.outcome))},
            {"forfeited", s.forfeited}};
}

}  // namespace letterzak::formats
