// The tournament API (README "Tournaments") as the pages use it, and where a director's token
// is kept: in this browser's localStorage, per tournament. The token goes to the server only
// in the Authorization header, never in an address.

import { call } from "./api";

export type Format = "wedstrijd" | "punten";
export type PairingSystem = "swiss" | "round-robin" | "knock-out";

export interface TournamentSettings {
  format: Format;
  system: PairingSystem;
  rounds: number;
  koth_rounds: number;
  rules: string;
  clock_minutes: number;
  bye: { win: number; spread: number; points: number | null };
  forfeit_spread: number;
  resistance: { cut_lowest: number; opponent_spread: boolean; count_opponent_byes: boolean };
  prizes?: import("./tournament_director_api").PrizeSettings;
}

export interface TournamentPlayer {
  id: number;
  name: string;
  rating: number | null;
  withdrawn: boolean;
  computer?: string;
}

export interface PairingResult {
  scores: [number, number];
  jury_scores: [number, number] | null;
  final_scores: [number, number];
  forfeit: "none" | "first" | "second" | "both";
  lost_on_time: "first" | "second" | null;
  winner: "first" | "second" | null;
  // How the game ended (tournament/game_result.hpp), named as the report names it.
  kind?: "played" | "lost_on_time" | "resigned" | "forfeit" | "no_show" | "double_forfeit" | "adjourned";
  resigned?: "first" | "second" | null;
}

export interface PairingView {
  board: number;
  first: number | null;
  first_name: string;
  second: number | null;
  second_name: string;
  bye: boolean;
  empty: boolean;
  result: PairingResult | null;
  game?: { id: string; status: string };
}

export interface RoundView {
  number: number;
  complete: boolean;
  pairings: PairingView[];
}

export type RankKey = "knockout_rounds_won" | "points" | "wins" | "resistance" | "opponent_spread" | "spread";

export interface StandingRow {
  rank: number;
  player: number;
  name: string;
  withdrawn: boolean;
  games: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  wins: number;
  spread: number;
  points: number;
  resistance: number;
  opponent_spread: number;
  knockout_rounds_won: number;
  knocked_out_in: number | null;
  // The unusual results and sanctions in words (Dutch), "" when there are none.
  results_note?: string;
  warnings?: number;
  penalty?: number;
}

export interface Standings {
  after_round: number;
  complete: boolean;
  keys: RankKey[];
  rows: StandingRow[];
}

export interface TournamentSummary {
  id: string;
  name: string;
  format: Format;
  system: PairingSystem;
  rules: string;
  players: number;
  current_round: number;
  planned_rounds: number;
  finished: boolean;
  created_at: number;
  updated_at: number;
}

export interface TournamentView extends Omit<TournamentSummary, "players"> {
  settings: TournamentSettings;
  players: TournamentPlayer[];
  rounds: RoundView[];
  standings: Standings;
}

export interface NewTournament {
  name: string;
  format: Format;
  system: PairingSystem;
  rounds: number;
  rules: string;
  clock_minutes: number;
  clock_override?: boolean;
  balanced_starts?: boolean;
  // The games' settings, as the new-game request takes them (house_rules.ts houseRulesRequest).
  clock?: object | null;
  settings?: object;
}

export interface ResultLine {
  player: number;
  score?: number;
  jury_score?: number;
  forfeited?: boolean;
  lost_on_time?: boolean;
}

export interface StartedGame {
  game_id: string;
  round: number;
  board: number;
  seats: Array<{ seat: number; player: number; name: string; type: string; level?: string; token?: string; link?: string }>;
}

const base = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;

export const tournamentApi = {
  list: () => call<{ tournaments: TournamentSummary[]; total: number }>("GET", "/api/tournaments"),
  create: (body: NewTournament) =>
    call<{ id: string; director_token: string; tournament: TournamentView }>("POST", "/api/tournaments", undefined, body),
  view: (id: string) => call<TournamentView>("GET", base(id)),
  checkDirector: (id: string, token: string) => call<{ ok: boolean }>("POST", `${base(id)}/director`, token),
  addPlayer: (id: string, token: string, player: { name: string; rating?: number; computer?: string }) =>
    call<{ added: number[]; tournament: TournamentView }>("POST", `${base(id)}/players`, token, player),
  withdraw: (id: string, token: string, player: number, withdrawn: boolean) =>
    call<{ tournament: TournamentView }>("POST", `${base(id)}/players/${player}/withdraw`, token, { withdrawn }),
  pair: (id: string, token: string) => call<{ round: number; tournament: TournamentView }>("POST", `${base(id)}/rounds`, token),
  unpair: (id: string, token: string, force: boolean) =>
    call<{ tournament: TournamentView }>("POST", `${base(id)}/unpair`, token, { force }),
  result: (id: string, token: string, round: number, players: [ResultLine, ResultLine]) =>
    call<{ tournament: TournamentView }>("POST", `${base(id)}/rounds/${round}/results`, token, { players }),
  startGame: (id: string, token: string, round: number, board: number, replace = false) =>
    call<StartedGame>("POST", `${base(id)}/rounds/${round}/games`, token, { board, replace }),
  exportUrl: (id: string, file: "standings.csv" | "pairings.csv" | "report.html") => `${base(id)}/${file}`,
};

// ---- Directors' tokens, kept in this browser ----

const KEY = "letterzak.directors";

function book(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

export function directorToken(id: string): string | undefined {
  return book()[id];
}

export function saveDirectorToken(id: string, token: string): void {
  localStorage.setItem(KEY, JSON.stringify({ ...book(), [id]: token }));
}

export function forgetDirectorToken(id: string): void {
  const b = book();
  delete b[id];
  localStorage.setItem(KEY, JSON.stringify(b));
}
