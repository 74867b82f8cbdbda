// The director's tools below the rounds (issue 21): the action log with "undo the last action",
// sanctions (a warning, a disqualification, a point penalty with its note), TSH interchange,
// and the prizes (their categories as settings, the list as it stands, the final report and
// the archive of every game record). The director's page (tournament_director.ts) owns the
// tournament view and runs each change through its act(), which shows refusals and redraws.

import { ApiError } from "./api";
import { confirmDialog } from "./dialogs";
import { h, replace, toggleOnClick } from "./dom";
import { saveDirectorToken, type TournamentView } from "./tournament_api";
import { directorApi, type Award, type LogEntry, type PrizeList, type PrizeSettings, type RatingClass, type SanctionKind } from "./tournament_director_api";
import { dt } from "./tournament_director_text";
import { tournamentError } from "./tournament_text";

export interface DirectorContext {
  id: string;
  token: string;
  act: (action: () => Promise<{ tournament: TournamentView } | void>) => Promise<boolean>;
  // A tournament imported from a TSH file: its director's page, its token shown once.
  opened: (id: string, token: string) => void;
}

interface SanctionDraft {
  player: string;
  kind: SanctionKind;
  points: string;
  note: string;
}
const noSanction = (): SanctionDraft => ({ player: "", kind: "warning", points: "", note: "" });
// In the order the form offers them; each one's name in the texts is the kind itself.
const sanctionKinds: readonly SanctionKind[] = ["warning", "penalty", "disqualification"];

export class DirectorTools {
  private log: LogEntry[] | null = null;
  private logOpen = false;
  private prizes: PrizeList | null = null;
  private problem = "";
  // The prize settings while the director edits them: the page is redrawn whenever anything
  // changes (a result, a game's end), and the form, its <details> and what was typed must
  // survive that. A draft is kept from the first edit until it is saved; untouched, the form
  // shows the settings as they now are.
  private prizesOpen = false;
  private prizeDraft: (PrizeSettings & { classesText: string }) | null = null;
  // The sanction and TSH forms the same way: what was chosen and typed survives a redraw (the
  // answer to any of the director's actions redraws the page whole). A sanction's draft is
  // emptied when it is imposed. The TSH file's text is kept once read, until another file is
  // chosen; a file field cannot be given its file back, so the form names the file read.
  private sanctionDraft: SanctionDraft = noSanction();
  private tshDraft = { name: "", rounds: "", text: "", file: "", reading: Promise.resolve() };
  // Redrawn by refresh() alone, so a form being filled in elsewhere on the page keeps its text.
  private logBox = h("div", { "data-testid": "log-box" });
  private prizeBox = h("div", { "data-testid": "prize-list" });

  constructor(private ctx: DirectorContext) {}

  // After every load and change: the log (when shown) and the prize list follow.
  async refresh(): Promise<void> {
    try {
      const [log, prizes] = await Promise.all([this.logOpen ? directorApi.log(this.ctx.id) : Promise.resolve(null), directorApi.prizes(this.ctx.id)]);
      if (log) this.log = log.log;
      this.prizes = prizes;
    } catch {
      // The page shows the tournament's own errors; these panels keep what they had.
    }
    replace(this.logBox, this.logTable());
    replace(this.prizeBox, this.prizeList());
  }

  sections(v: TournamentView): HTMLElement[] {
    return [this.prizesSection(v), this.sanctionsSection(v), this.logSection(), this.tshSection(v)];
  }

  // The page's act() shows a refusal, redraws and refreshes these panels.
  private change(action: () => Promise<{ tournament: TournamentView } | void>): Promise<boolean> {
    return this.ctx.act(action);
  }

  // ---- The action log ----

  private logSection(): HTMLElement {
    const undo = async () => {
      const log = (await directorApi.log(this.ctx.id)).log;
      const last = [...log].reverse().find((e) => e.kind !== "undo" && !e.undone && e.kind !== "create" && e.kind !== "start_from");
      if (!last) return;
      if (!(await confirmDialog(dt().confirmUndo(last.text)))) return;
      await this.change(() => directorApi.undo(this.ctx.id, this.ctx.token));
    };
    return h(
      "section.card",
      { "data-testid": "action-log" },
      h(
        "div.list-head",
        {},
        h("h2", {}, dt().log),
        h("div.buttons", {}, h("button", { type: "button", "data-testid": "undo-last", onclick: () => void undo() }, dt().undoLast)),
      ),
      h("p.muted", {}, dt().logHelp),
      h(
        "details",
        {
          open: this.logOpen,
        },
        h(
          "summary",
          {
            "data-testid": "show-log",
            onclick: toggleOnClick((open) => {
              this.logOpen = open;
              if (open) void this.refresh();
            }),
          },
          dt().showLog,
        ),
        this.logBox,
        h("p", {}, h("a", { href: directorApi.fileUrl(this.ctx.id, "log.jsonl"), download: "" }, dt().logDownload)),
      ),
    );
  }

