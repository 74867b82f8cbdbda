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
  const adjustmentRow = (a: GameView["adjustments"][number]) =>
    h(
      "tr.adjustment",
      {},
      h("td", {}),
      h("td", {}, v.seats[a.seat].name),
      h("td.move", {}, (t().kinds[a.kind] ?? a.kind) + (a.words.length ? `: ${a.words.join(", ")}` : "")),
      h("td.num", {}, String(a.points)),
    );
  // An adjustment stands under the turn it concerns (a move taken back, a failed challenge's
  // penalty), as it happened; the others (the end of the game, the jury) come last.
  const concerns = (a: GameView["adjustments"][number]) => a.turn >= 0 && a.turn < v.turns.length && !a.after_end;
  const rows = v.turns.flatMap((turn, index) => [
    h(
      "tr",
      { class: turn.withdrawn ? "withdrawn" : "" },
      h("td.num", {}, String(turn.number)),
      h("td", {}, v.seats[turn.seat].name),
      h("td.move", {}, turnText(turn), turn.withdrawn ? h("small", {}, ` (${t().withdrawn})`) : null),
      h("td.num", {}, turn.kind === "place" ? String(turn.score) : ""),
    ),
    ...v.adjustments.filter((a) => concerns(a) && a.turn === index).map(adjustmentRow),
  ]);
  for (const a of v.adjustments) if (!concerns(a)) rows.push(adjustmentRow(a));
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
      // Whose line it is shows in which total column it lands: no player column, and the
      // coordinate goes with the word, so every running total fits a phone's width.
      return h(
        "tr",
        { class: line.withdrawn ? "withdrawn" : "" },
        h("td.num", {}, line.turn ? String(line.turn) : ""),
        h(
          "td.move",
          {},
          line.coordinate ? h("span.coord", {}, `${line.coordinate} `) : null,
          what || line.kind,
          line.invalid_words?.length ? h("small.bad", {}, ` ${line.invalid_words.join(", ")}`) : null,
        ),
        h("td.num", {}, line.points > 0 ? `+${line.points}` : String(line.points)),
        seats.map((_, s) => h("td.num.total", {}, s === line.seat ? String(line.total) : "")),
      );
    });
    replace(
      box,
      h(
        "table.sheet",
        { "data-testid": "score-sheet" },
        h("colgroup", {}, h("col.c-turn"), h("col.c-word"), h("col.c-score"), seats.map(() => h("col.c-total"))),
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { title: t().turn }, "#"),
            h("th", {}, `${t().coordinate} ${t().word.toLowerCase()}`),
            h("th.num", {}, t().score),
            seats.map((p) => h("th.num.total", { title: p }, p)),
          ),
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

const VOWELS = new Set(["A", "E", "I", "O", "U", "Y", "IJ"]);

// The tiles not yet seen, as players track them: vowels, consonants and blanks apart, with
// their counts, and how many of them are in the bag and how many on the other racks.
export function renderUnseen(v: GameView, rules: RuleInfo, seat: number | null): HTMLElement {
  const letters = Object.keys(rules.tiles).sort((a, b) => a.localeCompare(b));
  const have = (l: string) => v.unseen[l] ?? 0;
  const total = Object.values(v.unseen).reduce((a, b) => a + b, 0);
  const others = v.seats.filter((s) => s.seat !== seat);
  const onRacks = total - v.bag;
  const group = (title: string, testid: string, set: string[]) => {
    const count = set.reduce((n, l) => n + have(l), 0);
    return h(
      "div.unseen-group",
      { "data-testid": testid },
      h("h4", {}, `${title}: ${count}`),
      h(
        "div.unseen-grid",
        {},
        set.filter((l) => have(l) > 0).map((l) => h("span.unseen-tile", {}, h("b", {}, l), h("small", {}, `×${have(l)}`))),
      ),
    );
  };
  return h(
    "div.unseen",
    { "data-testid": "unseen" },
    h(
      "p.muted",
      { "data-testid": "unseen-summary" },
      t().unseenSummary(total, v.bag, onRacks, others.length > 1 ? t().opponentRacks : t().opponentRack),
    ),
    group(t().vowels, "unseen-vowels", letters.filter((l) => VOWELS.has(l))),
    group(t().consonants, "unseen-consonants", letters.filter((l) => l !== "?" && !VOWELS.has(l))),
    have("?") > 0 ? group(t().blanks, "unseen-blanks", ["?"]) : null,
  );
}
