// The director's page of a tournament: register players (people, or a computer at a level),
// withdraw them, pair the next round (or take it back), type in the results of games played
// on real boards and correct them (the jury's scores, a forfeit, a loss on time), start a
// pairing's game on the server and hand its two players their links, and watch the
// standings. Needs the director's token, which this browser keeps (tournament_api.ts) or the
// director types in. While games are being played on the server the page refreshes itself,
// unless the director is typing.

import { ApiError, type Catalogue } from "./api";
import { confirmDialog } from "./dialogs";
import { h, replace } from "./dom";
import { lang } from "./i18n";
import { showPairingSlips } from "./pairing_slips";
import { qrCode } from "./qr";
import { roomLink } from "./tournament_room_text";
import {
  directorToken,
  forgetDirectorToken,
  saveDirectorToken,
  tournamentApi,
  type PairingResult,
  type PairingView,
  type RoundView,
  type StartedGame,
  type TournamentView,
} from "./tournament_api";
import { directorApi, type FullResultLine } from "./tournament_director_api";
import { dt } from "./tournament_director_text";
import { DirectorTools } from "./tournament_director_tools";
import { earlierRound, exportLinks, gameState, resultText, roundTable, standingsCaption, standingsLegend, standingsTable, tournamentMeta } from "./tournament_tables";
import { tournamentError, tt } from "./tournament_text";

const REFRESH_MS = 4_000;

// The token of a tournament just created, shown once on its director's page.
const justCreated = new Map<string, string>();
export function revealTokenOnce(id: string, token: string): void {
  justCreated.set(id, token);
}

// How the game ended, as the entry form offers it (every result kind of the API).
type Special =
  | ""
  | "first-forfeit"
  | "second-forfeit"
  | "first-noshow"
  | "second-noshow"
  | "double-forfeit"
  | "first-time"
  | "second-time"
  | "first-resigned"
  | "second-resigned"
  | "adjourned";

// A board's result form as typed: the scores, the jury's scores, how the game ended.
interface ResultDraft {
  first: string;
  second: string;
  juryFirst: string;
  jurySecond: string;
  special: Special;
}

// The form's choice for a result already entered.
function specialOf(r: PairingResult | null): Special {
  if (!r) return "";
  if (r.forfeit === "both") return "double-forfeit";
  if (r.forfeit === "first" || r.forfeit === "second") return `${r.forfeit}-${r.kind === "no_show" ? "noshow" : "forfeit"}`;
  if (r.kind === "adjourned") return "adjourned";
  if (r.lost_on_time) return `${r.lost_on_time}-time`;
  if (r.resigned) return `${r.resigned}-resigned`;
  return "";
}

// The field of a board's row that has the focus, as a function that gives it back after the
// page is redrawn: a director typing board 2's score keeps the cursor when board 1's save
// returns and the page is drawn again.
function focusedField(root: HTMLElement): (() => void) | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return null;
  const field = active.dataset.testid;
  const row = active.closest<HTMLElement>("[data-testid^=board-]")?.dataset.testid;
  if (!field || !row) return null;
  return () => root.querySelector<HTMLElement>(`[data-testid="${row}"] [data-testid="${field}"]`)?.focus();
}

export class TournamentDirectorPage {
  private view: TournamentView | null = null;
  private token: string | undefined;
  private revealed: string | undefined;
  private error: string | null = null;
  private invitations: StartedGame[] = [];
  private editing = new Set<string>(); // "round/board" of results being corrected
  // What was typed into a board's result form and not yet saved, by "round/board". The page
  // is redrawn whenever an action of the director's returns (saving board 1's result while
  // board 2's scores are being typed), so the form's fields live here, not in the form.
  private drafts = new Map<string, ResultDraft>();
  private typing = false; // a form holds input not yet saved: do not refresh under it
  // The earlier rounds the director has opened (earlierRound): the page is redrawn every few
  // seconds while games run.
  private openRounds = new Set<number>();
  private timer: number;
  private tools: DirectorTools | null = null;

