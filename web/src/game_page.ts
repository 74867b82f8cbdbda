// A game in the browser. The state comes from the server (a WebSocket sends it after every
// change; without one the page asks every few seconds); the tiles a player is placing live
// here until they are played. Every change to them asks the server for a preview: the score
// and words, or the reason the move would be refused, before anything is sent.

import { rematchButtons, showTurn } from "./turn_and_rematch";
import { api, ApiError, tokensFor, openGameSocket, type Catalogue, type GameView, type PlacedTile, type Preview, type RuleInfo } from "./api";
import { renderBoard, tileElement, type Tentative } from "./board";
import { chooseBlank, chooseExchange, confirmDialog, dialogOpen } from "./dialogs";
import { clockText, h, replace } from "./dom";
import { DragController } from "./drag";
import { errorText, t } from "./i18n";
import { fitBoard } from "./fit";
import { settingsSummary } from "./house_rules";
import { showReplay } from "./replay";
import { renderMoveList, renderScoreSheet, renderUnseen } from "./sheets";
import { showSummary } from "./summary";
import { wordCheckBox } from "./word_check";

interface RackTile {
  id: number;
  letter: string;
}

type Tab = "moves" | "sheet" | "unseen";

export class GamePage {
  private view: GameView | null = null;
  private receivedAt = 0;
  private rules: RuleInfo | null = null;
  private seat: number | null = null;
  private token: string | undefined;
  // No token in this browser, but the signed-in account owns a seat here (another device):
  // the server acts for that seat by the session cookie.
  private accountSeat = false;
  private rack: RackTile[] = [];
  private nextTileId = 1;
  private placed = new Map<number, Tentative>();
  private placeOrder: number[] = [];
  private cursor: { sq: number; dir: "h" | "v" } | null = null;
  private selected: number | null = null;
  private preview: Preview | null = null;
  private previewTimer = 0;
  private previewSeq = 0;
  private message: { text: string; kind: "info" | "error" } | null = null;
  private busy = false;
  private tab: Tab = "moves";
  private summaryShownFor = "";
  private socket: WebSocket | null = null;
  private reconnectTimer = 0;
  private pollTimer = 0;
  private clockTimer = 0;
  private destroyed = false;
  private drag: DragController;
  private zoomed = false;
  private refocusing = false; // focus moved by a re-render, not by the player
  private cursorFromFocus: number | null = null; // the square a press just focused
  // Bumped by everything the player does on the board (tiles laid, cursor moved): a command
  // whose answer comes after the player already began the next move leaves that move alone.
  private edits = 0;

  // Squares reached with Tab and the arrows: the board is one stop, its focused square the
  // typing cursor.
  private boardFocused(): boolean {
    return this.el.boardWrap.contains(document.activeElement);
  }

  // Fixed parts of the page, filled by render().
  private readonly el = {
    status: h("div.status-bar", { role: "status", "data-testid": "status" }),
    seats: h("div.seats", {}),
    boardWrap: h("div.board-wrap", { "data-testid": "board-wrap" }),
    preview: h("div.preview", { "aria-live": "polite", "data-testid": "preview" }),
    rack: h("div.rack", { "data-testid": "rack", role: "group", "aria-label": t().rack }),
    controls: h("div.controls", { "data-testid": "controls" }),
    tabs: h("div.tabs", { role: "tablist" }),
    tabBody: h("div.tab-body", { role: "tabpanel" }),
    // What the other players did, read out by screen readers (the board itself is silent).
    announce: h("div.sr-only", { "aria-live": "polite", role: "log", "data-testid": "announce" }),
    keysHelp: h("p.small", { "data-testid": "keys-help" }),
    replayLink: h("div.replay-link", {}),
    wordCheck: h("div.word-check-slot", {}),
  };

  constructor(
    private readonly root: HTMLElement,
    private readonly id: string,
    private readonly catalogue: Catalogue,
  ) {
    const tokens = tokensFor(id);
    const preferred = Number(localStorage.getItem(`letterzak.seat.${id}`) ?? NaN);
    if (tokens.size > 0) {
      this.seat = tokens.has(preferred) ? preferred : [...tokens.keys()][0];
      this.token = tokens.get(this.seat);
    }
    replace(
      root,
      h(
        "div.game",
        { "data-testid": "game" },
        this.el.status,
        this.el.boardWrap,
        h(
          "div.side",
          {},
          this.el.seats,
          this.el.preview,
          this.el.rack,
          this.el.controls,
          h("div.panels", {}, h("div.tab-head", {}, this.el.tabs, this.el.replayLink), this.el.tabBody, h("details.keys", {}, h("summary", {}, t().keys), this.el.keysHelp), this.el.wordCheck),
        ),
        this.el.announce,
      ),
    );
    this.drag = new DragController({
      onDrop: (tileId, target) => this.dropTile(tileId, target),
      onClickTile: (tileId, onBoard) => this.clickTile(tileId, onBoard),
    });
    this.el.boardWrap.addEventListener("click", (e) => this.clickSquare(e));
    this.el.boardWrap.addEventListener("focusin", (e) => this.focusSquare(e));
    this.el.rack.addEventListener("keydown", (e) => this.rackKey(e));
    document.addEventListener("keydown", this.onKey);
    window.addEventListener("resize", this.onResize);
    this.clockTimer = window.setInterval(() => this.tickClocks(), 250);
    void this.load();
  }

