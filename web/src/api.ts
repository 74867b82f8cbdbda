// The server's JSON API as the board uses it (README "API"), and where seat tokens are kept:
// in this browser's localStorage, per game. A token never goes into a URL the server sees,
// except the WebSocket address (a browser cannot set headers there).

import type { GameSettings } from "./house_rules";
import { lang, t } from "./i18n";

export interface BoardTile {
  sq: number;
  square: string;
  letter: string;
  blank: boolean;
}

export interface SeatView {
  seat: number;
  name: string;
  type: "human" | "computer";
  level?: string;
  score: number;
  rack_count: number;
  rack?: string[];
  clock_ms?: number;
  out: boolean;
}

export interface TurnView {
  number: number;
  seat: number;
  kind: "place" | "exchange" | "pass" | "lost_turn" | "blank_swap";
  score: number;
  withdrawn: boolean;
  at: number;
  move?: string;
  move_gcg?: string;
  coordinate?: string;
  word?: string;
  words?: string[];
  tiles?: BoardTile[];
  exchanged?: number;
  exchanged_tiles?: string[];
  rack?: string[];
}

export interface Adjustment {
  seat: number;
  points: number;
  kind: string;
  turn: number;
  words: string[];
  after_end: boolean;
  note?: string;
}

export interface SeatResult {
  play_score: number;
  end_racks: number;
  overtime: number;
  raw: number;
  jury: number;
  final: number;
  spread: number;
  match_points: number;
  outcome: "win" | "draw" | "loss";
  forfeited: boolean;
}

export interface GameResult {
  end: string;
  decided_by: number | null;
  winner: number | null;
  knockout_tiebreak: boolean;
  seats: SeatResult[];
}

export interface GameView {
  id: string;
  version: number;
  rules: string;
  status: "in_progress" | "awaiting_jury" | "finished";
  end_reason: string;
  viewer: number | null;
  to_move: number;
  turn_number: number;
  starter: number;
  bag: number;
  exchange_min_bag: number;
  challenge_mode: "jury" | "single" | "refuse" | "double";
  board: BoardTile[];
  seats: SeatView[];
  clock: { chess_clock: boolean; per_player_ms: number; running: number | null; paused: boolean; waiting_for_players?: boolean; as_of: number };
  unseen: Record<string, number>;
  turns: TurnView[];
  adjustments: Adjustment[];
  challengeable: { turn: number; number: number; seat: number } | null;
  can_challenge: boolean;
  result: GameResult | null;
  settings?: GameSettings; // the table's agreements (house rules, clock): house_rules.ts
}

export interface RuleInfo {
  name: string;
  label_nl: string;
  label_en: string;
  min_players: number;
  max_players: number;
  rack_size: number;
  exchange_min_bag: number;
  first_move_min_tiles: number;
  challenge: string;
  clock_minutes: number;
  house_rules: boolean; // takes the house rules of seed 002 (box, box-ij)
  failed_challenge_penalty: boolean; // a failed challenge may cost points (box, box-ij)
  tiles: Record<string, { value: number; count: number }>;
  layout: { name: string; center: number; premiums: string[] };
}

export interface Catalogue {
  rules: RuleInfo[];
  default_rules: string;
  computers: Array<{ level: string; label_nl: string; label_en: string }>;
  default_level: string;
}

export interface Preview {
  legal: boolean;
  score?: number;
  words?: Array<{ word: string; score: number }>;
  bingo?: boolean;
  move?: string;
  your_turn?: boolean;
  error?: string;
  message?: string;
}

export interface GameSummary {
  id: string;
  rules: string;
  status: string;
  created_at: number;
  updated_at: number;
  turn_number: number;
  to_move: number;
  seats: Array<{ name: string; type: string; level?: string; score: number }>;
  result?: GameResult;
  open_seats?: number[]; // the public lobby's list: human seats nobody has taken yet
}

export interface PlacedTile {
  square: number;
  letter: string;
  blank: boolean;
}

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

// A request body sent as it is (a GCG record), not as JSON.
export class PlainText {
  constructor(readonly text: string) {}
}

// One JSON request; a refusal becomes an ApiError with the server's code and message.
export async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers["Authorization"] = `Bearer ${token}`;
  const plain = body instanceof PlainText;
  if (body !== undefined) headers["Content-Type"] = plain ? "text/plain; charset=utf-8" : "application/json";
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : plain ? body.text : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, "network", "no connection");
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const e = (data ?? {}) as { error?: string; message?: string };
    throw new ApiError(res.status, e.error ?? "http_" + res.status, e.message ?? res.statusText);
  }
  return data as T;
}

