// The tournaments on this server, and the form a director starts a new one with: the name,
// wedstrijd- or puntenscrabble, the pairing system, the rounds, the rule set and the clock, the
// override a clock outside 001 I-6's 20–30 minutes needs, balanced starts, and the games' settings
// in the lobby's own "Huisregels / instellingen" section (house_rules.ts).
// Creating it hands the browser the director's token and opens the director's page.

import { ApiError, type Catalogue } from "./api";
import { h, replace } from "./dom";
import { checkField, houseRulesRequest, houseRulesSection, newHouseRules, overtimeField, type ClockDraft } from "./house_rules";
import { lang } from "./i18n";
import { saveDirectorToken, tournamentApi, type Format, type PairingSystem, type TournamentSummary } from "./tournament_api";
import { revealTokenOnce } from "./tournament_director";
import { tournamentError, tt } from "./tournament_text";

export function renderTournamentList(root: HTMLElement, catalogue: Catalogue): void {
  const draft = {
    name: "",
    format: "wedstrijd" as Format,
    system: "swiss" as PairingSystem,
    rounds: 7,
    rules: catalogue.default_rules,
    clock: catalogue.rules.find((r) => r.name === catalogue.default_rules)?.clock_minutes ?? 25,
    overtime: "loss",
    clockOverride: false,
    balancedStarts: false,
    house: newHouseRules(),
  };
  const ruleInfo = () => catalogue.rules.find((r) => r.name === draft.rules) ?? catalogue.rules[0];
  const clockDraft = (): ClockDraft => ({ minutes: draft.clock, overtime: draft.overtime });
  const formBox = h("section.card.new-tournament", { "aria-labelledby": "new-tournament-title" });
  const listBox = h("section.card.tournament-list", {});
  replace(root, h("div.lobby", {}, formBox, listBox));
  const label = (o: { label_nl: string; label_en: string }) => (lang() === "en" ? o.label_en : o.label_nl);

  function select<T extends string>(testid: string, value: T, options: Array<[T, string]>, set: (v: T) => void): HTMLSelectElement {
    return h(
      "select",
      { "data-testid": testid, onchange: (e: Event) => set((e.target as HTMLSelectElement).value as T) },
      options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)),
    );
  }

  // The games' settings: the overtime choice and the lobby's section, which follow the rule set
  // and the clock.
  const settingsBox = h("div.tournament-game-settings", {});
  function renderSettings(): void {
    replace(
      settingsBox,
      overtimeField(clockDraft(), (o) => {
        draft.overtime = o;
        renderSettings();
      }),
      houseRulesSection(draft.house, ruleInfo(), clockDraft()),
    );
  }

  function renderForm(): void {
    renderSettings();
    const error = h("p.error", { role: "alert" });
    const knockOut = draft.system === "knock-out";
    replace(
      formBox,
      h("h2#new-tournament-title", {}, tt().newTournament),
      h(
        "label.field",
        {},
        h("span", {}, tt().name),
        h("input", {
          type: "text",
          maxlength: 100,
          value: draft.name,
          "data-testid": "tournament-name-input",
          oninput: (e: Event) => (draft.name = (e.target as HTMLInputElement).value),
        }),
      ),
      h(
        "label.field",
        {},
        h("span", {}, tt().format),
        select("tournament-format", draft.format, [["wedstrijd", tt().formats.wedstrijd], ["punten", tt().formats.punten]], (v) => (draft.format = v)),
      ),
      h(
        "label.field",
        {},
        h("span", {}, tt().system),
        select(
          "tournament-system",
          draft.system,
          [
            ["swiss", tt().systems.swiss],
            ["round-robin", tt().systems["round-robin"]],
            ["knock-out", tt().systems["knock-out"]],
          ],
          (v) => {
            draft.system = v;
            if (v === "round-robin") draft.rounds = 0;
            if (v === "swiss" && draft.rounds === 0) draft.rounds = 7;
            renderForm();
          },
        ),
      ),
      knockOut
        ? null
        : h(
            "label.field",
            {},
            h("span", {}, draft.system === "swiss" ? tt().rounds : tt().roundsAuto),
            h("input", {
              type: "number",
              min: draft.system === "swiss" ? 1 : 0,
              max: 100,
              value: draft.rounds,
              "data-testid": "tournament-rounds",
              oninput: (e: Event) => (draft.rounds = Number((e.target as HTMLInputElement).value)),
            }),
          ),
      h(
        "label.field",
        {},
        h("span", {}, tt().rules),
        select(
          "tournament-rules",
          draft.rules,
          catalogue.rules.map((r) => [r.name, label(r)] as [string, string]),
          (v) => {
            draft.rules = v;
            renderSettings();
          },
        ),
      ),
      h(
        "label.field",
        {},
        h("span", {}, tt().clock),
        h("input", {
          type: "number",
          min: 0,
          max: 180,
          value: draft.clock,
          "data-testid": "tournament-clock",
          oninput: (e: Event) => {
            const hadClock = draft.clock > 0;
            draft.clock = Number((e.target as HTMLInputElement).value);
            // The overtime choice and its rate show only with a clock; redrawn apart from this
            // field, which keeps the focus.
            if (hadClock !== draft.clock > 0) renderSettings();
          },
        }),
      ),
      checkField(tt().clockOverride, draft.clockOverride, "tournament-clock-override", (b) => (draft.clockOverride = b)),
      checkField(tt().balancedStarts, draft.balancedStarts, "tournament-balanced-starts", (b) => (draft.balancedStarts = b)),
      settingsBox,
      error,
      h("button.primary", { type: "button", "data-testid": "create-tournament", onclick: () => void create(error) }, tt().create),
    );
  }

  async function create(error: HTMLElement): Promise<void> {
    try {
      const created = await tournamentApi.create({
        name: draft.name,
        format: draft.format,
        system: draft.system,
        rounds: draft.system === "knock-out" ? 0 : draft.rounds,
        rules: draft.rules,
        clock_minutes: draft.clock,
        clock_override: draft.clockOverride,
        balanced_starts: draft.balancedStarts,
        ...houseRulesRequest(draft.house, ruleInfo(), clockDraft()),
      });
      saveDirectorToken(created.id, created.director_token);
      revealTokenOnce(created.id, created.director_token);
      location.hash = `#/tournament/${created.id}/director`;
    } catch (e) {
      error.textContent = e instanceof ApiError ? tournamentError(e.code, e.message) : String(e);
    }
  }

  async function renderList(): Promise<void> {
    let list: TournamentSummary[] = [];
    try {
      list = (await tournamentApi.list()).tournaments;
    } catch (e) {
      replace(listBox, h("h2", {}, tt().tournaments), h("p.error", {}, e instanceof ApiError ? tournamentError(e.code) : String(e)));
      return;
    }
    replace(
      listBox,
      h("h2", {}, tt().tournaments),
      list.length === 0
        ? h("p", {}, tt().noTournaments)
        : h(
            "ul.games",
            { "data-testid": "tournament-list" },
            list.map((t) =>
              h(
                "li",
                {},
                h(
                  "a",
                  { href: `#/tournament/${t.id}`, "data-testid": "tournament-link" },
                  h("span.players", {}, t.name),
                  h(
                    "span.meta",
                    {},
                    [
                      tt().systems[t.system],
                      t.finished ? tt().finished : t.current_round === 0 ? tt().notStarted : tt().roundOf(t.current_round, t.planned_rounds),
                      tt().playerCount(t.players),
                    ].join(" · "),
                  ),
                ),
              ),
            ),
          ),
    );
  }

  renderForm();
  void renderList();
}
