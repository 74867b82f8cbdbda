// Load benchmark for `letterzak serve` (a benchmark, not a timed test): N concurrent scripted
// games over WebSocket on loopback. Each game has two human seats, each seat its own
// WebSocket; the seat to move sends a placement as soon as the state says it is its turn, and
// the time from sending to the acknowledgement (which the server sends only once the move is
// on disk) is the move's latency.
//
// The scripted players place 1–3 tiles of their rack next to tiles on the board (or through
// the centre on the first move): legal placements under the tournament rules, which do not
// check words during play (the jury does at the end, so every game ends with a jury check).
//
//   node bench/load/load.mjs --binary build/release/src/cli/letterzak --games 100
//   node bench/load/load.mjs --binary build/release/src/cli/letterzak --games 1000 --moves 30
//   node bench/load/load.mjs --url http://127.0.0.1:8080/ --games 100     (a running server)
//   node bench/load/load.mjs --binary … --db postgresql://u:pw@127.0.0.1/db --servers 2 --games 1000
//
// --db gives the servers a database (a SQLite file or an empty PostgreSQL database) instead of
// a fresh SQLite file; --servers N starts N servers on it (PostgreSQL) and spreads the clients:
// games are created round-robin, and the two seats of a game sit on different servers, so every
// move crosses from one server to the other (LISTEN/NOTIFY). The RSS of each server is
// reported at the end.
//
// With --binary it starts its own server on a free port with a fresh database (limits on
// game creation and message rate off: one client is playing a thousand games). Prints moves/s
// and latency percentiles, and the same as JSON on the last line.

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const WebSocket = createRequire(path.join(here, "../../web/package.json"))("ws");

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith("--") ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const games = Number(args.games ?? 100);
const maxMoves = Number(args.moves ?? 1000); // per game; the game usually ends first
const createConcurrency = Number(args["create-concurrency"] ?? 32);
const seed = Number(args.seed ?? 1);

// A small seeded generator, so runs choose the same kinds of moves.
let state = seed >>> 0 || 1;
function random() {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4294967296;
}