export const api = {
  catalogue: () => call<Catalogue>("GET", "/api/rules"),
  // The public lobby: "open" invitations, "live" games, "finished" ones; `before` is the previous page's `next`.
  list: (status = "all", before: string | null = null) =>
    call<{ games: GameSummary[]; next: string | null }>(
      "GET",
      `/api/games?status=${status}&limit=25${before ? `&before=${encodeURIComponent(before)}` : ""}`,
    ),
  create: (body: unknown) =>
    call<{ id: string; seats: Array<{ seat: number; name: string; type: string; token?: string }>; game: GameView }>(
      "POST",
      "/api/games",
      undefined,
      body,
    ),
  view: (id: string, token?: string) => call<GameView>("GET", `/api/games/${id}`, token),
  // The lobby's "Meedoen": an open seat of a public game, with its new token (the seat is the
  // signed-in account's too).
  take: (id: string) => call<{ id: string; seat: number; name: string; token: string }>("POST", `/api/games/${id}/take`),
  join: (id: string, token: string) => call<{ seat: number; name: string; game: GameView }>("POST", `/api/games/${id}/join`, token),
  move: (id: string, token: string, body: unknown) => call<{ ok: boolean; game: GameView }>("POST", `/api/games/${id}/move`, token, body),
  preview: (id: string, token: string, tiles: PlacedTile[]) => call<Preview>("POST", `/api/games/${id}/preview`, token, { tiles }),
  challenge: (id: string, token: string) =>
    call<{ ok: boolean; game: GameView; challenge: { valid: boolean; invalid_words: string[] } }>(
      "POST",
      `/api/games/${id}/challenge`,
      token,
    ),
  resign: (id: string, token: string) => call<{ ok: boolean; game: GameView }>("POST", `/api/games/${id}/resign`, token),
  scoreSheet: (id: string) => call<ScoreSheet>("GET", `/api/games/${id}/scoresheet`),
  analysis: (id: string) => call<Analysis>("GET", `/api/games/${id}/analysis`),
  // A GCG record from disk, analysed by the server as its own games are.
  analyseRecord: (gcg: string) => call<Analysis>("POST", "/api/records/analysis", undefined, new PlainText(gcg)),
  // "Is dit een woord?" (casual games only: under tournament rules the server refuses).
  wordCheck: (id: string, token: string, word: string) =>
    call<{ word: string; valid: boolean }>("GET", `/api/games/${id}/word?w=${encodeURIComponent(word)}`, token),
  async download(id: string, what: "gcg" | "scoresheet", token?: string): Promise<{ name: string; blob: Blob }> {
    // The score sheet's text is in the board's language (the server prints it in nl or en).
    const path = what === "gcg" ? `/api/games/${id}/gcg` : `/api/games/${id}/scoresheet?format=text&lang=${lang()}`;
    const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new ApiError(res.status, "download", res.statusText);
    const disposition = res.headers.get("Content-Disposition") ?? "";
    const m = /filename="([^"]+)"/.exec(disposition);
    return { name: m ? m[1] : `letterzak-${id}.txt`, blob: await res.blob() };
  },
};

export interface ScoreSheetLine {
  kind: string;
  seat: number;
  player: string;
  turn?: number;
  word?: string;
  coordinate?: string;
  other_words?: string[];
  exchanged?: number;
  rack?: string;
  invalid_words?: string[];
  note?: string;
  withdrawn?: boolean;
  points: number;
  total: number;
}

export interface ScoreSheet {
  rules: string;
  players: string[];
  starter: number;
  status: string;
  lines: ScoreSheetLine[];
}

export interface AnalysedMove {
  kind?: string;
  move: string;
  move_gcg: string;
  score: number;
  // score + the leave's value: what "best" is ranked by
  equity?: number;
  leave?: string[];
  words: string[];
}

// "F8 EEK 10 (waarde 44,8)": the score, and the value the move is ranked by.
export function bestMoveText(b: AnalysedMove): string {
  return b.equity === undefined ? `${b.move} ${b.score}` : t().bestMove(b.move, b.score, b.equity);
}

export interface Analysis {
  lexicon: string;
  top: number;
  turns: Array<{
    number: number;
    seat: number;
    rack: string[];
    played: { kind: string; score: number; move?: string; words?: string[]; invalid_words?: string[]; exchanged?: number };
    best: AnalysedMove[];
    best_score: number;
    missed: number;
  }>;
}

// ---- Seat tokens, kept in this browser ----

type TokenBook = Record<string, Record<string, string>>; // game id → seat → token

function book(): TokenBook {
  try {
    return JSON.parse(localStorage.getItem("letterzak.tokens") ?? "{}") as TokenBook;
  } catch {
    return {};
  }
}

export function saveToken(game: string, seat: number, token: string): void {
  const b = book();
  b[game] = { ...(b[game] ?? {}), [String(seat)]: token };
  localStorage.setItem("letterzak.tokens", JSON.stringify(b));
}

export function tokensFor(game: string): Map<number, string> {
  const m = new Map<number, string>();
  for (const [seat, token] of Object.entries(book()[game] ?? {})) m.set(Number(seat), token);
  return m;
}

// A game's WebSocket. A browser cannot set Authorization on it, so the seat token travels as
// a second subprotocol ("letterzak-token.<token>"), never in the address (which logs keep).
export function openGameSocket(id: string, token?: string): WebSocket {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  return new WebSocket(`${proto}//${location.host}/api/games/${id}/ws`, token ? ["letterzak", `letterzak-token.${token}`] : undefined);
}
