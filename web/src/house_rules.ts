// The settings a table agrees on before a game (SPEC §4, issue 19), in the lobby's form under
// "Huisregels / instellingen" (closed by default), and the same settings said in words on the
// game page (the rule summary). The server checks every value (src/server/new_game_request):
// this form only offers what the rule set has — the house rules of seed 002 and the failed-
// challenge penalty for the box rules, the overtime rate and limit with a chess clock and
// overtime "penalty", the total playing time of 001 IV-1d for every rule set.

import type { RuleInfo } from "./api";
import { h, toggleOnClick } from "./dom";
import { lang, t } from "./i18n";

export interface HouseRulesDraft {
  open: boolean;
  blankSwap: "off" | "then_play" | "is_turn";
  playOn: boolean;
  veto: boolean;
  challengePenalty: number;
  penaltyPerMinute: number;
  overtimeLimit: number;
  totalMinutes: number;
}

export function newHouseRules(): HouseRulesDraft {
  return { open: false, blankSwap: "off", playOn: false, veto: false, challengePenalty: 0, penaltyPerMinute: 10, overtimeLimit: 0, totalMinutes: 0 };
}

// The clock the rest of the form chose.
export interface ClockDraft {
  minutes: number; // 0: no chess clock
  overtime: string; // "loss" | "penalty"
}

// The settings as a game shows them (GameView.settings).
export interface GameSettings {
  blank_swap: string;
  play_on_after_out: boolean;
  veto: boolean;
  failed_challenge_penalty: number;
  clock: {
    chess_clock: boolean;
    per_player_ms: number;
    overtime: string;
    penalty_per_minute: number;
    overtime_limit_ms: number;
    total_game_ms: number;
  };
}

const texts = {
  nl: {
    section: "Huisregels / instellingen",
    blankSwap: "Blanco op het bord ruilen voor de letter",
    blankOff: "niet",
    blankThenPlay: "ja, en daarna je beurt spelen",
    blankIsTurn: "ja, en dat is je beurt",
    playOn: "Na het uitgaan spelen de anderen door",
    veto: "Vetoregel (een betere zet op dezelfde vakjes)",
    challengePenalty: "Straf voor een mislukte betwisting (punten)",
    penaltyPerMinute: "Straf per begonnen minuut over de tijd (punten)",
    overtimeLimit: "Verloren na zoveel minuten over de tijd (0: nooit)",
    totalMinutes: "Totale speeltijd in minuten (0: geen)",
    summaryTitle: "Afspraken",
    sumBlankThenPlay: "Huisregel: een blanco op het bord mag je ruilen voor zijn letter, en daarna speel je je beurt.",
    sumBlankIsTurn: "Huisregel: een blanco op het bord mag je ruilen voor zijn letter; dat is je beurt.",
    sumPlayOn: "Huisregel: wie uitgaat stopt; de anderen spelen door.",
    sumVeto: "Huisregel: veto — direct na een zet mag je een betere zet op dezelfde vakjes laten zien.",
    sumChallenge: (p: number) => `Een mislukte betwisting kost ${p} punten.`,
    sumClock: (m: number) => `Schaakklok: ${m} minuten per speler.`,
    sumLoss: "Door de tijd gaan is de partij verliezen.",
    sumPenalty: (p: number, limit: number) =>
      `Over de tijd: ${p} punten straf per begonnen minuut` + (limit > 0 ? `; na ${limit} minuten verloren.` : ", en je speelt door."),
    sumTotal: (m: number) => `Totale speeltijd: ${m} minuten; daarna trekt ieder de eigen stenen af.`,
  },
  en: {
    section: "House rules / settings",
    blankSwap: "Swap a blank on the board for its letter",
    blankOff: "no",
    blankThenPlay: "yes, then play your turn",
    blankIsTurn: "yes, and that is your turn",
    playOn: "After someone goes out the others play on",
    veto: "Veto rule (a better play on the same squares)",
    challengePenalty: "Penalty for a failed challenge (points)",
    penaltyPerMinute: "Penalty per started minute over time (points)",
    overtimeLimit: "Lost after this many minutes over time (0: never)",
    totalMinutes: "Total playing time in minutes (0: none)",
    summaryTitle: "Agreements",
    sumBlankThenPlay: "House rule: you may swap a blank on the board for its letter, then play your turn.",
    sumBlankIsTurn: "House rule: you may swap a blank on the board for its letter; that is your turn.",
    sumPlayOn: "House rule: whoever goes out stops; the others play on.",
    sumVeto: "House rule: veto — right after a play you may show a better one on the same squares.",
    sumChallenge: (p: number) => `A failed challenge costs ${p} points.`,
    sumClock: (m: number) => `Chess clock: ${m} minutes a player.`,
    sumLoss: "Running out of time loses the game.",
    sumPenalty: (p: number, limit: number) =>
      `Over time: ${p} points off per started minute` + (limit > 0 ? `; lost after ${limit} minutes.` : ", and play goes on."),
    sumTotal: (m: number) => `Total playing time: ${m} minutes; then everyone subtracts their own tiles.`,
  },
};

const tx = () => texts[lang() === "en" ? "en" : "nl"];

function numberField(label: string, value: number, min: number, max: number, testid: string, set: (n: number) => void): HTMLElement {
  return h(
    "label.field",
    {},
    h("span", {}, label),
    h("input", {
      type: "number",
      min,
      max,
      step: 1,
      value: String(value),
      "data-testid": testid,
      oninput: (e: Event) => set(Math.trunc(Number((e.target as HTMLInputElement).value) || 0)),
    }),
  );
}

