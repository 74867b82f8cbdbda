// "Is dit een woord?": a small box on the game page of a casual game where a player looks a
// word up in the game's word list, as a club player reaches for the dictionary at home. Under
// tournament rules only the jury checks words (after the game), so the page shows no box
// there and the server refuses the question.

import { api, ApiError } from "./api";
import { h } from "./dom";
import { errorText, t } from "./i18n";

// The longest word fits the board's 15 squares; a little room for "[IJ]" and diacritics.
const kMaxTyped = 20;

export function wordCheckBox(gameId: string, token: string): HTMLElement {
  const input = h("input", {
    type: "text",
    maxlength: kMaxTyped,
    autocomplete: "off",
    autocapitalize: "off",
    spellcheck: "false",
    "aria-label": t().wordCheck,
    "data-testid": "word-check-input",
  });
  const answer = h("p.word-check-answer", { role: "status", "aria-live": "polite", "data-testid": "word-check-answer" });
  let asked = 0; // only the last question's answer is shown
  const ask = async (e: Event) => {
    e.preventDefault();
    const word = input.value.trim();
    if (!word) return;
    const mine = ++asked;
    answer.className = "word-check-answer";
    try {
      const r = await api.wordCheck(gameId, token, word);
      if (mine !== asked) return;
      answer.textContent = r.valid ? t().wordCheckValid(word.toUpperCase()) : t().wordCheckInvalid(word.toUpperCase());
      answer.classList.add(r.valid ? "valid" : "invalid");
    } catch (err) {
      if (mine !== asked) return;
      answer.textContent = err instanceof ApiError ? errorText(err.code, err.message) : errorText("network");
      answer.classList.add("invalid");
    }
  };
  return h(
    "details.word-check",
    { "data-testid": "word-check" },
    h("summary", {}, t().wordCheck),
    h("form", { onsubmit: (e: Event) => void ask(e) }, input, h("button", { type: "submit", "data-testid": "word-check-ask" }, t().wordCheckAsk)),
    answer,
  );
}
