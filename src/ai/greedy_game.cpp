#include "ai/greedy_game.hpp"

#include "core/bag.hpp"
#include "core/placement.hpp"
#include "core/score.hpp"

namespace letterzak::ai {

GreedyGameResult play_greedy_game(const core::RuleSet& rules, movegen::Generator& generator,
                                  std::uint64_t seed, std::vector<GreedySnapshot>* snapshots) {
    core::Rng rng(seed);
    core::Bag bag(*rules.tiles);
    std::array<core::Rack, 2> racks;
    for (auto& r : racks) bag.refill(r, rules.rack_size, rng);
    GreedyGameResult result;
    core::Board& board = result.final_board;
    int scoreless = 0;
    int since_placement = 0;  // turns since the last placement
    const int scoreless_limit = rules.pass_run * (rules.pass_run_per_player ? 2 : 1);
    for (int turn = 0; turn < 400; ++turn) {
        const int p = turn % 2;
        core::Rack& rack = racks[static_cast<std::size_t>(p)];
        if (snapshots != nullptr)
            snapshots->push_back({board, rack, result.scores, bag.size(), turn});
        movegen::BestMove sink;
        generator.generate(board, rack, sink);
        ++result.turns;
        if (sink.found) {
            const core::Move& m = sink.best;
            core::apply_placement(board, rules, m);
            result.scores[static_cast<std::size_t>(p)] += m.score;
            for (int i = 0; i < m.length; ++i) {
                if (m.is_through(i)) continue;
                const core::Letter e = m.word[static_cast<std::size_t>(i)];
                rack.remove(core::is_blank_tile(e) ? core::kBlank : core::letter_of(e));
            }
            bag.refill(rack, rules.rack_size, rng);
            scoreless = 0;
            since_placement = 0;
            if (rack.empty()) {
                // Out with the bag empty: the rack arithmetic of the rule set.
                const int other_value =
                    core::rack_value(rules, racks[static_cast<std::size_t>(1 - p)]);
                switch (rules.end_rack) {
                    case core::EndRackRule::kOutGainsOthers:
                        result.scores[static_cast<std::size_t>(p)] += other_value;
                        result.scores[static_cast<std::size_t>(1 - p)] -= other_value;
                        break;
                    case core::EndRackRule::kOutGainsTwice:
                        result.scores[static_cast<std::size_t>(p)] += 2 * other_value;
                        break;
                    case core::EndRackRule::kEachSubtractsOwn:
                        result.scores[static_cast<std::size_t>(1 - p)] -= other_value;
                        break;
                }
                return result;
            }
            continue;
        }
        // Nothing to play: exchange the whole rack (new tiles first, then the old back) — but
        // on a board where two full rounds brought no placement, pass instead: exchanges
        // break the pass run, so on a blocked board they would never end the game.
        ++since_placement;
        if (bag.size() >= rules.exchange_min_bag && since_placement <= 4) {
            const std::vector<core::Letter> old = rack.tiles();
            rack.clear();
            bag.refill(rack, static_cast<int>(old.size()), rng);
            for (core::Letter l : old) bag.put_back(l);
            if (!rules.exchange_breaks_pass_run)
                ++scoreless;
            else
                scoreless = 0;
        } else {
            ++scoreless;
        }
        if (scoreless >= scoreless_limit) break;
    }
    for (int p = 0; p < 2; ++p)
        result.scores[static_cast<std::size_t>(p)] -=
            core::rack_value(rules, racks[static_cast<std::size_t>(p)]);
    return result;
}

}  // namespace letterzak::ai
