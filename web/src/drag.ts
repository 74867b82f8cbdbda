// Drag and drop of tiles with pointer events, so that mouse, pen and finger all work (HTML5
// drag and drop does not work on phones). A tile can be dragged from the rack to an empty
// square, from square to square, back onto the rack (to a chosen place: rearranging), or
// tapped: a rack tile is then selected for a tap on a square, a tile on the board goes back.

export interface DropTarget {
  sq?: number;
  rackIndex?: number;
}

interface Handlers {
  onDrop(tileId: number, target: DropTarget): void;
  onClickTile(tileId: number, onBoard: boolean): void;
}

interface Press {
  tileId: number;
  onBoard: boolean;
  source: HTMLElement;
  x: number;
  y: number;
  pointerId: number;
  ghost: HTMLElement | null;
  over: HTMLElement | null;
}

export class DragController {
  private board: HTMLElement | null = null;
  private rack: HTMLElement | null = null;
  private press: Press | null = null;
  private lastHandled = 0;

  constructor(private readonly handlers: Handlers) {}

  attach(board: HTMLElement, rack: HTMLElement): void {
    if (this.board === board && this.rack === rack) return;
    this.board = board;
    this.rack = rack;
    board.addEventListener("pointerdown", this.onDown);
    rack.addEventListener("pointerdown", this.onDown);
  }

  destroy(): void {
    this.board?.removeEventListener("pointerdown", this.onDown);
    this.rack?.removeEventListener("pointerdown", this.onDown);
    this.end();
  }

  // Whether a drag just ended (the click the browser fires after it must not also act on the
  // square below). A plain tap on a tile is not a drag: the tap on a square that follows it,
  // however quickly, places the tile.
  justDragged(): boolean {
    return Date.now() - this.lastHandled < 300;
  }

  private readonly onDown = (e: PointerEvent): void => {
    if (e.button !== 0 || this.press) return;
    const tile = (e.target as HTMLElement).closest<HTMLElement>("[data-tile-id]");
    if (!tile) return;
    const onBoard = !!this.board?.contains(tile);
    if (onBoard && !tile.classList.contains("tentative")) return;
    e.preventDefault();
    this.press = {
      tileId: Number(tile.dataset.tileId),
      onBoard,
      source: tile,
      x: e.clientX,
      y: e.clientY,
      pointerId: e.pointerId,
      ghost: null,
      over: null,
    };
    window.addEventListener("pointermove", this.onMove);
    window.addEventListener("pointerup", this.onUp);
    window.addEventListener("pointercancel", this.onCancel);
  };

  private readonly onMove = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    if (!p.ghost) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < 5) return;
      const rect = p.source.getBoundingClientRect();
      p.ghost = p.source.cloneNode(true) as HTMLElement;
      p.ghost.classList.add("ghost");
      p.ghost.removeAttribute("data-testid");
      p.ghost.style.width = `${Math.max(rect.width, 32)}px`;
      p.ghost.style.height = `${Math.max(rect.height, 32)}px`;
      document.body.appendChild(p.ghost);
      p.source.classList.add("dragging");
    }
    p.ghost.style.left = `${e.clientX - p.ghost.offsetWidth / 2}px`;
    p.ghost.style.top = `${e.clientY - p.ghost.offsetHeight / 2}px`;
    const over = this.squareAt(e.clientX, e.clientY);
    if (over !== p.over) {
      p.over?.classList.remove("drop-target");
      over?.classList.add("drop-target");
      p.over = over;
    }
  };

  private readonly onUp = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    const dragged = !!p.ghost;
    this.end();
    if (!dragged) {
      this.handlers.onClickTile(p.tileId, p.onBoard);
      return;
    }
    this.lastHandled = Date.now();
    const square = this.squareAt(e.clientX, e.clientY);
    if (square) {
      this.handlers.onDrop(p.tileId, { sq: Number(square.dataset.sq) });
    } else if (this.rack && this.inside(this.rack, e.clientX, e.clientY)) {
      this.handlers.onDrop(p.tileId, { rackIndex: this.rackIndexAt(e.clientX, p.tileId) });
    } else if (p.onBoard) {
      this.handlers.onDrop(p.tileId, { rackIndex: Number.MAX_SAFE_INTEGER });
    }
  };

  private readonly onCancel = (): void => this.end();

  private end(): void {
    window.removeEventListener("pointermove", this.onMove);
    window.removeEventListener("pointerup", this.onUp);
    window.removeEventListener("pointercancel", this.onCancel);
    if (this.press) {
      this.press.ghost?.remove();
      this.press.over?.classList.remove("drop-target");
      this.press.source.classList.remove("dragging");
    }
    this.press = null;
  }

  private squareAt(x: number, y: number): HTMLElement | null {
    const el = document.elementFromPoint(x, y) as HTMLElement | null;
    const sq = el?.closest<HTMLElement>("[data-sq]") ?? null;
    return sq && this.board?.contains(sq) ? sq : null;
  }

  private inside(el: HTMLElement, x: number, y: number): boolean {
    const r = el.getBoundingClientRect();
    // A little slack around the rack: a drop just below it still counts.
    return x >= r.left - 8 && x <= r.right + 8 && y >= r.top - 16 && y <= r.bottom + 24;
  }

  private rackIndexAt(x: number, tileId: number): number {
    let index = 0;
    for (const tile of this.rack?.querySelectorAll<HTMLElement>("[data-tile-id]") ?? []) {
      if (Number(tile.dataset.tileId) === tileId) continue;
      const r = tile.getBoundingClientRect();
      if (r.left + r.width / 2 < x) index++;
    }
    return index;
  }
}
