// The public lobby in the browser (issue 13): the filter "Open uitnodigingen" / "Live partijen"
// / "Afgelopen" shows only games their creators made public, with the status in Dutch words,
// the date of the last move and final scores; a private game is in none of them. The new-game
// form's "Openbaar" box makes a game public. With `--accounts off` the lobby shows no account
// card and logs no error (no failing request). "Meedoen" on an open invitation takes its seat;
// a second guest who was too late reads that it is taken.
//
//   node tests/web/lobby_test.mjs --binary build/release/src/cli/letterzak --web web

import { rmSync } from "node:fs";
import path from "node:path";

import { check, fail, failures, finish, launchBrowser, setUp, startServer } from "./harness.mjs";
import { watchPage } from "./two_screens.mjs";

const env = setUp();
const { server, base, dbDir } = await startServer(env, { name: "lobby", computerDelayMs: 0 });
const browser = await launchBrowser(env);
const pageErrors = [];

async function call(method, p, token, body) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers["Content-Type"] = "application/json";
  const res = await fetch(new URL(p.replace(/^\//, ""), base), { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, json: await res.json().catch(() => null) };
}

async function create(isPublic, names) {
  const r = await call("POST", "/api/games", null, { public: isPublic, seats: names.map((name) => ({ type: "human", name })) });
  if (r.status !== 201) throw new Error(`new game: ${JSON.stringify(r.json)}`);
  return { id: r.json.id, tokens: r.json.seats.map((s) => s.token) };
}

// The game links the list shows now.
const links = (page) => page.$$eval("[data-testid=game-link]", (as) => as.map((a) => ({ href: a.getAttribute("href"), text: a.innerText })));
const row = (list, g) => list.find((l) => l.href === `#/game/${g.id}`);

try {
  // A private game both players play; a public invitation whose creator took seat 0; a public
  // game both players opened (live); a public game that ended.
  const secret = await create(false, ["Geheim", "Ook Geheim"]);
  await call("GET", `/api/games/${secret.id}`, secret.tokens[0]);
  await call("GET", `/api/games/${secret.id}`, secret.tokens[1]);
  const invite = await create(true, ["Anna", "Bert"]);
  await call("GET", `/api/games/${invite.id}`, invite.tokens[0]);
  const live = await create(true, ["Carla", "Dirk"]);
  for (const token of live.tokens) await call("GET", `/api/games/${live.id}`, token);
  const done = await create(true, ["Eva", "Frits"]);
  for (const token of done.tokens) await call("GET", `/api/games/${done.id}`, token);
  const resigned = await call("POST", `/api/games/${done.id}/resign`, done.tokens[1]);
  check(resigned.status === 200, "a public game ends by resignation");

  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  const page = await context.newPage();
  watchPage(page, pageErrors);
  await page.goto(base);
  await page.waitForSelector("[data-testid=filter-open][aria-pressed=true]");
  await page.waitForSelector("[data-testid=game-link]");
  let list = await links(page);
  check(list.length === 1 && row(list, invite), `Open uitnodigingen lists the open invitation only (${list.map((l) => l.href)})`);
  check(row(list, invite)?.text.includes("Wacht op tegenstander"), `the invitation waits for an opponent (${row(list, invite)?.text})`);
  check(/laatste zet \d+ [a-z]+\.? \d{4}/.test(row(list, invite)?.text ?? ""), `the last move's date is shown in Dutch (${row(list, invite)?.text})`);

  await page.click("[data-testid=filter-live]");
  await page.waitForSelector("[data-testid=filter-live][aria-pressed=true]");
  await page.waitForSelector("[data-testid=game-link]");
  list = await links(page);
  check(list.length === 1 && row(list, live) && row(list, live).text.includes("Bezig"), `Live partijen lists the game being played, "Bezig" (${list.map((l) => l.text)})`);

  await page.click("[data-testid=filter-finished]");
  await page.waitForSelector("[data-testid=filter-finished][aria-pressed=true]");
  await page.waitForSelector("[data-testid=game-link]");
  list = await links(page);
  const final = (await call("GET", `/api/games/${done.id}`)).json.result.seats;
  check(list.length === 1 && row(list, done)?.text.includes("Afgelopen"), `Afgelopen lists the finished game (${list.map((l) => l.text)})`);
  check(row(list, done)?.text.includes(`Eva ${final[0].final} – Frits ${final[1].final}`), `with its final scores (${row(list, done)?.text})`);
  await page.screenshot({ path: path.join(env.artifacts, "lobby-finished.png"), fullPage: true });

  const html = await page.content();
  check(!html.includes(secret.id) && !html.includes("Geheim"), "the private game appears in no list");

  // The form's "Openbaar" box: a game against the computer, listed as live once opened.
  await page.check("[data-testid=public]");
  await page.click("[data-testid=start]");
  await page.waitForSelector("[data-testid=seat-0].me");
  const mine = /#\/game\/([a-z0-9]+)/.exec(page.url())[1];
  const publicLive = (await call("GET", "/api/games?status=live")).json.games.map((g) => g.id);
  check(publicLive.includes(mine), "a game started with Openbaar ticked is listed as live");
  await page.goto(base);
  await page.click("[data-testid=start]");
  await page.waitForSelector("[data-testid=seat-0].me");
  const privateId = /#\/game\/([a-z0-9]+)/.exec(page.url())[1];
  const everything = (await call("GET", "/api/games?status=all")).json.games.map((g) => g.id);
  check(!everything.includes(privateId), "a game started without it is not listed");
  await context.close();

  // "Meedoen": two guests see Anna's open invitation; the first takes Bert's seat, the board
  // opens as that seat, the token Anna held for it stops working; the second is told it is taken.
  const first = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const [p1, p2] = [await first.newPage(), await second.newPage()];
  for (const p of [p1, p2]) {
    watchPage(p, pageErrors);
    await p.goto(base);
    await p.waitForSelector("[data-testid=join-game]");
  }
  check((await p1.$$("[data-testid=join-game]")).length === 1, "only the open invitation offers Meedoen");
  await p1.click("[data-testid=join-game]");
  await p1.waitForSelector("[data-testid=seat-1].me");
  check(p1.url().endsWith(`#/game/${invite.id}`), `Meedoen opens the game (${p1.url()})`);
  const old = await call("GET", `/api/games/${invite.id}`, invite.tokens[1]);
  check(old.status === 403 && old.json?.error === "bad_token", `the creator's token for the taken seat no longer works (${old.status})`);
  await p1.screenshot({ path: path.join(env.artifacts, "lobby-joined.png") });
  const errorsBefore = pageErrors.length;
  await p2.click("[data-testid=join-game]");
  const refusal = await p2.waitForSelector("li.joinable .error:not(:empty)");
  check((await refusal.innerText()).includes("al bezet"), `the second guest reads that the seat is taken (${await refusal.innerText()})`);
  // The browser logs the 409 of that one request itself: expected here, and only that.
  const added = pageErrors.splice(errorsBefore);
  pageErrors.push(...added.filter((e) => !(e.includes("409") && e.includes(`/api/games/${invite.id}/take`))));
  await p2.goto(base);
  await p2.waitForSelector("[data-testid=filter-open][aria-pressed=true]");
  await p2.waitForSelector("[data-testid=no-games]");
  check((await p2.$("[data-testid=join-game]")) === null, "the taken invitation is no longer offered");
  await first.close();
  await second.close();
} catch (e) {
  fail(e);
}

// `--accounts off`: the lobby learns it from GET /api/me (200, "accounts_mode":"off"), shows no
// account card, and no request of the page fails (the console stays clean: finish() fails the
// test on any console error collected here).
const off = await startServer(env, { name: "lobby-off", computerDelayMs: 0, args: ["--accounts", "off"] });
try {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  const page = await context.newPage();
  watchPage(page, pageErrors);
  const failed = [];
  page.on("response", (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(off.base);
  await page.waitForSelector("[data-testid=filter-open][aria-pressed=true]");
  await page.waitForLoadState("networkidle");
  check((await page.$("[data-testid=account]")) === null, "with accounts off the lobby shows no account card");
  check((await page.$("[data-testid=my-games]")) === null, "and no Mijn partijen");
  await page.click("[data-testid=start]");
  await page.waitForSelector("[data-testid=seat-0].me");
  await page.goto(off.base);
  await page.waitForSelector("[data-testid=filter-open][aria-pressed=true]");
  await page.waitForLoadState("networkidle");
  check(failed.length === 0, `no request of the page failed with accounts off (${failed.join(", ")})`);
  await context.close();
} catch (e) {
  fail(e);
}
{
  const exited = new Promise((r) => off.server.once("exit", (code) => r(code)));
  off.server.kill("SIGTERM");
  check((await exited) === 0, "the accounts-off server stops cleanly");
  rmSync(off.dbDir, { recursive: true, force: true });
}
void failures;
await finish({ browser, server, dbDir, pageErrors, artifacts: env.artifacts });
