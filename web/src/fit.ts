// The board as large as the screen allows, with the rack and the play buttons still in view.
//
// Phones and narrow windows stack the page: seats, board, preview, rack, buttons. The board
// gets the width, unless the height below it would push the buttons off the screen: then it
// gets what the height leaves. Wide windows put the board on the left and everything else in a
// column beside it; there the board takes the full height below the header, and the width the
// side column leaves. Measured, not guessed: the texts above and below the board wrap
// differently per language and screen.

const SIDE_MIN = 320; // the side column's least width (px), as style.css gives it
const GAP = 12; // grid gap and padding between the board and what surrounds it (px)
const LEAST = 220; // below this a board is unreadable: the page scrolls instead

export function sideBySide(): boolean {
  return window.matchMedia("(min-width: 900px)").matches;
}

export function fitBoard(wrap: HTMLElement, lastInView: HTMLElement): void {
  if (!wrap.isConnected) return;
  const viewportH = window.innerHeight;
  const viewportW = document.documentElement.clientWidth;
  let size: number;
  if (sideBySide()) {
    const top = wrap.getBoundingClientRect().top + window.scrollY;
    size = Math.min(viewportH - top - GAP, viewportW - SIDE_MIN - 3 * GAP);
  } else {
    // How far down the buttons would end with no board above them. Computed, not tried out:
    // collapsing the board for a moment would make a page scrolled to the panels jump.
    const bottom = lastInView.getBoundingClientRect().bottom + window.scrollY - wrap.getBoundingClientRect().height;
    size = Math.min(wrap.parentElement!.clientWidth, viewportH - bottom - GAP);
  }
  wrap.style.setProperty("--board", `${Math.floor(Math.max(size, LEAST))}px`);
}
