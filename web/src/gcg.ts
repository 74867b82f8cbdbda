// Reading a GCG file (the interchange format of Quackle, Macondo, Woogles and `letterzak`) for
// the replay: players, racks, moves, scores and running totals. GCG coordinates put the number
// first for a word across (8H) and the letter first for a word down (H8) — the opposite of the
// Dutch score sheet. Letters on the board already are written "." or in parentheses; a blank is
// a lower-case letter; a multi-letter tile such as the older edition's IJ is "[IJ]".

import type { BoardTile } from "./api";
import { squareName } from "./board";
import type { Replay, ReplayStep } from "./replay";

export class GcgError extends Error {}

// The replay shows moves as the rest of the board does, in the Dutch order: GCG's "8H" (across)
// is "H8", its "H8" (down) is "8H". A reader who knows the Dutch sheet would take "8H" for a
// word down.
export function dutchCoordinate(gcg: string): string {
  const m = /^(\d+)([A-Z])$/.exec(gcg) ?? /^([A-Z])(\d+)$/.exec(gcg);
  return m ? `${m[2]}${m[1]}` : gcg;
}

interface Cell {
  letter: string;
  blank: boolean;
  onBoard: boolean;
}

// "TR(EIN)en", "TR..Nen", "[IJ]S": the cells of a word, in order.
function cellsOf(word: string): Cell[] {
  const cells: Cell[] = [];
  let through = false;
  for (let i = 0; i < word.length; ++i) {
    const c = word[i];
    if (c === "(") through = true;
    else if (c === ")") through = false;
    else if (c === ".") cells.push({ letter: "", blank: false, onBoard: true });
    else if (c === "[") {
      const close = word.indexOf("]", i);
      if (close < 0) throw new GcgError(`"${word}"`);
      const tile = word.slice(i + 1, close);
      cells.push({ letter: tile.toUpperCase(), blank: tile !== tile.toUpperCase(), onBoard: through });
      i = close;
    } else cells.push({ letter: c.toUpperCase(), blank: c !== c.toUpperCase(), onBoard: through });
  }
  return cells;
}

// "8H" → across from H8; "H8" → down from H8.
function placement(position: string): { sq: number; step: number } | null {
  let m = /^(\d{1,2})([A-Oa-o])$/.exec(position);
  if (m) return { sq: (Number(m[1]) - 1) * 15 + (m[2].toUpperCase().charCodeAt(0) - 65), step: 1 };
  m = /^([A-Oa-o])(\d{1,2})$/.exec(position);
  if (m) return { sq: (Number(m[2]) - 1) * 15 + (m[1].toUpperCase().charCodeAt(0) - 65), step: 15 };
  return null;
}

export function parseGcg(text: string, words: { exchanged: (n: number) => string; passed: string; withdrawn: string }): Replay {
  const names = new Map<string, string>();
  const steps: ReplayStep[] = [];
  const occupied = new Set<number>();
  const lastOf = new Map<string, number>(); // nick → index of that player's last placement
  let turns = 0; // the record's turn lines so far (placements, exchanges, passes): a step's number
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    const where = `line ${index + 1}`;
    const player = /^#player\d\s+(\S+)\s+(.+)$/.exec(line);
    if (player) names.set(player[1], player[2].trim());
    if (!line.startsWith(">")) continue;
    const m = /^>([^:]+):\s*(.*)$/.exec(line);
    if (!m) throw new GcgError(where);
    const nick = m[1].trim();
    const parts = m[2].trim().split(/\s+/);
    const name = names.get(nick) ?? nick;
    const total = Number(parts[parts.length - 1]);
    const score = Number(parts[parts.length - 2]);
    if (parts.length < 3 || !Number.isFinite(total) || !Number.isFinite(score)) throw new GcgError(where);
    const rackOrEnd = parts[0];
    if (rackOrEnd.startsWith("(")) continue; // rack points at the end: not a turn on the board
    const rack = rackOrEnd.replace(/\[([^\]]+)\]/g, "$1");
    const base = { player: name, rack, score, total, tiles: [] as BoardTile[], removes: null as number | null, exchanged: null as string | null, number: 0 };
    if (parts.length === 5 && placement(parts[1])) {
      const at = placement(parts[1])!;
      const tiles: BoardTile[] = [];
      let sq = at.sq;
      for (const cell of cellsOf(parts[2])) {
        if (sq >= 225) throw new GcgError(`${where}: off the board`);
        if (!cell.onBoard && cell.letter && !occupied.has(sq)) tiles.push({ sq, square: squareName(sq), letter: cell.letter, blank: cell.blank });
        sq += at.step;
      }
      for (const x of tiles) occupied.add(x.sq);
      lastOf.set(nick, steps.length);
      steps.push({ ...base, move: `${dutchCoordinate(parts[1])} ${parts[2]}`, tiles, number: ++turns });
    } else if (parts[1] === "--") {
      const undone = lastOf.get(nick) ?? null;
      for (const x of undone !== null ? steps[undone].tiles : []) occupied.delete(x.sq);
      steps.push({ ...base, move: words.withdrawn, removes: undone });
    } else if (parts[1] === "-") {
      steps.push({ ...base, move: words.passed, number: ++turns });
    } else if (parts[1].startsWith("-")) {
      const tiles = parts[1].slice(1).replace(/\[([^\]]+)\]/g, "$1");
      steps.push({ ...base, move: words.exchanged(tiles.length), exchanged: tiles, number: ++turns });
    } else {
      steps.push({ ...base, move: parts.slice(1, -2).join(" ") }); // (challenge), (time), …
    }
  }
  if (steps.length === 0) throw new GcgError("no moves");
  return { title: [...names.values()].join(" – ") || "GCG", steps, analysis: null };
}
