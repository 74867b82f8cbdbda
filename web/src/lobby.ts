// The lobby: start a game (the rules, who plays, the clock) and the list of games on this
// server. The first human seat is the person at this browser; every other human seat gets
// an invitation link that carries its token.

import { accountState, renderAccount } from "./account";
import { renderMyGames } from "./my_games";
import { turnSwitches } from "./turn_and_rematch";
import { api, ApiError, saveToken, tokensFor, type Catalogue, type GameSummary } from "./api";
import { h, replace } from "./dom";
import { GcgError, parseGcg } from "./gcg";
import { houseRulesRequest, houseRulesSection, newHouseRules, overtimeField } from "./house_rules";
import { errorText, lang, t } from "./i18n";
import { showReplaySteps } from "./replay";
import { qrCode } from "./qr";

interface SeatDraft {
  type: "human" | "computer";
  name: string;
  level: string;
}

async function showAccount(root: HTMLElement, catalogue: Catalogue, accountBox: HTMLElement, myGamesBox: HTMLElement): Promise<void> {
  const state = await accountState().catch(() => null);
  // Accounts off (or the server unreachable): no account card at all.
  if (!state || state.mode === "off") {
    accountBox.remove();
    return;
  }
  const me = state.me;
  renderAccount(accountBox, me, state.mode, () => renderLobby(root, catalogue));
  if (!me) return;
  accountBox.appendChild(turnSwitches());
  myGamesBox.hidden = false;
  const label = (o: { label_nl: string; label_en: string }) => (lang() === "en" ? o.label_en : o.label_nl);
  await renderMyGames(myGamesBox, (name) => {
    const r = catalogue.rules.find((x) => x.name === name);
    return r ? label(r) : name;
  });
}

