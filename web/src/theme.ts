// The colour theme: automatic (the system's light or dark), light, dark or high contrast. The
// choice is kept in this browser; style.css holds the colours per theme (data-theme on <html>).

export type Theme = "auto" | "light" | "dark" | "contrast";
const ORDER: Theme[] = ["auto", "light", "dark", "contrast"];
const dark = window.matchMedia("(prefers-color-scheme: dark)");

export function theme(): Theme {
  const kept = localStorage.getItem("letterzak.theme") as Theme | null;
  return kept && ORDER.includes(kept) ? kept : "auto";
}

export function applyTheme(): void {
  const chosen = theme();
  const shown = chosen === "auto" ? (dark.matches ? "dark" : "light") : chosen;
  document.documentElement.dataset.theme = shown;
}

export function nextTheme(): void {
  localStorage.setItem("letterzak.theme", ORDER[(ORDER.indexOf(theme()) + 1) % ORDER.length]);
  applyTheme();
}

dark.addEventListener("change", applyTheme);
