// The end of a game: who won and how, every seat's score in parts (play, rack points, time,
// the jury's corrections, final), the jury's findings, and the analysis — per turn the rack,
// what was played and the best moves the engine found.

import { api, ApiError, bestMoveText, type GameView } from "./api";
import { showPanel } from "./dialogs";
import { h, replace } from "./dom";
import { errorText, t } from "./i18n";
import { downloadButtons } from "./sheets";

export async function showSummary(v: GameView, token?: string): Promise<void> {
  const r = v.result;
  if (!r) return;
  const names = v.seats.map((s) => s.name);
  // Columns that say nothing in this game stay out: a phone has room for five, not six.
  const overtime = r.seats.some((s) => s.overtime !== 0);
  const jury = r.seats.some((s) => s.jury !== 0);
  const headline =
    r.winner !== null ? t().winner(names[r.winner]) : t().draw;
  const reason = t().endReason[r.end] ?? r.end;
  const scores = h(
    "table.result",
    { "data-testid": "result-table" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", {}, t().player),
        h("th.num", {}, t().playScore),
        h("th.num", {}, t().rackPoints),
        overtime ? h("th.num", {}, t().overtimeCol) : null,
        jury ? h("th.num", {}, t().jury) : null,
        h("th.num", {}, t().final),
      ),
    ),
    h(
      "tbody",
      {},
      r.seats.map((s, i) =>
        h(
          "tr",
          { class: r.winner === i ? "winner" : "" },
          h("td", {}, names[i]),
          h("td.num", {}, String(s.play_score)),
          h("td.num", {}, signed(s.end_racks)),
          overtime ? h("td.num", {}, s.overtime ? signed(-s.overtime) : "") : null,
          jury ? h("td.num", {}, s.jury ? signed(s.jury) : "") : null,
          h("td.num.final", { "data-testid": `final-${i}` }, String(s.final)),
        ),
      ),
    ),
  );
  const juryLines = v.adjustments.filter((a) => a.kind === "jury");
  const juryBox = h(
    "div.jury",
    { "data-testid": "jury" },
    h("h3", {}, t().juryCorrections),
    juryLines.length === 0
      ? h("p.muted", {}, t().noJuryCorrections)
      : h("ul", {}, juryLines.map((a) => h("li", {}, t().juryLine(names[a.seat], a.words.join(", "), a.points)))),
  );
  const analysisBox = h("div.analysis", { "data-testid": "analysis" }, h("h3", {}, t().analysis), h("p.muted", {}, t().analysisLoading));
  const content = h(
    "div.summary",
    {},
    h("p.headline", { "data-testid": "winner" }, headline, reason ? h("small", {}, ` (${reason})`) : null),
    scores,
    juryBox,
    analysisBox,
    downloadButtons(v.id, token),
  );
  void loadAnalysis(analysisBox, v);
  await showPanel(t().gameOver, content, "summary");
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

async function loadAnalysis(box: HTMLElement, v: GameView): Promise<void> {
  // A game the jury is still checking has its analysis a moment later.
  for (let attempt = 0; attempt < 20; ++attempt) {
    try {
      const a = await api.analysis(v.id);
      replace(
        box,
        h("h3", {}, t().analysis),
        h(
          "table.analysis-table",
          { "data-testid": "analysis-table" },
          h(
            "thead",
            {},
            h("tr", {}, h("th", {}, `# ${t().player.toLowerCase()}`), h("th", {}, t().rack), h("th", {}, t().played), h("th", {}, t().best), h("th.num", {}, t().missed)),
          ),
          h(
            "tbody",
            {},
            a.turns.map((turn) =>
              h(
                "tr",
                { class: turn.missed > 0 ? "missed" : "" },
                // Number and player in one cell: on a phone every column, "Gemist" too, fits.
                h("td", {}, h("span", {}, String(turn.number)), " ", h("small", {}, v.seats[turn.seat].name)),
                h("td.rack-text", {}, turn.rack.join("")),
                h(
                  "td",
                  {},
                  turn.played.kind === "place" ? `${turn.played.move} ${turn.played.score}` : turn.played.kind === "exchange" ? t().exchanged(turn.played.exchanged ?? 0) : t().passed,
                  turn.played.invalid_words?.length ? h("small.bad", {}, ` ${turn.played.invalid_words.join(", ")}`) : null,
                ),
                h("td", {}, turn.best.slice(0, 3).map((b, i) => h("div", { class: i === 0 ? "top" : "alt" }, bestMoveText(b)))),
                h("td.num", {}, turn.missed > 0 ? String(turn.missed) : ""),
              ),
            ),
          ),
        ),
        h("p.small", {}, t().bestExplained),
      );
      return;
    } catch (e) {
      if (e instanceof ApiError && e.code === "game_not_over") {
        await new Promise((res) => setTimeout(res, 300));
        continue;
      }
      replace(box, h("h3", {}, t().analysis), h("p.error", {}, e instanceof ApiError ? errorText(e.code, e.message) : String(e)));
      return;
    }
  }
}
