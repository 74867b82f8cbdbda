// The director's actions beyond the first tournament pages (issue 21): the action log and its
// undo, sanctions, TSH interchange, prize settings and the prize list, every result kind, and
// starting a server game's clocks. README "Every result kind, and the director's action log"
// and "Prizes and the end-of-tournament report". The token goes in the Authorization header.

import { call } from "./api";
import type { TournamentView } from "./tournament_api";

export interface LogEntry {
  seq: number;
  at: number; // Unix milliseconds
  author: string;
  kind: string;
  text: string;
  undone: boolean;
  undoes?: number;
}

export interface RatingClass {
  name: string;
  min_rating: number | null;
  places: number;
}

export interface PrizeSettings {
  overall: number;
  classes: RatingClass[];
  best_game: boolean;
  highest_score: boolean;
  best_bingo: boolean;
}

export interface Award {
  category: "overall" | "class" | "best_game" | "highest_score" | "best_bingo";
  class?: string;
  place: number;
  shared: boolean;
  player: number;
  name: string;
  value?: number;
  round?: number;
  opponent?: number;
  opponent_name?: string;
  word?: string;
}

export interface PrizeList {
  final: boolean;
  settings: PrizeSettings;
  games_over_board: number;
  games_with_moves: number;
  empty_classes: string[];
  awards: Award[];
}

// One player's line of a result, every kind included.
export interface FullResultLine {
  player: number;
  score?: number;
  jury_score?: number;
  forfeited?: boolean;
  lost_on_time?: boolean;
  resigned?: boolean;
  no_show?: boolean;
}

export type SanctionKind = "warning" | "disqualification" | "penalty";

const base = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;
type Changed = { tournament: TournamentView };

export const directorApi = {
  log: (id: string) => call<{ log: LogEntry[] }>("GET", `${base(id)}/log`),
  undo: (id: string, token: string, count = 1) => call<Changed & { undone: unknown[] }>("POST", `${base(id)}/undo`, token, { count }),
  sanction: (id: string, token: string, body: { player: number; kind: SanctionKind; points?: number; note?: string }) =>
    call<Changed>("POST", `${base(id)}/sanctions`, token, body),
  result: (id: string, token: string, round: number, players: [FullResultLine, FullResultLine], adjourned: boolean) =>
    call<Changed>("POST", `${base(id)}/rounds/${round}/results`, token, adjourned ? { players, adjourned } : { players }),
  startClock: (id: string, token: string, gameId: string) =>
    call<unknown>("POST", `${base(id)}/games/${encodeURIComponent(gameId)}/start-clock`, token),
  prizeSettings: (id: string, token: string, prizes: PrizeSettings | null) => call<Changed>("POST", `${base(id)}/settings`, token, { prizes }),
  prizes: (id: string) => call<PrizeList>("GET", `${base(id)}/prizes`),
  importTsh: (tsh: string, name: string, rounds?: number) =>
    call<{ id: string; director_token: string; tournament: TournamentView }>("POST", "/api/tournaments/import", undefined, rounds ? { tsh, name, rounds } : { tsh, name }),
  fileUrl: (id: string, file: "tsh.t" | "report.html" | "games.zip" | "log.jsonl") => `${base(id)}/${file}`,
};