// A check box with its label (the section's, and the tournament form's own choices).
export function checkField(label: string, value: boolean, testid: string, set: (b: boolean) => void): HTMLElement {
  return h(
    "label.field.check",
    {},
    h("input", { type: "checkbox", checked: value, "data-testid": testid, onchange: (e: Event) => set((e.target as HTMLInputElement).checked) }),
    h("span", {}, label),
  );
}

// The choice of what running out of time means, for a form with a chess clock (the lobby's and
// the new tournament's); `set` gets "loss" or "penalty" (the form redraws: the rate and the
// limit show only with "penalty").
export function overtimeField(clock: ClockDraft, set: (overtime: string) => void): HTMLElement | null {
  if (clock.minutes <= 0) return null;
  return h(
    "label.field",
    {},
    h("span", {}, t().overtime),
    h(
      "select",
      { "data-testid": "overtime", onchange: (e: Event) => set((e.target as HTMLSelectElement).value) },
      h("option", { value: "loss", selected: clock.overtime === "loss" }, t().overtimeLoss),
      h("option", { value: "penalty", selected: clock.overtime === "penalty" }, t().overtimePenalty),
    ),
  );
}

// The section of the form: closed unless the person opened it.
export function houseRulesSection(draft: HouseRulesDraft, rule: RuleInfo, clock: ClockDraft): HTMLElement {
  const x = tx();
  const box = rule.house_rules
    ? [
        h(
          "label.field",
          {},
          h("span", {}, x.blankSwap),
          h(
            "select",
            { "data-testid": "blank-swap", onchange: (e: Event) => (draft.blankSwap = (e.target as HTMLSelectElement).value as HouseRulesDraft["blankSwap"]) },
            h("option", { value: "off", selected: draft.blankSwap === "off" }, x.blankOff),
            h("option", { value: "then_play", selected: draft.blankSwap === "then_play" }, x.blankThenPlay),
            h("option", { value: "is_turn", selected: draft.blankSwap === "is_turn" }, x.blankIsTurn),
          ),
        ),
        checkField(x.playOn, draft.playOn, "play-on", (b) => (draft.playOn = b)),
        checkField(x.veto, draft.veto, "veto", (b) => (draft.veto = b)),
      ]
    : [];
  const challenge = rule.failed_challenge_penalty
    ? numberField(x.challengePenalty, draft.challengePenalty, 0, 100, "challenge-penalty", (n) => (draft.challengePenalty = n))
    : null;
  const overtime =
    clock.minutes > 0 && clock.overtime === "penalty"
      ? [
          numberField(x.penaltyPerMinute, draft.penaltyPerMinute, 1, 100, "penalty-per-minute", (n) => (draft.penaltyPerMinute = n)),
          numberField(x.overtimeLimit, draft.overtimeLimit, 0, 60, "overtime-limit", (n) => (draft.overtimeLimit = n)),
        ]
      : [];
  const details = h(
    "details.house-rules",
    { open: draft.open, "data-testid": "house-rules" },
    h("summary", { onclick: toggleOnClick((open) => (draft.open = open)) }, x.section),
    box,
    challenge,
    overtime,
    numberField(x.totalMinutes, draft.totalMinutes, 0, 600, "total-minutes", (n) => (draft.totalMinutes = n)),
  );
  return details;
}

// The request's "settings" and "clock" for the draft (absent where nothing is chosen).
export function houseRulesRequest(draft: HouseRulesDraft, rule: RuleInfo, clock: ClockDraft): { settings?: object; clock: object | null } {
  const out: { settings?: object; clock: object | null } = { clock: null };
  if (rule.house_rules || rule.failed_challenge_penalty) {
    const settings: Record<string, unknown> = {};
    if (rule.house_rules) Object.assign(settings, { blank_swap: draft.blankSwap, play_on_after_out: draft.playOn, veto: draft.veto });
    if (rule.failed_challenge_penalty) settings.failed_challenge_penalty = draft.challengePenalty;
    out.settings = settings;
  }
  const c: Record<string, unknown> = {};
  if (clock.minutes > 0) {
    Object.assign(c, { minutes: clock.minutes, overtime: clock.overtime });
    if (clock.overtime === "penalty") Object.assign(c, { penalty_per_minute: draft.penaltyPerMinute, overtime_limit_minutes: draft.overtimeLimit });
  }
  if (draft.totalMinutes > 0) c.total_minutes = draft.totalMinutes;
  out.clock = Object.keys(c).length > 0 ? c : null;
  return out;
}

// The rule summary: the settings in sentences (none for a game played as the rule set is).
export function settingsSummary(s: GameSettings | undefined): string[] {
  if (!s) return [];
  const x = tx();
  const lines: string[] = [];
  if (s.blank_swap === "then_play") lines.push(x.sumBlankThenPlay);
  if (s.blank_swap === "is_turn") lines.push(x.sumBlankIsTurn);
  if (s.play_on_after_out) lines.push(x.sumPlayOn);
  if (s.veto) lines.push(x.sumVeto);
  if (s.failed_challenge_penalty !== 0) lines.push(x.sumChallenge(s.failed_challenge_penalty));
  const minute = 60_000;
  if (s.clock.chess_clock) {
    lines.push(x.sumClock(Math.round(s.clock.per_player_ms / minute)));
    lines.push(s.clock.overtime === "penalty" ? x.sumPenalty(s.clock.penalty_per_minute, Math.round(s.clock.overtime_limit_ms / minute)) : x.sumLoss);
  }
  if (s.clock.total_game_ms > 0) lines.push(x.sumTotal(Math.round(s.clock.total_game_ms / minute)));
  return lines;
}
