// The new-tournament form's games' settings (web/src/tournament_list.ts, issue 19) in headless
// Chromium: the lobby's "Huisregels / instellingen" section, closed by default; a clock outside
// 001 I-6's 20–30 minutes is refused in Dutch until the override is ticked; a tournament made
// with the box rules, overtime "penalty" at 15 points a minute, the veto and balanced starts
// carries exactly those settings (the API's view of it).

import { axeViolations } from "./checks.mjs";
import { check, fail, finish, launchBrowser, setUp, startServer } from "./harness.mjs";

const setup = setUp();
const { server, base, dbDir } = await startServer(setup, { name: "tournament-settings", computerDelayMs: 0 });
const browser = await launchBrowser(setup);
const pageErrors = [];
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("console", (m) => {
    // The one refusal this test asks for on purpose (the clock without the override).
    if (m.type() === "error" && !/status of 422/.test(m.text())) pageErrors.push(m.text());
  });
  await page.goto(`${base}#/tournaments`);
  await page.waitForSelector("[data-testid=create-tournament]");
  const section = page.locator("[data-testid=house-rules]");
  check((await section.count()) === 1, "the new-tournament form has the settings section");
  check(!(await section.evaluate((d) => d.open)), "and it is closed by default");

  await page.fill("[data-testid=tournament-name-input]", "Veto-avond");
  await page.fill("[data-testid=tournament-rounds]", "3");
  await page.selectOption("[data-testid=tournament-rules]", "box");
  await page.fill("[data-testid=tournament-clock]", "0");
  check((await page.locator("[data-testid=overtime]").count()) === 0, "without a clock there is no overtime choice");
  await page.fill("[data-testid=tournament-clock]", "40");
  check(await page.locator("[data-testid=overtime]").isVisible(), "with a clock the overtime choice shows");
  await page.selectOption("[data-testid=overtime]", "penalty");
  await page.locator("[data-testid=house-rules] summary").click();
  check(await page.locator("[data-testid=veto]").isVisible(), "the box rules offer the veto once the section is open");
  await page.check("[data-testid=veto]");
  await page.fill("[data-testid=penalty-per-minute]", "15");
  await page.check("[data-testid=tournament-balanced-starts]");
  await page.screenshot({ path: `${setup.artifacts}/tournament-settings-form.png`, fullPage: true });
  const serious = await axeViolations(page, setup.webDir);
  check(serious.length === 0, `axe: nothing serious in the form (${serious.join("; ")})`);

  // 40 minutes without the override: the server refuses, the form says why in Dutch and keeps
  // everything typed.
  await page.click("[data-testid=create-tournament]");
  await page.waitForFunction(() => document.querySelector(".new-tournament .error")?.textContent);
  const refusal = await page.locator(".new-tournament .error").innerText();
  check(/Reglement I-6/.test(refusal) && /20 tot 30 minuten/.test(refusal), `a clock outside 20–30 is refused in Dutch (${refusal})`);
  check((await page.inputValue("[data-testid=penalty-per-minute]")) === "15" && (await page.isChecked("[data-testid=veto]")), "the form keeps what was chosen");
  const before = await page.evaluate(async () => (await fetch("/api/tournaments")).json());
  check(before.tournaments.length === 0, "no tournament was made");

  await page.check("[data-testid=tournament-clock-override]");
  await page.click("[data-testid=create-tournament]");
  await page.waitForSelector("[data-testid=tournament-director]");
  const id = /#\/tournament\/([a-z0-9_-]+)\/director/.exec(page.url())?.[1];
  check(!!id, `with the override the tournament is made (${page.url()})`);
  const view = await page.evaluate(async (tid) => (await fetch(`/api/tournaments/${tid}`)).json(), id);
  const s = view.settings;
  check(s.rules === "box" && s.clock_minutes === 40 && s.clock_override === true && s.balanced_starts === true, `the tournament has the rules, clock, override and balanced starts (${JSON.stringify(s)})`);
  check(s.clock.overtime === "penalty" && s.clock.penalty_per_minute === 15 && s.clock.overtime_limit_minutes === 0, `its games' overtime is 15 points a started minute (${JSON.stringify(s.clock)})`);
  check(s.settings.veto === true && s.settings.blank_swap === "off" && s.settings.play_on_after_out === false, `its games have the veto (${JSON.stringify(s.settings)})`);
  await page.screenshot({ path: `${setup.artifacts}/tournament-settings.png`, fullPage: true });
} catch (e) {
  fail(e);
}
await finish({ browser, server, dbDir, pageErrors, artifacts: setup.artifacts });
