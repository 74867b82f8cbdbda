// What the browser tests share: their command line, the skips (exit 77) when Chromium,
// playwright-core or the built front end are missing, a fresh `letterzak serve` on its own
// database, the check/failure log, and the ending — a graceful server stop that must exit 0
// (under AddressSanitizer a leak or an error makes it fail) and the exit status.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const SKIP = 77;

function skip(why) {
  console.log(`SKIP: ${why}`);
  process.exit(SKIP);
}

// --binary B [--web DIR] [--artifacts DIR] [--chromium PATH]
export function setUp() {
  const args = Object.fromEntries(
    process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith("--") ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
  );
  const binary = args.binary;
  const webDir = path.resolve(args.web ?? "web");
  const artifacts = path.resolve(args.artifacts ?? "artifacts/web");
  const chromiumPath = args.chromium ?? "/usr/bin/chromium";
  if (!binary || !existsSync(binary)) skip(`no letterzak binary (${binary})`);
  if (!existsSync(chromiumPath)) skip(`no Chromium at ${chromiumPath} (apt-get install chromium)`);
  if (!existsSync(path.join(webDir, "dist", "index.html"))) skip("the front end is not built (npm run build in web/)");
  let chromium;
  try {
    ({ chromium } = createRequire(path.join(webDir, "package.json"))("playwright-core"));
  } catch {
    skip("playwright-core is not installed (npm ci in web/)");
  }
  mkdirSync(artifacts, { recursive: true });
  return { binary, webDir, artifacts, chromiumPath, chromium };
}

export function launchBrowser({ chromium, chromiumPath }) {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export const failures = [];
export function check(ok, what) {
  if (!ok) {
    failures.push(what);
    console.log(`FAIL: ${what}`);
  } else {
    console.log(`ok: ${what}`);
  }
}
export function fail(error) {
  failures.push(String(error?.stack ?? error));
  console.log(`FAIL: ${error?.stack ?? error}`);
}

// Starts the server on a free port with a fresh database; resolves once it prints its address
// (the lobby's, "Letterzak: http…") and the rest of its start-up text. `args` are more options
// (--listen, --tls-cert, …); `prefix` runs it under another command (`ip netns exec NS`).
export async function startServer({ binary, webDir }, { name, computerDelayMs, args = [], prefix = [] }) {
  const dbDir = mkdtempSync(path.join(tmpdir(), `letterzak-${name}-`));
  const command = [...prefix, binary, "serve", "--port", "0", "--db", path.join(dbDir, "web.db"), "--web", path.join(webDir, "dist"), "--quiet", "--computer-delay", String(computerDelayMs), ...args];
  const server = spawn(command[0], command.slice(1), { stdio: ["ignore", "pipe", "inherit"] });
  // A test that dies before finish() (an uncaught error) must not leave its server behind: it
  // holds the test's output stream open, and ctest would wait for it until its timeout.
  process.once("exit", () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  });
  const { base, startup } = await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("the server did not start: " + out)), 60000);
    server.stdout.on("data", (d) => {
      out += d;
      const m = /Letterzak: (https?:\/\/\S+\/)\n/.exec(out);
      // The start-up text ends with the database line.
      if (m && /database .*\n/.test(out)) {
        clearTimeout(timer);
        resolve({ base: m[1], startup: out });
      }
    });
    server.on("exit", (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
  console.log(`server at ${base}`);
  return { server, base, dbDir, startup };
}

// Closes the browser, stops the server (it must exit 0), removes its database, reports the
// page errors collected and exits with the verdict.
export async function finish({ browser, server, dbDir, pageErrors, artifacts }) {
  await browser.close();
  const exited = new Promise((r) => server.once("exit", (code, signal) => r({ code, signal })));
  server.kill("SIGTERM");
  const { code, signal } = await exited;
  check(code === 0, `the server stops cleanly on SIGTERM (exit ${code}${signal ? ", " + signal : ""})`);
  rmSync(dbDir, { recursive: true, force: true });
  if (pageErrors.length) {
    failures.push(`errors in the page: ${pageErrors.join(" | ")}`);
    console.log(`FAIL: errors in the page: ${pageErrors.join(" | ")}`);
  }
  console.log(failures.length ? `${failures.length} failure(s); screenshots in ${artifacts}` : `passed; screenshots in ${artifacts}`);
  process.exit(failures.length ? 1 : 0);
}
