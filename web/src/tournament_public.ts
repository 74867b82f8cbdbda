// A tournament's public page, for the players and the notice board: the round being played,
// the standings with every tiebreak, the earlier rounds, and the exports. Read-only; it follows
// the tournament live over the WebSocket (tournament_live.ts), so it can stay on a screen in
// the club room — and it links the room screen made for the projector (tournament_room.ts).

import { ApiError } from "./api";
import { h, replace } from "./dom";
import { tournamentApi, type TournamentView } from "./tournament_api";
import { earlierRound, exportLinks, roundTable, standingsCaption, standingsLegend, standingsTable, tournamentMeta } from "./tournament_tables";
import { oneReadAtATime, TournamentFollower, type LiveState } from "./tournament_live";
import { roomLink, rt } from "./tournament_room_text";
import { tournamentError, tt } from "./tournament_text";

export class TournamentPublicPage {
  private view: TournamentView | null = null;
  private error: string | null = null;
  private follower: TournamentFollower;
  private live: LiveState = "offline";
  private openRounds = new Set<number>(); // the earlier rounds the reader opened (earlierRound)

  constructor(
    private root: HTMLElement,
    private id: string,
  ) {
    replace(root, h("p.muted", {}, tt().loading));
    this.load();
    this.follower = new TournamentFollower(
      id,
      () => this.load(),
      (s) => {
        this.live = s;
        this.render();
      },
    );
  }

  destroy(): void {
    this.follower.stop();
  }

  rerender(): void {
    this.render();
  }

  private readonly load = oneReadAtATime(async () => {
    try {
      this.view = await tournamentApi.view(this.id);
      this.error = null;
    } catch (e) {
      this.error = e instanceof ApiError ? tournamentError(e.code, e.message) : String(e);
    }
    this.render();
  });

  private render(): void {
    const v = this.view;
    if (!v) {
      replace(this.root, h("p.error", { role: "alert" }, this.error ?? tt().loading));
      return;
    }
    const rounds = [...v.rounds].reverse();
    const [current, ...earlier] = rounds;
    replace(
      this.root,
      h(
        "div.tournament",
        { "data-testid": "tournament-public" },
        h(
          "div.tournament-head",
          {},
          h("h1", { "data-testid": "tournament-name" }, v.name),
          h("p.muted", {}, tournamentMeta(v)),
          h(
            "p.links",
            {},
            h("a", { href: "#/tournaments" }, tt().backToList),
            " · ",
            h("a", { href: `#/tournament/${v.id}/director`, "data-testid": "director-link" }, tt().directorPage),
            " · ",
            roomLink(v.id),
          ),
          exportLinks(v),
          this.error ? h("p.error", { role: "alert" }, this.error) : null,
        ),
        current ? h("section.card", {}, h("h2", {}, `${tt().round} ${current.number}`), roundTable(current)) : null,
        h("section.card", {}, h("h2", {}, tt().standings), h("p.muted", {}, standingsCaption(v.standings)), standingsTable(v.standings), standingsLegend(v)),
        earlier.map((r) => earlierRound("details.card", this.openRounds, r, roundTable(r))),
        h("p.muted.small", { "data-testid": "live-state", "data-live": this.live }, this.live === "live" ? rt().liveOn : rt().liveOff),
      ),
    );
  }
}