  destroy(): void {
    this.destroyed = true;
    showTurn(false);
    document.removeEventListener("keydown", this.onKey);
    window.removeEventListener("resize", this.onResize);
    window.clearInterval(this.clockTimer);
    window.clearTimeout(this.reconnectTimer);
    window.clearTimeout(this.pollTimer);
    this.socket?.close();
    this.drag.destroy();
  }

  rerender(): void {
    this.render();
  }

  private readonly onResize = (): void => fitBoard(this.el.boardWrap, this.el.controls);

  // ---- Server state ----

  private async load(): Promise<void> {
    try {
      this.apply(await api.view(this.id, this.token));
    } catch (e) {
      if (e instanceof ApiError && e.code === "bad_token") {
        // A token this browser kept no longer fits: watch instead.
        this.token = undefined;
        this.seat = null;
        return this.load();
      }
      replace(this.root, h("div.card", {}, h("p.error", {}, e instanceof ApiError && e.status === 404 ? t().unknownGame : errorText("network")), h("a", { href: "#/" }, t().back)));
      return;
    }
    this.connect();
  }

  private connect(): void {
    if (this.destroyed) return;
    const ws = openGameSocket(this.id, this.token);
    this.socket = ws;
    ws.onmessage = (e) => {
      const m = JSON.parse(String(e.data)) as { type: string; game?: GameView };
      if (m.type === "state" && m.game) this.apply(m.game);
    };
    ws.onopen = () => {
      window.clearTimeout(this.pollTimer);
      if (this.message?.text === t().connectionLost) this.setMessage(null);
    };
    ws.onclose = () => {
      if (this.destroyed || this.socket !== ws) return;
      this.socket = null;
      this.setMessage({ text: t().connectionLost, kind: "error" });
      this.poll();
      this.reconnectTimer = window.setTimeout(() => this.connect(), 3000);
    };
  }

  private poll(): void {
    window.clearTimeout(this.pollTimer);
    this.pollTimer = window.setTimeout(async () => {
      if (this.destroyed || this.socket?.readyState === WebSocket.OPEN) return;
      try {
        this.apply(await api.view(this.id, this.token));
      } catch {
        /* still away */
      }
      this.poll();
    }, 3000);
  }

  // A newer state from the server: keep the player's tile arrangement and tentative tiles
  // where they still fit.
  private apply(view: GameView): void {
    if (this.view && view.version < this.view.version) return;
    const first = !this.view;
    const before = this.view;
    this.view = view;
    if (before) this.tellWhatHappened(before, view);
    this.receivedAt = Date.now();
    this.rules = this.catalogue.rules.find((r) => r.name === view.rules) ?? this.catalogue.rules[0];
    if (view.viewer === null) this.seat = null;
    else if (this.token === undefined) {
      this.seat = view.viewer;
      this.accountSeat = true;
    }
    const own = this.seat !== null ? view.seats[this.seat]?.rack ?? [] : [];
    // The rack: the same tiles in the same places, new ones at the end.
    const pool = [...own];
    const kept: RackTile[] = [];
    for (const tile of this.rack) {
      const i = pool.indexOf(tile.letter);
      if (i >= 0) {
        kept.push(tile);
        pool.splice(i, 1);
      }
    }
    for (const letter of pool) kept.push({ id: this.nextTileId++, letter });
    this.rack = kept;
    // Tentative tiles whose square is taken now, or whose tile is gone, come back.
    const occupied = new Set(view.board.map((b) => b.sq));
    for (const [sq, p] of [...this.placed]) {
      if (occupied.has(sq) || !this.rack.some((r) => r.id === p.tileId)) this.unplace(sq);
    }
    if (view.status !== "in_progress") this.clearPlaced();
    this.render();
    if (this.placed.size > 0) this.schedulePreview();
    if (view.status === "finished" && this.summaryShownFor !== view.id && !first) {
      this.summaryShownFor = view.id;
      void showSummary(view, this.token);
    } else if (view.status === "finished" && first) {
      this.summaryShownFor = view.id;
    }
  }

