// The director's flow in a real browser (Debian's Chromium, headless, playwright-core):
// starts `letterzak serve` with a fresh database and, on a phone-size screen, creates a Swiss
// tournament, reads the director's token (shown once), registers four players, pairs round 1,
// types in the result of board 1 and sees the standings follow; starts board 2 as a game on the
// server, opens one player's invitation in another browser, resigns there, and sees the result
// land in the round by itself; corrects board 1 with the jury's scores; pairs round 2; then the
// public page (pairings, standings, exports, English) and the director's page in a browser
// that does not know the token (a wrong one is refused, the right one works).
//
//   node tests/web/tournament_test.mjs --binary build/release/src/cli/letterzak \
//        --web web --artifacts build/release/artifacts/web
//
// Exit 0: passed; 1: failed; 77: skipped (no Chromium, no playwright-core, no built front end).

import path from "node:path";

import { axeViolations, foreignWords, pageTexts } from "./checks.mjs";
import { readQr } from "./qr_reader.mjs";
import { check, fail, finish, launchBrowser, setUp, startServer } from "./harness.mjs";

const setup = setUp();
const { artifacts, webDir } = setup;
const { server, base, dbDir } = await startServer(setup, { name: "tournament-web", computerDelayMs: 0 });

async function api(pathname) {
  const res = await fetch(new URL(pathname, base));
  return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
}

const browser = await launchBrowser(setup);
const pageErrors = [];
function watchErrors(page) {
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("console", (m) => {
    // The refusals this test asks for on purpose (a wrong token, a duplicate name).
    if (m.type() === "error" && !/status of 40[139]/.test(m.text())) pageErrors.push(m.text());
  });
}

