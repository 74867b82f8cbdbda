#pragma once
// Every sentence the terminal game shows, in Dutch and English: one table, looked up by an id,
// never an if-else per language. A Message is an id plus named arguments ({name}, {score}), so
// a sentence may put its arguments in a different order in each language, and the code that
// decides what to say never builds text itself. Refusals of the engine (stable codes such as
// "not_on_rack") map onto ids here too, so every refusal reaches the player in their language.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace letterzak::tui {

enum class Lang : std::uint8_t { kNl, kEn };

// "nl" or "en" (also "dutch"/"nederlands"/"english").
std::optional<Lang> lang_by_name(std::string_view name);

enum class Text : std::uint16_t {
    // Board, panel and prompt.
    kYou,
    kComputer,
    kComputerNumbered,
    kRulesLine,
    kRulesTournament,
    kRulesBox,
    kRulesBoxIj,
    kRulesWoordspel,
    kRulesEnglish,
    kPracticeTag,
    kBagLine,
    kUnseenHeader,
    kLastMoveHeader,
    kLastMoveNone,
    kRecentHeader,
    kYourRack,
    kBlankName,
    kPointsOne,
    kPointsMany,
    kTilesOne,
    kTilesMany,
    kPromptHint,
    kPromptChallenge,
    kPromptProtest,
    kPromptAfterGame,
    // Describing turns.
    kTurnPlace,
    kTurnPlaceOwn,
    kTurnPlaceWords,
    kTurnBingo,
    kTurnExchangeOwn,
    kTurnExchangeOther,
    kTurnPass,
    kTurnPassOwn,
    kTurnLost,
    kTurnLostOwn,
    kTurnBlankSwap,
    kTurnBlankSwapOwn,
    kTurnWithdrawnTag,
    // Start, save, load, quit.
    kWelcome,
    kRulesJury,
    kRulesChallenge,
    kRulesRefuse,
    kRulesDouble,
    kDrawRound,
    kDrawTile,
    kDrawNotCounted,
    kStarts,
    kStartsOwn,
    kSaved,
    kSavedHoldsHidden,
    kLoaded,
    kUndone,
    kGoodbye,
    kEndOfInput,
    kConfirmResign,
    kConfirmQuit,
    kConfirmNo,
    // Challenges and protests.
    kChallengeUpheld,
    kYouChallengeUpheld,
    kChallengeOfYours,
    kYouChallengeFailed,
    kChallengeFailedPenalty,
    kChallengeLostTurn,
    kProtestUpheld,
    kProtestRejected,
    // Hints.
    kHintHeader,
    kHintPlace,
    kHintExchange,
    kHintPass,
    kHintNone,
    // Refusals of what was typed.
    kUnknownCommand,
    kEmptyMove,
    kBadCoordinate,
    kBadLetter,
    kBlankNeedsLetter,
    kBadParens,
    kRunsOffBoard,
    kThroughMismatch,
    kThroughEmpty,
    kNothingPlaced,
    kNotOnRack,
    kFirstMoveTooShort,
    kSquareOccupied,
    kInvalidWordRefused,
    kExchangeBagTooSmall,
    kExchangeNeedsTiles,
    kExchangeNotOnRack,
    kNothingToChallenge,
    kChallengeNotAllowed,
    kChallengeOwnPlay,
    kGameIsOver,
    kGameNotOver,
    kUndoPracticeOnly,
    kNothingToUndo,
    kBadNumber,
    kNeedFileName,
    kSaveFailed,
    kLoadReadFailed,
    kLoadNotGcg,
    kLoadForeign,
    kLoadUnknownRules,
    kLoadOtherReading,
    kLoadMismatch,
    kLoadNoKey,
    kLoadBadSetting,
    // The jury's menu (001 V-6).
    kJuryMenu,
    kJuryWho,
    kJuryHowLong,
    kJuryWhy,
    kJuryBadChoice,
    kJuryBadPlayer,
    kJuryBadTime,
    kJuryNothing,
    kJuryExtraTimeGiven,
    kWhyNoFile,
    kWhyNoAccess,
    kWhyDirectory,
    kRefusedOther,
    kRefusal,
    // Starting the program.
    kBadRules,
    kBadLevel,
    kBadPlayers,
    kBadPlayersExact,
    kBadLang,
    kBadClock,
    kBadSetting,
    kLexiconFailed,
    // The end of the game.
    kEndWentOut,
    kEndWentOutOwn,
    kEndPassRun,
    kEndFlag,
    kEndFlagOwn,
    kEndTotalTime,
    kEndResigned,
    kEndResignedOwn,
    kJuryHeader,
    kJuryNone,
    kJuryLine,
    kFinalHeader,
    kFinalSeat,
    kFinalOwnRack,
    kFinalGain,
    kFinalOvertime,
    kFinalJury,
    kWinner,
    kWinnerOwn,
    kWinnerForfeit,
    kWinnerForfeitOwn,
    kLoserForfeitOwn,
    kWhyResigned,
    kWhyFlag,
    kDrawResult,
    kOfferAnalysis,
    // Analysis.
    kAnalysisHeader,
    kAnalysisLine,
    kAnalysisBest,
    kAnalysisIsBest,
    kAnalysisSummary,
    kAnalysisNone,
    // Score sheet.
    kSheetTitle,
    kSheetCoordinates,
    kColTurn,
    kColPlayer,
    kColWord,
    kColPlace,
    kColScore,
    kSheetExchange,
    kSheetPass,
    kSheetLostTurn,
    kSheetBlankSwap,
    kSheetAdjWithdrawn,
    kSheetAdjProtest,
    kSheetAdjChallenged,
    kSheetAdjFailedChallenge,
    kSheetAdjBonus,
    kSheetAdjJury,
    kSheetAdjTime,
    kSheetAdjPenalty,
    kSheetEndRackGain,
    kSheetEndRackOwn,
    kSheetOvertime,
    kSheetExtraTime,
    kSheetEndLine,
    kSheetInProgress,
    // The settings of the game (settings_view.hpp).
    kSettingBlankSwapThenPlay,
    kSettingBlankSwapIsTurn,
    kSettingPlayOn,
    kSettingVeto,
    kSettingChallengePenalty,
    kSettingClock,
    kSettingOvertimeLoss,
    kSettingOvertimePenalty,
    kSettingOvertimePenaltyLimit,
    kSettingTotalTime,
    kSwapBlankWhere,
    kVetoWhat,
    kBlankSwappedOwn,
    kVetoTaken,
    // Help.
    kHelp,
    kHelpChallenge,
    kHelpProtest,
    kHelpNoChallenge,
    kHelpPractice,
    kHelpJury,
    kCount  // not a text: the number of ids
};

