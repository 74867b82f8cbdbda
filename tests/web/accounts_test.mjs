// Accounts in the browser (issue 13): Anna signs up on her "phone" (one browser context) and
// starts a game against Bert, who signs up in his own context and opens the invitation (his
// account claims the seat). Anna then signs in on her "laptop" (a third context, no token in
// its storage): "Mijn partijen" lists the game, it opens as her seat, the tab's title says
// when it is her turn, and she plays on from there while the phone sees the move. She
// resigns from the laptop; the end screen's "Nog een partij" opens a new game with the same
// seats for both of them, and her profile shows the rating the rated game moved.
//
//   node tests/web/accounts_test.mjs --binary build/release/src/cli/letterzak --web web

import path from "node:path";

import { check, fail, failures, finish, launchBrowser, setUp, startServer } from "./harness.mjs";
import { bestMoveFor, newTiles, placeByDragging } from "./moves.mjs";
import { watchPage } from "./two_screens.mjs";

const env = setUp();
const { server, base, dbDir } = await startServer(env, { name: "accounts", computerDelayMs: 0 });
const browser = await launchBrowser(env);
const pageErrors = [];

async function device(width, height) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  watchPage(page, pageErrors);
  await page.goto(base);
  await page.waitForSelector("[data-testid=account]  h2");
  return page;
}

async function account(page, name, up) {
  await page.fill("[data-testid=account-name]", name);
  await page.fill("[data-testid=account-password]", "geheim-wachtwoord");
  await page.click(up ? "[data-testid=sign-up]" : "[data-testid=sign-in]");
  await page.waitForSelector("[data-testid=signed-in-as]");
}

// The game as the page's own session sees it (its cookie; no token).
const viewIn = (page, id) => page.evaluate(async (gid) => (await fetch(`/api/games/${gid}`)).json(), id);

