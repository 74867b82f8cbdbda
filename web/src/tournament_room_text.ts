// The room screen's texts (tournament_room.ts), in Dutch (the default) and English, following
// the language the board's switch sets (i18n.ts); also the link to the room screen that the
// public and the director's pages show.

import { h } from "./dom";
import { lang } from "./i18n";

const nl = {
  roomScreen: "Zaalscherm",
  roomScreenTitle: "Zaalscherm voor de beamer: indeling, uitslagen en stand, vanzelf bijgewerkt (opent in een nieuw tabblad)",
  pairings: (round: number) => `Indeling ronde ${round}`,
  standings: "Stand",
  standingsAfter: (round: number) => (round > 0 ? `Stand na ronde ${round}` : "Deelnemers"),
  page: (n: number, of: number) => `blad ${n} van ${of}`,
  notPaired: "Nog niet ingedeeld",
  board: "Bord",
  starts: "Begint",
  against: "Tegen",
  result: "Uitslag",
  rank: "Pl.",
  player: "Speler",
  wins: "Winst",
  points: "Punten",
  spread: "Saldo",
  bye: "vrij",
  playing: "speelt",
  roundClock: "Rondeklok",
  sincePaired: "sinds de indeling",
  playingTime: (minutes: number) => `speeltijd ${minutes} min`,
  left: "nog",
  over: "speeltijd voorbij",
  roundDone: "ronde klaar",
  paused: "gepauzeerd",
  pause: "Pauzeren (spatie)",
  resume: "Verder (spatie)",
  next: "Volgende (→)",
  previous: "Vorige (←)",
  fullScreen: "Volledig scherm (F)",
  live: "live",
  offline: "geen verbinding — ververst elke 15 s",
  liveOn: "Volgt het toernooi live.",
  liveOff: "Geen live verbinding: ververst elke 15 seconden.",
  newResult: (board: number, text: string) => `Bord ${board}: ${text}`,
  noPlayers: "Nog geen spelers.",
};

const en: typeof nl = {
  roomScreen: "Room screen",
  roomScreenTitle: "Room screen for the projector: pairings, results and standings, updated live (opens in a new tab)",
  pairings: (round: number) => `Round ${round} pairings`,
  standings: "Standings",
  standingsAfter: (round: number) => (round > 0 ? `Standings after round ${round}` : "Players"),
  page: (n: number, of: number) => `page ${n} of ${of}`,
  notPaired: "Not paired yet",
  board: "Board",
  starts: "Starts",
  against: "Against",
  result: "Result",
  rank: "#",
  player: "Player",
  wins: "Wins",
  points: "Points",
  spread: "Spread",
  bye: "bye",
  playing: "playing",
  roundClock: "Round clock",
  sincePaired: "since the pairing",
  playingTime: (minutes: number) => `playing time ${minutes} min`,
  left: "left",
  over: "playing time over",
  roundDone: "round complete",
  paused: "paused",
  pause: "Pause (space)",
  resume: "Resume (space)",
  next: "Next (→)",
  previous: "Previous (←)",
  fullScreen: "Full screen (F)",
  live: "live",
  offline: "offline — refreshing every 15 s",
  liveOn: "Following the tournament live.",
  liveOff: "No live connection: refreshing every 15 seconds.",
  newResult: (board: number, text: string) => `Board ${board}: ${text}`,
  noPlayers: "No players yet.",
};

export function rt(): typeof nl {
  return lang() === "en" ? en : nl;
}

// The link to a tournament's room screen, for the public and the director's pages: a new tab,
// so the page it is opened from stays where it was.
export function roomLink(id: string): HTMLElement {
  return h(
    "a",
    { href: `#/tournament/${encodeURIComponent(id)}/room`, target: "_blank", rel: "noopener", title: rt().roomScreenTitle, "data-testid": "room-link" },
    rt().roomScreen,
  );
}