  // The other players' turns, for the live region; and a challenge that took this player's move
  // off the board, said in so many words (the tiles returning silently would look like a bug).
  private tellWhatHappened(before: GameView, now: GameView): void {
    const said: string[] = [];
    for (const turn of now.turns.slice(before.turns.length)) {
      if (turn.seat === this.seat) continue;
      const name = now.seats[turn.seat]?.name ?? "";
      if (turn.kind === "place") said.push(t().announcePlace(name, turn.move ?? "", turn.score));
      else if (turn.kind === "exchange") said.push(t().announceExchange(name, turn.exchanged ?? 0));
      else if (turn.kind === "pass") said.push(t().announcePass(name));
      else said.push(t().announceOther(name));
    }
    for (const a of now.adjustments.slice(before.adjustments.length)) {
      // Box rules: a successful challenge takes the move back ("withdrawn"); the words it
      // formed are the turn's.
      const challenged = a.kind === "challenged_off" || (a.kind === "withdrawn" && now.challenge_mode !== "jury");
      if (!challenged || a.seat !== this.seat) continue;
      const turn = now.turns[a.turn];
      const words = a.words.length ? a.words : turn?.words?.length ? turn.words : [turn?.word ?? ""];
      const by = now.seats.length === 2 ? now.seats[1 - a.seat].name : null;
      const text = t().challengedOff(by, words.join(", "), words.length);
      this.message = { text, kind: "error" };
      said.push(text);
    }
    if (now.turns.length > before.turns.length && this.message?.kind === "info") this.message = null;
    // A log: each announcement is a new line, the last few kept, so one never hides another.
    for (const line of said) this.el.announce.appendChild(h("p", {}, line));
    while (this.el.announce.childElementCount > 6) this.el.announce.firstElementChild!.remove();
  }

  // This page may act for its seat: it holds the seat's token, or the account owns the seat.
  private acting(): boolean {
    return this.token !== undefined || this.accountSeat;
  }

  private myTurn(): boolean {
    return !!this.view && this.view.status === "in_progress" && this.seat !== null && this.view.to_move === this.seat;
  }

  // ---- Placing tiles ----

  private tileLetter(id: number): string | undefined {
    return this.rack.find((r) => r.id === id)?.letter;
  }

  private isFree(sq: number): boolean {
    return !!this.view && !this.view.board.some((b) => b.sq === sq) && !this.placed.has(sq);
  }

  private async place(tileId: number, sq: number, typed?: string): Promise<boolean> {
    const letter = this.tileLetter(tileId);
    if (letter === undefined || !this.isFree(sq) || this.seat === null) return false;
    for (const [s, p] of this.placed) if (p.tileId === tileId) this.unplace(s);
    let shown = letter;
    const blank = letter === "?";
    if (blank) {
      const choice = typed ?? (await chooseBlank(this.letters()));
      if (!choice || !this.isFree(sq)) return false;
      shown = choice;
    }
    this.placed.set(sq, { tileId, letter: shown, blank });
    this.placeOrder.push(sq);
    this.edits++;
    this.selected = null;
    // A banner about the last move (a protest's result) must not stand under the next preview.
    if (this.message) this.message = null;
    this.render();
    this.schedulePreview();
    return true;
  }

  private unplace(sq: number): void {
    this.placed.delete(sq);
    this.placeOrder = this.placeOrder.filter((s) => s !== sq);
  }

  private clearPlaced(): void {
    this.placed.clear();
    this.placeOrder = [];
    this.preview = null;
    window.clearTimeout(this.previewTimer);
    ++this.previewSeq;
  }

  private recall(): void {
    this.clearPlaced();
    this.render();
  }

  private letters(): string[] {
    return Object.keys(this.rules?.tiles ?? {}).filter((l) => l !== "?");
  }

  private dropTile(tileId: number, target: { sq?: number; rackIndex?: number }): void {
    if (target.sq !== undefined) {
      void this.place(tileId, target.sq);
      return;
    }
    // Back to the rack, at the place it was dropped.
    for (const [s, p] of this.placed) if (p.tileId === tileId) this.unplace(s);
    if (target.rackIndex !== undefined) {
      // The index counts the tiles shown on the rack: insert before the one shown there.
      const used = new Set([...this.placed.values()].map((p) => p.tileId));
      const shown = this.rack.filter((r) => r.id !== tileId && !used.has(r.id));
      const before = shown[target.rackIndex];
      const from = this.rack.findIndex((r) => r.id === tileId);
      if (from >= 0) {
        const [tile] = this.rack.splice(from, 1);
        const at = before ? this.rack.indexOf(before) : this.rack.length;
        this.rack.splice(at, 0, tile);
      }
    }
    this.render();
    this.schedulePreview();
  }

  private clickTile(tileId: number, onBoard: boolean): void {
    if (onBoard) {
      for (const [s, p] of this.placed) if (p.tileId === tileId) this.unplace(s);
      this.render();
      this.schedulePreview();
      return;
    }
    this.selected = this.selected === tileId ? null : tileId;
    this.render();
  }

