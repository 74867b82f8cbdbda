#include "ai/vocabulary.hpp"

#include <algorithm>
#include <map>
#include <span>

namespace letterzak::ai {

std::vector<std::vector<core::Letter>> vocabulary_words(const lexicon::Kwg& full,
                                                        const VocabularySettings& settings) {
    const std::vector<std::vector<core::Letter>> entries = full.entries();
    std::map<std::vector<core::Letter>, int> productivity;
    for (const auto& e : entries)
        if (static_cast<int>(e.size()) <= settings.max_length) productivity.emplace(e, 0);
    for (const auto& e : entries) {
        const std::span<const core::Letter> w(e);
        for (std::size_t i = 2; i + 2 <= w.size(); ++i) {
            const auto head = w.first(i), tail = w.subspan(i);
            if (!full.contains(head) || !full.contains(tail)) continue;
            for (const auto part : {head, tail}) {
                auto it = productivity.find(std::vector<core::Letter>(part.begin(), part.end()));
                if (it != productivity.end()) ++it->second;
            }
        }
    }
    std::vector<std::vector<core::Letter>> out;
    for (const auto& [word, count] : productivity)
        if (count >= settings.min_productivity) out.push_back(word);
    return out;
}

std::shared_ptr<const lexicon::Kwg> build_vocabulary(const lexicon::Kwg& full,
                                                     const VocabularySettings& settings) {
    return std::make_shared<const lexicon::Kwg>(
        lexicon::build_kwg(vocabulary_words(full, settings)));
}

}  // namespace letterzak::ai
