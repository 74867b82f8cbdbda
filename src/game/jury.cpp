#include "game/jury.hpp"

namespace letterzak::game {

std::vector<std::string> invalid_words(const WordJudge& judge, const core::RuleSet& rules,
                                       const std::vector<core::FormedWord>& words) {
    std::vector<std::string> out;
    for (const core::FormedWord& w : words)
        if (!word_is_valid(judge, rules, w)) out.push_back(word_text(w));
    return out;
}

std::vector<JuryFinding> jury_findings(const WordJudge& judge, const core::RuleSet& rules,
                                       const std::vector<Turn>& turns) {
    std::vector<JuryFinding> findings;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const Turn& t = turns[i];
        if (t.kind != TurnKind::kPlace || t.withdrawn || t.jury_checked) continue;
        std::vector<std::string> bad = invalid_words(judge, rules, t.words);
        if (!bad.empty()) findings.push_back({static_cast<int>(i), std::move(bad)});
    }
    return findings;
}

int jury_correction(const core::RuleSet& rules, const Turn& turn) {
    return -(turn.score + rules.invalid_word_penalty);
}

}  // namespace letterzak::game
