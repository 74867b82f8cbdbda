// The lobby's "Huisregels / instellingen" (web/src/house_rules.ts, issue 19) in headless
// Chromium: closed by default; for the box rules it offers the house rules and the failed-
// challenge penalty, with a chess clock and overtime "penalty" the rate and the limit; the game
// started from it carries the settings (the API's view) and says them on the game page; axe finds
// nothing serious in the opened section.

import { axeViolations } from "./checks.mjs";
import { check, fail, finish, launchBrowser, setUp, startServer } from "./harness.mjs";
import { watchPage } from "./two_screens.mjs";

const setup = setUp();
const { server, base, dbDir } = await startServer(setup, { name: "house-rules", computerDelayMs: 100 });
const browser = await launchBrowser(setup);
const pageErrors = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  watchPage(page, pageErrors);
  await page.goto(base);
  await page.waitForSelector("[data-testid=start]");
  const section = page.locator("[data-testid=house-rules]");
  check(!(await section.evaluate((d) => d.open)), "the settings section is closed by default");
  check((await page.locator("[data-testid=veto]").count()) === 0 || !(await page.locator("[data-testid=veto]").isVisible()), "tournament rules offer no house rules");

  await page.selectOption("[data-testid=rules]", "box");
  await page.selectOption("[data-testid=clock]", "20");
  await page.selectOption("[data-testid=overtime]", "penalty");
  await page.locator("[data-testid=house-rules] summary").click();
  check(await page.locator("[data-testid=veto]").isVisible(), "the box rules offer the veto once the section is open");
  await page.selectOption("[data-testid=blank-swap]", "then_play");
  await page.check("[data-testid=veto]");
  await page.check("[data-testid=play-on]");
  await page.fill("[data-testid=challenge-penalty]", "5");
  await page.fill("[data-testid=penalty-per-minute]", "15");
  await page.fill("[data-testid=overtime-limit]", "3");
  await page.fill("[data-testid=total-minutes]", "90");
  const serious = await axeViolations(page, setup.webDir);
  check(serious.length === 0, `axe: nothing serious in the opened section (${serious.join("; ")})`);
  await page.click("[data-testid=start]");
  await page.waitForSelector("[data-testid=board]");
  const id = /#\/game\/([a-z0-9]+)/.exec(page.url())[1];
  const view = await page.evaluate(async (gid) => (await fetch(`/api/games/${gid}`)).json(), id);
  const s = view.settings;
  check(s.blank_swap === "then_play" && s.veto === true && s.play_on_after_out === true && s.failed_challenge_penalty === 5, `the game has the house rules chosen (${JSON.stringify(s)})`);
  check(s.clock.chess_clock && s.clock.per_player_ms === 20 * 60000 && s.clock.overtime === "penalty" && s.clock.penalty_per_minute === 15 && s.clock.overtime_limit_ms === 3 * 60000 && s.clock.total_game_ms === 90 * 60000, `the game has the clock chosen (${JSON.stringify(s.clock)})`);
  const summary = page.locator("[data-testid=rule-summary]");
  if ((await summary.count()) > 0) {
    const text = await summary.innerText();
    check(/veto/i.test(text) && /15 punten/.test(text) && /90 minuten/.test(text), `the game page says the agreements (${text})`);
  } else {
    // The computer may have started: the summary shows to a player before their first move.
    check(view.turns.some((t) => t.seat === view.viewer), "the rule summary is shown before the player's first move");
  }
  await page.screenshot({ path: `${setup.artifacts}/house-rules.png` });
} catch (e) {
  fail(e);
}
await finish({ browser, server, dbDir, pageErrors, artifacts: setup.artifacts });
