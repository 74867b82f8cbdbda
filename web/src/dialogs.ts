// Modal dialogs: the blank's letter, the exchange, yes/no questions. Each returns a promise
// and closes on Escape or a click outside.

import { h } from "./dom";
import { t } from "./i18n";

let open = 0;

export function dialogOpen(): boolean {
  return open > 0;
}

function modal<T>(build: (close: (v: T) => void) => HTMLElement, cancelValue: T, testid: string): Promise<T> {
  return new Promise((resolve) => {
    open++;
    // Keyboard players land back where they were when the dialog closes.
    const returnTo = document.activeElement as HTMLElement | null;
    const backdrop = h("div.backdrop", { "data-testid": testid });
    const close = (v: T) => {
      open--;
      document.removeEventListener("keydown", onKey, true);
      backdrop.remove();
      if (returnTo?.isConnected) returnTo.focus();
      resolve(v);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        e.preventDefault();
        close(cancelValue);
      }
    };
    document.addEventListener("keydown", onKey, true);
    backdrop.addEventListener("pointerdown", (e) => {
      if (e.target === backdrop) close(cancelValue);
    });
    const box = build(close);
    backdrop.appendChild(box);
    document.body.appendChild(backdrop);
    (box.querySelector("button, input") as HTMLElement | null)?.focus();
  });
}

// The letter a blank stands for (null: cancelled). Typing the letter chooses it too.
export function chooseBlank(letters: string[]): Promise<string | null> {
  return modal<string | null>(
    (close) => {
      const box = h(
        "div.dialog",
        { role: "dialog", "aria-modal": "true", "aria-label": t().chooseBlank },
        h("h2", {}, t().chooseBlank),
        h(
          "div.letter-grid",
          {},
          letters.map((l) => h("button.tile.choice", { type: "button", "data-letter": l, onclick: () => close(l) }, l)),
        ),
        h("div.dialog-buttons", {}, h("button", { type: "button", onclick: () => close(null) }, t().cancel)),
      );
      box.addEventListener("keydown", (e) => {
        const k = e.key.toUpperCase();
        if (k.length === 1 && letters.includes(k)) {
          e.preventDefault();
          close(k);
        }
      });
      return box;
    },
    null,
    "blank-dialog",
  );
}

// The tiles to exchange, as letters ("?" a blank); null: cancelled.
export function chooseExchange(rack: string[], values: Record<string, number>): Promise<string[] | null> {
  return modal<string[] | null>(
    (close) => {
      const chosen = new Set<number>();
      const confirm = h("button.primary", { type: "button", disabled: true, "data-testid": "exchange-confirm" }, t().exchangeSelected(0));
      const update = () => {
        confirm.textContent = t().exchangeSelected(chosen.size);
        confirm.toggleAttribute("disabled", chosen.size === 0);
      };
      confirm.addEventListener("click", () => close([...chosen].map((i) => rack[i])));
      return h(
        "div.dialog",
        { role: "dialog", "aria-modal": "true", "aria-label": t().exchangeTitle },
        h("h2", {}, t().exchangeTitle),
        h("p", {}, t().exchangeHelp),
        h(
          "div.exchange-rack",
          {},
          rack.map((l, i) => {
            const b = h(
              "button.tile.choice",
              { type: "button", "aria-pressed": "false", "data-testid": `exchange-tile-${i}` },
              l === "?" ? "" : l,
              h("sub", {}, String(values[l] ?? 0)),
            );
            b.addEventListener("click", () => {
              if (chosen.has(i)) chosen.delete(i);
              else chosen.add(i);
              b.setAttribute("aria-pressed", String(chosen.has(i)));
              b.classList.toggle("chosen", chosen.has(i));
              update();
            });
            return b;
          }),
        ),
        h("div.dialog-buttons", {}, h("button", { type: "button", onclick: () => close(null) }, t().cancel), confirm),
      );
    },
    null,
    "exchange-dialog",
  );
}

export function confirmDialog(question: string): Promise<boolean> {
  return modal<boolean>(
    (close) =>
      h(
        "div.dialog",
        { role: "alertdialog", "aria-modal": "true" },
        h("p", {}, question),
        h(
          "div.dialog-buttons",
          {},
          h("button", { type: "button", onclick: () => close(false) }, t().no),
          h("button.primary", { type: "button", "data-testid": "confirm-yes", onclick: () => close(true) }, t().yes),
        ),
      ),
    false,
    "confirm-dialog",
  );
}

// A dialog with arbitrary content and a close button.
export function showPanel(title: string, content: HTMLElement, testid: string): Promise<void> {
  return modal<void>(
    (close) =>
      h(
        "div.dialog.wide",
        { role: "dialog", "aria-modal": "true", "aria-label": title },
        h("div.dialog-head", {}, h("h2", {}, title), h("button.link", { type: "button", onclick: () => close(), "data-testid": "close-panel" }, t().close)),
        content,
      ),
    undefined,
    testid,
  );
}
