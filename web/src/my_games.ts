// "Mijn partijen": the signed-in player's games on every device (GET /api/me/games), their
// turn first: the opponent, the rule set, whose turn it is, when the last move was, the
// score, the clock; a finished game can be hidden, an unfinished one abandoned (resigned).

import { ApiError, call } from "./api";
import { h, replace } from "./dom";
import { errorText, lang } from "./i18n";

export interface MyGame {
  id: string;
  seat: number;
  status: "in_progress" | "awaiting_jury" | "finished";
  updated_at: number;
  hidden: boolean;
  rules: string;
  to_move: number;
  my_turn: boolean;
  players: Array<{ name: string; score: number; type: string }>;
  clock?: { remaining: number[]; running: number | null; as_of: number };
  result?: { winner: number | null; seats: Array<{ final: number; outcome: string }> };
}

const texts = {
  nl: {
    title: "Mijn partijen",
    none: "Nog geen partijen. Start er een, of open een uitnodiging terwijl je bent ingelogd.",
    yourTurn: "Jij bent aan zet",
    theirTurn: (n: string) => `${n} is aan zet`,
    jury: "De jury controleert de woorden",
    won: "Gewonnen",
    lost: "Verloren",
    draw: "Gelijkspel",
    against: "tegen",
    hide: "Verbergen",
    abandon: "Opgeven",
    confirmAbandon: "Deze partij opgeven? Je verliest haar.",
    lastMove: "laatste zet",
  },
  en: {
    title: "My games",
    none: "No games yet. Start one, or open an invitation while signed in.",
    yourTurn: "Your turn",
    theirTurn: (n: string) => `${n} to move`,
    jury: "The jury is checking the words",
    won: "Won",
    lost: "Lost",
    draw: "Draw",
    against: "against",
    hide: "Hide",
    abandon: "Resign",
    confirmAbandon: "Resign this game? You will lose it.",
    lastMove: "last move",
  },
};
const mt = () => texts[lang() === "en" ? "en" : "nl"];

function when(ms: number): string {
  return new Date(ms).toLocaleString(lang() === "en" ? "en-GB" : "nl-NL", { dateStyle: "short", timeStyle: "short" });
}

function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function statusText(g: MyGame): string {
  if (g.status === "awaiting_jury") return mt().jury;
  if (g.status === "finished") {
    const outcome = g.result?.seats[g.seat]?.outcome;
    return outcome === "win" ? mt().won : outcome === "loss" ? mt().lost : mt().draw;
  }
  return g.my_turn ? mt().yourTurn : mt().theirTurn(g.players[g.to_move]?.name ?? "?");
}

export async function renderMyGames(box: HTMLElement, ruleName: (name: string) => string): Promise<void> {
  let games: MyGame[] = [];
  try {
    games = (await call<{ games: MyGame[] }>("GET", "/api/me/games")).games;
  } catch (e) {
    replace(box, h("h2", {}, mt().title), h("p.error", {}, e instanceof ApiError ? errorText(e.code) : String(e)));
    return;
  }
  const refresh = () => void renderMyGames(box, ruleName);
  replace(
    box,
    h("h2", {}, mt().title),
    games.length === 0
      ? h("p", {}, mt().none)
      : h(
          "ul.games.my-games",
          { "data-testid": "my-games" },
          games.map((g) => {
            const others = g.players.filter((_, i) => i !== g.seat).map((p) => p.name).join(", ");
            const scores = g.players.map((p, i) => g.result?.seats[i]?.final ?? p.score).join(" – ");
            const clock = g.clock ? g.clock.remaining.map(clockText).join(" · ") : "";
            return h(
              "li",
              { class: g.my_turn ? "my-turn" : "" },
              h(
                "a",
                { href: `#/game/${g.id}`, "data-testid": "my-game-link" },
                h("span.players", {}, `${mt().against} ${others} · ${scores}`),
                h("span.meta", {}, `${ruleName(g.rules)} · ${statusText(g)} · ${mt().lastMove} ${when(g.updated_at)}${clock ? " · ⏱ " + clock : ""}`),
              ),
              g.status === "finished"
                ? h("button.link", { type: "button", onclick: async () => { await call("POST", `/api/games/${g.id}/hide`, undefined, { hidden: true }); refresh(); } }, mt().hide)
                : h(
                    "button.link",
                    {
                      type: "button",
                      onclick: async () => {
                        if (!confirm(mt().confirmAbandon)) return;
                        await call("POST", `/api/games/${g.id}/resign`);
                        refresh();
                      },
                    },
                    mt().abandon,
                  ),
            );
          }),
        ),
  );
}
