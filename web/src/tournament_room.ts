// The room screen (#/tournament/ID/room[?wissel=N]): the club room's projector shows the
// current round's pairings by board (who starts, the result as it arrives), the standings, and
// the round's clock, in type scaled to the screen so it reads from the back of the room. It
// never scrolls: long lists are cut into pages, and the screen cycles through the pairings'
// pages, then the standings' pages, N seconds each (?wissel=N, 5–600, default 20). Space or P
// pauses the cycling, the arrows step by hand, F asks for full screen.
//
// The round's clock counts from the moment the round was paired (its "pair" action in the
// tournament's log) and, with a chess clock in the settings, against the round's playing
// time: both players' thinking time, 2 × the minutes a player. It stops once every result of
// the round is in.
//
// Live: the tournament's WebSocket (tournament_live.ts) says when anything changed; the page
// then reads the public view (and the log) again. Nothing here needs the director's token.

import { ApiError, call } from "./api";
import { clockText, h, replace } from "./dom";
import { lang, setLang } from "./i18n";
import { tournamentApi, type PairingView, type RankKey, type RoundView, type StandingRow, type TournamentView } from "./tournament_api";
import { oneReadAtATime, TournamentFollower, type LiveState } from "./tournament_live";
import { rt } from "./tournament_room_text";
import { gameState, keyValue, resultText } from "./tournament_tables";
import { tournamentError, tt } from "./tournament_text";
import "./tournament_room.css";

const DEFAULT_SECONDS = 20;
const FRESH_MS = 8_000; // a result that just came in stays highlighted this long

interface LogEntry {
  seq: number;
  at: number;
  kind: string;
  undone: boolean;
}

type Slide = { kind: "pairings"; page: number; pages: number } | { kind: "standings"; page: number; pages: number };

// The seconds per slide from the address (?wissel=N), kept within sensible bounds.
export function cycleSeconds(query: URLSearchParams): number {
  const n = Number(query.get("wissel") ?? query.get("cycle") ?? DEFAULT_SECONDS);
  return Number.isFinite(n) && n > 0 ? Math.min(600, Math.max(5, Math.round(n))) : DEFAULT_SECONDS;
}

// When each round still standing was paired: the log's pair actions in effect, less the ones
// a later "unpair" took back (index 0: round 1).
export function pairingTimes(log: LogEntry[]): number[] {
  const times: number[] = [];
  for (const e of log) {
    if (e.undone) continue;
    if (e.kind === "pair") times.push(e.at);
    else if (e.kind === "unpair") times.pop();
  }
  return times;
}

// Rows a page holds at this window size; the type is scaled from the same numbers (CSS var).
function layout(): { font: number; rows: number } {
  const font = Math.max(14, Math.min(window.innerHeight * 0.046, window.innerWidth * 0.026));
  // A row is 1.45em plus its padding; the head, the view's title and the foot take the rest.
  const rows = Math.max(3, Math.floor((window.innerHeight * 0.72) / (font * 1.52)));
  return { font, rows };
}

function pages<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length ? out : [[]];
}

export class TournamentRoomPage {
  private view: TournamentView | null = null;
  private paired: number[] = [];
  private error: string | null = null;
  private live: LiveState = "offline";
  private follower: TournamentFollower;
  private slide = 0;
  private paused = false;
  private cycleTimer = 0;
  private clockTimer = 0;
  private freshTimer = 0;
  private fresh = new Map<string, number>(); // "round/board" → when its result came in
  private readonly seconds: number;
  private readonly title = document.title;
  private readonly onKey = (e: KeyboardEvent) => this.key(e);
  private readonly onResize = () => this.render();

  private readonly el = {
    title: h("h1.room-title", { "data-testid": "room-title" }),
    clock: h("div.room-clock", { "data-testid": "room-clock", role: "timer", "aria-label": "" }),
    body: h("div.room-body", { "data-testid": "room-body" }),
    state: h("div.room-state", { "data-testid": "room-state" }),
    controls: h("div.room-controls", {}),
    announce: h("div.sr-only", { "aria-live": "polite", role: "log", "data-testid": "room-announce" }),
  };

