// Following a tournament live: the server's WebSocket at /api/tournaments/ID/ws sends a small
// notice ({"type":"tournament","id","version"}) when the tournament changes, and the page reads
// the public view again. While the socket is down the page polls slowly instead and tries the
// socket again; nothing secret is involved (the socket is public, no token is sent).

export type LiveState = "live" | "offline";

const RECONNECT_MS = 3_000;
const FALLBACK_POLL_MS = 15_000;

export class TournamentFollower {
  private socket: WebSocket | null = null;
  private reconnectTimer = 0;
  private pollTimer = 0;
  private stopped = false;
  private lastVersion: number | null = null;

  // `changed` is called after every notice of a new version (and once the socket opens, so a
  // change made while it was down is caught), and on every fallback poll tick while offline.
  constructor(
    private id: string,
    private changed: () => void,
    private onState: (s: LiveState) => void = () => undefined,
  ) {
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.reconnectTimer);
    window.clearInterval(this.pollTimer);
    const ws = this.socket;
    this.socket = null;
    ws?.close();
  }

  private connect(): void {
    if (this.stopped) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/tournaments/${encodeURIComponent(this.id)}/ws`);
    this.socket = ws;
    ws.onopen = () => {
      window.clearInterval(this.pollTimer);
      this.pollTimer = 0;
      this.onState("live");
    };
    ws.onmessage = (e) => {
      let m: { type?: string; version?: number | null };
      try {
        m = JSON.parse(String(e.data)) as typeof m;
      } catch {
        return;
      }
      if (m.type !== "tournament") return;
      // A version of null: the server may have missed changes; read again to be sure.
      if (m.version != null && m.version === this.lastVersion) return;
      this.lastVersion = m.version ?? null;
      this.changed();
    };
    ws.onclose = () => {
      if (this.stopped || this.socket !== ws) return;
      this.socket = null;
      this.lastVersion = null;
      this.onState("offline");
      if (!this.pollTimer) this.pollTimer = window.setInterval(() => this.changed(), FALLBACK_POLL_MS);
      this.reconnectTimer = window.setTimeout(() => this.connect(), RECONNECT_MS);
    };
  }
}

// `read` one at a time: a call while a read is under way asks for one more read after it, so a
// burst of notices costs two reads and the page ends with the state after the last of them.
export function oneReadAtATime(read: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await read();
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      void run();
    }
  };
  return () => void run();
}
