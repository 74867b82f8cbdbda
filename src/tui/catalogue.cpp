#include "tui/catalogue.hpp"

#include <array>
#include <cctype>

#include "tui/refusal_texts.hpp"

namespace letterzak::tui {

namespace {

struct Entry {
    Text id;
    std::string_view nl;
    std::string_view en;
};

// The table. Order is free (lookups go through an index built once); every id needs exactly
// one entry, which the catalogue test checks, with the same {arguments} in both languages.
constexpr Entry kEntries[] = {
    // Board, panel and prompt.
    {Text::kYou, "Jij", "You"},
    {Text::kComputer, "Computer", "Computer"},
    {Text::kComputerNumbered, "Computer {n}", "Computer {n}"},
    {Text::kRulesLine, "{rules}{practice}", "{rules}{practice}"},
    {Text::kRulesTournament, "wedstrijdscrabble", "tournament Scrabble"},
    {Text::kRulesBox, "doosregels", "box rules"},
    {Text::kRulesBoxIj, "doosregels met IJ-steen", "box rules with the IJ tile"},
    {Text::kRulesWoordspel, "woordspel (Brettspielnetz)", "woordspel (Brettspielnetz)"},
    {Text::kRulesEnglish, "Engelse toernooiregels", "English tournament rules"},
    {Text::kPracticeTag, " · oefenen", " · practice"},
    {Text::kBagLine, "Zak: {bag}  ·  beurt {turn}", "Bag: {bag}  ·  turn {turn}"},
    {Text::kUnseenHeader, "Ongezien ({n}):", "Unseen ({n}):"},
    {Text::kLastMoveHeader, "Laatste zet:", "Last move:"},
    {Text::kLastMoveNone, "nog geen", "none yet"},
    {Text::kRecentHeader, "Formulier:", "Score sheet:"},
    {Text::kYourRack, "Jouw rek:", "Your rack:"},
    {Text::kBlankName, "blanco", "blank"},
    {Text::kPointsOne, "1 punt", "1 point"},
    {Text::kPointsMany, "{n} punten", "{n} points"},
    {Text::kTilesOne, "1 steen", "1 tile"},
    {Text::kTilesMany, "{n} stenen", "{n} tiles"},
    {Text::kPromptHint, "Zet: H8 trein (→) · 8H trein (↓) · ruil · pas · tip · blad · help{extra}",
     "Move: H8 word (→) · 8H word (↓) · swap · pass · hint · sheet · help{extra}"},
    {Text::kPromptChallenge, " · betwist", " · challenge"},
    {Text::kPromptProtest, " · protest", " · protest"},
    {Text::kPromptAfterGame, "Afgelopen · blad · analyse · bewaar BESTAND · laad BESTAND · stop",
     "Game over · sheet · analysis · save FILE · load FILE · quit"},

    // Describing turns.
    {Text::kTurnPlace, "{name} legt {move} voor {points}.{more}",
     "{name} plays {move} for {points}.{more}"},
    {Text::kTurnPlaceOwn, "Je legt {move} voor {points}.{more}",
     "You play {move} for {points}.{more}"},
    {Text::kTurnPlaceWords, " Woorden: {words}.", " Words: {words}."},
    {Text::kTurnBingo, " Alle {n} stenen: scrabble!", " All {n} tiles: a bingo!"},
    {Text::kTurnExchangeOwn, "Je ruilt {tiles}; nieuwe stenen: {drawn}.",
     "You exchange {tiles}; new tiles: {drawn}."},
    {Text::kTurnExchangeOther, "{name} ruilt {tiles}.", "{name} exchanges {tiles}."},
    {Text::kTurnPass, "{name} past.", "{name} passes."},
    {Text::kTurnPassOwn, "Je past.", "You pass."},
    {Text::kTurnLost, "{name} verliest de beurt.", "{name} loses the turn."},
    {Text::kTurnLostOwn, "Je verliest je beurt.", "You lose your turn."},
    {Text::kTurnBlankSwap, "{name} ruilt een blanco op het bord voor de echte letter.",
     "{name} swaps a blank on the board for the real letter."},
    {Text::kTurnBlankSwapOwn, "Je ruilt een blanco op het bord voor de echte letter.",
     "You swap a blank on the board for the real letter."},
    {Text::kTurnWithdrawnTag, "[teruggenomen]", "[withdrawn]"},

    // Start, save, load, quit.
    {Text::kWelcome,
     "Welkom bij Letterzak! Je speelt tegen {opponents} ({level}); help geeft uitleg.",
     "Welcome to Letterzak! You play {opponents} ({level}); type help for instructions."},
    {Text::kRulesJury,
     "Woorden controleert de jury na afloop: een fout woord kost beurtscore + {penalty}.",
     "The jury checks words after the game: an invalid one costs its score + {penalty}."},
    {Text::kRulesChallenge,
     "Twijfel je aan een woord? Typ betwist vóór je eigen zet (fout: stenen terug).",
     "Doubt a word? Type challenge before your own move (invalid: tiles go back)."},
    {Text::kRulesRefuse, "Woorden buiten de woordenlijst worden meteen geweigerd (zonder straf).",
     "Words missing from the word list are refused at once (no penalty)."},
    {Text::kRulesDouble,
     "Dubbel betwisten: fout woord gaat terug; ten onrechte betwisten kost je beurt.",
     "Double challenge: an invalid word goes back; a wrong challenge costs your turn."},
    {Text::kDrawRound, "Loting: {tiles}. {starts}", "Draw: {tiles}. {starts}"},
    {Text::kDrawTile, "{name} {tile}", "{name} {tile}"},
    {Text::kDrawNotCounted, "{name} {tile} (telt niet)", "{name} {tile} (does not count)"},
    {Text::kStarts, "{name} begint.", "{name} starts."},
    {Text::kStartsOwn, "Jij begint.", "You start."},
    {Text::kSaved, "Partij bewaard in {path} (GCG).", "Game saved to {path} (GCG)."},
    {Text::kSavedHoldsHidden,
     "De rekjes van de computer en de volgorde van de zak staan versleuteld in het bestand; de "
     "sleutel staat in {key}, alleen voor jou leesbaar. Zonder die sleutel kan de partij niet "
     "verder.",
     "The computer's racks and the order of the bag are sealed in the file; the key is in {key}, "
     "readable by you alone. Without that key the game cannot be played on."},
    {Text::kLoaded, "Partij geladen uit {path}; verder bij beurt {turn}.",
     "Game loaded from {path}; play on at turn {turn}."},
    {Text::kUndone, "Teruggenomen: je laatste beurt en wat daarna kwam.",
     "Undone: your last turn and what followed it."},
    {Text::kGoodbye, "Tot ziens!", "Goodbye!"},
    {Text::kEndOfInput, "Einde van de invoer: het spel stopt.", "End of input: the game stops."},
    {Text::kConfirmResign, "Echt opgeven? Dan verlies je de partij. (j/n)",
     "Really resign? You lose the game. (y/n)"},
    {Text::kConfirmQuit, "Stoppen zonder te bewaren? (j/n) Bewaren kan met: bewaar BESTAND",
     "Quit without saving? (y/n) Save with: save FILE"},
    {Text::kConfirmNo, "Goed, we spelen verder.", "All right, play on."},

    // Challenges and protests.
    {Text::kChallengeUpheld,
     "{challenger} betwist de zet van {player}: {words} staat niet in de woordenlijst. De stenen "
     "gaan terug, de beurt is verloren.",
     "{challenger} challenges {player}'s play: {words} is not in the word list. The tiles go back, "
     "the turn is lost."},
    {Text::kYouChallengeUpheld,
     "Je betwist de zet van {player}: {words} staat niet in de woordenlijst. De stenen gaan terug, "
     "de beurt is verloren.",
     "You challenge {player}'s play: {words} is not in the word list. The tiles go back, the turn "
     "is lost."},
    {Text::kChallengeOfYours,
     "{challenger} betwist je zet: {words} staat niet in de woordenlijst. Je stenen komen terug en "
     "je beurt is verloren.",
     "{challenger} challenges your play: {words} is not in the word list. Your tiles come back and "
     "your turn is lost."},
    {Text::kYouChallengeFailed,
     "Je betwist de zet van {player}, maar alle woorden zijn goed: de zet blijft staan.",
     "You challenge {player}'s play, but every word is valid: the play stands."},
    {Text::kChallengeFailedPenalty, "Je krijgt {points} strafpunten.", "You lose {points} points."},
    {Text::kChallengeLostTurn, "Je verliest je beurt (ten onrechte betwist).",
     "You lose your turn (double challenge)."},
    {Text::kProtestUpheld,
     "Protest toegewezen: {words} staat niet in de woordenlijst. {player} neemt de stenen terug, "
     "krijgt {penalty} strafpunten en speelt opnieuw.",
     "Protest upheld: {words} is not in the word list. {player} takes the tiles back, loses "
     "{penalty} points and plays again."},
    {Text::kProtestRejected,
     "Protest afgewezen: alle woorden van {player} zijn goed. Er verandert niets.",
     "Protest rejected: all of {player}'s words are valid. Nothing changes."},

    // Hints.
    {Text::kHintHeader, "Beste zetten voor {rack} (score + waarde van de rest):",
     "Best moves for {rack} (score + value of the leave):"},
    {Text::kHintPlace, "{i}. {move} {score} punten, houdt {leave}",
     "{i}. {move} {score} points, keeps {leave}"},
    {Text::kHintExchange, "{i}. ruil {tiles}, houdt {leave}", "{i}. swap {tiles}, keeps {leave}"},
    {Text::kHintPass, "{i}. pas", "{i}. pass"},
    {Text::kHintNone, "Geen zetten gevonden.", "No moves found."},

    // Refusals of what was typed.
    {Text::kUnknownCommand,
     "Dat begrijp ik niet: \"{input}\". Een zet typ je als H8 trein (horizontaal) of 8H trein "
     "(verticaal); help toont alles.",
     "I don't understand \"{input}\". Type a move as H8 word (across) or 8H word (down); help "
     "shows everything."},
    {Text::kEmptyMove, "Na het vak hoort het woord, bv. {coord} trein.",
     "The word follows the square, e.g. {coord} word."},
    {Text::kBadCoordinate,
     "\"{coord}\" is geen vak op het bord: kolom A–O en rij 1–15; letter eerst = horizontaal (H8), "
     "getal eerst = verticaal (8H).",
     "\"{coord}\" is not a square: column A–O and row 1–15; letter first = across (H8), number "
     "first = down (8H)."},
    {Text::kBadLetter, "\"{char}\" is geen letter van dit spel.",
     "\"{char}\" is not a letter of this game."},
    {Text::kBlankNeedsLetter,
     "Na het vraagteken hoort de letter die de blanco voorstelt, bv. tre?in.",
     "The question mark is followed by the letter the blank stands for, e.g. tra?in."},
    {Text::kBadParens,
     "De haakjes kloppen niet: zet alleen letters die al op het bord liggen tussen haakjes, bv. "
     "t(re)in.",
     "The parentheses do not match: put only letters already on the board in them, e.g. t(ra)in."},
    {Text::kRunsOffBoard,
     "Het woord loopt van het bord af: vanaf {coord} is er plaats voor {room} letters.",
     "The word runs off the board: from {coord} there is room for {room} letters."},
    {Text::kThroughMismatch, "Op {square} ligt al een {board}, geen {typed}.",
     "{square} already holds {board}, not {typed}."},
    {Text::kThroughEmpty,
     "Op {square} ligt nog geen steen: tussen haakjes staan alleen letters die al op het bord "
     "liggen.",
     "{square} is empty: parentheses are only for letters already on the board."},
    {Text::kNothingPlaced, "Je legt geen enkele steen: alle letters liggen al op het bord.",
     "You place no tile: every letter is already on the board."},
    {Text::kNotOnRack,
     "Die stenen heb je niet: {missing} (je rek: {rack}). Een blanco typ je als ? met de letter, "
     "bv. tre?in.",
     "You do not have {missing} (your rack: {rack}). Type a blank as ? and its letter, e.g. "
     "tra?in."},
    {Text::kFirstMoveTooShort, "De eerste zet moet minstens {n} stenen hebben.",
     "The first move needs at least {n} tiles."},
    {Text::kSquareOccupied, "Op {square} ligt al een steen.", "{square} already holds a tile."},
    {Text::kInvalidWordRefused,
     "{words} staat niet in de woordenlijst. De zet telt niet; probeer iets anders (geen straf).",
     "{words} is not in the word list. The move does not count; try another (no penalty)."},
    {Text::kExchangeBagTooSmall,
     "Ruilen mag alleen als er minstens {min} stenen in de zak zitten; er zijn er nog {bag}. Leg "
     "een woord of pas.",
     "You may exchange only while the bag holds at least {min} tiles; it holds {bag}. Play a word "
     "or pass."},
    {Text::kExchangeNeedsTiles,
     "Welke stenen wil je ruilen? Bv. ruil EEU, ruil ? (een blanco) of ruil alles.",
     "Which tiles do you want to exchange? E.g. swap EEU, swap ? (a blank) or swap all."},
    {Text::kExchangeNotOnRack, "Die stenen heb je niet om te ruilen: {missing} (je rek: {rack}).",
     "You cannot exchange {missing}: you do not have it (your rack: {rack})."},
    {Text::kNothingToChallenge,
     "Er valt nu niets te betwisten: dat kan alleen direct na de zet van een tegenstander, vóór je "
     "eigen zet.",
     "There is nothing to challenge now: only an opponent's last play, before your own move."},
    {Text::kChallengeNotAllowed,
     "Bij {rules} worden foute woorden meteen geweigerd: betwisten is niet nodig.",
     "Under {rules} invalid words are refused at once: there is nothing to challenge."},
    {Text::kChallengeOwnPlay, "Je eigen zet kun je niet betwisten.",
     "You cannot challenge your own play."},
    {Text::kGameIsOver, "De partij is afgelopen. Typ blad, analyse, bewaar BESTAND of stop.",
     "The game is over. Type sheet, analysis, save FILE or quit."},
    {Text::kGameNotOver, "De analyse komt na de partij, als alle rekken bekend zijn.",
     "The analysis comes after the game, when every rack is known."},
    {Text::kUndoPracticeOnly,
     "Terugnemen kan alleen in de oefenmodus: start met letterzak play --oefen.",
     "Undo is for practice games only: start with letterzak play --practice."},
    {Text::kNothingToUndo, "Er is nog niets om terug te nemen.", "There is nothing to undo yet."},
    {Text::kBadNumber, "\"{text}\" is geen getal van 1 tot {max}.",
     "\"{text}\" is not a number from 1 to {max}."},
    {Text::kNeedFileName, "Geef een bestandsnaam, bv. {command} partij.gcg.",
     "Give a file name, e.g. {command} game.gcg."},
    {Text::kSaveFailed, "Kan {path} niet schrijven: {why}.", "Cannot write {path}: {why}."},
    {Text::kLoadReadFailed, "Kan {path} niet lezen: {why}.", "Cannot read {path}: {why}."},
    {Text::kLoadNotGcg, "{path} is geen leesbaar GCG-bestand ({why}). De huidige partij gaat door.",
     "{path} is not a readable GCG file ({why}). The current game goes on."},
    {Text::kLoadForeign,
     "{path} is niet met letterzak play gespeeld: de volgorde van de zak ontbreekt, dus verder "
     "spelen kan niet. De huidige partij gaat door.",
     "{path} was not played with letterzak play: the order of the bag is missing, so it cannot be "
     "continued. The current game goes on."},
    {Text::kLoadUnknownRules, "{path} gebruikt onbekende regels \"{rules}\".",
     "{path} uses unknown rules \"{rules}\"."},
    {Text::kLoadOtherReading,
     "{path} is gespeeld met {rules}, die de woordenlijst anders lezen; start letterzak "
     "play --rules {code} --laad {path}.",
     "{path} was played under {rules}, which reads the word list differently; start letterzak play "
     "--rules {code} --load {path}."},
    {Text::kLoadMismatch,
     "{path} klopt niet met de zak van die partij: {why}. De huidige partij gaat door.",
     "{path} does not fit the bag of its game: {why}. The current game goes on."},
    {Text::kLoadNoKey,
     "{path} is met een andere sleutel bewaard (door een andere gebruiker of op een andere "
     "computer), dus verder spelen kan niet. De huidige partij gaat door.",
     "{path} was sealed with another key (by another user or on another computer), so it cannot "
     "be continued. The current game goes on."},
    {Text::kLoadBadSetting,
     "In {path} is de instelling \"{setting}\" beschadigd ({why}), dus verder spelen kan niet. "
     "De huidige partij gaat door.",
     "In {path} the setting \"{setting}\" is damaged ({why}), so the game cannot be continued. "
     "The current game goes on."},
    {Text::kJuryMenu,
     "Jury (reglement 001 V-6). Wat doet de jury?\n"
     "  1  tijd    een speler extra tijd geven op de schaakklok\n"
     "Kies 1, of niets om terug te gaan:",
     "Jury (rules 001 V-6). What does the jury do?\n"
     "  1  time    give a player extra time on the chess clock\n"
     "Choose 1, or nothing to go back:"},
    {Text::kJuryWho, "Aan wie? {players}:", "To whom? {players}:"},
    {Text::kJuryHowLong,
     "Hoeveel extra tijd? In minuten (2) of minuten:seconden (1:30), hoogstens {max} minuten:",
     "How much extra time? In minutes (2) or minutes:seconds (1:30), at most {max} minutes:"},
    {Text::kJuryWhy, "Waarom? (mag leeg):", "Why? (may be empty):"},
    {Text::kJuryBadChoice, "De jury kan hier: 1 (tijd), niet \"{text}\".",
     "The jury can do here: 1 (time), not \"{text}\"."},
    {Text::kJuryBadPlayer, "Kies een speler van 1 tot {n}, niet \"{text}\".",
     "Choose a player from 1 to {n}, not \"{text}\"."},
    {Text::kJuryBadTime, "\"{text}\" is geen tijd: typ minuten (2) of minuten:seconden (1:30).",
     "\"{text}\" is not a time: type minutes (2) or minutes:seconds (1:30)."},
    {Text::kJuryNothing, "De jury doet niets.", "The jury does nothing."},
    {Text::kJuryExtraTimeGiven, "De jury geeft {name} {time} extra tijd; op de klok: {clock}.",
     "The jury gives {name} {time} extra time; on the clock: {clock}."},
    {Text::kWhyNoFile, "dat bestand bestaat niet", "there is no such file"},
    {Text::kWhyNoAccess, "geen toegang", "permission denied"},
    {Text::kWhyDirectory, "dat is een map", "that is a directory"},
    {Text::kRefusedOther, "Dat mag niet ({code}): {why}.", "Not allowed ({code}): {why}."},
    {Text::kRefusal, "{refusal}", "{refusal}"},

    // Starting the program.
    {Text::kBadRules, "Onbekende regels \"{rules}\" (bekend: {known}).",
     "Unknown rules \"{rules}\" (known: {known})."},
    {Text::kBadLevel, "Onbekend niveau \"{level}\" (bekend: {known}).",
     "Unknown level \"{level}\" (known: {known})."},
    {Text::kBadPlayers, "Bij {rules} speel je met {min} tot {max} spelers, niet {n}.",
     "{rules} is for {min} to {max} players, not {n}."},
    {Text::kBadPlayersExact, "Bij {rules} speel je met precies {min} spelers, niet {n}.",
     "{rules} is for exactly {min} players, not {n}."},
    {Text::kBadLang, "Onbekende taal \"{lang}\": kies nl of en.",
     "Unknown language \"{lang}\": choose nl or en."},
    {Text::kBadSetting, "Die instelling kan niet: {why}.", "That setting is not possible: {why}."},
    {Text::kBadClock, "De klok loopt 1 tot 180 minuten per speler, niet {minutes}.",
     "The clock runs 1 to 180 minutes a player, not {minutes}."},
    {Text::kLexiconFailed, "Kan de woordenlijst niet openen: {why}",
     "Cannot open the word list: {why}"},

    // The end of the game.
    {Text::kEndWentOut, "De partij is afgelopen: {name} is uit (rek leeg, zak leeg).",
     "The game is over: {name} went out (rack and bag empty)."},
    {Text::kEndWentOutOwn, "De partij is afgelopen: je bent uit (rek leeg, zak leeg).",
     "The game is over: you went out (rack and bag empty)."},
    {Text::kEndPassRun, "De partij is afgelopen: {n} beurten achter elkaar zonder score.",
     "The game is over: {n} scoreless turns in a row."},
    {Text::kEndFlag, "De partij is afgelopen: de tijd van {name} is om.",
     "The game is over: {name}'s time is up."},
    {Text::kEndFlagOwn, "De partij is afgelopen: je tijd is om.",
     "The game is over: your time is up."},
    {Text::kEndTotalTime, "De partij is afgelopen: de speeltijd is om.",
     "The game is over: the playing time is up."},
    {Text::kEndResigned, "De partij is afgelopen: {name} geeft op.",
     "The game is over: {name} resigns."},
    {Text::kEndResignedOwn, "De partij is afgelopen: je geeft op.",
     "The game is over: you resign."},
    {Text::kJuryHeader, "De jury controleert alle woorden:", "The jury checks every word:"},
    {Text::kJuryNone, "De jury vond geen foute woorden.", "The jury found no invalid words."},
    {Text::kJuryLine, "  beurt {turn}, {name}: {words} fout: −({score} + {penalty}) = {points}",
     "  turn {turn}, {name}: {words} invalid: −({score} + {penalty}) = {points}"},
    {Text::kFinalHeader, "Eindafrekening:", "Final arithmetic:"},
    {Text::kFinalSeat, "  {name} {played} gespeeld{parts} = {final}",
     "  {name} {played} played{parts} = {final}"},
    {Text::kFinalOwnRack, " − {points} eigen stenen ({rack})", " − {points} own tiles ({rack})"},
    {Text::kFinalGain, " + {points} stenen van {other} ({rack})",
     " + {points} {other}'s tiles ({rack})"},
    {Text::kFinalOvertime, " − {points} tijd", " − {points} overtime"},
    {Text::kFinalJury, " − {points} jury", " − {points} jury"},
    {Text::kWinner, "{name} wint met {points} verschil.", "{name} wins by {points}."},
    {Text::kWinnerOwn, "Je wint met {points} verschil!", "You win by {points}!"},
    {Text::kWinnerForfeit, "{name} wint; {loser} verliest door {why}.",
     "{name} wins; {loser} loses by {why}."},
    {Text::kWinnerForfeitOwn, "Je wint; {loser} verliest door {why}.",
     "You win; {loser} loses by {why}."},
    {Text::kLoserForfeitOwn, "{name} wint: je verliest door {why}.",
     "{name} wins: you lose by {why}."},
    {Text::kWhyResigned, "opgave", "resignation"},
    {Text::kWhyFlag, "tijdoverschrijding", "running out of time"},
    {Text::kDrawResult, "Gelijkspel!", "A draw!"},
    {Text::kOfferAnalysis, "Wil je de analyse van elke beurt zien? (j/n)",
     "Would you like the analysis of every turn? (y/n)"},

    // Analysis.
    {Text::kAnalysisHeader,
     "Analyse van elke beurt (score + waarde van de rest, volgens de computer):",
     "Analysis of every turn (score + value of the leave, by the computer):"},
    {Text::kAnalysisLine, "{turn} {name} {played} {verdict}", "{turn} {name} {played} {verdict}"},
    {Text::kAnalysisBest, "beter: {best} ({loss})", "better: {best} ({loss})"},
    {Text::kAnalysisIsBest, "= beste zet", "= best move"},
    {Text::kAnalysisSummary,
     "{name}: {best} van {turns} keer de beste zet, gemiddeld {loss} per beurt laten liggen.",
     "{name}: the best move {best} of {turns} times, {loss} a turn left on the table on average."},
    {Text::kAnalysisNone, "Er zijn geen beurten om te analyseren.",
     "There are no turns to analyse."},

    // Score sheet.
    {Text::kSheetTitle, "Wedstrijdformulier · {rules}", "Score sheet · {rules}"},
    {Text::kSheetCoordinates, "Letter eerst = horizontaal (H8), getal eerst = verticaal (8H).",
     "Letter first = across (H8), number first = down (8H), as on the Dutch score sheet."},
    {Text::kColTurn, "beurt", "turn"},
    {Text::kColPlayer, "speler", "player"},
    {Text::kColWord, "woord", "word"},
    {Text::kColPlace, "plaats", "square"},
    {Text::kColScore, "score", "score"},
    {Text::kSheetExchange, "ruil {n}", "swap {n}"},
    {Text::kSheetPass, "pas", "pass"},
    {Text::kSheetLostTurn, "beurt verloren", "turn lost"},
    {Text::kSheetBlankSwap, "blanco geruild", "blank swapped"},
    {Text::kSheetAdjWithdrawn, "beurt {turn} teruggenomen", "turn {turn} withdrawn"},
    {Text::kSheetAdjProtest, "protest toegewezen", "protest upheld"},
    {Text::kSheetAdjChallenged, "betwist: fout woord", "challenged off"},
    {Text::kSheetAdjFailedChallenge, "betwisting mislukt", "failed challenge"},
    {Text::kSheetAdjBonus, "bonus betwisting", "challenge bonus"},
    {Text::kSheetAdjJury, "jury, beurt {turn}", "jury, turn {turn}"},
    {Text::kSheetAdjTime, "tijdstraf", "time penalty"},
    {Text::kSheetAdjPenalty, "straf", "penalty"},
    {Text::kSheetEndRackGain, "stenen van de anderen ({rack})", "the others' tiles ({rack})"},
    {Text::kSheetEndRackOwn, "eigen stenen ({rack})", "own tiles ({rack})"},
    {Text::kSheetOvertime, "tijdoverschrijding", "overtime"},
    {Text::kSheetExtraTime, "extra tijd van de jury: {time}", "extra time from the jury: {time}"},
    {Text::kSheetEndLine, "— einde van de partij —", "— end of the game —"},
    {Text::kSheetInProgress, "De partij is nog bezig.", "The game is still going on."},

    // The settings of the game.
    {Text::kSettingBlankSwapThenPlay,
     "Huisregel: een blanco op het bord mag je ruilen voor de letter die hij voorstelt, en "
     "daarna speel je je beurt (blanco H8).",
     "House rule: you may swap a blank on the board for the letter it stands for, and then "
     "play your turn (blank H8)."},
    {Text::kSettingBlankSwapIsTurn,
     "Huisregel: een blanco op het bord mag je ruilen voor de letter die hij voorstelt; dat is "
     "je hele beurt (blanco H8).",
     "House rule: you may swap a blank on the board for the letter it stands for; that is your "
     "whole turn (blank H8)."},
    {Text::kSettingPlayOn, "Huisregel: wie uitgaat, stopt; de anderen spelen door.",
     "House rule: whoever goes out stops; the others play on."},
    {Text::kSettingVeto,
     "Huisregel: veto. Laat direct na een zet een zet op dezelfde vakjes zien die meer oplevert "
     "(veto H8 woord): de ander neemt zijn stenen terug.",
     "House rule: veto. Right after a play, show a play on the same squares that scores more "
     "(veto H8 word): the other takes the tiles back."},
    {Text::kSettingChallengePenalty, "Een mislukte betwisting kost {points} punten.",
     "A failed challenge costs {points} points."},
    {Text::kSettingClock, "Schaakklok: {minutes} minuten per speler.",
     "Chess clock: {minutes} minutes a player."},
    {Text::kSettingOvertimeLoss, "Wie door de tijd gaat, verliest de partij.",
     "Whoever runs out of time loses the game."},
    {Text::kSettingOvertimePenalty,
     "Door de tijd: {points} punten straf per begonnen minuut, en je speelt door.",
     "Over time: {points} points off per started minute, and play goes on."},
    {Text::kSettingOvertimePenaltyLimit,
     "Door de tijd: {points} punten straf per begonnen minuut; na {limit} minuten over de tijd "
     "verlies je.",
     "Over time: {points} points off per started minute; {limit} minutes over and you lose."},
    {Text::kSettingTotalTime,
     "Totale speeltijd: {minutes} minuten. Dan eindigt de partij en trekt ieder de eigen "
     "stenen af.",
     "Total playing time: {minutes} minutes. Then the game ends and everyone subtracts their "
     "own tiles."},
    {Text::kSwapBlankWhere, "Welke blanco? Bijvoorbeeld: blanco H8.",
     "Which blank? For example: blank H8."},
    {Text::kVetoWhat, "Welke zet laat je zien? Bijvoorbeeld: veto H8 woord.",
     "Which play do you show? For example: veto H8 word."},
    {Text::kBlankSwappedOwn, "Je ruilt de blanco op {square} voor de letter.",
     "You swap the blank on {square} for the letter."},
    {Text::kVetoTaken, "Veto: {name} neemt de stenen terug en speelt opnieuw.",
     "Veto: {name} takes the tiles back and plays again."},

    // Help.
    {Text::kHelp,
     "Zo speel je (coördinaten als op het Nederlandse wedstrijdformulier):\n"
     "  H8 trein      leg TREIN horizontaal vanaf H8 (letter eerst = →)\n"
     "  8H trein      leg TREIN verticaal vanaf H8 (getal eerst = ↓)\n"
     "  H8 tre?in     een blanco: ? en dan de letter die hij voorstelt\n"
     "  H8 t(re)in    letters die al op het bord liggen: tussen haakjes,\n"
     "                gewoon meetypen of weglaten (H8 tin)\n"
     "  ruil EEU      stenen ruilen (ruil ? voor een blanco, ruil alles)\n"
     "  pas           je beurt overslaan\n"
     "{challenge}"
     "  tip [N]       de N beste zetten volgens de computer (standaard 5)\n"
     "  blad          het wedstrijdformulier     schud   je rek schudden\n"
     "  bewaar BESTAND, laad BESTAND   de partij bewaren of laden (GCG)\n"
     "  opgeven       de partij opgeven          bord    opnieuw tekenen\n"
     "{practice}"
     "{jury}"
     "  stop          stoppen                    help    deze uitleg\n"
     "Vakken: 3W = 3× woordwaarde (rood), 2W = 2× woordwaarde (roze),\n"
     "        3L = 3× letterwaarde (blauw), 2L = 2× letterwaarde (lichtblauw).\n"
     "De laatste zet is groen; een blanco staat als kleine letter op het bord.",
     "How to play (coordinates as on the Dutch score sheet):\n"
     "  H8 train      play TRAIN across from H8 (letter first = →)\n"
     "  8H train      play TRAIN down from H8 (number first = ↓)\n"
     "  H8 tra?in     a blank: ? and then the letter it stands for\n"
     "  H8 t(ra)in    letters already on the board: in parentheses,\n"
     "                typed plainly, or left out (H8 tin)\n"
     "  swap EEU      exchange tiles (swap ? for a blank, swap all)\n"
     "  pass          pass your turn\n"
     "{challenge}"
     "  hint [N]      the computer's N best moves (5 unless you say)\n"
     "  sheet         the score sheet            shuffle  shuffle your rack\n"
     "  save FILE, load FILE   save or load the game (GCG)\n"
     "  resign        resign the game            board    redraw\n"
     "{practice}"
     "{jury}"
     "  quit          stop playing               help     this text\n"
     "Squares: 3W = triple word (red), 2W = double word (pink),\n"
     "         3L = triple letter (blue), 2L = double letter (light blue).\n"
     "The last move is green; a blank shows as a lower-case letter on the board."},
    {Text::kHelpJury, "  jury          de jury: een speler extra tijd geven (001 V-6)\n",
     "  jury          the jury: give a player extra time (001 V-6)\n"},
    {Text::kHelpChallenge, "  betwist       de laatste zet van de tegenstander betwisten\n",
     "  challenge     challenge the opponent's last play\n"},
    {Text::kHelpProtest,
     "  protest       protest tegen een (bewust) fout woord: fout = −{penalty} voor de legger\n",
     "  protest       protest a (deliberately) invalid word: invalid = −{penalty} for its "
     "player\n"},
    {Text::kHelpNoChallenge, "                foute woorden worden meteen geweigerd\n",
     "                invalid words are refused at once\n"},
    {Text::kHelpPractice, "  terug         je laatste beurt terugnemen (oefenmodus)\n",
     "  undo          take back your last turn (practice)\n"},
};

const std::array<const Entry*, static_cast<std::size_t>(Text::kCount)>& index() {
    static const auto table = [] {
        std::array<const Entry*, static_cast<std::size_t>(Text::kCount)> t{};
        for (const Entry& e : kEntries) t[static_cast<std::size_t>(e.id)] = &e;
        return t;
    }();
    return table;
}

// Fills {name} placeholders by hand: fmt would throw on a missing argument, and a typo in a
// catalogue entry must never crash a game. "{{" and "}}" stand for braces, as in fmt.
std::string fill(std::string_view tmpl,
                 const std::vector<std::pair<std::string, std::string>>& args) {
    std::string out;
    out.reserve(tmpl.size() + 32);
    for (std::size_t i = 0; i < tmpl.size(); ++i) {
        const char c = tmpl[i];
        if (c == '{' && i + 1 < tmpl.size() && tmpl[i + 1] == '{') {
            out += '{';
            ++i;
            continue;
        }
        if (c == '}' && i + 1 < tmpl.size() && tmpl[i + 1] == '}') {
            out += '}';
            ++i;
            continue;
        }
        if (c != '{') {
            out += c;
            continue;
        }
        const std::size_t close = tmpl.find('}', i);
        if (close == std::string_view::npos) {
            out += tmpl.substr(i);
            break;
        }
        const std::string_view name = tmpl.substr(i + 1, close - i - 1);
        bool found = false;
        for (const auto& [key, value] : args) {
            if (key == name) {
                out += value;
                found = true;
                break;
            }
        }
        if (!found) out += tmpl.substr(i, close - i + 1);
        i = close;
    }
    return out;
}

// The shared refusal sentences, read once from the embedded table (refusal_texts.hpp).
struct Refusal {
    std::string code, nl, en;
};

const std::vector<Refusal>& refusals() {
    static const std::vector<Refusal> table = [] {
        std::vector<Refusal> out;
        std::string_view rest = refusal_table();
        while (!rest.empty()) {
            const std::size_t end = rest.find('\n');
            const std::string_view line = rest.substr(0, end);
            rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
            if (line.empty() || line.front() == '#') continue;
            const std::size_t a = line.find('\t');
            const std::size_t b = a == std::string_view::npos ? a : line.find('\t', a + 1);
            if (b == std::string_view::npos) continue;
            out.push_back({std::string(line.substr(0, a)),
                           std::string(line.substr(a + 1, b - a - 1)),
                           std::string(line.substr(b + 1))});
        }
        return out;
    }();
    return table;
}

}  // namespace

std::optional<Lang> lang_by_name(std::string_view name) {
    std::string n;
    for (char c : name) n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (n == "nl" || n == "dutch" || n == "nederlands" || n == "nl_nl") return Lang::kNl;
    if (n == "en" || n == "english" || n == "engels" || n == "en_gb" || n == "en_us")
        return Lang::kEn;
    return std::nullopt;
}

std::string_view template_of(Text id, Lang lang) {
    const auto i = static_cast<std::size_t>(id);
    if (i >= index().size() || index()[i] == nullptr) return {};
    return lang == Lang::kNl ? index()[i]->nl : index()[i]->en;
}

struct RulesName {
    std::string_view code;
    Text text;
};

constexpr RulesName kRulesNames[] = {
    {"tournament", Text::kRulesTournament}, {"box", Text::kRulesBox},
    {"box-ij", Text::kRulesBoxIj},          {"woordspel", Text::kRulesWoordspel},
    {"english", Text::kRulesEnglish},
};

std::string rules_name(std::string_view code, Lang lang) {
    for (const RulesName& r : kRulesNames)
        if (r.code == code) return std::string(template_of(r.text, lang));
    return std::string(code);
}

std::string render(const Message& message, Lang lang) {
    std::vector<std::pair<std::string, std::string>> args = message.args;
    for (auto& [key, value] : args) {
        if (key == "rules") value = rules_name(value, lang);
        if (key == "refusal") value = refusal_sentence(value, lang);
    }
    return fill(template_of(message.id, lang), args);
}

std::string points_text(int n, Lang lang) {
    return render(
        n == 1 ? Message(Text::kPointsOne) : Message(Text::kPointsMany, {{"n", std::to_string(n)}}),
        lang);
}

std::string tiles_count_text(int n, Lang lang) {
    return render(
        n == 1 ? Message(Text::kTilesOne) : Message(Text::kTilesMany, {{"n", std::to_string(n)}}),
        lang);
}

std::string refusal_sentence(std::string_view code, Lang lang) {
    for (const Refusal& r : refusals())
        if (r.code == code) return lang == Lang::kNl ? r.nl : r.en;
    return {};
}

std::optional<Message> refusal_message(std::string_view code) {
    for (const Refusal& r : refusals())
        if (r.code == code) return Message(Text::kRefusal, {{"refusal", r.code}});
    return std::nullopt;
}

}  // namespace letterzak::tui