  constructor(
    private root: HTMLElement,
    private id: string,
    query: URLSearchParams,
  ) {
    this.seconds = cycleSeconds(query);
    document.body.classList.add("room-mode");
    replace(
      root,
      h(
        "div.room",
        { "data-testid": "room" },
        h("header.room-head", {}, this.el.title, this.el.clock),
        this.el.body,
        h("footer.room-foot", {}, this.el.state, this.el.controls),
        this.el.announce,
      ),
    );
    window.addEventListener("keydown", this.onKey);
    window.addEventListener("resize", this.onResize);
    this.clockTimer = window.setInterval(() => this.renderClock(), 1000);
    this.load();
    this.follower = new TournamentFollower(
      id,
      () => this.load(),
      (s) => {
        this.live = s;
        this.renderFooter();
      },
    );
    this.schedule();
  }

  destroy(): void {
    this.follower.stop();
    window.clearTimeout(this.cycleTimer);
    window.clearInterval(this.clockTimer);
    window.clearTimeout(this.freshTimer);
    window.removeEventListener("keydown", this.onKey);
    window.removeEventListener("resize", this.onResize);
    document.body.classList.remove("room-mode");
    document.title = this.title;
  }

  rerender(): void {
    this.render();
  }

  private readonly load = oneReadAtATime(async () => {
    try {
      const [view, log] = await Promise.all([
        tournamentApi.view(this.id),
        call<{ log: LogEntry[] }>("GET", `/api/tournaments/${encodeURIComponent(this.id)}/log`).catch(() => null),
      ]);
      this.noteNewResults(view);
      this.view = view;
      if (log) this.paired = pairingTimes(log.log);
      this.error = null;
    } catch (e) {
      this.error = e instanceof ApiError ? tournamentError(e.code, e.message) : String(e);
    }
    this.render();
  });

  // Results that were not there before: highlighted for a while, and read out.
  private noteNewResults(next: TournamentView): void {
    const before = this.view ? currentRound(this.view) : undefined;
    const now = currentRound(next);
    if (!now) return;
    const had = new Map<number, string>();
    if (before && before.number === now.number) for (const p of before.pairings) had.set(p.board, p.result ? resultText(p) : "");
    const said: string[] = [];
    for (const p of now.pairings) {
      if (!p.result || p.bye || p.empty) continue;
      const text = resultText(p);
      if (this.view && had.get(p.board) !== text) {
        this.fresh.set(`${now.number}/${p.board}`, Date.now());
        said.push(rt().newResult(p.board, `${p.first_name} – ${p.second_name} ${text}`));
      }
    }
    if (said.length) this.el.announce.textContent = said.join(". ");
  }

  private slides(): Slide[] {
    const { rows } = layout();
    const v = this.view;
    if (!v) return [];
    const round = currentRound(v);
    const boards = round ? round.pairings.filter((p) => !p.empty) : [];
    const pairingPages = pages(boards, rows).length;
    const standingPages = v.standings.rows.length ? pages(v.standings.rows, rows).length : pages(v.players, rows).length;
    const out: Slide[] = [];
    for (let i = 0; i < pairingPages; ++i) out.push({ kind: "pairings", page: i, pages: pairingPages });
    for (let i = 0; i < standingPages; ++i) out.push({ kind: "standings", page: i, pages: standingPages });
    return out;
  }

  private schedule(): void {
    window.clearTimeout(this.cycleTimer);
    if (this.paused) return;
    this.cycleTimer = window.setTimeout(() => {
      this.step(1);
      this.schedule();
    }, this.seconds * 1000);
  }

  private step(by: number): void {
    const n = this.slides().length;
    if (n > 0) this.slide = (((this.slide + by) % n) + n) % n;
    this.render();
  }