const servers = []; // { process, base }
let dbDir = null;
let bases = args.url ? [args.url] : [];
if (!args.url) {
  if (!args.binary) {
    console.error("give --binary PATH (a server is started) or --url URL (a running server)");
    process.exit(2);
  }
  let db = args.db;
  if (!db) {
    dbDir = mkdtempSync(path.join(tmpdir(), "letterzak-load-"));
    db = path.join(dbDir, "load.db");
  }
  const count = Number(args.servers ?? 1);
  for (let i = 0; i < count; i++) {
    const process_ = spawn(
      args.binary,
      ["serve", "--port", "0", "--db", db, "--quiet", "--create-rate", "0", "--request-rate", "0", "--address-rate", "0", "--games-per-hour", "0",
        "--max-connections-per-address", String(games * 2 + 64),
        "--max-connections", String(Math.max(4096, games * 2 + 64)), "--computer-delay", "0", "--web", "",
        "--max-games", String(Math.max(2000, games + 100))],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const base_ = await new Promise((resolve, reject) => {
      let out = "";
      process_.stdout.on("data", (d) => {
        out += d;
        const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (m) resolve(m[0]);
      });
      process_.on("exit", (code) => reject(new Error(`server exited ${code}: ${out}`)));
    });
    servers.push({ process: process_, base: base_ });
    bases.push(base_);
  }
}
const rssMb = (pid) => {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
};
if (!bases.every((b) => /^http:\/\/127\.0\.0\.1:\d+\/?$/.test(b))) {
  console.error("the load benchmark runs on loopback only (http://127.0.0.1:PORT/)");
  process.exit(2);
}
bases = bases.map((b) => b.replace(/\/?$/, "/"));
const wsBases = bases.map((b) => b.replace(/^http/, "ws"));

// ---- Scripted play ----
function chooseMove(view) {
  const me = view.viewer;
  const rack = [...(view.seats[me].rack ?? [])];
  if (rack.length === 0) return { type: "pass" };
  const occupied = new Set(view.board.map((t) => t.sq));
  const letterFor = (l) => (l === "?" ? { letter: "E", blank: true } : { letter: l, blank: false });
  if (occupied.size === 0) {
    const n = Math.min(rack.length, 2 + Math.floor(random() * 3));
    return { type: "place", tiles: rack.slice(0, n).map((l, i) => ({ square: 112 + i, ...letterFor(l) })) };
  }
  const anchors = [];
  for (let sq = 0; sq < 225; ++sq) {
    if (occupied.has(sq)) continue;
    const r = Math.floor(sq / 15), c = sq % 15;
    if ((c > 0 && occupied.has(sq - 1)) || (c < 14 && occupied.has(sq + 1)) || (r > 0 && occupied.has(sq - 15)) || (r < 14 && occupied.has(sq + 15)))
      anchors.push(sq);
  }
  if (anchors.length === 0) return { type: "pass" };
  for (let attempt = 0; attempt < 10; ++attempt) {
    const start = anchors[Math.floor(random() * anchors.length)];
    const across = random() < 0.5;
    const want = Math.min(rack.length, 1 + Math.floor(random() * 3));
    const tiles = [];
    let sq = start;
    for (let i = 0; i < want; ++i) {
      if (sq >= 225 || occupied.has(sq) || (across && i > 0 && sq % 15 === 0)) break;
      tiles.push({ square: sq, ...letterFor(rack[i]) });
      sq += across ? 1 : 15;
    }
    if (tiles.length > 0) return { type: "place", tiles };
  }
  return { type: "pass" };
}

const latencies = [];
let moves = 0;
let refused = 0;
let finished = 0;
let errors = 0;

function playGame(created, index) {
  return new Promise((resolve) => {
    const sockets = [];
    let done = false;
    let count = 0;
    let pending = null; // { seat, sent }
    let lastVersion = -1;
    const latest = [null, null]; // each seat's newest state
    const finish = () => {
      if (done) return;
      done = true;
      for (const s of sockets) s.close();
      resolve();
    };
    const act = (seat, view) => {
      if (done || pending || view.viewer !== seat || view.version < lastVersion) return;
      lastVersion = view.version;
      if (view.status !== "in_progress") {
        finished++;
        return finish();
      }
      if (view.to_move !== seat) return;
      if (count >= maxMoves) return finish();
      const move = chooseMove(view);
      move.id = ++count;
      move.version = view.version;
      pending = { seat, sent: process.hrtime.bigint(), fallback: move.type !== "pass" };
      sockets[seat].send(JSON.stringify(move));
    };
    for (const seat of [0, 1]) {
      const wsBase = wsBases[(index + seat) % wsBases.length];
      const ws = new WebSocket(`${wsBase}api/games/${created.id}/ws?token=${encodeURIComponent(created.seats[seat].token)}`);
      sockets.push(ws);
      ws.on("message", (data) => {
        const m = JSON.parse(data.toString());
        if (m.type === "state") {
          latest[seat] = m.game;
          act(seat, m.game);
        } else if ((m.type === "ack" || m.type === "error") && pending && pending.seat === seat) {
          const ms = Number(process.hrtime.bigint() - pending.sent) / 1e6;
          const retry = m.type === "error" && pending.fallback;
          pending = null;
          if (m.type === "ack") {
            latencies.push(ms);
            moves++;
          } else {
            refused++;
          }
          if (retry) {
            // A refused placement: pass instead, so the game goes on.
            pending = { seat, sent: process.hrtime.bigint(), fallback: false };
            ws.send(JSON.stringify({ type: "pass", id: ++count }));
          } else {
            // The other seat's state (its turn now) may have come before this acknowledgement.
            lastVersion = -1;
            for (const s of [0, 1]) if (latest[s]) act(s, latest[s]);
          }
        }
      });
      ws.on("error", () => {
        errors++;
        finish();
      });
      ws.on("close", () => finish());
    }
  });
}

async function createGames(n) {
  const out = [];
  let next = 0;
  async function worker() {
    while (next < n) {
      const base = bases[next % bases.length];
      next++;
      const res = await fetch(base + "api/games", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ rules: "tournament", seats: [{ name: "A" }, { name: "B" }] }),
      });
      if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
      out.push(await res.json());
    }
  }
  await Promise.all(Array.from({ length: Math.min(createConcurrency, n) }, worker));
  return out;
}

const t0 = Date.now();
const created = await createGames(games);
const createdMs = Date.now() - t0;
const start = process.hrtime.bigint();
await Promise.all(created.map((c, i) => playGame(c, i)));
const seconds = Number(process.hrtime.bigint() - start) / 1e9;

latencies.sort((a, b) => a - b);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : 0);
const result = {
  games,
  finished,
  moves,
  refused,
  errors,
  seconds: Number(seconds.toFixed(2)),
  moves_per_second: Number((moves / seconds).toFixed(1)),
  latency_ms: { p50: Number(pct(50).toFixed(2)), p90: Number(pct(90).toFixed(2)), p99: Number(pct(99).toFixed(2)), max: Number((latencies.at(-1) ?? 0).toFixed(2)) },
  created_in_seconds: Number((createdMs / 1000).toFixed(2)),
  client_cpus: cpus().length,
};
result.servers = servers.length || 1;
result.rss_mb = servers.map((sv) => rssMb(sv.process.pid));
console.log(
  `${games} concurrent games on ${result.servers} server(s): ${moves} moves in ${result.seconds} s = ${result.moves_per_second} moves/s; ` +
    `latency p50 ${result.latency_ms.p50} ms, p99 ${result.latency_ms.p99} ms (max ${result.latency_ms.max} ms); ` +
    `${finished} games finished, ${refused} refused, ${errors} socket errors; RSS ${result.rss_mb.join(" + ")} MB`,
);
console.log(JSON.stringify(result));
for (const sv of servers) {
  sv.process.kill("SIGTERM");
  await new Promise((r) => sv.process.once("exit", r));
}
if (dbDir) rmSync(dbDir, { recursive: true, force: true });
process.exit(errors ? 1 : 0);