  // A square reached with Tab or the arrows becomes the typing cursor (keeping its direction).
  private focusSquare(e: Event): void {
    if (this.refocusing) return;
    const cell = (e.target as HTMLElement).closest<HTMLElement>("[data-sq]");
    if (!cell || this.view?.status !== "in_progress" || this.seat === null) return;
    const sq = Number(cell.dataset.sq);
    if (this.cursor?.sq === sq) return;
    this.cursor = { sq, dir: this.cursor?.dir ?? "h" };
    this.cursorFromFocus = sq;
    this.edits++;
    // Marks only: replacing the squares now would swallow the click that brought the focus.
    for (const el of this.el.boardWrap.querySelectorAll<HTMLElement>(".sq.cursor")) el.classList.remove("cursor", "right", "down");
    for (const el of this.el.boardWrap.querySelectorAll<HTMLElement>("[data-sq][tabindex='0']")) el.tabIndex = -1;
    cell.classList.add("cursor", this.cursor.dir === "h" ? "right" : "down");
    cell.tabIndex = 0;
  }

  // Enter or space on a rack tile picks it up (as a tap does); the next square chosen gets it.
  private rackKey(e: KeyboardEvent): void {
    const tile = (e.target as HTMLElement).closest<HTMLElement>("[data-tile-id]");
    if (!tile || (e.key !== "Enter" && e.key !== " ")) return;
    e.preventDefault();
    e.stopPropagation();
    this.clickTile(Number(tile.dataset.tileId), false);
    this.el.rack.querySelector<HTMLElement>(`[data-tile-id="${tile.dataset.tileId}"]`)?.focus();
  }

  private sortRack(by: "letter" | "value"): void {
    const values = this.rules?.tiles ?? {};
    const key = (l: string) => (by === "value" ? -(values[l]?.value ?? 0) : 0);
    // Blanks last; ties by letter, so the order is the same every time.
    this.rack.sort((a, b) => {
      if ((a.letter === "?") !== (b.letter === "?")) return a.letter === "?" ? 1 : -1;
      return key(a.letter) - key(b.letter) || a.letter.localeCompare(b.letter);
    });
    this.renderRack();
  }

  private clickSquare(e: Event): void {
    if (this.drag.justDragged()) return;
    const cell = (e.target as HTMLElement).closest<HTMLElement>("[data-sq]");
    if (!cell || this.seat === null || this.view?.status !== "in_progress") return;
    const sq = Number(cell.dataset.sq);
    const fromFocus = this.cursorFromFocus === sq;
    this.cursorFromFocus = null;
    if (!this.isFree(sq)) return;
    this.edits++;
    if (this.selected !== null) {
      void this.place(this.selected, sq);
      return;
    }
    if (fromFocus) {
      // The press that focused the square already put the cursor there: this click is that
      // same press, not a second one that turns the direction.
      this.render();
      return;
    }
    // The typing cursor: a second click on the same square turns it.
    this.cursor = this.cursor?.sq === sq ? { sq, dir: this.cursor.dir === "h" ? "v" : "h" } : { sq, dir: "h" };
    this.render();
  }

