// The board's entry: a header with the language switch, and the page for the address:
//   #/               the lobby: a new game, the game list
//   #/game/ID        a game (as the seat whose token this browser holds, else as a spectator)
//   #/join/ID/S/TOK  an invitation: keeps the token for seat S, then opens the game
//   #/tournaments                 the tournaments, and a new one
//   #/tournament/ID               a tournament's public page: pairings and standings
//   #/tournament/ID/director      its director's page
//   #/tournament/ID/room[?wissel=N]   its room screen for the projector (no site header)
import "./style.css";

import { accountApi, whoAmI } from "./account";
import { api, saveToken, type Catalogue } from "./api";
import { h, replace } from "./dom";
import { GamePage } from "./game_page";
import { lang, onLangChange, setLang, t } from "./i18n";
import { renderLobby } from "./lobby";
import { TournamentDirectorPage } from "./tournament_director";
import { renderTournamentList } from "./tournament_list";
import { TournamentPublicPage } from "./tournament_public";
import { TournamentRoomPage } from "./tournament_room";
import { applyTheme, nextTheme, theme } from "./theme";
import { tt } from "./tournament_text";

const app = document.getElementById("app")!;
let catalogue: Catalogue | null = null;
let page: GamePage | TournamentPublicPage | TournamentDirectorPage | TournamentRoomPage | null = null;

function header(): HTMLElement {
  const toggle = h(
    "div.lang",
    { role: "group", "aria-label": t().language },
    h("button", { type: "button", class: lang() === "nl" ? "on" : "", "data-testid": "lang-nl", onclick: () => setLang("nl") }, "NL"),
    h("button", { type: "button", class: lang() === "en" ? "on" : "", "data-testid": "lang-en", onclick: () => setLang("en") }, "EN"),
  );
  const nav = h("a.nav", { href: "#/tournaments", "data-testid": "nav-tournaments" }, tt().tournaments);
  const themeButton = h(
    "button.theme",
    {
      type: "button",
      "data-testid": "theme",
      title: `${t().theme}: ${t().themes[theme()]}`,
      "aria-label": `${t().theme}: ${t().themes[theme()]}`,
      onclick: () => {
        nextTheme();
        app.replaceChild(header(), app.firstChild!);
      },
    },
    "◐",
  );
  return h("header.top", {}, h("a.brand", { href: "#/" }, h("span.logo", {}, "L"), t().appTitle), h("div.top-right", {}, nav, themeButton, toggle));
}

async function route(): Promise<void> {
  const [hash, query = ""] = (location.hash.replace(/^#/, "") || "/").split("?", 2);
  const parts = hash.split("/").filter(Boolean);
  if (parts[0] === "join" && parts.length === 4) {
    saveToken(parts[1], Number(parts[2]), decodeURIComponent(parts[3]));
    // Signed in: the invitation becomes the account's seat, on every device (else a guest's).
    // A guest does not ask: the server would answer 401, an error in the guest's console.
    const me = await whoAmI().catch(() => null);
    if (me) await accountApi.claim(parts[1], decodeURIComponent(parts[3])).catch(() => undefined);
    location.replace(`#/game/${parts[1]}`);
    return;
  }
  page?.destroy();
  page = null;
  const main = h("main", {});
  // The room screen is the whole window: no site header.
  const bare = parts[0] === "tournament" && parts[2] === "room";
  if (bare) replace(app, main);
  else replace(app, header(), main);
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
  } else if (parts[0] === "tournaments") {
    renderTournamentList(main, catalogue);
  } else if (parts[0] === "tournament" && parts[1] && parts[2] === "room") {
    page = new TournamentRoomPage(main, parts[1], new URLSearchParams(query));
  } else if (parts[0] === "tournament" && parts[1] && parts[2] === "director") {
    page = new TournamentDirectorPage(main, parts[1], catalogue);
  } else if (parts[0] === "tournament" && parts[1]) {
    page = new TournamentPublicPage(main, parts[1]);
  } else {
    renderLobby(main, catalogue);
  }
}

applyTheme();
window.addEventListener("hashchange", () => void route());
onLangChange(() => {
  if (page) {
    // Keep the game (and its tentative tiles): only the header and the texts change.
    if (!(page instanceof TournamentRoomPage)) app.replaceChild(header(), app.firstChild!);
    page.rerender();
  } else {
    void route();
  }
});
void route();
