// The panels beside the board: the move list (from the state), the score sheet (the
// wedstrijdformulier, from the server) and the tiles not yet seen.

import { api, type GameView, type RuleInfo } from "./api";
import { h, replace } from "./dom";
import { t } from "./i18n";

function turnText(turn: GameView["turns"][number]): string {
  switch (turn.kind) {
    case "place":
      return turn.move ?? "";
    case "exchange":
      return t().exchanged(turn.exchanged ?? 0) + (turn.exchanged_tiles ? ` (${turn.exchanged_tiles.join("")})` : "");
    case "pass":
      return t().passed;
    case "lost_turn":
      return t().lostTurn;
    default:
      return turn.kind;
  }
}

export function renderMoveList(v: GameView): HTMLElement {
  if (v.turns.length === 0) return h("p.muted", {}, t().noMovesYet);
  const totals = v.seats.map(() => 0);
  const rows = v.turns.map((turn) => {
    totals[turn.seat] += turn.withdrawn ? 0 : turn.score;
    return h(
      "tr",
      { class: turn.withdrawn ? "withdrawn" : "" },
      h("td.num", {}, String(turn.number)),
      h("td", {}, v.seats[turn.seat].name),
      h("td.move", {}, turnText(turn), turn.withdrawn ? h("small", {}, ` (${t().withdrawn})`) : null),
      h("td.num", {}, turn.kind === "place" ? String(turn.score) : ""),
    );
  });
  for (const a of v.adjustments) {
    rows.push(
      h(
        "tr.adjustment",
        {},
        h("td", {}),
        h("td", {}, v.seats[a.seat].name),
        h("td.move", {}, (t().kinds[a.kind] ?? a.kind) + (a.words.length ? `: ${a.words.join(", ")}` : "")),
        h("td.num", {}, String(a.points)),
      ),
    );
  }
  const table = h(
    "table.moves",
    { "data-testid": "move-list" },
    h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, t().player), h("th", {}, t().word), h("th", {}, t().score))),
    h("tbody", {}, rows),
  );
  // The newest move in view.
  requestAnimationFrame(() => table.parentElement?.scrollTo({ top: table.scrollHeight }));
  return table;
}

export async function renderScoreSheet(box: HTMLElement, v: GameView, token?: string): Promise<void> {
  replace(box, h("p.muted", {}, "…"));
  try {
    const sheet = await api.scoreSheet(v.id);
    const seats = sheet.players;
    const rows = sheet.lines.map((line) => {
      const what =
        line.kind === "place"
          ? line.word ?? ""
          : line.kind === "exchange"
            ? t().exchanged(line.exchanged ?? 0)
            : (t().kinds[line.kind] ?? line.kind) + (line.rack ? ` ${line.rack}` : "");
      return h(
        "tr",
        { class: line.withdrawn ? "withdrawn" : "" },
        h("td.num", {}, line.turn ? String(line.turn) : ""),
        h("td", {}, line.player),
        h("td.move", {}, what || line.kind, line.invalid_words?.length ? h("small.bad", {}, ` ${line.invalid_words.join(", ")}`) : null),
        h("td", {}, line.coordinate ?? ""),
        h("td.num", {}, line.points > 0 ? `+${line.points}` : String(line.points)),
        seats.map((_, s) => h("td.num", {}, s === line.seat ? String(line.total) : "")),
      );
    });
    replace(
      box,
      h(
        "table.sheet",
        { "data-testid": "score-sheet" },
        h(
          "thead",
          {},
          h("tr", {}, h("th", {}, t().turn), h("th", {}, t().player), h("th", {}, t().word), h("th", {}, t().coordinate), h("th", {}, t().score), seats.map((p) => h("th", {}, p))),
        ),
        h("tbody", {}, rows),
      ),
      downloadButtons(v.id, token),
    );
  } catch {
    replace(box, h("p.error", {}, t().connectionLost));
  }
}

export function downloadButtons(id: string, token?: string): HTMLElement {
  const save = async (what: "gcg" | "scoresheet") => {
    const { name, blob } = await api.download(id, what, token);
    const a = h("a", { href: URL.createObjectURL(blob), download: name });
    document.body.appendChild(a);
    a.click();
    a.remove();
  };
  return h(
    "div.downloads",
    {},
    h("span", {}, t().download + ": "),
    h("button.link", { type: "button", "data-testid": "download-gcg", onclick: () => void save("gcg") }, t().downloadGcg),
    h("button.link", { type: "button", "data-testid": "download-sheet", onclick: () => void save("scoresheet") }, t().downloadSheet),
  );
}

export function renderUnseen(v: GameView, rules: RuleInfo): HTMLElement {
  const letters = Object.keys(rules.tiles).sort((a, b) => (a === "?" ? 1 : b === "?" ? -1 : a.localeCompare(b)));
  const total = Object.values(v.unseen).reduce((a, b) => a + b, 0);
  return h(
    "div.unseen",
    { "data-testid": "unseen" },
    h("p.muted", {}, `${total} — ${t().tilesInBag(v.bag)}`),
    h(
      "div.unseen-grid",
      {},
      letters
        .filter((l) => (v.unseen[l] ?? 0) > 0)
        .map((l) => h("span.unseen-tile", {}, h("b", {}, l === "?" ? "?" : l), h("small", {}, `×${v.unseen[l]}`))),
    ),
  );
}