try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  watchErrors(page);
  const shot = (name, p = page) => p.screenshot({ path: path.join(artifacts, `tournament-${name}.png`), fullPage: true });
  const overflow = (p = page) => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  // ---- Create ----
  await page.goto(base);
  await page.click("[data-testid=nav-tournaments]");
  await page.waitForSelector("[data-testid=create-tournament]");
  check((await page.locator("h2").first().innerText()).includes("Nieuw toernooi"), "the tournament pages are in Dutch by default");
  const listViolations = await axeViolations(page, webDir);
  check(listViolations.length === 0, `axe: the tournament list has no serious violation ${listViolations.join("; ")}`);
  await page.fill("[data-testid=tournament-name-input]", "Clubavond Zoë");
  await page.fill("[data-testid=tournament-rounds]", "3");
  await page.selectOption("[data-testid=tournament-system]", "swiss");
  await shot("01-new");
  await page.click("[data-testid=create-tournament]");
  await page.waitForSelector("[data-testid=tournament-director]");
  const id = /#\/tournament\/([a-z0-9_-]+)\/director/.exec(page.url())?.[1];
  check(!!id, `the director's page opens for the new tournament (${page.url()})`);
  const token = await page.inputValue("[data-testid=director-token]");
  check(token.length === 43, "the director's token is shown once");
  check((await page.locator("[data-testid=tournament-name]").innerText()).includes("Clubavond Zoë"), "the page names the tournament");

  // ---- Players ----
  const players = [
    ["Anna", "1800"],
    ["Bert", "1700"],
    ["Carla", "1600"],
    ["Dirk", "1500"],
  ];
  for (const [name, rating] of players) {
    await page.fill("[data-testid=player-name]", name);
    await page.fill("[data-testid=player-rating]", rating);
    await page.click("[data-testid=add-player]");
    await page.waitForFunction((n) => document.querySelector("[data-testid=players]")?.textContent?.includes(n), name);
  }
  check((await page.locator("[data-testid=players] tr").count()) === 4, "four players registered");
  await page.fill("[data-testid=player-name]", "anna");
  await page.click("[data-testid=add-player]");
  await page.waitForSelector("[data-testid=director-error]");
  check((await page.innerText("[data-testid=director-error]")).includes("al een speler"), "a duplicate name is refused in Dutch");
  await page.fill("[data-testid=player-name]", "");

  // ---- Round 1 ----
  await page.click("[data-testid=pair]");
  await page.waitForSelector("[data-testid=round-1]");
  let view = JSON.parse((await api(`/api/tournaments/${id}`)).text);
  const [b1, b2] = view.rounds[0].pairings;
  check(b1.first_name === "Anna" && b1.second_name === "Carla", `round 1 board 1 is Anna–Carla (${b1.first_name}–${b1.second_name})`);
  await shot("02-round-1");

  const row1 = page.locator("[data-testid=board-1-1]");
  // Issue 17 (defect 6): two empty score fields are refused with a message, not saved as 0–0.
  await row1.locator("[data-testid=save-result]").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=board-1-1] [data-testid=result-problem]")?.textContent);
  check((await row1.locator("[data-testid=result-problem]").innerText()).includes("Vul beide scores in"), "an empty result is refused with a message");
  check(JSON.parse((await api(`/api/tournaments/${id}`)).text).rounds[0].pairings[0].result === null, "and nothing is recorded");
  await row1.locator("[data-testid=score-first]").fill("420");
  await row1.locator("[data-testid=score-second]").fill("380");
  await row1.locator("[data-testid=save-result]").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=board-1-1] [data-testid=result-text]")?.textContent?.includes("420–380"));
  check(true, "the result of board 1 is entered");
  const firstInStandings = async () => (await page.locator("[data-testid=standings] tbody tr").first().locator("[data-testid=standing-name]").innerText()).trim();
  check((await firstInStandings()) === "Anna", "the winner leads the standings");
  const wins = await page.locator("[data-testid=standings] tbody tr").first().locator('td[data-key="wins"]').innerText();
  check(wins.trim() === "1", `with one win (${wins})`);
  check(await page.locator('[data-testid=standings] th[data-key="resistance"]').count() === 1, "the standings show weerstandspunten");

  // ---- Board 2 on the server ----
  await page.locator("[data-testid=board-1-2] [data-testid=play-on-server]").click();
  await page.waitForSelector("[data-testid=invitations]");
  const invite0 = await page.inputValue("[data-testid=invite-0]");
  const invite1 = await page.inputValue("[data-testid=invite-1]");
  check(invite0.includes("#/join/") && invite1.includes("#/join/") && invite0 !== invite1, "the game gives each player a link");
  const qrs = page.locator("[data-testid=invitations] svg.qr");
  check((await readQr(page, qrs.nth(0), setup.webDir)) === invite0 && (await readQr(page, qrs.nth(1), setup.webDir)) === invite1, "each link has a QR code that reads back as it");
  // The printable slips: the board, both names, and each seat's QR code.
  await page.click("[data-testid=print-slips]");
  await page.waitForSelector("[data-testid=pairing-slips]");
  const slip = page.locator("[data-testid=slip-2]");
  const slipText = await slip.innerText();
  check(slipText.includes(b2.first_name) && slipText.includes(b2.second_name) && /bord 2/.test(slipText), "the pairing slip names board 2 and its two players");
  const slipQrs = slip.locator("svg.qr");
  check((await slipQrs.count()) === 2 && (await readQr(page, slipQrs.nth(0), setup.webDir)) === invite0 && (await readQr(page, slipQrs.nth(1), setup.webDir)) === invite1, "the slip's QR codes read back as the seats' links");
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: path.join(artifacts, "03b-pairing-slips-print.png"), fullPage: true });
  check(await page.locator("header.top").isHidden(), "printed, the page shows only the slips");
  await page.emulateMedia({ media: "screen" });
  await page.locator("[data-testid=pairing-slips] button").last().click();
  await page.waitForSelector("[data-testid=pairing-slips]", { state: "detached" });
  check((await page.innerText("[data-testid=board-1-2]")).includes("partij bezig"), "the board shows the game in progress");
  await shot("03-invitations");

  // The second player opens their link and resigns.
  const playerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const player = await playerContext.newPage();
  watchErrors(player);
  await player.goto(invite1);
  await player.waitForSelector("[data-testid=board]");
  check((await player.innerText("[data-testid=game]")).includes(b2.second_name), "the invitation opens the game as the player");
  await player.click("[data-testid=resign]");
  await player.click("[data-testid=confirm-yes]");
  await player.waitForSelector("[data-testid=show-summary]", { timeout: 20000 });
  await playerContext.close();

  // The director's page picks the result up by itself.
  await page.waitForFunction(() => document.querySelector("[data-testid=board-1-2] [data-testid=result-text]"), null, { timeout: 30000 });
  check(true, "the server game's result lands in the round by itself");
  view = JSON.parse((await api(`/api/tournaments/${id}`)).text);
  check(view.rounds[0].pairings[1].result?.winner === "first", "the resignation lost the game");
  check(view.rounds[0].complete === true, "round 1 is complete");

  // ---- A jury correction of board 1 ----
  await row1.locator("[data-testid=correct]").click();
  await row1.locator("[data-testid=jury-first]").fill("300");
  await row1.locator("[data-testid=jury-second]").fill("380");
  await row1.locator("[data-testid=save-result]").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=board-1-1] [data-testid=result-text]")?.textContent?.includes("jury 300–380"));
  check((await firstInStandings()) !== "Anna", "after the jury's correction Anna no longer leads");
  await shot("04-standings");
  check((await overflow()) <= 1, "the director's page fits a phone-size screen");
  const directorViolations = await axeViolations(page, webDir);
  check(directorViolations.length === 0, `axe: the director's page has no serious violation ${directorViolations.join("; ")}`);
  const directorForeign = foreignWords(await pageTexts(page));
  check(directorForeign.length === 0, `the director's page is Dutch ${directorForeign.join("; ")}`);
  check((await page.innerText("[data-testid=standings-legend]")).includes("Vrij = vrije ronde: telt als een winst met saldo +50"), "the standings' legend states the bye rule");

  // ---- Round 2 ----
  await page.click("[data-testid=pair]");
  await page.waitForSelector("[data-testid=round-2]");
  check(true, "round 2 is paired");
  // Issue 17 (defect 7): on a 360 px phone nothing scrolls sideways and "Opnieuw starten" is
  // whole (board 1 of round 2 is started on the server, so its link is there).
  await page.locator("[data-testid=board-2-1] [data-testid=play-on-server]").click();
  await page.waitForSelector("[data-testid=board-2-1] [data-testid=game-state]");
  await page.setViewportSize({ width: 360, height: 640 });
  await page.waitForTimeout(100);
  check((await overflow()) <= 1, "the director's page fits 360 px without sideways scrolling");
  const again = await page.evaluate(() => {
    const b = [...document.querySelectorAll("button.link")].find((x) => x.textContent === "Opnieuw starten");
    if (!b) return null;
    const r = b.getBoundingClientRect();
    let clipped = false;
    for (let el = b.parentElement; el; el = el.parentElement) {
      const c = el.getBoundingClientRect();
      if (getComputedStyle(el).overflowX !== "visible" && (r.left < c.left - 0.5 || r.right > c.right + 0.5)) clipped = true;
    }
    return { inView: r.left >= 0 && r.right <= window.innerWidth, clipped };
  });
  check(again !== null && again.inView && !again.clipped, `"Opnieuw starten" is whole on a phone (${JSON.stringify(again)})`);
  await shot("04b-director-360");
  await page.setViewportSize({ width: 390, height: 844 });

  // ---- Issue 21: the director's tools ----
  // The server game of round 2's board 1: the director starts its clocks before the players
  // open their links.
  const r2game = JSON.parse((await api(`/api/tournaments/${id}`)).text).rounds[1].pairings[0].game.id;
  check((await api(`/api/games/${r2game}`).then((r) => JSON.parse(r.text))).clock.waiting_for_players === true, "the server game's clocks wait for the players");
  await page.locator("[data-testid=board-2-1] [data-testid=start-clock]").click();
  await page.waitForFunction(async (g) => (await (await fetch(`/api/games/${g}`)).json()).clock.waiting_for_players === false, r2game);
  check((await page.locator("[data-testid=director-error]").count()) === 0, "\"Klok starten\" starts the clocks of a pairing's server game");

  // Every result kind on board 2 of round 2, each shown as such on the page and the public view.
  const row22 = page.locator("[data-testid=board-2-2]");
  const b22 = JSON.parse((await api(`/api/tournaments/${id}`)).text).rounds[1].pairings[1];
  const kinds = [
    ["first-resigned", ["320", "250"], "gaf op", "resigned"],
    ["second-noshow", null, "niet opgekomen", "no_show"],
    ["first-forfeit", null, "reglementair verloren", "forfeit"],
    ["double-forfeit", null, "reglementair verloren", "double_forfeit"],
    ["adjourned", ["150", "140"], "afgebroken", "adjourned"],
    ["", ["410", "360"], "410–360", "played"],
  ];
  for (const [special, scores, shown, kind] of kinds) {
    if ((await row22.locator("[data-testid=correct]").count()) > 0) await row22.locator("[data-testid=correct]").click();
    if (scores) {
      await row22.locator("[data-testid=score-first]").fill(scores[0]);
      await row22.locator("[data-testid=score-second]").fill(scores[1]);
    }
    await row22.locator("[data-testid=special]").selectOption(special);
    await row22.locator("[data-testid=save-result]").click();
    await page.waitForFunction(
      ([k, text]) => document.querySelector("[data-testid=board-2-2] [data-testid=result-text]")?.textContent?.includes(text),
      [kind, shown],
    );
    const entered = JSON.parse((await api(`/api/tournaments/${id}`)).text).rounds[1].pairings[1].result;
    check(entered?.kind === kind, `board 2 of round 2 entered as ${kind} from the page ("${shown}")`);
    if (kind === "no_show") {
      const note = await page.locator(`[data-testid=standings] tr[data-player="${b22.second}"] [data-testid=standing-note]`).innerText();
      check(note.includes("niet opgekomen"), `the standings note the no-show (${note})`);
    }
  }

  // Sanctions: a warning with its note and a point penalty, shown on the standings.
  // The first one lets the page's refresh come (every 4 s while round 2's server game runs)
  // between choosing the player and submitting: a form holding input is not redrawn under the
  // director (it was, and the sanction then went nowhere).
  // The second is filled in, then the page redrawn (language there and back), as the answer to
  // another action would: the form must still hold it.
  const sanction = async (player, kind, points, note, refreshMeanwhile = false, redraw = false) => {
    await page.selectOption("[data-testid=sanction-player]", String(player));
    await page.selectOption("[data-testid=sanction-kind]", kind);
    if (refreshMeanwhile) await page.waitForTimeout(4500);
    if (points) await page.fill("[data-testid=sanction-points]", String(points));
    await page.fill("[data-testid=sanction-note]", note);
    if (redraw) {
      await page.click("[data-testid=lang-en]");
      await page.click("[data-testid=lang-nl]");
      const kept = [
        await page.inputValue("[data-testid=sanction-player]"),
        await page.inputValue("[data-testid=sanction-kind]"),
        await page.inputValue("[data-testid=sanction-points]"),
        await page.inputValue("[data-testid=sanction-note]"),
      ];
      check(JSON.stringify(kept) === JSON.stringify([String(player), kind, String(points), note]), `a redraw keeps the sanction form (${kept.join(", ")})`);
    }
    await page.click("[data-testid=impose-sanction]");
  };
  const noteOf = (player) => page.locator(`[data-testid=standings] tr[data-player="${player}"] [data-testid=standing-note]`).innerText();
  await sanction(2, "warning", 0, "telefoon ging af", true);
  await page.waitForFunction(() => document.querySelector('[data-testid=standings] tr[data-player="2"]')?.textContent?.includes("waarschuwing"));
  check(true, "a warning shows on the standings");
  check((await page.inputValue("[data-testid=sanction-note]")) === "" && (await page.inputValue("[data-testid=sanction-player]")) === "", "the sanction form is empty once the warning is imposed");
  const pointsBefore = JSON.parse((await api(`/api/tournaments/${id}`)).text).standings.rows.find((r) => r.player === 3).points;
  await sanction(3, "penalty", 20, "protest afgewezen (III-10)", false, true);
  await page.waitForFunction(() => document.querySelector('[data-testid=standings] tr[data-player="3"]')?.textContent?.includes("strafpunten 20"));
  const pointsAfter = JSON.parse((await api(`/api/tournaments/${id}`)).text).standings.rows.find((r) => r.player === 3).points;
  check(pointsAfter === pointsBefore - 20, `a penalty of 20 comes off the player's points (${pointsBefore} → ${pointsAfter})`);

  // The action log, and undo of the last action (the penalty).
  // Opened, and the page redrawn in the same moment (as the answer to another action may): the
  // log must be open and filled after it.
  await page.evaluate(() => {
    document.querySelector("[data-testid=show-log]").click();
    document.querySelector("[data-testid=lang-en]").click();
    document.querySelector("[data-testid=lang-nl]").click();
  });
  await page.waitForSelector("[data-testid=log-table] tr[data-kind=sanction]");
  check(await page.locator("[data-testid=action-log] details").evaluate((d) => d.open), "the log stays open when the page is redrawn as it opens");
  const logRows = await page.locator("[data-testid=log-table] tbody tr").count();
  const logKinds = await page.locator("[data-testid=log-table] tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-kind")));
  check(["create", "add_player", "pair", "result", "sanction"].every((k) => logKinds.includes(k)), `the log lists every kind of action (${[...new Set(logKinds)].join(", ")})`);
  const lastRow = page.locator("[data-testid=log-table] tbody tr").last();
  check((await lastRow.innerText()).includes("command") === false && (await lastRow.locator("td").nth(2).innerText()).length > 0, "each log line has its time and author");
  await page.click("[data-testid=undo-last]");
  await page.click("[data-testid=confirm-yes]");
  await page.waitForFunction((n) => document.querySelectorAll("[data-testid=log-table] tbody tr").length === n + 1, logRows);
  check((await noteOf(3)).includes("strafpunten") === false, "undo took the penalty back: the standings no longer show it");
  check((await page.locator("[data-testid=log-table] tbody tr[data-kind=sanction]").last().innerText()).includes("ongedaan gemaakt"), "the log marks the penalty as undone");
  check(JSON.parse((await api(`/api/tournaments/${id}`)).text).standings.rows.find((r) => r.player === 3).points === pointsBefore, "and the points are as before it");
  await shot("07-log-sanctions");

  // Prizes: categories as settings, the list, the final report and the archive.
  await page.click("[data-testid=prize-settings]");
  await page.fill("[data-testid=prize-overall]", "2");
  await page.locator("[data-testid=tournament-director] details > summary", { hasText: /^Ronde 1$/ }).click();
  // The page is drawn afresh whenever the tournament changes (every few seconds while a game
  // runs); switching the language twice does the same on demand. The settings stay open and
  // keep what was typed (a CI run once lost the form to such a redraw).
  await page.click("[data-testid=lang-en]");
  await page.click("[data-testid=lang-nl]");
  check(
    (await page.isVisible("[data-testid=prize-overall]")) && (await page.inputValue("[data-testid=prize-overall]")) === "2",
    "a redraw keeps the prize settings open with what was typed",
  );
  check(
    await page.locator("[data-testid=tournament-director] details", { has: page.locator("summary", { hasText: /^Ronde 1$/ }) }).evaluate((d) => d.open),
    "and the earlier round opened stays open",
  );
  await page.fill("[data-testid=prize-classes]", "A:1700:1, B::1");
  await page.check("[data-testid=prize-highest_score]");
  await page.check("[data-testid=prize-best_game]");
  await page.click("[data-testid=save-prizes]");
  await page.waitForFunction(() => document.querySelector("[data-testid=prize-list]")?.textContent?.includes("Hoogste score"));
  const prizeText = await page.innerText("[data-testid=prize-list]");
  check(prizeText.includes("Eindklassement") && prizeText.includes("Ratingklasse A") && prizeText.includes("Beste partij"), `the prize list follows the settings (${prizeText.replace(/\n/g, " | ")})`);
  check(prizeText.includes("410"), "the highest score is the 410 typed in");
  check(prizeText.includes("Voorlopig"), "the list is provisional while rounds remain");
  const prizeLog = JSON.parse((await api(`/api/tournaments/${id}/log`)).text).log;
  check(prizeLog[prizeLog.length - 1].kind === "settings", "the prize settings are a settings action of the log");
  const finalReport = await api(await page.getAttribute("[data-testid=final-report]", "href"));
  check(finalReport.status === 200 && finalReport.text.includes("Prijzen") && finalReport.text.includes("@media print"), "the final report has the prizes and a print style");
  const archiveRes = await fetch(new URL(await page.getAttribute("[data-testid=games-archive]", "href"), base));
  const archiveBytes = Buffer.from(await archiveRes.arrayBuffer());
  check(archiveRes.status === 200 && archiveBytes.subarray(0, 2).toString() === "PK", "the archive link gives a ZIP file");
  await shot("08-prizes");
  check((await overflow()) <= 1, "the director's page with its tools fits a phone-size screen");
  const toolsViolations = await axeViolations(page, webDir);
  check(toolsViolations.length === 0, `axe: the director's tools have no serious violation ${toolsViolations.join("; ")}`);

  // TSH: the export, and the same file read back in as a new tournament.
  const tsh = await api(await page.getAttribute("[data-testid=tsh-export]", "href"));
  check(tsh.status === 200 && tsh.text.includes("Anna"), "the TSH export names the players");
  await page.setInputFiles("[data-testid=tsh-file]", { name: "club.t", mimeType: "text/plain", buffer: Buffer.from(tsh.text) });
  await page.fill("[data-testid=tsh-name]", "Uit TSH");
  await page.fill("[data-testid=tsh-rounds]", "3");
  // A redraw (the answer to any action draws the page afresh) keeps the file read and what was
  // typed; the file field itself comes back empty, so the form names the file.
  await page.click("[data-testid=lang-en]");
  await page.click("[data-testid=lang-nl]");
  check(
    (await page.inputValue("[data-testid=tsh-name]")) === "Uit TSH" &&
      (await page.inputValue("[data-testid=tsh-rounds]")) === "3" &&
      (await page.innerText("[data-testid=tsh-chosen]")).includes("club.t"),
    "a redraw keeps the TSH form's file and fields",
  );
  await page.click("[data-testid=tsh-import]");
  // The new tournament's page, or the form's refusal: a refusal is reported as it reads (a CI
  // run under ASan once timed out here with nothing to show why).
  await page.waitForFunction(
    (old) => (!location.hash.includes(old) && location.hash.endsWith("/director")) || !!document.querySelector("[data-testid=tsh-problem]")?.textContent,
    id,
    { timeout: 60000 },
  );
  const tshProblem = await page.evaluate(() => document.querySelector("[data-testid=tsh-problem]")?.textContent ?? "");
  if (tshProblem) {
    await shot("tsh-refused");
    throw new Error(`the TSH import was refused: ${tshProblem}`);
  }
  await page.waitForSelector("[data-testid=director-token]");
  check((await page.innerText("[data-testid=tournament-name]")).includes("Uit TSH"), "the imported tournament opens on its director's page with its token");
  const imported = JSON.parse((await api(`/api/tournaments/${/#\/tournament\/([^/]+)\//.exec(page.url())[1]}`)).text);
  check(imported.players.length === 4 && imported.rounds.length === 2, `the imported tournament has the players and rounds (${imported.players.length}, ${imported.rounds.length})`);
  await page.goto(`${base}#/tournament/${id}/director`);
  await page.waitForSelector("[data-testid=pair]");

  // ---- The public page ----
  await page.click("[data-testid=public-link]");
  await page.waitForSelector("[data-testid=tournament-public]");
  await page.waitForSelector("[data-testid=round-2]");
  check((await page.locator("[data-testid=standings] tbody tr").count()) === 4, "the public page shows the standings");
  check((await page.innerText("[data-testid=standings]")).includes("1 waarschuwing"), "the public standings show the warning");
  check((await page.innerText("[data-testid=round-2]")).includes("410–360"), "the public page shows round 2's result");
  check(!(await page.content()).includes(token), "the public page does not show the director's token");
  check((await page.locator("[data-testid=score-first]").count()) === 0, "the public page has no entry forms");
  const htmlHref = await page.getAttribute("[data-testid=export-html]", "href");
  const report = await api(htmlHref);
  check(report.status === 200 && report.type.startsWith("text/html") && report.text.includes("Clubavond Zo"), "the printable page");
  const printed = report.text.slice(report.text.indexOf("<body>")).replace(/<[^>]*>/g, "\n").split("\n").map((x) => x.trim()).filter(Boolean);
  const printedForeign = foreignWords(printed);
  check(printedForeign.length === 0, `the printable page is Dutch ${printedForeign.join("; ")}`);
  const publicViolations = await axeViolations(page, webDir);
  check(publicViolations.length === 0, `axe: the public page has no serious violation ${publicViolations.join("; ")}`);
  const publicForeign = foreignWords(await pageTexts(page));
  check(publicForeign.length === 0, `the public page is Dutch ${publicForeign.join("; ")}`);
  const csv = await api(await page.getAttribute("[data-testid=export-standings]", "href"));
  check(csv.status === 200 && csv.type.startsWith("text/csv") && csv.text.split("\n").length >= 5, "the standings as CSV");
  await page.locator("[data-testid=tournament-public] details.card > summary", { hasText: /^Ronde 1$/ }).click();
  await shot("05-public");
  await page.click("[data-testid=lang-en]");
  await page.waitForFunction(() => document.body.textContent?.includes("Standings"));
  check(
    await page.locator("[data-testid=tournament-public] details.card", { has: page.locator("summary", { hasText: /^Round 1$/ }) }).evaluate((d) => d.open),
    "the earlier round opened on the public page stays open when the page is drawn again",
  );
  check(true, "the public page in English");
  await page.click("[data-testid=lang-nl]");

  // ---- Directing from another browser ----
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const opage = await other.newPage();
  watchErrors(opage);
  await opage.goto(`${base}#/tournament/${id}/director`);
  await opage.waitForSelector("[data-testid=token-input]");
  check((await opage.locator("[data-testid=pair]").count()) === 0, "without the token the director's buttons are not there");
  // The first character changed to one it is not (a fixed "x" would be the token itself at times).
  await opage.fill("[data-testid=token-input]", (token[0] === "x" ? "y" : "x") + token.slice(1));
  await opage.click("[data-testid=use-token]");
  await opage.waitForSelector("[data-testid=director-error]");
  check((await opage.innerText("[data-testid=director-error]")).includes("hoort niet bij dit toernooi"), "a wrong token is refused");
  await opage.fill("[data-testid=token-input]", token);
  await opage.click("[data-testid=use-token]");
  await opage.waitForSelector("[data-testid=pair]");
  check(true, "the right token opens the director's page");
  await opage.screenshot({ path: path.join(artifacts, "tournament-06-desktop-director.png"), fullPage: true });
  await other.close();
} catch (e) {
  fail(e);
} finally {
  await finish({ browser, server, dbDir, pageErrors, artifacts });
}
