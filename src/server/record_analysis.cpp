#include "server/record_analysis.hpp"

#include <fmt/format.h>

#include <memory>
#include <utility>

#include "formats/gcg.hpp"
#include "formats/gcg_replay.hpp"
#include "server/analysis.hpp"

namespace letterzak::server {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxIssuesShown = 20;  // a record that goes wrong early goes wrong often

Reply analyse_record(const std::string& text, LexiconShelf& lexicons) {
    auto record = formats::parse_gcg(text);
    if (!record)
        return Reply::error(422, "bad_record",
                            fmt::format("this is not a GCG record: {}", record.error().message));
    std::string why;
    const core::RuleSet* rules = formats::rules_for_record(*record, &why);
    if (rules == nullptr)
        return Reply::error(422, "bad_record", "the record names a rule set Letterzak lacks");
    auto lex = lexicons.get(*rules);
    if (!lex) return Reply::error(503, "no_lexicon", "no word list for this record's rules");
    formats::ReplayOptions options;
    options.rules = rules;
    options.judge = (*lex)->judge.get();
    auto replayed = formats::replay_gcg(*record, options);
    if (!replayed) return Reply::error(422, "bad_record", replayed.error().message);
    if (!replayed->game || replayed->game->turns().empty())
        return Reply::error(422, "bad_record", "the record holds no turn that could be replayed");
    const game::Game& game = *replayed->game;
    auto analysis = analyse_game(game, *(*lex)->judge, (*lex)->lexicon.kwg(), (*lex)->index);
    if (!analysis) return Reply::refusal(analysis.error());
    json players = json::array();
    for (int s = 0; s < game.seats(); ++s) players.push_back(game.player_name(s));
    json issues = json::array();
    for (const formats::ReplayIssue& i : replayed->issues) {
        if (issues.size() == kMaxIssuesShown) break;
        issues.push_back({{"line", i.line}, {"code", i.code}, {"message", i.message}});
    }
    json out = std::move(*analysis);
    out["players"] = std::move(players);
    out["rules"] = rules->name;
    out["issues"] = std::move(issues);
    out["complete"] = !replayed->stopped;
    return Reply::json(200, std::move(out));
}

}  // namespace

RecordAnalysis::RecordAnalysis(LexiconShelf& lexicons, std::size_t threads, std::size_t max_pending)
    : lexicons_(lexicons), heavy_(threads, max_pending) {}

void RecordAnalysis::analyse(std::string gcg, ReplyFn reply) {
    if (gcg.size() > kMaxRecordBytes)
        return reply(
            Reply::error(413, "record_too_large",
                         fmt::format("a game record is at most {} KB", kMaxRecordBytes / 1024)));
    if (gcg.empty()) return reply(Reply::error(422, "bad_record", "the record is empty"));
    auto shared = std::make_shared<std::pair<std::string, ReplyFn>>(std::move(gcg), reply);
    const bool queued =
        heavy_.post([this, shared] { shared->second(analyse_record(shared->first, lexicons_)); });
    if (!queued)
        reply(Reply::error(503, "busy", "the server is analysing other records: try again soon"));
}

}  // namespace letterzak::server
