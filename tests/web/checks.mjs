// Checks the browser tests share: axe-core (a real accessibility checker) over a page, and the
// translation check — no text a Dutch reader sees is English or a raw code.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

let axeSource = null;

// axe-core's serious and critical violations on the page as it stands, as "rule: target" lines.
export async function axeViolations(page, webDir) {
  if (axeSource === null) {
    const file = createRequire(path.join(webDir, "package.json")).resolve("axe-core/axe.min.js");
    axeSource = readFileSync(file, "utf8");
  }
  // Evaluated through the DevTools protocol: the page's CSP (no inline script) stays as it is.
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.targets.join(", ")}`);
}

// English words a Dutch page never needs, and the codes the server and the settings use. Case
// matters: words played on the board are in capitals ("PASS" could be a move) and are not text.
const ENGLISH = [
  "the", "and", "your", "You", "turn", "Turn", "player", "Player", "game", "Game", "tiles", "bag", "Bag",
  "pass", "Pass", "exchange", "Exchange", "shuffle", "Shuffle", "resign", "Resign", "challenge", "Challenge",
  "round", "Round", "standings", "Standings", "rules", "Rules", "finished", "wins", "Winner", "draw", "Draw",
  "unseen", "Unseen", "moves", "Moves", "rack", "Rack", "points", "Points", "spread", "Spread", "bye", "Byes",
  "End", "final", "Final", "forfeited", "withdrawn", "sheet", "Score sheet", "in progress", "over time",
];
const CODES = ["went_out", "pass_run", "total_time", "in_progress", "awaiting_jury", "tournament", "swiss", "round-robin", "box-ij", "box", "challenged_off", "failed_challenge", "lost_turn", "end_rack"];

// The words and codes found in the texts: [] when everything is Dutch.
export function foreignWords(texts, { allow = [] } = {}) {
  const found = new Set();
  for (const text of texts) {
    for (const w of [...ENGLISH, ...CODES]) {
      if (allow.includes(w)) continue;
      const re = new RegExp(`(^|[^\\p{L}_-])${w}($|[^\\p{L}_-])`, "u");
      if (re.test(text)) found.add(`"${w}" in "${text.slice(0, 80)}"`);
    }
  }
  return [...found];
}

// Every text node and every label a reader or a screen reader meets (aria-label, title,
// placeholder), outside the board and the rack (their letters are tiles, not words).
export function pageTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const skip = (el) => !el || el.closest("[data-testid=board], .rack, script, style, .rack-text, .replay-board");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const n = walker.currentNode;
      const text = n.textContent.trim();
      if (text && !skip(n.parentElement)) out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
      if (skip(el)) continue;
      for (const a of ["aria-label", "title", "placeholder"]) if (el.getAttribute(a)) out.push(el.getAttribute(a));
    }
    return out;
  });
}
