// Replay on the board: a game step by step — after each turn the board as it stood, whose turn
// it was, the rack, the move and its score, the leave (what stayed on the rack) and, for a
// finished game of this server, the best moves the engine found. The same view opens a GCG
// file from disk (gcg.ts reads it), so a game from another program is stepped through alike.

import { api, bestMoveText, type Analysis, type BoardTile, type GameView, type RuleInfo } from "./api";
import { renderBoard } from "./board";
import { showPanel } from "./dialogs";
import { h, replace } from "./dom";
import { t } from "./i18n";

export interface ReplayStep {
  player: string;
  rack: string | null; // null: not known to this viewer
  move: string; // as shown: "H8 TREIN", "ruilt 3", "past"
  score: number;
  total: number;
  tiles: BoardTile[]; // the tiles this turn put on the board
  removes: number | null; // a withdrawn move: the index of the step whose tiles come off
  exchanged: string | null;
  number: number; // the turn number the analysis uses (0: none; a GCG's steps: its turn lines, 1, 2, …)
}

export interface Replay {
  title: string;
  steps: ReplayStep[];
  analysis: Analysis | null;
}

// What stayed on the rack: the rack less the tiles played (a blank as "?") or exchanged.
export function leaveOf(step: ReplayStep): string | null {
  if (step.rack === null) return null;
  const left = step.rack.split("");
  const used = step.exchanged !== null ? step.exchanged.split("") : step.tiles.map((x) => (x.blank ? "?" : x.letter));
  for (const u of used) {
    const i = left.indexOf(u);
    if (i >= 0) left.splice(i, 1);
  }
  return left.join("");
}

// The board after `upTo` steps (0: empty).
export function boardAfter(steps: ReplayStep[], upTo: number): BoardTile[] {
  const on = new Map<number, BoardTile>();
  for (let i = 0; i < upTo && i < steps.length; ++i) {
    const s = steps[i];
    if (s.removes !== null) for (const x of steps[s.removes]?.tiles ?? []) on.delete(x.sq);
    for (const x of s.tiles) on.set(x.sq, x);
  }
  return [...on.values()];
}

// A game of this server as the viewer may see it: own racks, or every rack once it is over.
export function replayOfGame(v: GameView): Replay {
  const totals = v.seats.map(() => 0);
  const steps: ReplayStep[] = v.turns.map((turn) => {
    totals[turn.seat] += turn.withdrawn ? 0 : turn.score;
    const move =
      turn.kind === "place"
        ? turn.move ?? ""
        : turn.kind === "exchange"
          ? t().exchanged(turn.exchanged ?? 0)
          : turn.kind === "pass"
            ? t().passed
            : t().kinds[turn.kind] ?? turn.kind;
    return {
      player: v.seats[turn.seat]?.name ?? "",
      rack: turn.rack ? turn.rack.join("") : null,
      move: turn.withdrawn ? `${move} (${t().withdrawn})` : move,
      score: turn.withdrawn ? 0 : turn.score,
      total: totals[turn.seat],
      tiles: turn.withdrawn ? [] : turn.tiles ?? [],
      removes: null,
      exchanged: turn.exchanged_tiles ? turn.exchanged_tiles.join("") : null,
      number: turn.number,
    };
  });
  return { title: v.seats.map((s) => s.name).join(" – "), steps, analysis: null };
}

export async function showReplay(v: GameView, rules: RuleInfo): Promise<void> {
  const replay = replayOfGame(v);
  if (v.status === "finished") {
    try {
      replay.analysis = await api.analysis(v.id);
    } catch {
      replay.analysis = null; // the board and the racks still replay
    }
  }
  await showReplaySteps(replay, rules);
}

// The server's analysis of a record (api.analyseRecord) lists the turns the referee made of the
// record's turn lines, in order, under the game's own turn numbers: the record's n-th turn line
// is the analysis's n-th placement, exchange or pass.
export function alignRecordAnalysis(replay: Replay, analysis: Analysis): void {
  const turns = analysis.turns.filter((x) => x.played.kind === "place" || x.played.kind === "exchange" || x.played.kind === "pass");
  for (const step of replay.steps) if (step.number > 0) step.number = turns[step.number - 1]?.number ?? 0;
  replay.analysis = analysis;
}