  private advanceCursor(): void {
    if (!this.cursor) return;
    const step = this.cursor.dir === "h" ? 1 : 15;
    let sq = this.cursor.sq;
    for (;;) {
      const row = Math.floor(sq / 15);
      sq += step;
      if (sq >= 225 || (this.cursor.dir === "h" && Math.floor(sq / 15) !== row)) {
        this.cursor = null;
        return;
      }
      if (this.isFree(sq)) break;
    }
    this.cursor = { sq, dir: this.cursor.dir };
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (dialogOpen() || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.target as HTMLElement;
    if (target.closest("input, select, textarea")) return;
    if (!this.view || this.seat === null || this.view.status !== "in_progress") return;
    const key = e.key;
    // A button or link with the focus keeps Enter and space for itself.
    if ((key === "Enter" || key === " ") && target.closest("button, a")) return;
    this.edits++;
    if ((key === "Enter" || key === " ") && this.selected !== null && this.cursor && this.boardFocused()) {
      // A tile picked up from the rack goes to the focused square.
      e.preventDefault();
      const sq = this.cursor.sq;
      void this.place(this.selected, sq).then((ok) => {
        if (ok && this.cursor?.sq === sq) {
          this.advanceCursor();
          this.render();
        }
      });
      return;
    }
    if (!this.cursor && /^[a-zA-Z]$/.test(key)) {
      // No square chosen: letters are the commands.
      const command: Record<string, () => void> = {
        s: () => this.shuffle(),
        a: () => this.sortRack("letter"),
        w: () => this.sortRack("value"),
        r: () => void this.exchange(),
        p: () => void this.pass(),
        b: () => void this.challenge(),
      };
      const run = command[key.toLowerCase()];
      if (run) {
        e.preventDefault();
        run();
      }
      return;
    }
    if (key === "Enter") {
      e.preventDefault();
      void this.play();
    } else if (key === "Escape") {
      // Tiles on the board come back first; a second Escape leaves the board (letters are
      // commands again).
      if (this.placed.size === 0) {
        this.cursor = null;
        this.render();
      } else {
        this.recall();
      }
    } else if (key === "Backspace") {
      e.preventDefault();
      const last = this.placeOrder[this.placeOrder.length - 1];
      if (last !== undefined) {
        this.unplace(last);
        this.cursor = { sq: last, dir: this.cursor?.dir ?? "h" };
        this.render();
        this.schedulePreview();
      }
    } else if (key === " " && this.cursor) {
      e.preventDefault();
      this.cursor = { sq: this.cursor.sq, dir: this.cursor.dir === "h" ? "v" : "h" };
      this.render();
    } else if (key === " " && document.activeElement?.closest("[data-sq]") && this.boardFocused()) {
      // Back on the board after a move or Escape: space makes the focused square the cursor
      // (as an arrow does), so a word can start right there.
      e.preventDefault();
      this.cursor = { sq: Number(document.activeElement.closest<HTMLElement>("[data-sq]")!.dataset.sq), dir: "h" };
      this.render();
    } else if (key.startsWith("Arrow") && (this.cursor || this.boardFocused())) {
      // Back on the board after a move or Escape, the focused square is where the arrows start.
      if (!this.cursor) this.cursor = { sq: Number((document.activeElement as HTMLElement).closest<HTMLElement>("[data-sq]")!.dataset.sq), dir: "h" };
      e.preventDefault();
      const d = { ArrowRight: [1, "h"], ArrowLeft: [-1, "h"], ArrowDown: [15, "v"], ArrowUp: [-15, "v"] }[key] as [number, "h" | "v"];
      const sq = this.cursor.sq + d[0];
      if (sq >= 0 && sq < 225 && (d[1] === "v" || Math.floor(sq / 15) === Math.floor(this.cursor.sq / 15)))
        this.cursor = { sq, dir: d[1] };
      this.render();
    } else if (/^[a-zA-Z]$/.test(key) && this.cursor) {
      e.preventDefault();
      const letter = key.toUpperCase();
      if (!this.letters().includes(letter)) return;
      const used = new Set([...this.placed.values()].map((p) => p.tileId));
      // The tile itself if it is on the rack, else a blank standing for it.
      const tile = this.rack.find((r) => r.letter === letter && !used.has(r.id)) ?? this.rack.find((r) => r.letter === "?" && !used.has(r.id));
      if (!tile || !this.isFree(this.cursor.sq)) return;
      const sq = this.cursor.sq;
      void this.place(tile.id, sq, tile.letter === "?" ? letter : undefined).then((ok) => {
        if (ok && this.cursor?.sq === sq) {
          this.advanceCursor();
          this.render();
        }
      });
    }
  };

  private placedTiles(): PlacedTile[] {
    return [...this.placed].map(([square, p]) => ({ square, letter: p.letter, blank: p.blank }));
  }

  // The tiles changed: the last preview no longer holds; ask for a new one shortly (typing a
  // word asks once, not per letter). An answer that arrives after a later change is dropped.
  private schedulePreview(): void {
    window.clearTimeout(this.previewTimer);
    const seq = ++this.previewSeq;
    this.preview = null;
    if (this.placed.size === 0 || !this.acting()) {
      this.renderPreview();
      this.renderControls();
      return;
    }
    const tiles = this.placedTiles();
    this.previewTimer = window.setTimeout(async () => {
      let p: Preview;
      try {
        p = await api.preview(this.id, (this.token ?? ""), tiles);
      } catch (e) {
        p = e instanceof ApiError ? { legal: false, error: e.code, message: e.message } : { legal: false, error: "network" };
      }
      if (seq !== this.previewSeq) return;
      this.preview = p;
      this.renderPreview();
      this.renderControls();
    }, 120);
  }

  // ---- Commands ----

  private async command(run: () => Promise<{ game: GameView }>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const edits = this.edits;
    this.renderControls();
    // The last message goes when a new command starts, not when its answer comes: by then the
    // WebSocket may already have said what happened next (a computer's challenge).
    this.setMessage(null);
    try {
      const r = await run();
      // The WebSocket may have brought the next turn (a computer answers at once) before this
      // answer, and the player may be typing the next word already: that word stays. The tiles
      // of this move are on the board then, and apply() took them off the rack.
      if (this.edits === edits) {
        this.clearPlaced();
        this.cursor = null;
      }
      // An answer older than the WebSocket's view is not applied: draw the cleared tiles here.
      if (this.view && r.game.version < this.view.version) this.render();
      this.apply(r.game);
      return true;
    } catch (e) {
      this.setMessage({ text: e instanceof ApiError ? errorText(e.code, e.message) : String(e), kind: "error" });
      return false;
    } finally {
      this.busy = false;
      this.renderControls();
    }
  }

  private async play(): Promise<void> {
    if (!this.myTurn() || !this.acting() || this.placed.size === 0) return;
    const tiles = this.placedTiles();
    await this.command(() => api.move(this.id, (this.token ?? ""), { type: "place", tiles, version: this.view!.version }));
  }

  private async exchange(): Promise<void> {
    if (!this.myTurn() || !this.acting() || !this.view || !this.rules) return;
    if (this.view.bag < this.view.exchange_min_bag) {
      this.setMessage({ text: t().exchangeNotAllowed(this.view.exchange_min_bag), kind: "error" });
      return;
    }
    const values = Object.fromEntries(Object.entries(this.rules.tiles).map(([l, v]) => [l, v.value]));
    const chosen = await chooseExchange(
      this.rack.map((r) => r.letter),
      values,
    );
    if (!chosen) return;
    await this.command(() => api.move(this.id, (this.token ?? ""), { type: "exchange", tiles: chosen, version: this.view!.version }));
  }

  private async pass(): Promise<void> {
    if (!this.myTurn() || !this.acting()) return;
    if (!(await confirmDialog(t().confirmPass))) return;
    await this.command(() => api.move(this.id, (this.token ?? ""), { type: "pass", version: this.view!.version }));
  }

  private async challenge(): Promise<void> {
    if (!this.acting() || !this.view?.can_challenge) return;
    let outcome: { valid: boolean; invalid_words: string[] } | null = null;
    const ok = await this.command(async () => {
      const r = await api.challenge(this.id, (this.token ?? ""));
      outcome = r.challenge;
      return r;
    });
    const o = outcome as { valid: boolean; invalid_words: string[] } | null;
    if (ok && o)
      this.setMessage({ text: o.valid ? t().challengeValid : t().challengeInvalid(o.invalid_words.join(", ")), kind: "info" });
  }

  private async resign(): Promise<void> {
    if (!this.acting() || this.view?.status !== "in_progress") return;
    if (!(await confirmDialog(t().confirmResign))) return;
    await this.command(() => api.resign(this.id, (this.token ?? "")));
  }

  private shuffle(): void {
    for (let i = this.rack.length - 1; i > 0; --i) {
      const j = Math.floor(Math.random() * (i + 1));
      [this.rack[i], this.rack[j]] = [this.rack[j], this.rack[i]];
    }
    this.renderRack();
  }

  private setMessage(m: { text: string; kind: "info" | "error" } | null): void {
    this.message = m;
    this.renderPreview();
  }

  // ---- Rendering ----

  private render(): void {
    if (!this.view || !this.rules) return;
    showTurn(this.view.status === "in_progress" && this.myTurn());
    this.el.keysHelp.textContent = t().keysHelp;
    this.renderStatus();
    this.renderSeats();
    this.renderBoard();
    this.renderPreview();
    this.renderRack();
    this.renderControls();
    this.renderTabs();
    // "Is dit een woord?" for a player of a casual game (under tournament rules only the jury checks).
    if (!this.el.wordCheck.firstChild && this.token && this.view.challenge_mode !== "jury") this.el.wordCheck.append(wordCheckBox(this.id, this.token));
    fitBoard(this.el.boardWrap, this.el.controls);
  }

  private renderStatus(): void {
    const v = this.view!;
    let text: string;
    if (v.status !== "in_progress") {
      text = t().gameOver + (v.end_reason !== "none" ? ` (${t().endReason[v.end_reason] ?? v.end_reason})` : "");
    } else if (v.clock.waiting_for_players) {
      text = t().waitingForOpponent;
    } else if (this.myTurn()) {
      text = t().yourTurn;
    } else {
      const mover = v.seats[v.to_move];
      text = mover.type === "computer" ? t().thinking(mover.name) : t().turnOf(mover.name);
    }
    const seatChoice = tokensFor(this.id);
    replace(
      this.el.status,
      h("span.turn", { class: this.myTurn() ? "mine" : "" }, text),
      h("span.bag", { title: t().tilesInBag(v.bag), "data-testid": "bag" }, `${t().bag}: ${v.bag}`),
      seatChoice.size > 1
        ? h(
            "label.play-as",
            {},
            t().playAs + " ",
            h(
              "select",
              {
                onchange: (e: Event) => {
                  const s = Number((e.target as HTMLSelectElement).value);
                  localStorage.setItem(`letterzak.seat.${this.id}`, String(s));
                  this.destroy();
                  new GamePage(this.root, this.id, this.catalogue);
                },
              },
              [...seatChoice.keys()].map((s) => h("option", { value: s, selected: s === this.seat }, v.seats[s]?.name ?? s)),
            ),
          )
        : null,
      this.seat === null ? h("span.spectating", {}, t().spectating) : null,
      // Phones: squares of 23 px are hard to hit; the zoom doubles them.
      window.innerWidth < 600
        ? h(
            "button.zoom.link",
            { type: "button", "data-testid": "zoom", "aria-pressed": String(this.zoomed), onclick: () => this.toggleZoom() },
            this.zoomed ? t().unzoom : t().zoom,
          )
        : null,
    );
  }

  private renderSeats(): void {
    const v = this.view!;
    replace(
      this.el.seats,
      v.seats.map((s) =>
        h(
          "div.seat-card",
          {
            class: [
              v.status === "in_progress" && v.to_move === s.seat ? "to-move" : "",
              s.seat === this.seat ? "me" : "",
              v.result?.winner === s.seat ? "winner" : "",
            ].join(" "),
            "data-testid": `seat-${s.seat}`,
          },
          h("span.name", {}, s.name, s.seat === this.seat && s.name !== t().yourName ? h("small", {}, ` (${t().you})`) : null),
          h("span.score", { "data-testid": `score-${s.seat}` }, String(v.result ? v.result.seats[s.seat].final : s.score)),
          v.clock.chess_clock ? h("span.clock", { "data-seat": s.seat }, clockText(s.clock_ms ?? 0)) : null,
          h("span.count", { title: t().rack }, "▮".repeat(Math.min(s.rack_count, 8))),
        ),
      ),
    );
    this.tickClocks();
  }

  private tickClocks(): void {
    const v = this.view;
    if (!v || !v.clock.chess_clock) return;
    for (const el of this.el.seats.querySelectorAll<HTMLElement>(".clock")) {
      const seat = Number(el.dataset.seat);
      let ms = v.seats[seat].clock_ms ?? 0;
      if (v.status === "in_progress" && !v.clock.paused && v.clock.running === seat) ms -= Date.now() - this.receivedAt;
      el.textContent = clockText(ms);
      el.classList.toggle("low", ms < 60_000);
      el.classList.toggle("over", ms < 0);
    }
  }

  private renderBoard(): void {
    const v = this.view!;
    const lastTurn = [...v.turns].reverse().find((x) => x.kind === "place" && !x.withdrawn);
    const last = new Set((lastTurn?.tiles ?? []).map((x) => x.sq));
    const hadFocus = this.boardFocused();
    const focused = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>("[data-sq]")?.dataset.sq;
    const focus = focused !== undefined ? Number(focused) : undefined;
    const cursor = v.status === "in_progress" ? this.cursor : null;
    replace(
      this.el.boardWrap,
      renderBoard({ rules: this.rules!, tiles: v.board, tentative: this.placed, last, cursor, focus }),
      // A clock game stands still until every player has it open: said on the board itself.
      v.status === "in_progress" && v.clock.waiting_for_players
        ? h("p.board-waiting", { role: "status", "data-testid": "waiting" }, h("strong", {}, t().waitingForOpponent), h("small", {}, t().waitingForOpponentNote))
        : null,
    );
    this.el.boardWrap.classList.toggle("zoomed", this.zoomed);
    if (hadFocus) {
      this.refocusing = true;
      this.el.boardWrap.querySelector<HTMLElement>(`[data-sq="${cursor?.sq ?? focus ?? this.rules!.layout.center}"]`)?.focus();
      this.refocusing = false;
    }
    if (this.zoomed && cursor) this.el.boardWrap.querySelector<HTMLElement>(`[data-sq="${cursor.sq}"]`)?.scrollIntoView({ block: "nearest", inline: "nearest" });
    this.drag.attach(this.el.boardWrap, this.el.rack);
  }

  // Phones: the board at twice the size inside its own frame, scrolled by finger.
  private toggleZoom(): void {
    this.zoomed = !this.zoomed;
    this.renderStatus();
    this.renderBoard();
  }

  private renderPreview(): void {
    const parts: Array<HTMLElement | null> = [];
    if (this.message) parts.push(h("p", { class: this.message.kind === "error" ? "error" : "info", "data-testid": "message" }, this.message.text));
    const p = this.preview;
    if (p && this.placed.size > 0) {
      if (p.legal) {
        parts.push(
          h(
            "p.legal",
            { "data-testid": "preview-score" },
            h("strong", {}, `${t().preview}: ${t().points(p.score ?? 0)}`),
            " — ",
            (p.words ?? []).map((w) => `${w.word} (${w.score})`).join(", "),
            p.bingo ? h("span.bingo", {}, ` ${t().bingo}`) : null,
            this.view?.challenge_mode === "jury" ? h("span.checked-later", {}, ` (${t().checkedLater})`) : null,
          ),
        );
      } else {
        parts.push(h("p.refused", { "data-testid": "preview-refusal" }, h("strong", {}, t().notAllowed + ": "), errorText(p.error ?? "", p.message)));
      }
    } else if (!this.message && this.seat !== null && this.view?.status === "in_progress" && this.placed.size === 0) {
      // Under tournament rules nobody checks a word until the end: say so before the first
      // move, so that −40 after the game is no surprise.
      const firstMove = this.view.turns.filter((x) => x.seat === this.seat).length === 0;
      if (this.view.challenge_mode === "jury" && firstMove)
        parts.push(h("p.hint.jury-note", { "data-testid": "jury-note" }, t().juryNote));
      else parts.push(h("p.hint", {}, t().placeHelp));
      // The table's agreements (house rules, the clock), said until the player has moved.
      const summary = settingsSummary(this.view.settings);
      if (firstMove && summary.length > 0)
        parts.push(h("ul.hint.rule-summary", { "data-testid": "rule-summary" }, summary.map((line) => h("li", {}, line))));
    }
    replace(this.el.preview, parts);
    fitBoard(this.el.boardWrap, this.el.controls);
  }

  private renderRack(): void {
    // A spectator has no rack; after the game a player's last tiles stay in view.
    this.el.rack.hidden = this.seat === null;
    const used = new Set([...this.placed.values()].map((p) => p.tileId));
    const values = this.rules?.tiles ?? {};
    replace(
      this.el.rack,
      this.rack
        .filter((r) => !used.has(r.id))
        .map((r) => {
          const el = tileElement(r.letter, r.letter === "?", values[r.letter]?.value ?? 0, this.selected === r.id ? "selected" : "");
          el.dataset.tileId = String(r.id);
          el.dataset.testid = "rack-tile";
          el.dataset.letter = r.letter;
          el.setAttribute("role", "button");
          el.tabIndex = 0;
          el.setAttribute("aria-pressed", String(this.selected === r.id));
          el.setAttribute("aria-label", r.letter === "?" ? t().blankTile : r.letter);
          return el;
        }),
    );
    this.drag.attach(this.el.boardWrap, this.el.rack);
  }

  private renderControls(): void {
    const v = this.view;
    if (!v) return;
    if (this.seat === null || v.status !== "in_progress") {
      replace(
        this.el.controls,
        v.status !== "in_progress" ? h("button.primary", { type: "button", "data-testid": "show-summary", onclick: () => void showSummary(v, this.token) }, t().showSummary) : null,
        v.turns.length > 0 ? h("button", { type: "button", "data-testid": "replay", onclick: () => void showReplay(v, this.rules!) }, t().replay) : null,
        v.status === "finished" && this.seat !== null && this.acting() ? rematchButtons(v.id, this.token) : null,
        h("a.button", { href: "#/" }, t().back),
      );
      return;
    }
    const mine = this.myTurn();
    const b = (label: string, testid: string, action: () => void, enabled: boolean, cls = "") =>
      h("button", { type: "button", class: cls, "data-testid": testid, disabled: !enabled || this.busy, onclick: action }, label);
    replace(
      this.el.controls,
      b(t().play, "play", () => void this.play(), mine && this.placed.size > 0 && this.preview?.legal !== false, "primary"),
      b(t().recall, "recall", () => this.recall(), this.placed.size > 0),
      b(t().shuffle, "shuffle", () => this.shuffle(), this.rack.length > 1),
      b(t().exchange, "exchange", () => void this.exchange(), mine && v.bag >= v.exchange_min_bag),
      b(t().pass, "pass", () => void this.pass(), mine),
      v.can_challenge ? b(v.challenge_mode === "jury" ? t().protest : t().challenge, "challenge", () => void this.challenge(), true, "warn") : null,
      b(t().resign, "resign", () => void this.resign(), true, "quiet"),
    );
  }

  private renderTabs(): void {
    const tabs: Array<[Tab, string]> = [
      ["moves", t().moves],
      ["sheet", t().scoreSheet],
      ["unseen", t().unseen],
    ];
    const v0 = this.view!;
    // Replay sits beside the tabs, not among them (a tab list holds tabs only).
    replace(
      this.el.replayLink,
      v0.status === "in_progress" && v0.turns.length > 0
        ? h("button.link", { type: "button", "data-testid": "replay", onclick: () => void showReplay(v0, this.rules!) }, t().replay)
        : null,
    );
    replace(
      this.el.tabs,
      tabs.map(([tab, label]) =>
        h(
          "button",
          {
            type: "button",
            role: "tab",
            "aria-selected": String(this.tab === tab),
            "data-testid": `tab-${tab}`,
            onclick: () => {
              this.tab = tab;
              this.renderTabs();
            },
          },
          label,
        ),
      ),
    );
    const v = this.view!;
    if (this.tab === "moves") replace(this.el.tabBody, renderMoveList(v));
    else if (this.tab === "unseen") replace(this.el.tabBody, renderUnseen(v, this.rules!, this.seat));
    else void renderScoreSheet(this.el.tabBody, v, this.token);
  }
}


