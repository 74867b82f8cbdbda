// Accounts in the lobby: sign up, sign in, sign out (here or everywhere), the profile with
// its club ratings and their history (rating_chart.ts). The session lives in an HttpOnly
// cookie the server sets: this page never sees its secret, it only asks /api/me who it is.

import { ApiError, call } from "./api";
import { h, replace } from "./dom";
import { errorText, lang } from "./i18n";
import { ratingChart } from "./rating_chart";

export interface Rating {
  family: string;
  rating: number;
  games: number;
  updated_at: number;
}

// How this server takes accounts (`letterzak serve --accounts`).
export type AccountsMode = "off" | "open" | "invite";

export interface Me {
  account: { id: string; name: string; email: string; created_at: number } | null;
  accounts_mode: AccountsMode;
  ratings: Rating[];
  history: Array<{ game_id: string; family: string; before: number; after: number; at: number }>;
}

export const accountApi = {
  me: () => call<Me>("GET", "/api/me"),
  signUp: (name: string, password: string, code?: string) =>
    call<{ account: NonNullable<Me["account"]> }>("POST", "/api/account", undefined, code ? { name, password, code } : { name, password }),
  signIn: (name: string, password: string) => call<{ account: NonNullable<Me["account"]> }>("POST", "/api/session", undefined, { name, password }),
  signOut: (everywhere = false) => call<{ ok: boolean }>("DELETE", everywhere ? "/api/session?everywhere=true" : "/api/session"),
  claim: (id: string, token: string) => call<{ seat: number }>("POST", `/api/games/${id}/claim`, token),
};

const texts = {
  nl: {
    account: "Account",
    signedInAs: (n: string) => `Ingelogd als ${n}`,
    name: "Naam",
    password: "Wachtwoord",
    code: "Uitnodigingscode (als de club die geeft)",
    signIn: "Inloggen",
    signUp: "Account maken",
    signOut: "Uitloggen",
    signOutEverywhere: "Overal uitloggen",
    why: "Met een account speel je je partijen op elk apparaat verder en krijg je een clubrating. Als gast spelen kan ook: via een uitnodigingslink.",
    ratings: "Clubrating",
    noRating: "Nog geen rating: speel een partij tegen een ander account.",
    families: { tournament: "Wedstrijd", box: "Doos", woordspel: "Woordspel", english: "Engels" } as Record<string, string>,
  },
  en: {
    account: "Account",
    signedInAs: (n: string) => `Signed in as ${n}`,
    name: "Name",
    password: "Password",
    code: "Invitation code (if your club hands them out)",
    signIn: "Sign in",
    signUp: "Create account",
    signOut: "Sign out",
    signOutEverywhere: "Sign out everywhere",
    why: "With an account your games continue on every device and you get a club rating. Playing as a guest works too, through an invitation link.",
    ratings: "Club rating",
    noRating: "No rating yet: play a game against another account.",
    families: { tournament: "Tournament", box: "Box", woordspel: "Woordspel", english: "English" } as Record<string, string>,
  },
};
export const at = () => texts[lang() === "en" ? "en" : "nl"];

// Who is signed in here (me: null for nobody), and whether this server has accounts at all:
// GET /api/me answers 200 either way, so the page never logs a failed request for it.
export async function accountState(): Promise<{ me: Me | null; mode: AccountsMode }> {
  const me = await accountApi.me();
  return { me: me.account ? me : null, mode: me.accounts_mode ?? "open" };
}

// Who is signed in here (null: nobody, or accounts are off).
export async function whoAmI(): Promise<Me | null> {
  return (await accountState()).me;
}

// The account card: the forms when signed out, the profile when signed in. `changed` runs
// after a sign-in or sign-out (the lobby shows "Mijn partijen" then).
export function renderAccount(box: HTMLElement, me: Me | null, mode: AccountsMode, changed: () => void): void {
  if (me) {
    replace(
      box,
      h("h2", {}, at().account),
      h("p", { "data-testid": "signed-in-as" }, at().signedInAs(me.account?.name ?? "")),
      h("h3", {}, at().ratings),
      me.ratings.length === 0
        ? h("p", {}, at().noRating)
        : h(
            "ul.ratings",
            {},
            me.ratings.map((r) =>
              h("li", { "data-testid": `rating-${r.family}` }, `${at().families[r.family] ?? r.family}: ${r.rating} (${r.games})`),
            ),
          ),
      me.history.length > 0 ? ratingChart(me.history) : null,
      h(
        "div.account-actions",
        {},
        h("button", { type: "button", "data-testid": "sign-out", onclick: async () => { await accountApi.signOut(); changed(); } }, at().signOut),
        h("button.link", { type: "button", onclick: async () => { await accountApi.signOut(true); changed(); } }, at().signOutEverywhere),
      ),
    );
    return;
  }
  const name = h("input", { type: "text", autocomplete: "username", "data-testid": "account-name", maxlength: 40 });
  const password = h("input", { type: "password", autocomplete: "current-password", "data-testid": "account-password" });
  const code = h("input", { type: "text", autocomplete: "off", "data-testid": "account-code" });
  const error = h("p.error", { role: "alert", "data-testid": "account-error" });
  const act = async (up: boolean) => {
    error.textContent = "";
    try {
      if (up) await accountApi.signUp(name.value.trim(), password.value, code.value.trim() || undefined);
      else await accountApi.signIn(name.value.trim(), password.value);
      changed();
    } catch (e) {
      error.textContent = e instanceof ApiError ? errorText(e.code, e.message) : String(e);
    }
  };
  replace(
    box,
    h("h2", {}, at().account),
    h("p", {}, at().why),
    h(
      "form.account-form",
      { onsubmit: (e: Event) => { e.preventDefault(); void act(false); } },
      h("label", {}, h("span", {}, at().name), name),
      h("label", {}, h("span", {}, at().password), password),
      // A sign-up code only where the club hands them out (--accounts invite).
      mode === "invite" ? h("label", {}, h("span", {}, at().code), code) : null,
      error,
      h(
        "div.account-actions",
        {},
        h("button.primary", { type: "submit", "data-testid": "sign-in" }, at().signIn),
        h("button", { type: "button", "data-testid": "sign-up", onclick: () => void act(true) }, at().signUp),
      ),
    ),
  );
}
