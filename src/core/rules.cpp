#include "core/rules.hpp"

namespace letterzak::core {
namespace {

// Each rule set is written out in full, field by field, so that a reader sees every
// decision in one place; the comments cite the seed or SPEC section behind it.
std::vector<RuleSet> make_rule_sets() {
    const BoardLayout* standard = board_layout_by_name("standard");
    std::vector<RuleSet> sets;

    RuleSet tournament;  // seed 001, SPEC §4 "tournament"
    tournament.name = "tournament";
    tournament.tiles = tile_set_by_name("nl");
    tournament.layout = standard;
    tournament.exchange_min_bag = 7;  // III-1: not with 6 or fewer in the bag
    tournament.pass_run = 3;          // III-3: P1, P2, P1
    tournament.challenge = ChallengeMode::kJuryAfterGame;
    tournament.invalid_word_penalty = 20;
    tournament.end_rack = EndRackRule::kOutGainsOthers;
    tournament.starter = StarterDraw::kNearestToA_BlankRedraws;
    sets.push_back(tournament);

    RuleSet box;  // seed 004, SPEC §4 "box"
    box.name = "box";
    box.min_players = 2;
    box.max_players = 4;
    box.tiles = tile_set_by_name("nl");
    box.layout = standard;
    box.exchange_min_bag = 7;
    box.pass_run = 2;  // every player passes twice in a row
    box.pass_run_per_player = true;
    box.exchange_breaks_pass_run = true;
    box.challenge = ChallengeMode::kSingle;
    box.invalid_word_penalty = 0;  // the turn is lost; no points taken off
    box.failed_challenge_penalty = 0;
    box.end_rack = EndRackRule::kOutGainsOthers;
    box.starter = StarterDraw::kNearestToA_BlankFirst;
    box.joined_words = false;  // seed 004: "behalve … woorden met een apostrof of koppelteken"
    sets.push_back(box);

    RuleSet box_ij = box;  // seed 002: the older edition with the IJ tile
    box_ij.name = "box-ij";
    box_ij.tiles = tile_set_by_name("nl-ij");
    box_ij.reading = WordReading::kIjDigraph;
    sets.push_back(box_ij);

    RuleSet woordspel;  // seed 003, SPEC §4 "woordspel"
    woordspel.name = "woordspel";
    woordspel.rack_size = 8;
    woordspel.tiles = tile_set_by_name("woordspel");
    woordspel.layout = standard;  // Brettspielnetz's grid is only a picture
    woordspel.reading = WordReading::kYForIj;
    woordspel.bingo = BingoRule::kDoubleMainWord;
    woordspel.bingo_bonus = 0;
    woordspel.word_premiums = WordPremiumRule::kLargestOnce;
    woordspel.first_move_min_tiles = 4;
    woordspel.exchange_min_bag = 8;  // not described: allowed while a full rack remains
    woordspel.pass_run = 3;
    woordspel.opening_passes_not_counted = 2;
    woordspel.redeal_if_opening_passes = true;
    woordspel.challenge = ChallengeMode::kRefuseAtOnce;
    woordspel.invalid_word_penalty = 0;
    woordspel.end_rack = EndRackRule::kEachSubtractsOwn;
    woordspel.starter = StarterDraw::kNearestToA_BlankRedraws;
    woordspel.knockout_tie_to_second = false;
    woordspel.y_for_ij = true;
    woordspel.blank_per_direction = true;
    woordspel.place_names =
        true;  // seed 003: "uitgezonderd zijn geografische namen … in Nederland"
    sets.push_back(woordspel);

    RuleSet english;  // SPEC §4 "english": for public game records
    english.name = "english";
    english.tiles = tile_set_by_name("english");
    english.layout = standard;
    english.exchange_min_bag = 7;
    english.pass_run = 6;  // six consecutive scoreless turns
    english.exchange_breaks_pass_run = false;
    english.challenged_off_counts_as_pass = true;
    english.failed_challenge_loses_turn = true;  // double challenge
    english.challenge = ChallengeMode::kDouble;
    english.invalid_word_penalty = 0;
    english.end_rack = EndRackRule::kOutGainsTwice;
    english.starter = StarterDraw::kNearestToA_BlankFirst;
    english.knockout_tie_to_second = false;
    sets.push_back(english);

    return sets;
}

const std::vector<RuleSet>& all_rule_sets() {
    static const std::vector<RuleSet> sets = make_rule_sets();
    return sets;
}

}  // namespace

const RuleSet* rule_set_by_name(std::string_view name) {
    for (const RuleSet& set : all_rule_sets())
        if (set.name == name) return &set;
    return nullptr;
}

std::vector<std::string> rule_set_names() {
    std::vector<std::string> names;
    for (const RuleSet& set : all_rule_sets()) names.push_back(set.name);
    return names;
}

}  // namespace letterzak::core
