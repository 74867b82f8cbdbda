// HTTPS and WSS in the server itself. A self-signed certificate for 127.0.0.1 is made here with
// the openssl command; `letterzak serve --tls-cert --tls-key` serves the board over HTTPS and
// its WebSockets over WSS, and two browser contexts (trusting that certificate) play against
// each other under the Content-Security-Policy with no console error. A certificate or key
// that does not load — missing, not PEM, or a key of another certificate — stops the start
// with exit 2 and says why.
//
//   node tests/web/tls_test.mjs --binary build/release/src/cli/letterzak --web web \
//        --artifacts build/release/artifacts/web
//
// Exit 0: passed; 1: failed; 77: skipped (no Chromium, playwright-core, front end or openssl).

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { check, fail, finish, launchBrowser, setUp, startServer } from "./harness.mjs";
import { playTwoScreens, watchPage } from "./two_screens.mjs";

const setup = setUp();
const openssl = ["/usr/bin/openssl", "/bin/openssl"].find((p) => existsSync(p));
if (!openssl) {
  console.log("SKIP: no openssl command (apt-get install openssl)");
  process.exit(77);
}

// A key and a self-signed certificate for 127.0.0.1, valid for a day.
const certDir = mkdtempSync(path.join(tmpdir(), "letterzak-tls-"));
function makeCertificate(name) {
  const cert = path.join(certDir, `${name}.crt`);
  const key = path.join(certDir, `${name}.key`);
  execFileSync(openssl, ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert], { stdio: "ignore" });
  return { cert, key };
}
const good = makeCertificate("good");
const other = makeCertificate("other");

// Start-up refusals: exit 2 and a reason, before anything listens.
const garbage = path.join(certDir, "garbage.pem");
writeFileSync(garbage, "this is not a certificate\n");
for (const [what, cert, key, reason] of [
  ["a missing certificate", path.join(certDir, "missing.crt"), good.key, /cannot read .*missing\.crt/],
  ["a missing key", good.cert, path.join(certDir, "missing.key"), /cannot read .*missing\.key/],
  ["a certificate that is not PEM", garbage, good.key, /certificate .* does not load/],
  ["a key that is not PEM", good.cert, garbage, /private key .* does not load/],
  ["another certificate's key", good.cert, other.key, /does not (belong|load)/],
]) {
  const r = spawnSync(setup.binary, ["serve", "--port", "0", "--db", path.join(certDir, "never.db"), "--tls-cert", cert, "--tls-key", key], { encoding: "utf8", timeout: 60000 });
  check(r.status === 2 && reason.test(r.stderr), `${what} is refused at start-up with exit 2 (${r.status}: ${r.stderr.trim()})`);
}
check(!existsSync(path.join(certDir, "never.db")), "a refused start creates no database");
const half = spawnSync(setup.binary, ["serve", "--port", "0", "--db", path.join(certDir, "never.db"), "--tls-cert", good.cert], { encoding: "utf8", timeout: 60000 });
check(half.status === 2 && /both --tls-cert and --tls-key/.test(half.stderr), `a certificate without its key is refused (${half.stderr.trim()})`);

const { server, base, dbDir, startup } = await startServer(setup, { name: "tls", computerDelayMs: 100, args: ["--tls-cert", good.cert, "--tls-key", good.key] });
check(base.startsWith("https://127.0.0.1:"), `the server announces an https address (${base})`);
check(/HTTPS and WSS/.test(startup), "the start-up text says it serves HTTPS and WSS");
check(!/Warning/.test(startup), "no clear-text warning on loopback");
const browser = await launchBrowser(setup);
const pageErrors = [];
try {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  watchPage(page, pageErrors);
  const res = await page.goto(base);
  const headers = res.headers();
  check(headers["strict-transport-security"]?.includes("max-age="), `HTTPS answers carry Strict-Transport-Security (${headers["strict-transport-security"]})`);
  check(headers["content-security-policy"]?.includes("frame-ancestors 'none'") && headers["x-content-type-options"] === "nosniff" && headers["referrer-policy"] === "no-referrer", "the board carries the security headers over HTTPS");
  const health = await page.evaluate(async () => (await fetch("/api/health")).json());
  check(health.ok === true, "the API answers over HTTPS");
  await context.close();
  await playTwoScreens({ browser, base, binary: setup.binary, webDir: setup.webDir, pageErrors, artifacts: setup.artifacts, name: "tls", turns: 3, contextOptions: { ignoreHTTPSErrors: true } });
  // Plain HTTP on the TLS port gets no answer: there is no clear-text side door.
  const plain = await fetch(base.replace("https:", "http:") + "api/health").then(
    (r) => r.status,
    () => "refused",
  );
  check(plain === "refused", `plain HTTP on the TLS address gets no answer (${plain})`);
} catch (e) {
  fail(e);
} finally {
  rmSync(certDir, { recursive: true, force: true });
  await finish({ browser, server, dbDir, pageErrors, artifacts: setup.artifacts });
}