  private key(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target instanceof HTMLElement && e.target.closest("button, a, input, select, textarea") && (e.key === " " || e.key === "Enter")) return;
    if (e.key === " " || e.key === "p" || e.key === "P") {
      e.preventDefault();
      this.togglePause();
    } else if (e.key === "ArrowRight") {
      this.step(1);
      this.schedule();
    } else if (e.key === "ArrowLeft") {
      this.step(-1);
      this.schedule();
    } else if (e.key === "f" || e.key === "F") {
      this.fullScreen();
    }
  }

  private togglePause(): void {
    this.paused = !this.paused;
    this.schedule();
    this.renderFooter();
  }

  private fullScreen(): void {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }

  private render(): void {
    const { font } = layout();
    this.root.style.setProperty("--room-font", `${font}px`);
    const v = this.view;
    if (!v) {
      this.el.title.textContent = this.error ?? tt().loading;
      this.renderFooter();
      return;
    }
    const all = this.slides();
    if (this.slide >= all.length) this.slide = 0;
    const s = all[this.slide];
    document.title = `${v.name} — ${rt().roomScreen}`;
    if (s.kind === "pairings") this.renderPairings(v, s);
    else this.renderStandings(v, s);
    this.renderClock();
    this.renderFooter();
  }

  private heading(text: string, s: Slide): HTMLElement {
    return h("h2.room-view", { "data-testid": "room-view", "data-view": s.kind }, text, s.pages > 1 ? h("span.room-page", {}, ` · ${rt().page(s.page + 1, s.pages)}`) : null);
  }

  private renderPairings(v: TournamentView, s: Slide): void {
    const round = currentRound(v);
    replace(this.el.title, v.name);
    if (!round) {
      replace(this.el.body, this.heading(rt().notPaired, s));
      return;
    }
    const { rows } = layout();
    const boards = pages(
      round.pairings.filter((p) => !p.empty),
      rows,
    )[s.page] ?? [];
    const now = Date.now();
    replace(
      this.el.body,
      this.heading(rt().pairings(round.number), s),
      h(
        "table.room-table.room-pairings",
        { "data-testid": "room-pairings" },
        h("thead", {}, h("tr", {}, h("th.num", { scope: "col" }, rt().board), h("th", { scope: "col" }, rt().starts), h("th", { scope: "col" }, rt().against), h("th.res", { scope: "col" }, rt().result))),
        h(
          "tbody",
          {},
          boards.map((p) => {
            const freshAt = this.fresh.get(`${round.number}/${p.board}`);
            const isFresh = freshAt !== undefined && now - freshAt < FRESH_MS;
            return h(
              "tr",
              { "data-testid": `room-board-${p.board}`, class: isFresh ? "fresh" : "" },
              h("td.num", {}, p.bye ? "" : String(p.board)),
              nameCell(p, "first"),
              p.bye ? h("td", {}, h("em", {}, rt().bye)) : nameCell(p, "second"),
              h("td.res", { "data-testid": "room-result" }, p.bye ? "" : p.result ? resultText(p) : h("span.room-muted", {}, gameState(p) ?? "")),
            );
          }),
        ),
      ),
    );
    // The highlight goes when its time is up.
    window.clearTimeout(this.freshTimer);
    if ([...this.fresh.values()].some((t) => now - t < FRESH_MS)) this.freshTimer = window.setTimeout(() => this.render(), FRESH_MS);
  }

  private renderStandings(v: TournamentView, s: Slide): void {
    replace(this.el.title, v.name);
    const { rows } = layout();
    if (!v.standings.rows.length) {
      // Before the first round: the players registered so far.
      const names = pages(v.players, rows)[s.page] ?? [];
      replace(
        this.el.body,
        this.heading(rt().standingsAfter(0), s),
        names.length
          ? h("ol.room-players", { "data-testid": "room-players" }, names.map((p) => h("li", {}, p.name)))
          : h("p.room-muted", {}, rt().noPlayers),
      );
      return;
    }
    // The ranking's first two keys and the spread: what decides a place, readable from afar.
    const keys: RankKey[] = v.standings.keys.filter((k) => k !== "spread").slice(0, 2);
    keys.push("spread");
    const page = pages(v.standings.rows, rows)[s.page] ?? [];
    replace(
      this.el.body,
      this.heading(rt().standingsAfter(v.standings.after_round), s),
      h(
        "table.room-table.room-standings",
        { "data-testid": "room-standings" },
        h("thead", {}, h("tr", {}, h("th.num", { scope: "col" }, rt().rank), h("th", { scope: "col" }, rt().player), keys.map((k) => h("th.num", { scope: "col", title: tt().keyTitles[k] }, tt().keys[k])))),
        h(
          "tbody",
          {},
          page.map((r: StandingRow) =>
            h(
              "tr",
              { class: r.withdrawn ? "withdrawn" : "", "data-player": r.player },
              h("td.num", {}, String(r.rank)),
              h("td.name", { "data-testid": "room-standing-name" }, r.name),
              keys.map((k) => h("td.num", {}, keyValue(r, k))),
            ),
          ),
        ),
      ),
    );
  }

  private renderClock(): void {
    const v = this.view;
    const round = v ? currentRound(v) : undefined;
    if (!v || !round) {
      replace(this.el.clock);
      return;
    }
    const since = this.paired[round.number - 1];
    const parts: Array<HTMLElement | string> = [];
    const subs: HTMLElement[] = [];
    const label = `${tt().round} ${round.number}`;
    if (round.complete) {
      parts.push(h("span.room-clock-main", {}, rt().roundDone));
    } else if (since !== undefined) {
      const elapsed = Math.max(0, Date.now() - since);
      parts.push(h("span.room-clock-main", { "data-testid": "room-elapsed" }, clockText(elapsed)));
      subs.push(h("span", {}, rt().sincePaired));
      const minutes = v.settings.clock_minutes;
      if (minutes > 0) {
        const left = 2 * minutes * 60_000 - elapsed;
        subs.push(h("span", { class: left < 0 ? "over" : "" }, `${rt().playingTime(2 * minutes)} · ${left >= 0 ? `${rt().left} ${clockText(left)}` : rt().over}`));
      }
    }
    if (subs.length) parts.push(h("span.room-clock-subs", {}, subs));
    replace(this.el.clock, h("span.room-clock-round", {}, label), parts);
    this.el.clock.setAttribute("aria-label", `${rt().roundClock}: ${label}`);
  }

  private renderFooter(): void {
    replace(
      this.el.state,
      h("span.room-live", { class: this.live, "data-testid": "room-live", "data-live": this.live }, this.live === "live" ? `● ${rt().live}` : `○ ${rt().offline}`),
      this.paused ? h("span.room-paused", { "data-testid": "room-paused" }, ` · ${rt().paused}`) : null,
    );
    replace(
      this.el.controls,
      h("button", { type: "button", "data-testid": "room-prev", onclick: () => (this.step(-1), this.schedule()) }, rt().previous),
      h("button", { type: "button", "data-testid": "room-pause", "aria-pressed": String(this.paused), onclick: () => this.togglePause() }, this.paused ? rt().resume : rt().pause),
      h("button", { type: "button", "data-testid": "room-next", onclick: () => (this.step(1), this.schedule()) }, rt().next),
      h("button", { type: "button", onclick: () => this.fullScreen() }, rt().fullScreen),
      h("button", { type: "button", lang: lang() === "nl" ? "en" : "nl", onclick: () => setLang(lang() === "nl" ? "en" : "nl") }, lang() === "nl" ? "EN" : "NL"),
    );
  }
}

// The round being played: the last one paired.
function currentRound(v: TournamentView): RoundView | undefined {
  return v.rounds.length ? v.rounds[v.rounds.length - 1] : undefined;
}

function nameCell(p: PairingView, side: "first" | "second"): HTMLElement {
  const won = p.result?.winner === side;
  return h("td.name", { class: won ? "won" : "" }, side === "first" ? p.first_name : p.second_name);
}