  private logTable(): HTMLElement | null {
    const time = (at: number) => new Date(at).toLocaleString(document.documentElement.lang || "nl", { dateStyle: "short", timeStyle: "medium" });
    if (!this.logOpen || !this.log) return null;
    return h(
      "div.table-wrap",
      { tabindex: 0, role: "region", "aria-label": dt().log },
      h(
        "table.log",
        { "data-testid": "log-table" },
        h("thead", {}, h("tr", {}, h("th.num", {}, "#"), h("th", {}, dt().time), h("th", {}, dt().author), h("th", {}, dt().kind), h("th", {}, dt().what))),
        h(
          "tbody",
          {},
          this.log.map((e) =>
            h(
              "tr",
              { class: e.undone ? "undone" : "", "data-kind": e.kind },
              h("td.num", {}, String(e.seq)),
              h("td", {}, time(e.at)),
              h("td", {}, e.author),
              h("td", {}, dt().kinds[e.kind] ?? e.kind),
              // The server describes each action in English (the log's own words).
              h("td", {}, h("span", { lang: "en" }, e.text), e.undone ? h("small.muted", {}, ` (${dt().undoneMark})`) : null),
            ),
          ),
        ),
      ),
    );
  }

  // ---- Sanctions ----

  private sanctionsSection(v: TournamentView): HTMLElement {
    const draft = this.sanctionDraft;
    if (!v.players.some((p) => String(p.id) === draft.player)) draft.player = "";
    const problem = h("span.form-error", { role: "alert", "data-testid": "sanction-problem" });
    const points = h("input", {
      type: "number",
      min: 1,
      value: draft.points,
      "aria-label": dt().penaltyPoints,
      placeholder: dt().penaltyPoints,
      "data-testid": "sanction-points",
      oninput: (e: Event) => (draft.points = (e.target as HTMLInputElement).value),
    });
    points.hidden = draft.kind !== "penalty"; // only a penalty has points
    const submit = async () => {
      const player = v.players.find((p) => String(p.id) === draft.player);
      if (!player) return;
      if (draft.kind === "disqualification" && !(await confirmDialog(dt().confirmDisqualify(player.name)))) return;
      await this.change(async () => {
        const changed = await directorApi.sanction(this.ctx.id, this.ctx.token, {
          player: player.id,
          kind: draft.kind,
          points: draft.kind === "penalty" ? Number(draft.points) : undefined,
          note: draft.note.trim() || undefined,
        });
        this.sanctionDraft = noSanction(); // imposed: the redraw that follows shows an empty form
        return changed;
      });
    };
    return h(
      "section.card",
      { "data-testid": "sanctions" },
      h("h2", {}, dt().sanctions),
      h(
        "form.sanction",
        {
          onsubmit: (e: Event) => {
            e.preventDefault();
            void submit();
          },
        },
        h(
          "select",
          { "aria-label": dt().sanctionPlayer, "data-testid": "sanction-player", required: true, onchange: (e: Event) => (draft.player = (e.target as HTMLSelectElement).value) },
          h("option", { value: "" }, `${dt().sanctionPlayer}…`),
          v.players.map((p) => h("option", { value: String(p.id), selected: String(p.id) === draft.player }, p.name)),
        ),
        h(
          "select",
          {
            "aria-label": dt().sanctionKind,
            "data-testid": "sanction-kind",
            onchange: (e: Event) => {
              draft.kind = (e.target as HTMLSelectElement).value as SanctionKind;
              points.hidden = draft.kind !== "penalty";
            },
          },
          sanctionKinds.map((kind) => h("option", { value: kind, selected: draft.kind === kind }, dt()[kind])),
        ),
        points,
        h("input", {
          type: "text",
          maxlength: 200,
          value: draft.note,
          "aria-label": dt().note,
          placeholder: dt().note,
          "data-testid": "sanction-note",
          oninput: (e: Event) => (draft.note = (e.target as HTMLInputElement).value),
        }),
        h("button.primary", { type: "submit", "data-testid": "impose-sanction" }, dt().impose),
        problem,
      ),
    );
  }