  constructor(
    private root: HTMLElement,
    private id: string,
    private catalogue: Catalogue,
  ) {
    this.token = directorToken(id);
    this.revealed = justCreated.get(id);
    justCreated.delete(id);
    replace(root, h("p.muted", {}, tt().loading));
    // Any edit in one of the page's forms (a player, a result, a sanction, prizes, a TSH
    // import) holds off the refresh, which would redraw the form and lose it, until an action
    // succeeds or the edit is cancelled. The one place that says so: no field does it itself
    // (an emptied field may sit beside one still holding input).
    const edited = (e: Event) => {
      if (e.target instanceof Element && e.target.closest("form")) this.typing = true;
    };
    root.addEventListener("input", edited, true);
    root.addEventListener("change", edited, true);
    void this.load();
    this.timer = window.setInterval(() => {
      if (!this.typing && this.gamesRunning()) void this.load(true);
    }, REFRESH_MS);
  }

  destroy(): void {
    window.clearInterval(this.timer);
  }

  rerender(): void {
    this.render();
  }

  // Whether a server game's result is still to come: a game with no result yet, whatever its
  // state. A game that has just ended can show as finished a moment before its result lands in
  // the round; asking only for games in progress stopped the refresh there for good, and the
  // result never reached the page (web_tournament failed so in a CI run).
  private gamesRunning(): boolean {
    return !!this.view?.rounds.some((r) => r.pairings.some((p) => !!p.game && !p.result));
  }

  // `refresh`: the periodic reload while games run. The director may begin an edit while its
  // answer is on the way (choose a TSH file, type a score); redrawing the page then would drop
  // the edit, so the answer waits for the next redraw instead.
  private async load(refresh = false): Promise<void> {
    try {
      this.view = await tournamentApi.view(this.id);
    } catch (e) {
      this.error = e instanceof ApiError ? tournamentError(e.code, e.message) : String(e);
    }
    if (!(refresh && this.typing)) this.render();
    void this.tools?.refresh();  // the log and the prize list: redrawn apart from the forms
  }

  // The log, sanctions, TSH and prizes (tournament_director_tools.ts), once the token is known.
  private directorTools(): DirectorTools {
    if (!this.tools) {
      const page = this;
      this.tools = new DirectorTools({
          id: this.id,
          get token() {
            return page.token ?? "";
          },
          act: (action) => this.act(action),
          opened: (id, token) => {
            revealTokenOnce(id, token);
            location.hash = `#/tournament/${id}/director`;
          },
        });
      void this.tools.refresh();
    }
    return this.tools;
  }