// `pending`: an analysis still being worked out (a record from disk); the steps show at once
// and the best moves join them when it arrives.
export async function showReplaySteps(replay: Replay, rules: RuleInfo, pending?: Promise<Analysis>): Promise<void> {
  let at = replay.steps.length;
  let analysing = pending !== undefined;
  let failed = false;
  const box = h("div.replay", { "data-testid": "replay" });
  const draw = () => {
    const step = at > 0 ? replay.steps[at - 1] : null;
    const last = new Set((step?.tiles ?? []).map((x) => x.sq));
    const analysed = step ? replay.analysis?.turns.find((x) => x.number === step.number && step.number > 0) : undefined;
    const rack = step?.rack ?? (analysed ? analysed.rack.join("") : null);
    const leave = step ? leaveOf({ ...step, rack }) : null;
    const button = (label: string, testid: string, to: number, enabled: boolean) =>
      h("button", { type: "button", "data-testid": testid, disabled: !enabled, onclick: () => ((at = to), draw()) }, label);
    replace(
      box,
      h("p.replay-title", { "data-testid": "replay-title", "aria-live": "polite" }, t().replayTitle(at, replay.steps.length)),
      h(
        "div.replay-body",
        {},
        h("div.replay-board", {}, renderBoard({ rules, tiles: boardAfter(replay.steps, at), tentative: new Map(), last, cursor: null })),
        h(
          "div.replay-info",
          {},
          step
            ? h(
                "dl",
                { "data-testid": "replay-step" },
                h("dt", {}, t().player),
                h("dd", {}, step.player),
                rack !== null ? [h("dt", {}, t().rack), h("dd.rack-text", { "data-testid": "replay-rack" }, rack)] : null,
                h("dt", {}, t().played),
                h("dd", {}, `${step.move}${step.tiles.length ? ` (${step.score})` : ""}`),
                leave !== null ? [h("dt", {}, t().replayLeave), h("dd.rack-text", { "data-testid": "replay-leave" }, leave || "—")] : null,
                h("dt", {}, t().total),
                h("dd", {}, String(step.total)),
              )
            : null,
          analysed && analysed.best.length
            ? h(
                "div.replay-best",
                { "data-testid": "replay-best" },
                h("h3", {}, t().replayBest),
                h("ol", {}, analysed.best.slice(0, 5).map((b) => h("li", {}, bestMoveText(b)))),
                h("p.small", {}, t().bestExplained),
              )
            : analysing
              ? h("p.small", { "data-testid": "replay-analysing" }, t().replayAnalysing)
              : failed
                ? h("p.small", { "data-testid": "replay-no-analysis" }, t().replayNoAnalysis)
                : null,
        ),
      ),
      h(
        "div.replay-buttons",
        {},
        button(t().replayStart, "replay-start", 0, at > 0),
        button(t().replayPrev, "replay-prev", at - 1, at > 0),
        button(t().replayNext, "replay-next", at + 1, at < replay.steps.length),
        button(t().replayEnd, "replay-end", replay.steps.length, at < replay.steps.length),
      ),
    );
  };
  // Arrows step through the game while the replay is open.
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).closest("input, select, textarea")) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: replay.steps.length }[e.key];
    if (to === undefined || to < 0 || to > replay.steps.length) return;
    e.preventDefault();
    at = to;
    draw();
  };
  draw();
  pending
    ?.then((analysis) => alignRecordAnalysis(replay, analysis))
    .catch(() => (failed = true))
    .finally(() => {
      analysing = false;
      draw();
    });
  document.addEventListener("keydown", onKey, true);
  try {
    await showPanel(`${t().replay}: ${replay.title}`, box, "replay-panel");
  } finally {
    document.removeEventListener("keydown", onKey, true);
  }
}