  // ---- TSH ----

  private tshSection(v: TournamentView): HTMLElement {
    // The file is read as soon as it is chosen; a submit right after waits for that read.
    const draft = this.tshDraft;
    const chosen = h("span.muted", { "data-testid": "tsh-chosen" }, draft.file ? dt().tshChosen(draft.file) : "");
    const problem = h("span.form-error", { role: "alert", "data-testid": "tsh-problem" });
    const submit = async () => {
      await draft.reading;
      if (!draft.text) {
        problem.textContent = dt().tshChooseFile;
        return;
      }
      try {
        const made = await directorApi.importTsh(draft.text, draft.name.trim() || v.name, draft.rounds ? Number(draft.rounds) : undefined);
        saveDirectorToken(made.id, made.director_token);
        this.ctx.opened(made.id, made.director_token);
      } catch (e) {
        problem.textContent = e instanceof ApiError ? tournamentError(e.code, e.message) : String(e);
      }
    };
    return h(
      "section.card",
      { "data-testid": "tsh" },
      h("h2", {}, dt().tsh),
      h("p.muted", {}, dt().tshHelp),
      h("p", {}, h("a", { href: directorApi.fileUrl(v.id, "tsh.t"), download: "", "data-testid": "tsh-export" }, dt().tshExport)),
      h(
        "form.tsh-import",
        {
          onsubmit: (e: Event) => {
            e.preventDefault();
            void submit();
          },
        },
        h("h3", {}, dt().tshImport),
        h("label", {}, dt().tshFile, " ", h("input", {
          type: "file",
          accept: ".t,text/plain",
          "data-testid": "tsh-file",
          onchange: (e: Event) => {
            const file = (e.target as HTMLInputElement).files?.[0];
            draft.file = file?.name ?? "";
            chosen.textContent = "";
            draft.reading = (file ? file.text() : Promise.resolve("")).then(
              (text) => void (draft.text = text),
              () => void (draft.text = ""),
            );
          },
        })),
        chosen,
        h("input", { type: "text", maxlength: 100, value: draft.name, "aria-label": dt().tshName, placeholder: dt().tshName, "data-testid": "tsh-name", oninput: (e: Event) => (draft.name = (e.target as HTMLInputElement).value) }),
        h("input", { type: "number", min: 0, value: draft.rounds, "aria-label": dt().tshRounds, placeholder: dt().tshRounds, "data-testid": "tsh-rounds", oninput: (e: Event) => (draft.rounds = (e.target as HTMLInputElement).value) }),
        h("button", { type: "submit", "data-testid": "tsh-import" }, dt().tshImport),
        problem,
      ),
    );
  }

  // ---- Prizes ----

