// Does heavy tournament work hold up everyone else? (A benchmark, not a timed test.) Starts
// `letterzak serve` with a fresh database, registers two tournaments of N players each, then
// pairs a round of both at once while a client asks /api/health every 10 ms; prints the
// health latencies (p50, p99, max) during the pairings and how long the pairings took, and the
// same as JSON on the last line. The goal (issue 12): p99 under 100 ms while pairing.
//
//   node bench/load/pairing_health.mjs --binary build/release/src/cli/letterzak --players 4000
//   node bench/load/pairing_health.mjs --url http://127.0.0.1:8080/ --players 1000

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const args = Object.fromEntries(process.argv.slice(2).reduce((p, a, i, all) => (a.startsWith("--") ? [...p, [a.slice(2), all[i + 1]]] : p), []));
const players = Number(args.players ?? 4000);
const tournaments = Number(args.tournaments ?? 2);

async function startServer(binary) {
  const dir = mkdtempSync(path.join(tmpdir(), "letterzak-pairing-bench-"));
  const child = spawn(binary, ["serve", "--port", "0", "--db", path.join(dir, "bench.db"), "--quiet", "--create-rate", "0", "--request-rate", "0", "--address-rate", "0", "--games-per-hour", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  const base = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = /Letterzak: (http:\/\/\S+\/)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on("exit", (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
  return { child, base, dir };
}

const server = args.binary ? await startServer(args.binary) : null;
const base = server ? server.base : args.url;
const api = async (method, p, token, body) => {
  const res = await fetch(base + p.replace(/^\//, ""), { method, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { "Content-Type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
};

// The tournaments and their players (in batches the API takes).
const made = [];
for (let t = 0; t < tournaments; t++) {
  const created = await api("POST", "/api/tournaments", null, { name: `Bench ${t}`, format: "wedstrijd", system: "swiss", rounds: 7, rules: "tournament", clock_minutes: 25 });
  for (let i = 0; i < players; i += 100) {
    const batch = Array.from({ length: Math.min(100, players - i) }, (_, k) => ({ name: `Speler ${t}-${i + k + 1}`, rating: 1000 + ((i + k) * 37) % 900 }));
    await api("POST", `/api/tournaments/${created.id}/players`, created.director_token, { players: batch });
  }
  made.push(created);
}
console.log(`${tournaments} tournaments of ${players} players registered; pairing round 1 of each at once`);

// Health, every 10 ms, while the pairings run.
const latencies = [];
let pairing = true;
const poller = (async () => {
  while (pairing) {
    const t0 = performance.now();
    await fetch(base + "api/health").then((r) => r.text());
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
})();
const t0 = performance.now();
const results = await Promise.allSettled(made.map((c) => api("POST", `/api/tournaments/${c.id}/rounds`, c.director_token, {})));
const pairingMs = performance.now() - t0;
pairing = false;
await poller;

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
const summary = {
  players,
  tournaments,
  pairing_ms: Math.round(pairingMs),
  paired: results.filter((r) => r.status === "fulfilled").length,
  refused: results.filter((r) => r.status === "rejected").map((r) => String(r.reason.message).slice(0, 120)),
  health_requests: latencies.length,
  health_p50_ms: Number(pct(50).toFixed(1)),
  health_p99_ms: Number(pct(99).toFixed(1)),
  health_max_ms: Number(latencies[latencies.length - 1].toFixed(1)),
};
console.log(`pairings: ${summary.paired} done, ${summary.refused.length} refused, ${summary.pairing_ms} ms`);
console.log(`/api/health during the pairings: ${summary.health_requests} requests, p50 ${summary.health_p50_ms} ms, p99 ${summary.health_p99_ms} ms, max ${summary.health_max_ms} ms`);
console.log(JSON.stringify(summary));
if (server) {
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  rmSync(server.dir, { recursive: true, force: true });
}
