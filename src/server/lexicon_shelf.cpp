#include "server/lexicon_shelf.hpp"

namespace letterzak::server {

Result<const LoadedLexicon*> LexiconShelf::get(const core::RuleSet& rules) {
    const lexicon::ListRules list_rules = lexicon::list_rules_of(rules);
    const bool with_places = rules.place_names && !places_.empty();
    const auto slot = 4 * static_cast<std::size_t>(list_rules.reading) +
                      2 * (list_rules.joined_words ? 0U : 1U) + (with_places ? 1U : 0U);
    std::lock_guard lock(mutex_);
    if (slot >= loaded_.size()) return make_error("bad_setup", "unknown word reading");
    if (!loaded_[slot]) {
        auto lex = lexicon::Lexicon::open(source_, list_rules, nullptr,
                                          with_places ? places_ : std::filesystem::path{});
        if (!lex) return Unexpected<Error>{lex.error()};
        auto entry = std::make_unique<LoadedLexicon>();
        entry->lexicon = std::move(*lex);
        entry->judge = std::make_unique<game::LexiconJudge>(entry->lexicon, source_name());
        entry->index = std::make_shared<const movegen::KwgIndex>(entry->lexicon.kwg());
        loaded_[slot] = std::move(entry);
    }
    return loaded_[slot].get();
}

std::string LexiconShelf::source_name() const {
    return source_.empty() ? std::string("wdutch") : source_.filename().string();
}

}  // namespace letterzak::server
