// The board's entry: a header with the language switch, and the page for the address:
//   #/               the lobby: a new game, the game list
//   #/game/ID        a game (as the seat whose token this browser holds, else as a spectator)
//   #/join/ID/S/TOK  an invitation: keeps the token for seat S, then opens the game
import "./style.css";

import { api, saveToken, type Catalogue } from "./api";
import { h, replace } from "./dom";
import { GamePage } from "./game_page";
import { lang, onLangChange, setLang, t } from "./i18n";
import { renderLobby } from "./lobby";

const app = document.getElementById("app")!;
let catalogue: Catalogue | null = null;
let page: GamePage | null = null;

function header(): HTMLElement {
  const toggle = h(
    "div.lang",
    { role: "group", "aria-label": t().language },
    h("button", { type: "button", class: lang() === "nl" ? "on" : "", "data-testid": "lang-nl", onclick: () => setLang("nl") }, "NL"),
    h("button", { type: "button", class: lang() === "en" ? "on" : "", "data-testid": "lang-en", onclick: () => setLang("en") }, "EN"),
  );
  return h("header.top", {}, h("a.brand", { href: "#/" }, h("span.logo", {}, "L"), t().appTitle), toggle);
}

async function route(): Promise<void> {
  const hash = location.hash.replace(/^#/, "") || "/";
  const parts = hash.split("/").filter(Boolean);
  if (parts[0] === "join" && parts.length === 4) {
    saveToken(parts[1], Number(parts[2]), decodeURIComponent(parts[3]));
    location.replace(`#/game/${parts[1]}`);
    return;
  }
  page?.destroy();
  page = null;
  const main = h("main", {});
  replace(app, header(), main);
  if (!catalogue) {
    try {
      catalogue = await api.catalogue();
    } catch {
      replace(main, h("p.error", {}, t().connectionLost));
      setTimeout(route, 2000);
      return;
    }
  }
  if (parts[0] === "game" && parts[1]) {
    page = new GamePage(main, parts[1], catalogue);
  } else {
    renderLobby(main, catalogue);
  }
}

window.addEventListener("hashchange", () => void route());
onLangChange(() => {
  if (page) {
    // Keep the game (and its tentative tiles): only the header and the texts change.
    app.replaceChild(header(), app.firstChild!);
    page.rerender();
  } else {
    void route();
  }
});
void route();
