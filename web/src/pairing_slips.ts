// The printable pairing slips of a tournament round: per board the two names and, for each
// seat that plays on the server, the QR code of its link (the seat token in the URL fragment),
// so that a player at the board joins by pointing a phone at the paper. Shown over the page
// with a Print button; when printing, only the slips are on paper.
import { h } from "./dom";
import { lang } from "./i18n";
import { qrCode } from "./qr";

export interface Slip {
  round: number;
  board: number;
  seats: Array<{ name: string; link?: string }>; // link: absolute; none for a computer seat
}

const texts = {
  nl: { title: "Tafelbriefjes", print: "Afdrukken", close: "Sluiten", board: (r: number, b: number) => `Ronde ${r} · bord ${b}`, computer: "computer", scan: "Scan om je partij te openen" },
  en: { title: "Pairing slips", print: "Print", close: "Close", board: (r: number, b: number) => `Round ${r} · board ${b}`, computer: "computer", scan: "Scan to open your game" },
};

export function showPairingSlips(tournament: string, slips: Slip[]): void {
  const s = texts[lang()] ?? texts.nl;
  const bar = h(
    "div.slips-bar",
    {},
    h("h2", {}, `${tournament} — ${s.title}`),
    h("button.primary", { type: "button", "data-testid": "print-slips-now", onclick: () => window.print() }, s.print),
    h("button", { type: "button", onclick: () => close() }, s.close),
  );
  const boards = [...slips]
    .sort((a, b) => a.round - b.round || a.board - b.board)
    .map((slip) =>
      h(
        "article.slip",
        { "data-testid": `slip-${slip.board}` },
        h("h3", {}, s.board(slip.round, slip.board)),
        h(
          "div.slip-seats",
          {},
          slip.seats.map((seat) =>
            h(
              "div.slip-seat",
              {},
              h("strong", {}, seat.name),
              seat.link ? [h("p", {}, s.scan), qrCode(seat.link, seat.name), h("p.slip-link", {}, seat.link)] : h("p", {}, s.computer),
            ),
          ),
        ),
      ),
    );
  const overlay = h("section.slips", { "data-testid": "pairing-slips", role: "dialog", "aria-label": s.title }, bar, boards);
  const close = () => {
    document.body.classList.remove("printing-slips");
    overlay.remove();
  };
  document.body.classList.add("printing-slips");
  document.body.appendChild(overlay);
}
