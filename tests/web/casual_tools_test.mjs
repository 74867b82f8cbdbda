// The board's casual-game tools (s2, issues 15 and 17), in Debian's Chromium against a fresh
// `letterzak serve`:
//   - "Is dit een woord?": the box on the game page of a box game answers for a word the list
//     holds and for one it lacks; a tournament game has no box (only the jury checks there).
//   - A clock game waiting for its opponent says "Wacht op tegenstander" on the board.
//   - A GCG file opened from disk shows the best moves per turn, worked out by the server.
//
//   node tests/web/casual_tools_test.mjs --binary build/release/src/cli/letterzak \
//        --web web --artifacts build/release/artifacts/web
//
// Exit 0: passed; 1: failed; 77: skipped (no Chromium, no playwright-core, no built front end).

import path from "node:path";

import { check, fail, finish, launchBrowser, setUp, startServer } from "./harness.mjs";
import { bestMoveFor, newTiles } from "./moves.mjs";

const setup = setUp();
const { binary, artifacts } = setup;
const { server, base, dbDir } = await startServer(setup, { name: "casual", computerDelayMs: 0 });

async function call(method, p, token, body) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers["Content-Type"] = "application/json";
  const res = await fetch(new URL(p.replace(/^\//, ""), base), { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

async function newGame(body) {
  const r = await call("POST", "/api/games", null, body);
  if (r.status !== 201) throw new Error(`new game: ${r.text}`);
  return { id: r.json.id, tokens: r.json.seats.map((s) => s.token) };
}

const browser = await launchBrowser(setup);
const pageErrors = [];
async function openAs(g, seat) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(([id, s, token]) => {
    localStorage.setItem("letterzak.tokens", JSON.stringify({ [id]: { [s]: token } }));
  }, [g.id, seat, g.tokens[seat]]);
  const page = await context.newPage();
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 4\d\d/.test(m.text())) pageErrors.push(m.text());
  });
  await page.goto(`${base}#/game/${g.id}`);
  await page.waitForSelector("[data-testid=rack] .tile");
  return { context, page };
}

async function ask(page, word) {
  await page.fill("[data-testid=word-check-input]", word);
  await page.click("[data-testid=word-check-ask]");
  await page.waitForFunction((w) => document.querySelector("[data-testid=word-check-answer]")?.textContent?.startsWith(w.toUpperCase()), word);
  return page.innerText("[data-testid=word-check-answer]");
}

try {
  // ---- "Is dit een woord?" in a box game ----
  const box = await newGame({ rules: "box", seats: [{ type: "human", name: "Anna" }, { type: "computer", level: "greedy" }] });
  {
    const { context, page } = await openAs(box, 0);
    check((await page.locator("[data-testid=word-check]").count()) === 1, "a box game has the word check");
    await page.click("[data-testid=word-check] summary");
    const yes = await ask(page, "kat");
    check(yes === "KAT staat in de woordenlijst.", `a word in the list is said to be one ("${yes}")`);
    const no = await ask(page, "qxkzv");
    check(no === "QXKZV staat niet in de woordenlijst.", `a word not in the list is said not to be ("${no}")`);
    // Typing in the box does not lay tiles on the board.
    check((await page.locator("[data-testid=tentative-tile]").count()) === 0, "typing a word to check lays no tiles");
    await page.screenshot({ path: path.join(artifacts, "casual-word-check.png") });
    await context.close();
  }
  // ---- Under tournament rules only the jury checks: no box ----
  const tournament = await newGame({ rules: "tournament", seats: [{ type: "human", name: "Bert" }, { type: "computer", level: "greedy" }] });
  {
    const { context, page } = await openAs(tournament, 0);
    check((await page.locator("[data-testid=word-check]").count()) === 0, "a tournament game has no word check");
    await context.close();
  }

  // ---- A clock game waiting for its opponent says so on the board ----
  const clocked = await newGame({ rules: "tournament", seats: [{ name: "Carla" }, { name: "Dirk" }], clock: { minutes: 25 } });
  {
    const { context, page } = await openAs(clocked, 0);
    await page.waitForSelector("[data-testid=waiting]");
    const text = await page.innerText("[data-testid=waiting]");
    check(/wacht op tegenstander/i.test(text), `a clock game waiting for the opponent says so on the board ("${text.replace(/\n/g, " | ")}")`);
    check(/wacht op tegenstander/i.test(await page.innerText("[data-testid=status]")), "and in the status bar");
    await page.screenshot({ path: path.join(artifacts, "casual-waiting.png") });
    // The opponent opens the game: the clocks run and the note goes.
    const joined = await call("POST", `/api/games/${clocked.id}/join`, clocked.tokens[1]);
    check(joined.status === 200, "the opponent opens the game");
    await page.waitForSelector("[data-testid=waiting]", { state: "detached", timeout: 10000 });
    check(true, "once both have the game open the board no longer waits");
    await context.close();
  }

  // ---- A GCG file from disk: the best moves per turn, from the server ----
  // A game whose first mover has a word to lay (a rack now and then spells nothing).
  let played, mover, best;
  for (let attempt = 0; attempt < 20 && !best; ++attempt) {
    played = await newGame({ rules: "tournament", seats: [{ name: "Eva" }, { name: "Frits" }] });
    mover = (await call("GET", `/api/games/${played.id}`, played.tokens[0])).json.to_move;
    best = bestMoveFor(binary, (await call("GET", `/api/games/${played.id}`, played.tokens[mover])).json);
  }
  if (!best) throw new Error("no playable opening rack in 20 games");
  {
    const body = { type: "place", tiles: newTiles(best.move).map((x) => ({ square: x.sq, letter: x.letter, blank: x.blank })) };
    const moved = await call("POST", `/api/games/${played.id}/move`, played.tokens[mover], body);
    if (moved.status !== 200) throw new Error(`move: ${moved.text}`);
    const gcg = (await call("GET", `/api/games/${played.id}/gcg`, played.tokens[mover])).text;
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.goto(base);
    await page.setInputFiles("[data-testid=open-gcg]", { name: "partij.gcg", mimeType: "text/plain", buffer: Buffer.from(gcg) });
    await page.waitForSelector("[data-testid=replay-panel] [data-testid=replay]");
    await page.waitForSelector("[data-testid=replay-best] li", { timeout: 60000 });
    const first = await page.innerText("[data-testid=replay-best] li >> nth=0");
    const analysis = await fetch(new URL("api/records/analysis", base), { method: "POST", headers: { "Content-Type": "text/plain" }, body: gcg }).then((r) => r.json());
    const top = analysis.turns[0].best[0];
    const expected = `${top.move} ${top.score} (waarde ${top.equity.toLocaleString("nl-NL", { maximumFractionDigits: 1 })})`;
    check(first === expected, `a GCG file from disk shows the server's best moves with the value they are ranked by ("${first}", analysis "${expected}")`);
    // The played move is shown in the same (Dutch) coordinate order as the best moves.
    const playedShown = await page.innerText("[data-testid=replay-step]");
    check(playedShown.includes(`${best.coordinate_dutch} `), `the played move in Dutch notation (${best.coordinate_dutch}) in "${playedShown.replace(/\n/g, " | ")}"`);
    await page.screenshot({ path: path.join(artifacts, "casual-gcg-best.png") });
    await context.close();
  }
} catch (e) {
  fail(e);
} finally {
  await finish({ browser, server, dbDir, pageErrors, artifacts });
}
