// What the browser tests share about moves: the position as CGP for `letterzak moves`, the
// best move for the rack on screen, the new tiles of a GCG move, and placing tiles by dragging
// with the mouse or by typing, as a person would.

import { execFileSync } from "node:child_process";

export function cgpOf(view) {
  const cell = (t) => {
    const l = t.letter.length > 1 ? `[${t.letter}]` : t.letter;
    return t.blank ? l.toLowerCase() : l;
  };
  const grid = Array.from({ length: 15 }, () => Array(15).fill(null));
  for (const t of view.board) grid[Math.floor(t.sq / 15)][t.sq % 15] = cell(t);
  const rows = grid.map((row) => {
    let s = "";
    let run = 0;
    for (const c of row) {
      if (!c) run++;
      else {
        if (run) s += run;
        run = 0;
        s += c;
      }
    }
    return run ? s + run : s;
  });
  const me = view.viewer;
  const rack = view.seats[me].rack.map((l) => (l.length > 1 ? `[${l}]` : l)).join("");
  return `${rows.join("/")} ${rack}/ ${view.seats[me].score}/${view.seats[1 - me].score} 0`;
}

export function bestMoveFor(binary, view) {
  const out = execFileSync(binary, ["moves", "--rules", view.rules, "--cgp", cgpOf(view), "--top", "1", "--json", "--sort", "score"], { encoding: "utf8" });
  const list = JSON.parse(out);
  return list.length ? list[0] : null;
}

// The new tiles of a GCG move ("8A SNEL(TREINEN)", "H8 kAT"): [{sq, letter, blank}].
export function newTiles(move) {
  const [coord, word] = move.split(" ");
  let row, col, step;
  let m = /^(\d+)([A-O])$/.exec(coord);
  if (m) {
    row = Number(m[1]) - 1;
    col = m[2].charCodeAt(0) - 65;
    step = 1;
  } else {
    m = /^([A-O])(\d+)$/.exec(coord);
    col = m[1].charCodeAt(0) - 65;
    row = Number(m[2]) - 1;
    step = 15;
  }
  let sq = row * 15 + col;
  const tiles = [];
  let through = false;
  for (const ch of word) {
    if (ch === "(") through = true;
    else if (ch === ")") through = false;
    else {
      if (!through) tiles.push({ sq, letter: ch.toUpperCase(), blank: ch !== ch.toUpperCase() });
      sq += step;
    }
  }
  return tiles;
}

export async function dragTile(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 - 10, { steps: 2 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  // Where the square is now, as a person's eye follows it: the page may have moved while the
  // tile was carried (the previous tile's preview arriving late on a slow machine).
  const c = await to.boundingBox();
  if (c.x !== b.x || c.y !== b.y) await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2, { steps: 2 });
  await page.mouse.up();
}


export async function placeByDragging(page, tiles) {
  for (const t of tiles) {
    const letter = t.blank ? "?" : t.letter;
    await dragTile(page, page.locator(`[data-testid=rack-tile][data-letter="${letter}"]`).first(), page.locator(`[data-sq="${t.sq}"]`));
    if (t.blank) {
      await page.locator(`[data-testid=blank-dialog] button[data-letter="${t.letter}"]`).click();
    }
    // The tile lies where it was meant to before the next is carried (else the test would go
    // on to play a move nobody meant, and fail far from the cause).
    await page.waitForSelector(`[data-sq="${t.sq}"] [data-testid=tentative-tile]`, { timeout: 10000 });
  }
}

// Until the preview shows `score` points (the board's Dutch text): the preview of the whole
// move, not of part of it, so that "play" plays the move meant.
export async function waitForPreview(page, score) {
  await page.waitForFunction(
    (n) => document.querySelector("[data-testid=preview-score]")?.textContent?.includes(`: ${n} punt`),
    score,
    { timeout: 10000 },
  );
}

export async function placeByTyping(page, tiles) {
  const first = tiles[0].sq;
  await page.locator(`[data-sq="${first}"]`).click();
  if (tiles.length > 1 && tiles[1].sq - first >= 15) await page.locator(`[data-sq="${first}"]`).click(); // down
  for (const t of tiles) await page.keyboard.press(t.letter.toLowerCase());
}