export function renderLobby(root: HTMLElement, catalogue: Catalogue): void {
  const seats: SeatDraft[] = [
    { type: "human", name: localStorage.getItem("letterzak.name") ?? "", level: catalogue.default_level },
    { type: "computer", name: "", level: catalogue.default_level },
  ];
  let rules = catalogue.default_rules;
  let clockMinutes = 0;
  let overtime = "loss";
  const house = newHouseRules();
  let isPublic = false;
  // The public list's filter (GET /api/games?status=…).
  let filter: "open" | "live" | "finished" = "open";

  const formBox = h("section.card.new-game", { "aria-labelledby": "new-game-title" });
  const listBox = h("section.card.game-list", {});
  const inviteBox = h("section.card.invites", { hidden: true });
  // The player's account and "Mijn partijen" (account.ts, my_games.ts).
  const accountBox = h("section.card.account", { "data-testid": "account" });
  const myGamesBox = h("section.card.my-games-card", { hidden: true });
  replace(root, h("div.lobby", {}, h("p.tagline", {}, t().tagline), myGamesBox, formBox, inviteBox, accountBox, listBox));
  void showAccount(root, catalogue, accountBox, myGamesBox);

  const ruleInfo = () => catalogue.rules.find((r) => r.name === rules)!;
  const label = (o: { label_nl: string; label_en: string }) => (lang() === "en" ? o.label_en : o.label_nl);
  // A level's label is "Clubspeler: alle woorden, …": the name goes in the list, the rest
  // below it in full (a select cuts long options off).
  const levelName = (o: { label_nl: string; label_en: string }) => label(o).split(":")[0];
  const levelAbout = (o: { label_nl: string; label_en: string }) => label(o).split(":").slice(1).join(":").trim();
  // The name an empty name field stands for — what the seat will be called. Against the
  // computer the one person playing is "Jij"; with more people each seat gets its number.
  const onlyHuman = () => seats.filter((s) => s.type === "human").length === 1;
  const defaultName = (i: number) => (i === 0 && onlyHuman() ? t().yourName : t().playerNamed(i + 1));

  function renderForm(): void {
    const info = ruleInfo();
    while (seats.length > info.max_players) seats.pop();
    while (seats.length < info.min_players) seats.push({ type: "computer", name: "", level: catalogue.default_level });
    const about = (s: SeatDraft) => {
      const level = catalogue.computers.find((c) => c.level === s.level);
      return s.type === "computer" && level ? h("p.level-about.muted", {}, levelAbout(level)) : null;
    };
    const seatRows = seats.map((s, i) => [
      h(
        "div.seat-row",
        {},
        h(
          "select",
          {
            "aria-label": `${t().player} ${i + 1}`,
            "data-testid": `seat-type-${i}`,
            onchange: (e: Event) => {
              s.type = (e.target as HTMLSelectElement).value as SeatDraft["type"];
              renderForm();
            },
          },
          h("option", { value: "human", selected: s.type === "human" }, t().human),
          h("option", { value: "computer", selected: s.type === "computer" }, t().computer),
        ),
        s.type === "human"
          ? h("input", {
              type: "text",
              maxlength: 40,
              placeholder: defaultName(i),
              value: s.name,
              "aria-label": t().name,
              "data-testid": `seat-name-${i}`,
              oninput: (e: Event) => (s.name = (e.target as HTMLInputElement).value),
            })
          : h(
              "select",
              {
                "aria-label": t().level,
                "data-testid": `seat-level-${i}`,
                onchange: (e: Event) => {
                  s.level = (e.target as HTMLSelectElement).value;
                  renderForm();
                },
              },
              catalogue.computers.map((c) => h("option", { value: c.level, selected: s.level === c.level }, levelName(c))),
            ),
        seats.length > info.min_players
          ? h(
              "button.link",
              {
                type: "button",
                onclick: () => {
                  seats.splice(i, 1);
                  renderForm();
                },
              },
              t().removePlayer,
            )
          : null,
      ),
      about(s),
    ]);
    const error = h("p.error", { role: "alert" });
    replace(
      formBox,
      h("h2#new-game-title", {}, t().newGame),
      h(
        "label.field",
        {},
        h("span", {}, t().rules),
        h(
          "select",
          {
            "data-testid": "rules",
            onchange: (e: Event) => {
              rules = (e.target as HTMLSelectElement).value;
              renderForm();
            },
          },
          catalogue.rules.map((r) => h("option", { value: r.name, selected: r.name === rules }, label(r))),
        ),
      ),
      h("fieldset", {}, h("legend", {}, t().players), seatRows.flat(),
        seats.length < info.max_players
          ? h(
              "button.link",
              {
                type: "button",
                onclick: () => {
                  seats.push({ type: "human", name: "", level: catalogue.default_level });
                  renderForm();
                },
              },
              "+ " + t().addPlayer,
            )
          : null),
      h(
        "label.field",
        {},
        h("span", {}, t().clock),
        h(
          "select",
          {
            "data-testid": "clock",
            onchange: (e: Event) => {
              clockMinutes = Number((e.target as HTMLSelectElement).value);
              renderForm();
            },
          },
          [0, 10, 15, 20, 25, 30].map((m) =>
            h("option", { value: m, selected: m === clockMinutes }, m === 0 ? t().noClock : `${m} ${t().minutesPerPlayer}`),
          ),
        ),
      ),
      overtimeField({ minutes: clockMinutes, overtime }, (o) => {
        overtime = o;
        renderForm();
      }),
      houseRulesSection(house, info, { minutes: clockMinutes, overtime }),
      h(
        "label.check",
        {},
        h("input", {
          type: "checkbox",
          "data-testid": "public",
          checked: isPublic,
          onchange: (e: Event) => (isPublic = (e.target as HTMLInputElement).checked),
        }),
        h("span", {}, t().makePublic),
      ),
      h("p.muted", {}, t().publicHelp),
      error,
      h("button.primary", { type: "button", "data-testid": "start", onclick: () => void start(error) }, t().start),
    );
  }

  async function start(error: HTMLElement): Promise<void> {
    if (seats[0].name.trim()) localStorage.setItem("letterzak.name", seats[0].name.trim());
    const body = {
      rules,
      seats: seats.map((s, i) => (s.type === "human" ? { type: "human", name: s.name.trim() || defaultName(i) } : { type: "computer", level: s.level })),
      ...houseRulesRequest(house, ruleInfo(), { minutes: clockMinutes, overtime }),
      public: isPublic,
    };
    try {
      const created = await api.create(body);
      const humans = created.seats.filter((s) => s.token);
      if (humans.length === 0) {
        location.hash = `#/game/${created.id}`;
        return;
      }
      saveToken(created.id, humans[0].seat, humans[0].token!);
      if (humans.length === 1) {
        location.hash = `#/game/${created.id}`;
        return;
      }
      showInvites(created.id, humans.slice(1) as Array<{ seat: number; name: string; token: string }>);
    } catch (e) {
      error.textContent = e instanceof ApiError ? errorText(e.code, e.message) : String(e);
    }
  }

  function showInvites(id: string, others: Array<{ seat: number; name: string; token: string }>): void {
    inviteBox.hidden = false;
    replace(
      inviteBox,
      h("h2", {}, t().inviteLinks),
      h("p", {}, t().inviteHelp),
      others.map((o) => {
        const link = `${location.origin}/#/join/${id}/${o.seat}/${encodeURIComponent(o.token)}`;
        const input = h("input", { type: "text", readonly: true, value: link, "aria-label": o.name });
        return h(
          "div.invite",
          {},
          h("strong", {}, o.name),
          input,
          h(
            "button",
            {
              type: "button",
              onclick: async (e: Event) => {
                input.select();
                try {
                  await navigator.clipboard.writeText(link);
                } catch {
                  document.execCommand("copy");
                }
                (e.target as HTMLButtonElement).textContent = t().copied;
              },
            },
            t().copy,
          ),
          qrCode(link, o.name),
        );
      }),
      h("a.button.primary", { href: `#/game/${id}` }, t().toGame),
    );
    inviteBox.scrollIntoView({ behavior: "smooth" });
  }

  async function renderList(): Promise<void> {
    let games: GameSummary[] = [];
    let next: string | null = null;
    try {
      ({ games, next } = await api.list(filter));
    } catch (e) {
      replace(listBox, h("h2", {}, t().games), h("p.error", {}, e instanceof ApiError ? errorText(e.code) : String(e)));
      return;
    }
    const ruleName = (name: string) => {
      const r = catalogue.rules.find((x) => x.name === name);
      return r ? label(r) : name;
    };
    const status = (g: GameSummary) =>
      g.status === "in_progress"
        ? (g.open_seats?.length ?? 0) > 0
          ? t().statusWaiting
          : t().statusInProgress
        : g.status === "awaiting_jury"
          ? t().statusJury
          : t().statusFinished;
    const when = (ms: number) =>
      new Date(ms).toLocaleString(lang() === "en" ? "en-GB" : "nl-NL", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
    // "Meedoen": someone else's open invitation takes this browser (or account) into the game.
    const joinButton = (g: GameSummary) => {
      const error = h("p.error", { role: "alert" });
      const button = h("button.primary", { type: "button", "data-testid": "join-game" }, t().joinGame);
      button.onclick = async () => {
        button.disabled = true;
        try {
          const taken = await api.take(g.id);
          saveToken(g.id, taken.seat, taken.token);
          location.hash = `#/game/${g.id}`;
        } catch (e) {
          error.textContent = e instanceof ApiError ? errorText(e.code, e.message) : String(e);
          button.remove();
        }
      };
      return [button, error];
    };
    const item = (g: GameSummary) => {
      const mine = tokensFor(g.id).size > 0;
      const joinable = !mine && g.status === "in_progress" && (g.open_seats?.length ?? 0) > 0;
      return h(
        joinable ? "li.joinable" : "li",
        {},
        h(
          "a",
          { href: `#/game/${g.id}`, "data-testid": "game-link" },
          // A finished game shows its final scores (rack points and the jury included).
          h("span.players", {}, g.seats.map((s, i) => `${s.name} ${g.result?.seats[i]?.final ?? s.score}`).join(" – ")),
          h(
            "span.meta",
            {},
            `${ruleName(g.rules)} · `,
            h("span", { "data-testid": "game-status" }, status(g)),
            ` · ${t().lastMoveAt} `,
            h("time", { datetime: new Date(g.updated_at).toISOString() }, when(g.updated_at)),
          ),
          h("span.action", {}, mine && g.status === "in_progress" ? t().continueGame : t().watch),
        ),
        joinable ? joinButton(g) : null,
      );
    };
    const list = h("ul.games", {}, games.map(item));
    const more = h("button.link", { type: "button", "data-testid": "more-games", hidden: next === null });
    more.textContent = t().moreGames;
    more.onclick = async () => {
      if (next === null) return;
      try {
        const page = await api.list(filter, next);
        for (const g of page.games) list.appendChild(item(g));
        next = page.next;
        more.hidden = next === null;
      } catch (e) {
        more.replaceWith(h("p.error", {}, e instanceof ApiError ? errorText(e.code) : String(e)));
      }
    };
    const filters: Array<[typeof filter, string]> = [
      ["open", t().filterOpen],
      ["live", t().filterLive],
      ["finished", t().filterFinished],
    ];
    const empty = filter === "open" ? t().noOpenGames : filter === "live" ? t().noLiveGames : t().noFinishedGames;
    const gcgError = h("p.error", { role: "alert", "data-testid": "gcg-error" });
    const openGcg = h("input", {
      type: "file",
      accept: ".gcg,text/plain",
      "data-testid": "open-gcg",
      "aria-label": t().openGcg,
      onchange: async (e: Event) => {
        const file = (e.target as HTMLInputElement).files?.[0];
        if (!file) return;
        gcgError.textContent = "";
        try {
          const text = await file.text();
          const replay = parseGcg(text, { exchanged: t().exchanged, passed: t().passed, withdrawn: t().withdrawn });
          const rulesName = /^#rules\s+(\S+)/m.exec(text)?.[1];
          const rules = catalogue.rules.find((r) => r.name === rulesName) ?? catalogue.rules.find((r) => r.name === catalogue.default_rules)!;
          // The best moves per turn come from the server, as for its own games.
          await showReplaySteps(replay, rules, api.analyseRecord(text));
        } catch (err) {
          gcgError.textContent = t().gcgBadFile(err instanceof GcgError ? err.message : String(err));
        }
        (e.target as HTMLInputElement).value = "";
      },
    });
    replace(
      listBox,
      h("div.list-head", {}, h("h2", {}, t().games), h("button.link", { type: "button", onclick: () => void renderList() }, t().refresh)),
      h(
        "div.list-filter",
        { role: "group", "aria-label": t().games },
        filters.map(([value, text]) =>
          h(
            "button",
            {
              type: "button",
              "data-testid": `filter-${value}`,
              "aria-pressed": String(value === filter),
              onclick: () => {
                filter = value;
                void renderList();
              },
            },
            text,
          ),
        ),
      ),
      games.length === 0 ? h("p", { "data-testid": "no-games" }, empty) : list,
      more,
      h("label.open-gcg", {}, h("span", {}, t().openGcg + ": "), openGcg),
      gcgError,
    );
  }

  renderForm();
  void renderList();
}