  private prizesSection(v: TournamentView): HTMLElement {
    const current: PrizeSettings = v.settings.prizes ?? { overall: 0, classes: [], best_game: false, highest_score: false, best_bingo: false };
    const draft = this.prizeDraft ?? { ...current, classesText: current.classes.map(classText).join(", ") };
    const edit = (change: () => void) => {
      change();
      this.prizeDraft = draft;
    };
    const problem = h("span.form-error", { role: "alert", "data-testid": "prize-problem" }, this.problem);
    const save = () => {
      const classes = parseClasses(draft.classesText);
      if (!classes) {
        this.problem = problem.textContent = dt().badClasses;
        return;
      }
      this.problem = "";
      const prizes: PrizeSettings = { overall: Number(draft.overall) || 0, classes, best_game: draft.best_game, highest_score: draft.highest_score, best_bingo: draft.best_bingo };
      const none = prizes.overall === 0 && classes.length === 0 && !prizes.best_game && !prizes.highest_score && !prizes.best_bingo;
      void this.change(() => directorApi.prizeSettings(this.ctx.id, this.ctx.token, none ? null : prizes)).then((saved) => {
        if (saved) this.prizeDraft = null;
      });
    };
    const box = (label: string, key: "best_game" | "highest_score" | "best_bingo") =>
      h("label.check", {}, h("input", { type: "checkbox", checked: draft[key], "data-testid": `prize-${key}`, onchange: (e: Event) => edit(() => (draft[key] = (e.target as HTMLInputElement).checked)) }), " ", label);
    return h(
      "section.card",
      { "data-testid": "prizes" },
      h("h2", {}, dt().prizes),
      this.prizeBox,
      h(
        "p.links",
        {},
        h("a", { href: directorApi.fileUrl(v.id, "report.html"), target: "_blank", rel: "noopener", "data-testid": "final-report" }, dt().report),
        " · ",
        h("a", { href: directorApi.fileUrl(v.id, "games.zip"), download: "", "data-testid": "games-archive" }, dt().archive),
      ),
      h(
        "details",
        {
          open: this.prizesOpen,
        },
        h("summary", { "data-testid": "prize-settings", onclick: toggleOnClick((open) => (this.prizesOpen = open)) }, dt().prizeSettings),
        h(
          "form.prize-settings",
          {
            onsubmit: (e: Event) => {
              e.preventDefault();
              save();
            },
          },
          h("label", {}, dt().overallPlaces, " ", h("input", { type: "number", min: 0, max: 50, value: String(draft.overall), "data-testid": "prize-overall", oninput: (e: Event) => edit(() => (draft.overall = Number((e.target as HTMLInputElement).value))) })),
          h("label", {}, dt().classes, " ", h("input", { type: "text", value: draft.classesText, "data-testid": "prize-classes", "aria-describedby": "prize-classes-help", oninput: (e: Event) => edit(() => (draft.classesText = (e.target as HTMLInputElement).value)) })),
          h("p.muted.small", { id: "prize-classes-help" }, dt().classesHelp),
          box(dt().bestGame, "best_game"),
          box(dt().highestScore, "highest_score"),
          box(dt().bestBingo, "best_bingo"),
          h("button.primary", { type: "submit", "data-testid": "save-prizes" }, dt().savePrizes),
          problem,
        ),
      ),
    );
  }

  private prizeList(): HTMLElement | null {
    const list = this.prizes;
    if (!list) return null;
    const anySet = list.settings.overall > 0 || list.settings.classes.length > 0 || list.settings.best_game || list.settings.highest_score || list.settings.best_bingo;
    if (!anySet) return h("p.muted", {}, dt().noPrizes);
    const groups: Array<{ title: string; awards: Award[] }> = [];
    for (const a of list.awards) {
      const title = a.category === "class" ? `${dt().categories.class} ${a.class}` : dt().categories[a.category];
      if (groups.length === 0 || groups[groups.length - 1].title !== title) groups.push({ title, awards: [] });
      groups[groups.length - 1].awards.push(a);
    }
    return h(
      "div.prize-list",
      {},
      list.final ? null : h("p.muted", {}, dt().provisional),
      groups.length === 0 ? h("p.muted", {}, dt().noWinners) : null,
      groups.map((g) => h("div", {}, h("h3", {}, g.title), h("ul", {}, g.awards.map((a) => h("li", { "data-category": a.category }, awardText(a)))))),
      list.settings.best_bingo ? h("p.muted.small", {}, dt().bingoCoverage(list.games_with_moves, list.games_over_board)) : null,
    );
  }
}

function awardText(a: Award): string {
  const shared = a.shared ? ` (${dt().shared})` : "";
  if (a.category === "overall" || a.category === "class") return `${a.place}. ${a.name}${shared}`;
  const game = `${dt().roundShort(a.round ?? 0)}, ${dt().against} ${a.opponent_name ?? ""}`;
  if (a.category === "best_bingo") return `${a.name}: ${a.word ?? ""} ${a.value ?? 0} (${game})${shared}`;
  return `${a.name}: ${a.value ?? 0} (${game})${shared}`;
}

function classText(c: RatingClass): string {
  return `${c.name}:${c.min_rating ?? ""}:${c.places}`;
}

// "A:1600:2, B::1" → the classes; null when a part is not name:minimum:prizes.
export function parseClasses(text: string): RatingClass[] | null {
  const out: RatingClass[] = [];
  for (const part of text.split(",").map((x) => x.trim()).filter(Boolean)) {
    const m = /^([^:]+):(\d*):(\d+)$/.exec(part);
    if (!m) return null;
    out.push({ name: m[1].trim(), min_rating: m[2] === "" ? null : Number(m[2]), places: Number(m[3]) });
  }
  return out;
}
