// The club room: a second device joins over the network. Two network namespaces joined by a
// veth pair stand for the director's laptop and a player's phone. `letterzak serve --listen`
// runs in the laptop's namespace on its veth address; the start-up text must name that address
// (with the interface), draw a QR code and warn about clear text. Then, in the phone's
// namespace, Chromium opens the lobby address printed at start-up, starts a game between two
// people, opens the invitation in a second context, and the two seats play moves against each
// other across the link. Nothing answers on an address of the laptop the server was not told
// to use.
//
//   sudo node tests/web/club_room_test.mjs --binary build/release/src/cli/letterzak --web web \
//        --artifacts build/release/artifacts/web
//
// Needs root (ip netns, veth). Exit 0: passed; 1: failed; 77: skipped (not root, no `ip`, no
// Chromium, playwright-core or built front end).

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";

import { check, fail, failures, finish, launchBrowser, setUp, startServer } from "./harness.mjs";
import { playTwoScreens } from "./two_screens.mjs";

const setup = setUp();
const args = Object.fromEntries(process.argv.slice(2).reduce((p, a, i, all) => (a.startsWith("--") ? [...p, [a.slice(2), all[i + 1]]] : p), []));

// Whether something accepts a TCP connection at host:port (within a second).
function answers(host, port) {
  return new Promise((resolve) => {
    const c = net.connect({ host, port, timeout: 1000 });
    c.on("connect", () => {
      c.destroy();
      resolve(true);
    });
    c.on("timeout", () => {
      c.destroy();
      resolve(false);
    });
    c.on("error", () => resolve(false));
  });
}

if (args.phone) {
  // ---- The phone's half, run inside its namespace by the laptop's half below ----
  const lobby = args.lobby;
  const { hostname, port } = new URL(lobby);
  const browser = await launchBrowser(setup);
  const pageErrors = [];
  try {
    check(await answers(hostname, Number(port)), `the phone reaches the lobby address ${lobby}`);
    check(!(await answers(args.unused, Number(port))), `nothing answers on ${args.unused}:${port}, an address of the laptop the server was not told to use`);
    check(!(await answers(hostname, Number(port) === 65535 ? 65534 : Number(port) + 1)), "nothing answers on another port");
    await playTwoScreens({ browser, base: lobby, binary: setup.binary, webDir: setup.webDir, pageErrors, artifacts: setup.artifacts, name: "club-room", turns: 4 });
  } catch (e) {
    fail(e);
  }
  await browser.close();
  if (pageErrors.length) {
    failures.push("page errors");
    console.log(`FAIL: errors in the page: ${pageErrors.join(" | ")}`);
  }
  process.exit(failures.length ? 1 : 0);
}

// ---- The laptop's half ----
const ip = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip", "/bin/ip"].find((p) => existsSync(p));
if (!ip) {
  console.log("SKIP: no ip command (apt-get install iproute2)");
  process.exit(77);
}
if (process.getuid() !== 0) {
  console.log("SKIP: network namespaces need root (CI runs as root)");
  process.exit(77);
}
const tag = String(process.pid % 10000);
const laptop = `lzlaptop${tag}`;
const phone = `lzphone${tag}`;
const [vethLaptop, vethPhone] = [`lzl${tag}`, `lzp${tag}`];
const subnet = `10.254.${process.pid % 250}`;
const laptopAddress = `${subnet}.1`;
const unusedAddress = `${subnet}.3`;
const run = (...argv) => execFileSync(ip, argv, { stdio: ["ignore", "ignore", "pipe"] });
const cleanUp = () => {
  for (const ns of [laptop, phone]) spawnSync(ip, ["netns", "del", ns], { stdio: "ignore" });
};
// However the test ends (finish() exits the process), the namespaces go; the veth pair with them.
process.on("exit", cleanUp);
let server;
let dbDir;
try {
  cleanUp(); // what a killed earlier run with the same tag left behind
  run("netns", "add", laptop);
  run("netns", "add", phone);
  run("link", "add", vethLaptop, "type", "veth", "peer", "name", vethPhone);
  run("link", "set", vethLaptop, "netns", laptop);
  run("link", "set", vethPhone, "netns", phone);
  run("-n", laptop, "addr", "add", `${laptopAddress}/24`, "dev", vethLaptop);
  run("-n", laptop, "addr", "add", `${unusedAddress}/24`, "dev", vethLaptop);
  run("-n", phone, "addr", "add", `${subnet}.2/24`, "dev", vethPhone);
  for (const [ns, dev] of [
    [laptop, vethLaptop],
    [phone, vethPhone],
  ]) {
    run("-n", ns, "link", "set", "lo", "up");
    run("-n", ns, "link", "set", dev, "up");
  }
} catch (e) {
  console.log(`FAIL: cannot set up the namespaces: ${e.stderr ?? e}`);
  process.exit(1);
}
try {
  ({ server, dbDir } = await (async () => {
    const started = await startServer(setup, { name: "club", computerDelayMs: 100, args: ["--listen", `${laptopAddress}:0`], prefix: [ip, "netns", "exec", laptop] });
    const { startup, base } = started;
    console.log(startup);
    check(base.startsWith(`http://${laptopAddress}:`), `the start-up text gives the lobby on the laptop's address (${base})`);
    check(new RegExp(`${vethLaptop}\\s+${base.replace(/[./]/g, "\\$&")}`).test(startup), "it lists the address with its interface");
    check(/Other devices can reach this server/.test(startup), "it says plainly that other devices can reach it");
    check((startup.match(/\u2588/g) ?? []).length > 100, "it draws a QR code");
    check(/Warning: without TLS, seat tokens/.test(startup), "it warns that tokens cross the network in clear");
    const phoneRun = spawnSync(ip, ["netns", "exec", phone, process.execPath, fileURLToPath(import.meta.url), "--phone", "1", "--lobby", base, "--unused", unusedAddress, "--binary", setup.binary, "--web", setup.webDir, "--artifacts", setup.artifacts, "--chromium", setup.chromiumPath], { encoding: "utf8", timeout: 300000 });
    process.stdout.write(phoneRun.stdout ?? "");
    process.stdout.write(phoneRun.stderr ?? "");
    check(phoneRun.status === 0, `the phone's namespace joined and played (exit ${phoneRun.status})`);
    return started;
  })());
} catch (e) {
  fail(e);
}
// No browser here: finish() closes one, so hand it a stand-in.
if (server) await finish({ browser: { close: async () => {} }, server, dbDir, pageErrors: [], artifacts: setup.artifacts });
process.exit(1);
