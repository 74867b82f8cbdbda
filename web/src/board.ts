// The 15×15 board: premium squares, the tiles on it, the tiles being placed (tentative), the
// last move, and the keyboard cursor. Squares are numbered 0..224 (row × 15 + column); their
// names are column letter + row number (H8), as the Dutch score sheet writes them.

import type { BoardTile, RuleInfo } from "./api";
import { h } from "./dom";
import { lang, t } from "./i18n";

export interface Tentative {
  tileId: number;
  letter: string;
  blank: boolean;
}

export interface BoardState {
  rules: RuleInfo;
  tiles: BoardTile[];
  tentative: Map<number, Tentative>;
  last: Set<number>;
  cursor: { sq: number; dir: "h" | "v" } | null;
  focus?: number; // the square that takes the Tab stop when there is no cursor
}

const COLUMNS = "ABCDEFGHIJKLMNO";

export function squareName(sq: number): string {
  return `${COLUMNS[sq % 15]}${Math.floor(sq / 15) + 1}`;
}

function premiumLabel(p: string): string {
  if (!p) return "";
  if (lang() === "en") return { "3W": "TW", "2W": "DW", "3L": "TL", "2L": "DL" }[p] ?? p;
  return { "3W": "W×3", "2W": "W×2", "3L": "L×3", "2L": "L×2" }[p] ?? p;
}

export function tileElement(letter: string, blank: boolean, value: number, extra = ""): HTMLElement {
  return h(
    `div.tile${blank ? ".blank" : ""}${extra ? "." + extra : ""}`,
    {},
    h("span.letter", {}, letter === "?" ? "" : letter),
    blank || letter === "?" ? null : h("span.value", {}, String(value)),
  );
}

export function renderBoard(state: BoardState): HTMLElement {
  const byScore = new Map(state.tiles.map((t) => [t.sq, t]));
  const values = state.rules.tiles;
  const grid = h("div.board", { role: "grid", "aria-label": t().boardLabel, "data-testid": "board" });
  // Rows for assistive technology; display: contents keeps the squares in the CSS grid.
  const header = h("div.grid-row", { role: "row" }, h("div.corner", { role: "columnheader" }));
  for (let c = 0; c < 15; ++c) header.appendChild(h("div.label.col", { role: "columnheader" }, COLUMNS[c]));
  grid.appendChild(header);
  for (let r = 0; r < 15; ++r) {
    const row = h("div.grid-row", { role: "row" }, h("div.label.row", { role: "rowheader" }, String(r + 1)));
    for (let c = 0; c < 15; ++c) {
      const sq = r * 15 + c;
      const premium = state.rules.layout.premiums[sq];
      const placed = byScore.get(sq);
      const tentative = state.tentative.get(sq);
      const classes = ["sq"];
      if (premium) classes.push("p" + premium.toLowerCase());
      if (sq === state.rules.layout.center) classes.push("center");
      if (state.last.has(sq)) classes.push("last");
      if (state.cursor?.sq === sq) classes.push("cursor", state.cursor.dir === "h" ? "right" : "down");
      const shown = placed ?? tentative;
      const label = `${squareName(sq)}${premium ? ", " + t().premium[premium] : ""}${shown ? ", " + shown.letter : ""}`;
      // One tab stop for the whole board (the cursor, or the centre): the arrows do the rest.
      const stop = (state.cursor?.sq ?? state.focus ?? state.rules.layout.center) === sq;
      const cell = h("div", { class: classes.join(" "), "data-sq": sq, role: "gridcell", "aria-label": label, tabindex: stop ? 0 : -1 });
      if (placed) {
        cell.appendChild(tileElement(placed.letter, placed.blank, placed.blank ? 0 : values[placed.letter]?.value ?? 0));
      } else if (tentative) {
        const el = tileElement(tentative.letter, tentative.blank, tentative.blank ? 0 : values[tentative.letter]?.value ?? 0, "tentative");
        el.dataset.tileId = String(tentative.tileId);
        el.dataset.testid = "tentative-tile";
        cell.appendChild(el);
      } else {
        cell.appendChild(h("span.premium", { "aria-hidden": "true" }, sq === state.rules.layout.center ? "★" : premiumLabel(premium)));
      }
      row.appendChild(cell);
    }
    grid.appendChild(row);
  }
  return grid;
}