// A sentence to show: the id and its arguments by name, as text.
struct Message {
    Text id = Text::kUnknownCommand;
    std::vector<std::pair<std::string, std::string>> args;

    Message() = default;
    Message(Text t, std::vector<std::pair<std::string, std::string>> a = {})
        : id(t), args(std::move(a)) {}  // NOLINT
};

// The sentence in the language, arguments filled in. An argument the sentence does not use is
// ignored; a sentence that names an argument it was not given shows the name in braces rather
// than throwing, so a slip can never end a game. An argument named "rules" that holds a rule
// set's code ("tournament", "box", …) is shown by that rule set's name in the language
// ("wedstrijdscrabble"), so no code reaches a player; "code" keeps the code where the player
// has to type it (a command line). An argument named "refusal" holds an engine code and is
// shown as its shared sentence (refusal_message).
std::string render(const Message& message, Lang lang);

// The table as it stands (for tests): the template of an id in a language.
std::string_view template_of(Text id, Lang lang);

// A rule set's name as players call it ("wedstrijdscrabble", "doosregels"); an unknown code is
// returned as it is.
std::string rules_name(std::string_view code, Lang lang);

// "1 punt" / "14 punten", "1 steen" / "3 stenen": a count with its noun.
std::string points_text(int n, Lang lang);
std::string tiles_count_text(int n, Lang lang);

// A refusal of the engine (core::refusal, game::refusal codes) in the sentence the terminal
// and the web board share (data/texts/refusals.tsv): Message(kRefusal, {{"refusal", code}});
// nullopt for a code the table does not know (then kRefusedOther shows the engine's own text).
std::optional<Message> refusal_message(std::string_view code);

// The shared sentence for a refusal code in a language; empty for an unknown code.
std::string refusal_sentence(std::string_view code, Lang lang);

}  // namespace letterzak::tui