try {
  const phone = await device(390, 844);
  await account(phone, "Anna", true);
  check(true, "Anna signs up on her phone");
  await phone.fill("[data-testid=seat-name-0]", "Anna");
  await phone.selectOption("[data-testid=seat-type-1]", "human");
  await phone.fill("[data-testid=seat-name-1]", "Bert");
  await phone.click("[data-testid=start]");
  const invite = await phone.locator(".invite input").inputValue();
  await phone.click(".invites a.button");
  await phone.waitForSelector("[data-testid=seat-0].me");
  const id = /#\/game\/([a-z0-9]+)/.exec(phone.url())[1];

  const bert = await device(1024, 768);
  await account(bert, "Bert", true);
  await bert.goto(invite);
  await bert.waitForSelector("[data-testid=seat-1].me");
  const bertList = await bert.evaluate(async () => (await fetch("/api/me/games")).json());
  check(bertList.games.length === 1 && bertList.games[0].seat === 1, "Bert's account claimed the invitation's seat");

  const laptop = await device(1280, 900);
  await account(laptop, "Anna", false);
  await laptop.waitForSelector("[data-testid=my-game-link]");
  check((await laptop.locator("[data-testid=my-game-link]").count()) === 1, "Mijn partijen on the laptop lists the game started on the phone");
  await laptop.click("[data-testid=my-game-link]");
  await laptop.waitForSelector("[data-testid=seat-0].me");
  check(true, "the laptop opens the game as Anna's seat, without her token");
  const tokens = await laptop.evaluate(() => localStorage.getItem("letterzak.tokens"));
  check(!tokens || !tokens.includes(id), "the laptop holds no token for the game");

  // Whose turn: the title of the mover's tab says so, the other's does not.
  let state = await viewIn(laptop, id);
  const annaToMove = state.to_move === 0;
  const moverPage = annaToMove ? laptop : bert;
  const waiterPage = annaToMove ? bert : laptop;
  await moverPage.waitForFunction(() => document.title.includes("aan zet") || document.title.includes("Your turn"), null, { timeout: 10000 });
  check(!(await waiterPage.title()).includes("aan zet"), "the waiting player's tab title does not claim the turn");
  check(true, `the mover's tab title shows the turn (${await moverPage.title()})`);
  const favicon = await moverPage.evaluate(() => document.querySelector("link[rel=icon]").href);
  check(favicon.includes("circle"), "the mover's favicon carries the turn dot");

  // If Bert starts, he plays first; then Anna plays on from the laptop, until she has laid a
  // word there. A rack that spells nothing (about one opening rack in thirty: the server deals)
  // exchanges a tile instead, and the turn comes round again.
  let tiles = 0;
  let annaPlayed = false;
  for (let turn = 0; turn < 8 && !annaPlayed; ++turn) {
    const before = await viewIn(laptop, id);
    const seat = before.to_move;
    const page = seat === 0 ? laptop : bert;
    const view = await viewIn(page, id);
    await page.waitForSelector("[data-testid=status] .turn.mine");
    const best = bestMoveFor(env.binary, view);
    if (!best) {
      await page.click("[data-testid=exchange]");
      await page.click("[data-testid=exchange-tile-0]");
      await page.click("[data-testid=exchange-confirm]");
      await phone.waitForFunction(async ([gid, n]) => (await (await fetch(`/api/games/${gid}`)).json()).turns.length > n, [id, before.turns.length], { timeout: 10000 });
      console.log(`note: seat ${seat}'s rack spells nothing; it exchanged a tile`);
      continue;
    }
    const placed = newTiles(best.move);
    await placeByDragging(page, placed);
    await page.waitForSelector("[data-testid=preview-score]");
    await page.click("[data-testid=play]");
    tiles += placed.length;
    await phone.waitForFunction((n) => document.querySelectorAll("[data-testid=board] .tile").length >= n, tiles, { timeout: 10000 });
    check(true, `seat ${seat} plays ${best.move}; the phone shows it`);
    annaPlayed = seat === 0;
  }
  check(annaPlayed, "Anna laid a word from the laptop");
  state = await viewIn(laptop, id);
  check(state.viewer === 0 && state.board.length === tiles, "the server holds the laptop's move as Anna's");
  await laptop.screenshot({ path: path.join(env.artifacts, "accounts-laptop.png"), fullPage: true });

  // Anna resigns from the laptop; the end screen offers a rematch to both.
  await laptop.waitForFunction(() => !document.title.includes("aan zet"), null, { timeout: 10000 });
  await laptop.click("[data-testid=resign]");
  await laptop.click("[data-testid=confirm-yes]");
  await laptop.waitForFunction(async (gid) => (await (await fetch(`/api/games/${gid}`)).json()).status === "finished", id, { timeout: 20000 });
  // Opened afresh (from the lobby), the finished game shows its end screen without the summary.
  await laptop.goto(base);
  await laptop.goto(`${base}#/game/${id}`);
  await laptop.waitForSelector("[data-testid=rematch]");
  await laptop.click("[data-testid=rematch]");
  await laptop.waitForFunction((old) => /#\/game\/[a-z0-9]+/.test(location.hash) && !location.hash.includes(old), id);
  const again = /#\/game\/([a-z0-9]+)/.exec(laptop.url())[1];
  await laptop.waitForSelector("[data-testid=seat-0].me");
  await bert.goto(base);
  await bert.goto(`${base}#/game/${id}`);
  await bert.waitForSelector("[data-testid=rematch]");
  await bert.click("[data-testid=rematch]");
  await bert.waitForFunction((g) => location.hash === `#/game/${g}`, again);
  await bert.waitForSelector("[data-testid=seat-1].me");
  check(true, "Nog een partij: both players are in the new game, in their own seats");

  // The rated game moved both ratings: Bert won (1516), Anna lost (1484).
  await laptop.goto(base);
  await laptop.waitForSelector("[data-testid=rating-tournament]");
  const rating = await laptop.locator("[data-testid=rating-tournament]").innerText();
  check(rating.includes("1484"), `Anna's profile shows her rating after the game (${rating})`);
  check((await laptop.locator("[data-testid=rating-chart]").count()) === 1, "the rating history is drawn");
  await laptop.screenshot({ path: path.join(env.artifacts, "accounts-profile.png"), fullPage: true });
} catch (e) {
  fail(e);
}
void failures;
await finish({ browser, server, dbDir, pageErrors, artifacts: env.artifacts });
