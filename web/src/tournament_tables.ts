// The tables both tournament pages show: the standings with every ranking key as a column
// (so a player can see why they are where they are), a round's boards with who starts and
// the results, and the links to the exports.

import { h, toggleOnClick } from "./dom";
import { tournamentApi, type PairingView, type RankKey, type RoundView, type Standings, type StandingRow, type TournamentView } from "./tournament_api";
import { dt } from "./tournament_director_text";
import { tt } from "./tournament_text";

// Wins and weerstandspunten as a Dutch standings list prints them: 3½, ½, 4.
export function halves(n: number): string {
  const whole = Math.floor(n);
  const half = n - whole >= 0.5;
  return half ? (whole === 0 ? "½" : `${whole}½`) : String(whole);
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function keyValue(row: StandingRow, key: RankKey): string {
  switch (key) {
    case "wins":
    case "resistance":
      return halves(row[key]);
    case "spread":
    case "opponent_spread":
      return signed(row[key]);
    default:
      return String(row[key]);
  }
}

export function standingsTable(s: Standings): HTMLElement {
  const columns: RankKey[] = [...s.keys];
  for (const k of ["spread", "points"] as RankKey[]) if (!columns.includes(k)) columns.push(k);
  // Unusual results and the director's sanctions (a warning, a penalty, a disqualification).
  const notes = s.rows.some((r) => r.results_note);
  // A table wider than a phone scrolls in its own frame, which the keyboard can reach too.
  return h(
    "div.table-wrap",
    { tabindex: 0, role: "region", "aria-label": tt().standings },
    h(
      "table.standings",
      { "data-testid": "standings" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th.num", {}, tt().rank),
          h("th", {}, tt().player),
          columns.map((k) => h("th.num", { title: tt().keyTitles[k], "data-key": k }, tt().keys[k])),
          h("th.num", {}, tt().games),
          h("th.num", {}, tt().wdl),
          h("th.num", {}, tt().byes),
          notes ? h("th", {}, dt().notes) : null,
        ),
      ),
      h(
        "tbody",
        {},
        s.rows.map((r) =>
          h(
            "tr",
            { class: r.withdrawn ? "withdrawn" : "", "data-player": r.player },
            h("td.num", {}, String(r.rank)),
            h("td", { "data-testid": "standing-name" }, r.name, r.withdrawn ? h("small", {}, ` (${tt().withdrawn})`) : null),
            columns.map((k) => h("td.num", { "data-key": k }, keyValue(r, k))),
            h("td.num", {}, String(r.games)),
            h("td.num", {}, `${r.won}-${r.drawn}-${r.lost}`),
            h("td.num", {}, String(r.byes)),
            notes ? h("td", { "data-testid": "standing-note" }, r.results_note ?? "") : null,
          ),
        ),
      ),
    ),
  );
}

// The rules behind the numbers: what a bye is worth and when it counts (settings.hpp).
export function standingsLegend(v: TournamentView): HTMLElement {
  const b = v.settings.bye;
  return h("p.muted.small", { "data-testid": "standings-legend" }, tt().byeRule(b.win, b.spread, v.settings.format === "punten" ? b.points : undefined));
}

export function standingsCaption(s: Standings): string {
  return tt().standingsAfter(s.after_round) + (s.complete ? "" : ` (${tt().incomplete})`);
}

// "420–380", "420–380 (jury 360–380)", "Bert did not turn up", "401–380 (time)".
export function resultText(p: PairingView): string {
  const r = p.result;
  if (!r) return "";
  // A forfeit is named as the report names its kind: "niet opgekomen" only for a no-show.
  const lost = r.kind === "no_show" ? tt().noShow : tt().forfeited;
  if (r.forfeit === "both") return `${lost(p.first_name)}, ${lost(p.second_name)}`;
  if (r.forfeit === "first") return lost(p.first_name);
  if (r.forfeit === "second") return lost(p.second_name);
  if (r.kind === "adjourned") return tt().adjourned;
  let text = `${r.scores[0]}–${r.scores[1]}`;
  if (r.resigned) text += ` (${tt().resigned(r.resigned === "first" ? p.first_name : p.second_name)})`;
  if (r.jury_scores) text += ` (${tt().jury} ${r.jury_scores[0]}–${r.jury_scores[1]})`;
  if (r.lost_on_time) text += ` (${tt().lostOnTime}: ${r.lost_on_time === "first" ? p.first_name : p.second_name})`;
  return text;
}

