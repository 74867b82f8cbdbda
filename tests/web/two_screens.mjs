// Two people at two screens, the flow the club-room, TLS and proxy tests share: the host opens
// the lobby at `base`, starts a game between two people, and the guest opens the invitation
// link (its token in the URL fragment) in another browser context; then they play `turns`
// turns against each other by dragging tiles, each move seen on the other screen.

import path from "node:path";

import { bestMoveFor as bestMove, newTiles, placeByDragging, waitForPreview } from "./moves.mjs";
import { check } from "./harness.mjs";
import { readQr } from "./qr_reader.mjs";

// Every page error, console error and Content-Security-Policy violation of `page`.
export function watchPage(page, pageErrors) {
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("console", (m) => {
    // A failed resource says only its status: the location names the URL.
    if (m.type() === "error") pageErrors.push(`${m.text()}${m.location()?.url ? ` (${m.location().url})` : ""}`);
  });
  page.on("load", () =>
    page
      .evaluate(() => document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)))
      .catch(() => {}),
  );
}

// The game as `token`'s seat sees it, fetched by the page itself (same origin, the page's TLS).
function viewIn(page, id, token) {
  return page.evaluate(
    async ([gid, tok]) => (await fetch(`/api/games/${gid}`, { headers: { Authorization: `Bearer ${tok}` } })).json(),
    [id, token],
  );
}

export async function playTwoScreens({ browser, base, binary, webDir, pageErrors, artifacts, name, turns = 3, contextOptions = {} }) {
  const host = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  const hpage = await host.newPage();
  watchPage(hpage, pageErrors);
  await hpage.goto(base);
  await hpage.waitForSelector("[data-testid=start]");
  await hpage.fill("[data-testid=seat-name-0]", "Anna");
  await hpage.selectOption("[data-testid=seat-type-1]", "human");
  await hpage.fill("[data-testid=seat-name-1]", "Bert");
  await hpage.click("[data-testid=start]");
  const invite = await hpage.locator(".invite input").inputValue();
  check(invite.startsWith(base) && /^[^?]*#\/join\/[a-z0-9]+\/1\/[^/]+$/.test(invite), `${name}: the invitation link is on the lobby's address, its token in the fragment (${invite.replace(/[^/]+$/, "…")})`);
  const qr = await readQr(hpage, hpage.locator(".invite svg.qr").first(), webDir);
  check(qr === invite, `${name}: the QR code beside the invitation reads back as its link`);
  await hpage.click(".invites a.button");
  await hpage.waitForSelector("[data-testid=board]");
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, ...contextOptions });
  const gpage = await guest.newPage();
  watchPage(gpage, pageErrors);
  await gpage.goto(invite);
  await gpage.waitForSelector("[data-testid=seat-1].me");
  check(true, `${name}: the invitation opens the game as the second player`);
  const id = /#\/game\/([a-z0-9]+)/.exec(hpage.url())[1];
  const tokenOf = (page, seat) => page.evaluate(([gid, s]) => JSON.parse(localStorage.getItem("letterzak.tokens"))[gid][s], [id, String(seat)]);
  const seats = [
    { page: hpage, token: await tokenOf(hpage, 0) },
    { page: gpage, token: await tokenOf(gpage, 1) },
  ];
  let tiles = 0;
  // A failure keeps both screens as they were, for whoever reads the log.
  try {
    for (let turn = 0; turn < turns; turn++) {
      const state = await viewIn(hpage, id, seats[0].token);
      const mover = seats[state.to_move];
      const other = seats[1 - state.to_move];
      const view = await viewIn(mover.page, id, mover.token);
      const best = bestMove(binary, view);
      await mover.page.waitForSelector("[data-testid=status] .turn.mine");
      if (best) {
        const placed = newTiles(best.move);
        await placeByDragging(mover.page, placed);
        await waitForPreview(mover.page, best.score);
        await mover.page.click("[data-testid=play]");
        tiles += placed.length;
        await other.page.waitForFunction((n) => document.querySelectorAll("[data-testid=board] .tile").length >= n, tiles, { timeout: 10000 });
      } else {
        await mover.page.click("[data-testid=pass]");
        await mover.page.click("[data-testid=confirm-yes]");
      }
      await other.page.waitForSelector("[data-testid=status] .turn.mine", { timeout: 10000 });
      check(true, `${name}: turn ${turn + 1} (${best ? best.move : "pass"}) reaches the other screen, whose turn it is now`);
    }
  } catch (e) {
    for (const [who, page] of [["host", hpage], ["guest", gpage]])
      await page.screenshot({ path: path.join(artifacts, `${name}-failed-${who}.png`), fullPage: true }).catch(() => {});
    throw e;
  }
  const final = await viewIn(hpage, id, seats[0].token);
  check(final.board.length === tiles && final.turns?.length !== 0, `${name}: the server holds the ${tiles} tiles played across the link`);
  await gpage.screenshot({ path: path.join(artifacts, `${name}-guest.png`), fullPage: true });
  await host.close();
  await guest.close();
}
