// Letterzak behind Debian's nginx, started by this test on loopback ports with the README's
// example (deploy/nginx-letterzak.conf, ports and paths swapped in): TLS at the proxy, the
// http port redirecting to https, WebSockets through the proxy, and the client's address
// believed from the proxy only.
//
// Clients are told apart by their loopback source address (127.0.0.3, .4, …): nginx forwards
// each as X-Forwarded-For; letterzak (--trusted-proxy 127.0.0.1/32) limits each by its own
// address, and a client that forges X-Forwarded-For — through the proxy or straight at
// letterzak — is still counted (and logged) as itself.
//
//   node tests/server/proxy_test.mjs --binary build/release/src/cli/letterzak --web web
//
// Exit 0: passed; 1: failed; 77: skipped (no nginx, openssl, or the ws package in web/).

import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import http from "node:http";
import net from "node:net";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const args = Object.fromEntries(process.argv.slice(2).reduce((p, a, i, all) => (a.startsWith("--") ? [...p, [a.slice(2), all[i + 1]]] : p), []));
const binary = args.binary;
const webDir = path.resolve(args.web ?? path.join(root, "web"));
const skip = (why) => {
  console.log(`SKIP: ${why}`);
  process.exit(77);
};
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
if (!binary || !existsSync(binary)) skip(`no letterzak binary (${binary})`);
if (!nginx) skip("no nginx (apt-get install nginx)");
if (!existsSync("/usr/bin/openssl")) skip("no openssl command (apt-get install openssl)");
let WebSocket;
try {
  WebSocket = createRequire(path.join(webDir, "package.json"))("ws");
} catch {
  skip("the ws package is not installed (npm ci in web/)");
}

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  console.log(`${ok ? "ok" : "FAIL"}: ${what}`);
};

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port) {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise((r) => {
      const c = net.connect(port, "127.0.0.1", () => {
        c.destroy();
        r(true);
      });
      c.on("error", () => r(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

const dir = mkdtempSync(path.join(tmpdir(), "letterzak-proxy-"));
let server;
let proxy;
let serverLog = "";
try {
  // A certificate for 127.0.0.1, as a public server would have one for its name.
  const cert = path.join(dir, "fullchain.pem");
  const key = path.join(dir, "privkey.pem");
  execFileSync("/usr/bin/openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert], { stdio: "ignore" });
  const ca = readFileSync(cert);

  // letterzak on a loopback port, trusting the proxy on 127.0.0.1, four requests of burst a client.
  // Port 0 and the port it prints: a port found free beforehand may be taken by another test's
  // connection while the server starts (a second under the sanitizers).
  server = spawn(binary, ["serve", "--listen", "127.0.0.1:0", "--db", path.join(dir, "proxy.db"), "--trusted-proxy", "127.0.0.1/32", "--address-rate", "1", "--computer-delay", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  server.stderr.on("data", (d) => (serverLog += d));
  const lzPort = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`letterzak did not start: ${out}`)), 60000);
    server.stdout.on("data", (d) => {
      out += d;
      const m = /Letterzak: http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    server.once("exit", (code) => reject(new Error(`letterzak exited (${code}): ${out}`)));
  });
  await waitForPort(lzPort);

  // nginx with the README's example, on free loopback ports.
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const example = readFileSync(path.join(root, "deploy", "nginx-letterzak.conf"), "utf8");
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  check(readme.includes(example.trim()), "README shows deploy/nginx-letterzak.conf as it is tested here");
  const site = example
    .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace("listen 443 ssl;", `listen 127.0.0.1:${httpsPort} ssl;`)
    .replace("/etc/letsencrypt/live/scrabble.example.org/fullchain.pem", cert)
    .replace("/etc/letsencrypt/live/scrabble.example.org/privkey.pem", key)
    .replace("/var/log/nginx/letterzak.log", path.join(dir, "access.log"))
    .replace("http://127.0.0.1:8080", `http://127.0.0.1:${lzPort}`);
  for (const t of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, t));
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `${process.getuid() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  proxy = spawn(nginx, ["-p", dir, "-c", conf], { stdio: ["ignore", "inherit", "inherit"] });
  await waitForPort(httpsPort);
  const origin = `https://127.0.0.1:${httpsPort}`;

  // One request from a loopback source address, with extra headers.
  const request = (scheme, port, from, method, target, { headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const mod = scheme === "https" ? https : http;
      const req = mod.request({ host: "127.0.0.1", port, method, path: target, localAddress: from, ca, agent: false, headers: { ...headers, ...(body ? { "Content-Type": "application/json" } : {}) } }, (res) => {
        let data = "";
        res.on("data", (d) => (data += d));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: data }));
      });
      req.on("error", reject);
      if (body) req.write(JSON.stringify(body));
      req.end();
    });
  const viaProxy = (from, method, target, opts) => request("https", httpsPort, from, method, target, opts);
  const statuses = async (fn, n) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push((await fn()).status);
    return out;
  };

  // The http port sends everyone to https.
  const redirect = await request("http", httpPort, "127.0.0.1", "GET", "/api/health");
  check(redirect.status === 301 && redirect.headers.location === `https://127.0.0.1/api/health`, `http redirects to https (${redirect.status} ${redirect.headers.location})`);

  // A game made through the proxy: the Origin check sees https (X-Forwarded-Proto) and the host.
  const created = await viaProxy("127.0.0.2", "POST", "/api/games", { headers: { Origin: origin }, body: { seats: [{ name: "Anna" }, { name: "Bert" }] } });
  check(created.status === 201, `a game is created through the proxy with the page's own Origin (${created.status} ${created.body.slice(0, 80)})`);
  const game = JSON.parse(created.body);
  const foreign = await viaProxy("127.0.0.2", "POST", "/api/games", { headers: { Origin: "https://evil.example" }, body: { seats: [{ name: "X" }, { name: "Y" }] } });
  check(foreign.status === 403, `another site's page is refused through the proxy (${foreign.status})`);
  check(created.headers["strict-transport-security"]?.includes("max-age"), "the proxy adds Strict-Transport-Security");

  // Rate limits count per forwarded client.
  const a = await statuses(() => viaProxy("127.0.0.3", "GET", "/api/health"), 6);
  check(a.slice(0, 4).every((s) => s === 200) && a.slice(4).every((s) => s === 429), `client 127.0.0.3 through the proxy: its burst of 4, then 429 (${a})`);
  const b = await viaProxy("127.0.0.4", "GET", "/api/health");
  check(b.status === 200, `client 127.0.0.4 through the same proxy has its own allowance (${b.status})`);
  const forgedThrough = await viaProxy("127.0.0.3", "GET", "/api/health", { headers: { "X-Forwarded-For": "203.0.113.99" } });
  check(forgedThrough.status === 429, `a forged X-Forwarded-For through the proxy does not make 127.0.0.3 someone else (${forgedThrough.status})`);
  // Straight at letterzak from an address that is no proxy: the header means nothing.
  const direct = await statuses(() => request("http", lzPort, "127.0.0.5", "GET", "/api/health", { headers: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250)}` } }), 6);
  check(direct.slice(0, 4).every((s) => s === 200) && direct.slice(4).every((s) => s === 429), `a forged X-Forwarded-For from an untrusted address is ignored (${direct})`);

  // WebSockets through the proxy: the seat's state, a move, its acknowledgement.
  const mover = game.game.to_move;
  const moverToken = game.seats.find((s) => s.seat === mover).token;
  const ws = new WebSocket(`wss://127.0.0.1:${httpsPort}/api/games/${game.id}/ws?token=${encodeURIComponent(moverToken)}`, { ca, localAddress: "127.0.0.6", headers: { Origin: origin } });
  const messages = [];
  const next = (pred) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no WebSocket message: " + JSON.stringify(messages))), 10000);
      const look = () => {
        const m = messages.find(pred);
        if (m) {
          clearTimeout(timer);
          resolve(m);
        } else setTimeout(look, 20);
      };
      look();
    });
  ws.on("message", (d) => messages.push(JSON.parse(String(d))));
  ws.on("error", (e) => messages.push({ type: "socket-error", message: String(e) }));
  const state = await next((m) => m.type === "state");
  check(state.game.viewer === mover && Array.isArray(state.game.seats[mover].rack), "a WebSocket through the proxy gets its seat's state");
  ws.send(JSON.stringify({ type: "ping", id: 1 }));
  check((await next((m) => m.type === "pong")).id === 1, "ping and pong cross the proxy");
  ws.send(JSON.stringify({ type: "pass", id: 2 }));
  const ack = await next((m) => m.id === 2);
  check(ack.type === "ack", `a move over the WebSocket through the proxy is acknowledged (${JSON.stringify(ack)})`);
  ws.close();
  const hijack = await new Promise((resolve) => {
    const w = new WebSocket(`wss://127.0.0.1:${httpsPort}/api/games/${game.id}/ws`, { ca, headers: { Origin: "https://evil.example" } });
    w.on("unexpected-response", (_req, res) => resolve(res.statusCode));
    w.on("open", () => resolve("open"));
    w.on("error", () => resolve("error"));
  });
  check(hijack === 403, `a WebSocket from another site's page is refused through the proxy (${hijack})`);

  // The logs: letterzak's names the forwarded clients, never the proxy for them, never the forgery.
  await new Promise((r) => setTimeout(r, 200));
  check(/127\.0\.0\.3 GET \/api\/health/.test(serverLog), "letterzak's log shows the real client (127.0.0.3)");
  check(!/127\.0\.0\.1 GET \/api\/health/.test(serverLog), "letterzak's log never shows the proxy as the client");
  check(!/203\.0\.113\.99|198\.51\.100\./.test(serverLog), "letterzak's log never shows a forged address");
  check(!serverLog.includes(moverToken), "letterzak's log holds no seat token");
  const access = readFileSync(path.join(dir, "access.log"), "utf8");
  check(access.includes("/api/games/") && !access.includes(moverToken), "nginx's log (the example's format) holds no seat token from the ?token= address");
} catch (e) {
  failures.push(String(e?.stack ?? e));
  console.log(`FAIL: ${e?.stack ?? e}`);
} finally {
  proxy?.kill("SIGTERM");
  if (server) {
    const exited = new Promise((r) => server.once("exit", (code) => r(code)));
    server.kill("SIGTERM");
    check((await exited) === 0, "letterzak stops cleanly");
  }
  rmSync(dir, { recursive: true, force: true });
}
console.log(failures.length ? `${failures.length} failure(s)` : "passed");
process.exit(failures.length ? 1 : 0);
