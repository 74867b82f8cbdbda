#include "game/starter_draw.hpp"

#include <algorithm>

#include "core/bag.hpp"

namespace letterzak::game {

int starter_key(const core::RuleSet& rules, core::Letter tile) {
    if (tile == core::kBlank)
        return rules.starter == core::StarterDraw::kNearestToA_BlankFirst ? 0 : -1;
    if (tile == core::kLetterIJ) return 2 * 9 + 1;  // after I (9), before J (10)
    return 2 * tile;
}

StarterDraw draw_starter(const core::RuleSet& rules, int seats, core::Rng& rng) {
    StarterDraw result;
    std::vector<int> in_draw;
    for (int s = 0; s < seats; ++s) in_draw.push_back(s);
    // A tie needs both players to draw the same letter again and again; the cap only guards
    // against a degenerate tile set (one letter), where the first tied seat starts.
    constexpr int kMaxRounds = 1000;
    for (int round = 0; round < kMaxRounds; ++round) {
        core::Bag bag(*rules.tiles);
        std::vector<StarterDraw::Tile> drawn;
        std::vector<std::pair<int, int>> keys;  // (key, seat)
        for (int seat : in_draw) {
            for (;;) {
                if (bag.empty()) break;
                const core::Letter t = bag.draw(rng);
                const int key = starter_key(rules, t);
                drawn.push_back({seat, t, key >= 0});
                if (key >= 0) {
                    keys.emplace_back(key, seat);
                    break;
                }
            }
        }
        result.rounds.push_back(drawn);
        if (keys.empty()) break;
        const int best = std::min_element(keys.begin(), keys.end())->first;
        std::vector<int> tied;
        for (const auto& [key, seat] : keys)
            if (key == best) tied.push_back(seat);
        if (tied.size() == 1) {
            result.starter = tied.front();
            return result;
        }
        in_draw = tied;
    }
    result.starter = in_draw.front();
    return result;
}

}  // namespace letterzak::game