  // Runs a director's action; its answer is the tournament afterwards.
  private async act(action: () => Promise<{ tournament: TournamentView } | void>): Promise<boolean> {
    try {
      const r = await action();
      if (r) this.view = r.tournament;
      this.error = null;
      this.typing = false;
      this.render();
      void this.tools?.refresh();
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === "bad_token") {
        forgetDirectorToken(this.id);
        this.token = undefined;
      }
      this.error = e instanceof ApiError ? tournamentError(e.code, e.message) : String(e);
      this.render();
      return false;
    }
  }

  private render(): void {
    const v = this.view;
    if (!v) {
      replace(this.root, h("p.error", { role: "alert" }, this.error ?? tt().loading));
      return;
    }
    const focus = focusedField(this.root);
    const body = this.token
      ? [this.tokenBox(), this.playersSection(v), this.roundsSection(v), this.invitationBox(), this.standingsSection(v), ...this.directorTools().sections(v)]
      : [this.tokenForm(), this.standingsSection(v)];
    replace(
      this.root,
      h(
        "div.tournament.director",
        { "data-testid": "tournament-director" },
        h(
          "div.tournament-head",
          {},
          h("h1", { "data-testid": "tournament-name" }, v.name, h("small.muted", {}, ` — ${tt().director}`)),
          h("p.muted", {}, tournamentMeta(v)),
          h(
            "p.links",
            {},
            h("a", { href: "#/tournaments" }, tt().backToList),
            " · ",
            h("a", { href: `#/tournament/${v.id}`, "data-testid": "public-link" }, tt().publicPage),
            " · ",
            roomLink(v.id),
            this.token
              ? [
                  " · ",
                  h(
                    "button.link",
                    {
                      type: "button",
                      onclick: () => {
                        forgetDirectorToken(this.id);
                        this.token = undefined;
                        this.render();
                      },
                    },
                    tt().forgetToken,
                  ),
                ]
              : null,
          ),
          exportLinks(v),
          this.error ? h("p.error", { role: "alert", "data-testid": "director-error" }, this.error) : null,
        ),
        body,
      ),
    );
    focus?.();
  }

  // ---- The token ----

  private tokenBox(): HTMLElement | null {
    if (!this.revealed) return null;
    const token = this.revealed;
    const input = h("input", { type: "text", readonly: true, value: token, "data-testid": "director-token", "aria-label": tt().directorToken });
    return h(
      "section.card.token",
      {},
      h("h2", {}, tt().directorToken),
      h("p", {}, tt().tokenOnce),
      h("div.invite", {}, input, copyButton(input, token)),
    );
  }

  private tokenForm(): HTMLElement {
    const input = h("input", { type: "text", autocomplete: "off", "data-testid": "token-input", "aria-label": tt().directorToken });
    const use = async () => {
      const token = input.value.trim();
      const ok = await this.act(async () => {
        await tournamentApi.checkDirector(this.id, token);
      });
      if (ok) {
        saveDirectorToken(this.id, token);
        this.token = token;
        this.render();
      }
    };
    return h(
      "section.card",
      {},
      h("h2", {}, tt().directorToken),
      h("p", {}, tt().enterToken),
      h("div.invite", {}, input, h("button.primary", { type: "button", "data-testid": "use-token", onclick: () => void use() }, tt().useToken)),
    );
  }

  // ---- Players ----

  private playersSection(v: TournamentView): HTMLElement {
    const draft = { name: "", rating: "", computer: "" };
    const add = () =>
      void this.act(() =>
        tournamentApi.addPlayer(this.id, this.token!, {
          name: draft.name,
          rating: draft.rating.trim() ? Number(draft.rating) : undefined,
          computer: draft.computer || undefined,
        }),
      ).then((ok) => {
        if (ok) (this.root.querySelector("[data-testid=player-name]") as HTMLInputElement | null)?.focus();
      });
    const levelLabel = (c: { label_nl: string; label_en: string }) => (lang() === "en" ? c.label_en : c.label_nl);
    return h(
      "section.card",
      {},
      h("h2", {}, `${tt().players} (${v.players.length})`),
      v.players.length === 0
        ? null
        : h(
            "div.table-wrap",
            {},
            h(
              "table.players",
              { "data-testid": "players" },
              h("tbody", {},
                v.players.map((p) =>
                  h(
                    "tr",
                    { class: p.withdrawn ? "withdrawn" : "" },
                    h("td.num", {}, `#${p.id}`),
                    h("td", {}, p.name, p.computer ? h("small.muted", {}, ` (${tt().computerLevel}: ${p.computer})`) : null),
                    h("td.num", {}, p.rating === null ? "" : String(p.rating)),
                    h(
                      "td",
                      {},
                      h(
                        "button.link",
                        { type: "button", onclick: () => void this.act(() => tournamentApi.withdraw(this.id, this.token!, p.id, !p.withdrawn)) },
                        p.withdrawn ? tt().reinstate : tt().withdraw,
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
      h(
        "form.add-player",
        {
          onsubmit: (e: Event) => {
            e.preventDefault();
            add();
          },
        },
        h("input", {
          type: "text",
          maxlength: 40,
          placeholder: tt().name,
          "aria-label": tt().name,
          "data-testid": "player-name",
          oninput: (e: Event) => (draft.name = (e.target as HTMLInputElement).value),
        }),
        h("input", {
          type: "number",
          placeholder: tt().rating,
          "aria-label": tt().rating,
          "data-testid": "player-rating",
          oninput: (e: Event) => (draft.rating = (e.target as HTMLInputElement).value),
        }),
        h(
          "select",
          { "aria-label": tt().computerLevel, "data-testid": "player-computer", onchange: (e: Event) => (draft.computer = (e.target as HTMLSelectElement).value) },
          h("option", { value: "" }, tt().human),
          this.catalogue.computers.map((c) => h("option", { value: c.level }, `${tt().computerLevel}: ${levelLabel(c)}`)),
        ),
        h("button.primary", { type: "submit", "data-testid": "add-player" }, tt().add),
      ),
    );
  }

  // ---- Rounds ----

  private roundsSection(v: TournamentView): HTMLElement {
    const last = v.rounds[v.rounds.length - 1];
    const unpair = async () => {
      const hasResults = !!last?.pairings.some((p) => p.result);
      if (hasResults && !(await confirmDialog(tt().confirmUnpairResults))) return;
      await this.act(() => tournamentApi.unpair(this.id, this.token!, hasResults));
    };
    const rounds = [...v.rounds].reverse();
    return h(
      "section.card.rounds",
      {},
      h(
        "div.list-head",
        {},
        h("h2", {}, last ? `${tt().round} ${last.number}` : tt().notStarted),
        h(
          "div.buttons",
          {},
          last ? h("button", { type: "button", "data-testid": "unpair", onclick: () => void unpair() }, tt().unpair) : null,
          v.finished ? null : h("button.primary", { type: "button", "data-testid": "pair", onclick: () => void this.act(() => tournamentApi.pair(this.id, this.token!)) }, tt().pairNext),
        ),
      ),
      rounds.map((r, i) =>
        i === 0 ? this.roundBoards(r) : earlierRound("details", this.openRounds, r, this.roundBoards(r)),
      ),
    );
  }

  private roundBoards(r: RoundView): HTMLElement {
    return roundTable(r, (p) => this.resultCell(r.number, p));
  }

  private resultCell(round: number, p: PairingView): Array<Node | string | null> {
    const key = `${round}/${p.board}`;
    const state = gameState(p);
    if (p.result && !this.editing.has(key)) {
      return [
        h("span", { "data-testid": "result-text" }, resultText(p)),
        " ",
        h("button.link", { type: "button", "data-testid": "correct", onclick: () => (this.editing.add(key), this.render()) }, tt().correct),
      ];
    }
    const r = p.result;
    const fields: ResultDraft = this.drafts.get(key) ?? {
      first: r ? String(r.scores[0]) : "",
      second: r ? String(r.scores[1]) : "",
      juryFirst: r?.jury_scores ? String(r.jury_scores[0]) : "",
      jurySecond: r?.jury_scores ? String(r.jury_scores[1]) : "",
      special: specialOf(r),
    };
    const edited = (set: () => void) => {
      set();
      this.drafts.set(key, fields);
    };
    const number = (value: string, label: string, testid: string, set: (v: string) => void) =>
      h("input.score", {
        type: "number",
        value,
        "aria-label": label,
        "data-testid": testid,
        oninput: (e: Event) => edited(() => set((e.target as HTMLInputElement).value)),
      });
    const problem = h("span.form-error", { role: "alert", "data-testid": "result-problem" });
    const save = () => {
      // Two empty fields are not a 0–0 draw: a result needs both scores, or a forfeit.
      const sp = fields.special;
      const forfeit = /forfeit|noshow/.test(sp);
      if (!forfeit && (!fields.first.trim() || !fields.second.trim())) {
        problem.textContent = tt().scoresNeeded;
        return;
      }
      problem.textContent = "";
      const lines: [FullResultLine, FullResultLine] = [
        { player: p.first!, score: Number(fields.first || 0) },
        { player: p.second!, score: Number(fields.second || 0) },
      ];
      if (fields.juryFirst.trim()) lines[0].jury_score = Number(fields.juryFirst);
      if (fields.jurySecond.trim()) lines[1].jury_score = Number(fields.jurySecond);
      const seat = sp.startsWith("first-") ? 0 : 1;
      if (sp === "double-forfeit") lines[0].forfeited = lines[1].forfeited = true;
      else if (sp.endsWith("-forfeit")) lines[seat].forfeited = true;
      else if (sp.endsWith("-noshow")) lines[seat].no_show = true;
      else if (sp.endsWith("-time")) lines[seat].lost_on_time = true;
      else if (sp.endsWith("-resigned")) lines[seat].resigned = true;
      void this.act(() => directorApi.result(this.id, this.token!, round, lines, sp === "adjourned")).then((ok) => {
        if (ok) {
          this.editing.delete(key);
          this.drafts.delete(key);
          this.render();
        }
      });
    };
    const form = h(
      "form.result-entry",
      {
        onsubmit: (e: Event) => {
          e.preventDefault();
          save();
        },
      },
      number(fields.first, p.first_name, "score-first", (x) => (fields.first = x)),
      h("span", {}, "–"),
      number(fields.second, p.second_name, "score-second", (x) => (fields.second = x)),
      r
        ? [
            h("span.muted", {}, ` ${tt().jury}: `),
            number(fields.juryFirst, `${tt().jury} ${p.first_name}`, "jury-first", (x) => (fields.juryFirst = x)),
            h("span", {}, "–"),
            number(fields.jurySecond, `${tt().jury} ${p.second_name}`, "jury-second", (x) => (fields.jurySecond = x)),
          ]
        : null,
      h(
        "select",
        { "aria-label": dt().resultKind, "data-testid": "special", onchange: (e: Event) => edited(() => (fields.special = (e.target as HTMLSelectElement).value as Special)) },
        (
          [
            ["", dt().kindNone],
            ["first-resigned", dt().resigned(p.first_name)],
            ["second-resigned", dt().resigned(p.second_name)],
            ["first-time", dt().lostOnTime(p.first_name)],
            ["second-time", dt().lostOnTime(p.second_name)],
            ["first-forfeit", dt().forfeit(p.first_name)],
            ["second-forfeit", dt().forfeit(p.second_name)],
            ["first-noshow", dt().noShow(p.first_name)],
            ["second-noshow", dt().noShow(p.second_name)],
            ["double-forfeit", dt().doubleForfeit],
            ["adjourned", dt().adjourned],
          ] as Array<[Special, string]>
        ).map(([value, text]) => h("option", { value, selected: value === fields.special }, text)),
      ),
      h("button", { type: "submit", "data-testid": "save-result" }, tt().save),
      problem,
      r
        ? h(
            "button.link",
            {
              type: "button",
              onclick: () => {
                this.editing.delete(key);
                this.drafts.delete(key);
                this.typing = false;
                this.render();
              },
            },
            tt().cancel,
          )
        : null,
    );
    const server =
      p.result
        ? null
        : state
          ? h(
              "span.game-state",
              {},
              h("span.muted", { "data-testid": "game-state" }, state),
              " ",
              h("a", { href: `#/game/${p.game!.id}` }, tt().watch),
              " ",
              h(
                "button.link",
                { type: "button", "data-testid": "start-clock", onclick: () => void this.act(() => directorApi.startClock(this.id, this.token!, p.game!.id).then(() => undefined)) },
                dt().startClock,
              ),
              " ",
              h("button.link", { type: "button", onclick: () => void this.start(round, p.board, true) }, tt().playAgain),
            )
          : h("button.link", { type: "button", "data-testid": "play-on-server", onclick: () => void this.start(round, p.board, false) }, tt().playOnServer);
    return [form, server];
  }

  private async start(round: number, board: number, replaceGame: boolean): Promise<void> {
    await this.act(async () => {
      const started = await tournamentApi.startGame(this.id, this.token!, round, board, replaceGame);
      this.invitations = [started, ...this.invitations.filter((g) => g.round !== round || g.board !== board)];
      return { tournament: await tournamentApi.view(this.id) };
    });
  }

  private invitationBox(): HTMLElement | null {
    if (this.invitations.length === 0) return null;
    return h(
      "section.card.invites",
      { "data-testid": "invitations" },
      this.invitations.map((g) =>
        h(
          "div",
          {},
          h("h2", {}, tt().invitations(g.board)),
          h("p.muted", {}, tt().invitationHelp),
          g.seats.map((s) => {
            if (!s.link) return h("div.invite", {}, h("strong", {}, s.name), h("span.muted", {}, tt().computerSeat));
            const link = `${location.origin}${s.link}`;
            const input = h("input", { type: "text", readonly: true, value: link, "aria-label": s.name, "data-testid": `invite-${s.seat}` });
            return h("div.invite", {}, h("strong", {}, s.name), input, copyButton(input, link), qrCode(link, s.name));
          }),
        ),
      ),
      h("button", { type: "button", "data-testid": "print-slips", onclick: () => this.printSlips() }, tt().printSlips),
    );
  }

  // The slips of the games started from this page (their links exist only here, once).
  private printSlips(): void {
    showPairingSlips(
      this.view?.name ?? "",
      this.invitations.map((g) => ({ round: g.round, board: g.board, seats: g.seats.map((s) => ({ name: s.name, link: s.link ? `${location.origin}${s.link}` : undefined })) })),
    );
  }

  // ---- Standings ----

  private standingsSection(v: TournamentView): HTMLElement {
    return h("section.card", {}, h("h2", {}, tt().standings), h("p.muted", {}, standingsCaption(v.standings)), standingsTable(v.standings), standingsLegend(v));
  }
}

function copyButton(input: HTMLInputElement, text: string): HTMLElement {
  return h(
    "button",
    {
      type: "button",
      onclick: async (e: Event) => {
        input.select();
        try {
          await navigator.clipboard.writeText(text);
        } catch {
          document.execCommand("copy");
        }
        (e.target as HTMLButtonElement).textContent = tt().copied;
      },
    },
    tt().copy,
  );
}
