// Two things of the game page a player expects from a play site: knowing it is their turn
// while the tab is in the background (the title, the favicon, an optional sound, a browser
// notification when allowed), and "Nog een partij" / "Nieuwe partij" at the end.

import { call, saveToken } from "./api";
import { h } from "./dom";
import { lang } from "./i18n";

const texts = {
  nl: { turn: "Jij bent aan zet", rematch: "Nog een partij", newGame: "Nieuwe partij", sound: "Geluid bij je beurt", notify: "Melding bij je beurt" },
  en: { turn: "Your turn", rematch: "Rematch", newGame: "New game", sound: "Sound on your turn", notify: "Notify on your turn" },
};
const rt = () => texts[lang() === "en" ? "en" : "nl"];

const plainTitle = document.title;
const plainIcon = document.querySelector<HTMLLinkElement>("link[rel=icon]")?.href ?? "";
// The same "L" tile with a red dot in its corner.
const turnIcon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='5' fill='%23f2d9a0'/%3E%3Ctext x='14' y='24' font-size='22' text-anchor='middle' font-family='sans-serif' font-weight='bold'%3EL%3C/text%3E%3Ccircle cx='25' cy='7' r='6' fill='%23d11'/%3E%3C/svg%3E";
let shown = false;

export const turnSettings = {
  sound: () => localStorage.getItem("letterzak.turnSound") === "on",
  setSound: (on: boolean) => localStorage.setItem("letterzak.turnSound", on ? "on" : "off"),
};

function beep(): void {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.15);
  } catch {
    // No audio here: the title and the icon still tell.
  }
}

// Marks the tab while it is this player's turn; the moment the turn arrives, also the sound
// and a notification (if the player allowed them and the tab is not in front).
export function showTurn(mine: boolean): void {
  const icon = document.querySelector<HTMLLinkElement>("link[rel=icon]");
  document.title = mine ? `● ${rt().turn} – ${plainTitle}` : plainTitle;
  if (icon) icon.href = mine ? turnIcon : plainIcon;
  if (mine && !shown) {
    if (turnSettings.sound()) beep();
    if (document.hidden && "Notification" in window && Notification.permission === "granted")
      new Notification(plainTitle, { body: rt().turn });
  }
  shown = mine;
}

// The sound and notification switches (in the account card).
export function turnSwitches(): HTMLElement {
  const sound = h("input", { type: "checkbox", "data-testid": "turn-sound", checked: turnSettings.sound(), onchange: (e: Event) => turnSettings.setSound((e.target as HTMLInputElement).checked) });
  const notify =
    "Notification" in window && Notification.permission !== "granted"
      ? h("button.link", { type: "button", onclick: () => void Notification.requestPermission() }, rt().notify)
      : null;
  return h("div.turn-switches", {}, h("label", {}, sound, " ", rt().sound), notify);
}

// "Nog een partij" (the same seats and settings: the other players accept the same way, from
// their own end screen or "Mijn partijen") and "Nieuwe partij" (the lobby).
export function rematchButtons(gameId: string, token: string | undefined): HTMLElement {
  const error = h("span.error", { role: "alert" });
  return h(
    "span.rematch",
    {},
    h(
      "button.primary",
      {
        type: "button",
        "data-testid": "rematch",
        onclick: async () => {
          try {
            const r = await call<{ id: string; seat: number; token?: string }>("POST", `/api/games/${gameId}/rematch`, token);
            if (r.token) saveToken(r.id, r.seat, r.token);
            location.hash = `#/game/${r.id}`;
          } catch (e) {
            error.textContent = String((e as Error).message ?? e);
          }
        },
      },
      rt().rematch,
    ),
    h("a.button", { href: "#/", "data-testid": "new-game" }, rt().newGame),
    error,
  );
}