function nameCell(p: PairingView, side: "first" | "second"): HTMLElement {
  const won = p.result?.winner === side;
  const name = side === "first" ? p.first_name : p.second_name;
  return h("td", { class: won ? "won" : "" }, name);
}

// A round's boards. `resultCell` replaces the result column (the director's entry forms).
export function roundTable(r: RoundView, resultCell?: (p: PairingView) => Array<Node | string | null>): HTMLElement {
  return h(
    "div.table-wrap",
    { tabindex: 0, role: "region", "aria-label": `${tt().round} ${r.number}` },
    h(
      "table.pairings",
      { "data-testid": `round-${r.number}` },
      h("thead", {}, h("tr", {}, h("th.num", {}, tt().board), h("th", {}, tt().starts), h("th", {}, tt().second), h("th", {}, tt().result))),
      h(
        "tbody",
        {},
        r.pairings
          .filter((p) => !p.empty)
          .map((p) =>
            p.bye
              ? h("tr.bye", { "data-board": p.board }, h("td.num", {}, ""), h("td", {}, p.first_name), h("td", {}, h("em", {}, tt().bye)), h("td", {}, ""))
              : h(
                  "tr",
                  { "data-board": p.board, "data-testid": `board-${r.number}-${p.board}` },
                  h("td.num", {}, String(p.board)),
                  nameCell(p, "first"),
                  nameCell(p, "second"),
                  h(
                    "td.result",
                    { "data-testid": "result" },
                    resultCell ? resultCell(p) : p.result ? resultText(p) : h("span.muted", {}, gameState(p) ?? tt().noResult),
                    !resultCell && p.game && !p.result ? [" ", h("a", { href: `#/game/${p.game.id}` }, tt().watch)] : null,
                  ),
                ),
          ),
      ),
    ),
  );
}

// An earlier round, folded under its number. The tournament pages are drawn afresh on every
// change (a result coming in, a game's end), so the rounds a reader has opened are kept in
// `opened`, which the page owns, and stay open across redraws.
export function earlierRound(tag: "details" | "details.card", opened: Set<number>, r: RoundView, body: HTMLElement): HTMLElement {
  return h(
    tag,
    {
      open: opened.has(r.number),
    },
    h(
      "summary",
      {
        onclick: toggleOnClick((open) => {
          if (open) opened.add(r.number);
          else opened.delete(r.number);
        }),
      },
      `${tt().round} ${r.number}`,
    ),
    body,
  );
}

// What the server game of a pairing is doing, while it has no result.
export function gameState(p: PairingView): string | null {
  if (!p.game || p.result) return null;
  if (p.game.status === "in_progress") return tt().gameRunning;
  if (p.game.status === "awaiting_jury") return tt().gameAwaitingJury;
  return null;
}

export function exportLinks(v: TournamentView): HTMLElement {
  const after = v.standings.after_round;
  return h(
    "p.exports",
    { "data-testid": "exports" },
    h("span.muted", {}, tt().exports + ": "),
    h("a", { href: tournamentApi.exportUrl(v.id, "standings.csv"), download: "", "data-testid": "export-standings" }, tt().exportStandings),
    " · ",
    h("a", { href: tournamentApi.exportUrl(v.id, "pairings.csv"), download: "", "data-testid": "export-pairings" }, tt().exportPairings),
    " · ",
    h("a", { href: `${tournamentApi.exportUrl(v.id, "report.html")}?after=${after}`, target: "_blank", rel: "noopener", "data-testid": "export-html" }, tt().exportPrint),
  );
}

// "Wedstrijdscrabble · Zwitsers systeem · ronde 3 van 7 · 8 spelers".
export function tournamentMeta(v: TournamentView): string {
  const state = v.finished ? tt().finished : v.current_round === 0 ? tt().notStarted : tt().roundOf(v.current_round, v.planned_rounds);
  return [tt().formats[v.format], tt().systems[v.system], state, tt().playerCount(v.players.length)].join(" · ");
}
