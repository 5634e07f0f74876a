/**
 * MDN HTTP Observatory (its npm scanner, @mdn/mdn-http-observatory) against our server on loopback, twice:
 *
 *  1. "plain HTTP on a port": the server as it listens, with no TLS in front. The scanner's HTTPS-redirect
 *     and HSTS tests cannot pass without TLS, whatever the headers say.
 *  2. "as deployed": a TLS-terminating proxy on 127.0.0.1:443 (a throw-away self-signed certificate the
 *     scanner is told to trust) and a plain proxy on 127.0.0.1:80, both forwarding with X-Forwarded-Proto,
 *     and the server started with PUBLIC_URL=https://127.0.0.1, the way a production host runs it.
 *
 *   npm run bench:observatory -w @matv/bench     (root, for ports 80 and 443; builds nothing: run `npm start` once first)
 *
 * The scanner is installed into a temporary folder, not into the project: its install scripts download
 * the HSTS preload list and the IANA TLD list, which this machine cannot reach. They are skipped and
 * replaced by empty lists (127.0.0.1 is on no preload list; the TLD list is used only by its web API).
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, writeFileSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { startSiteServer } from "../e2e/fixtures/siteServer.ts";
import { ROOT } from "./lib/servers.ts";

const SCANNER = "@mdn/mdn-http-observatory@1.4.8";
const SITE_PORT = 3903;
const WORK = path.join(os.tmpdir(), "matv-observatory");

interface ScanTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}
interface ScanOutput {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ScanTest>;
}

function installScanner(): string {
  const pkg = path.join(WORK, "node_modules/@mdn/mdn-http-observatory");
  if (!existsSync(path.join(pkg, "src/scan.js"))) {
    mkdirSync(WORK, { recursive: true });
    writeFileSync(path.join(WORK, "package.json"), JSON.stringify({ private: true }));
    execFileSync("npm", ["install", "--prefix", WORK, "--ignore-scripts", "--no-audit", "--no-fund", SCANNER], { stdio: "inherit" });
  }
  for (const [file, body] of [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ] as const) {
    const target = path.join(pkg, "conf", file);
    if (!existsSync(target)) writeFileSync(target, body);
  }
  return path.join(pkg, "src/scan.js");
}

function selfSignedCertificate(): { key: string; cert: string; certPath: string } {
  const keyPath = path.join(WORK, "key.pem");
  const certPath = path.join(WORK, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      keyPath,
      "-out",
      certPath,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyPath, "utf8"), cert: readFileSync(certPath, "utf8"), certPath };
}

/** Forwards every request to the site, as nginx or Caddy would, saying which protocol the reader used. */
function forwarder(protocol: "http" | "https") {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: SITE_PORT,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": protocol, "x-forwarded-for": req.socket.remoteAddress ?? "" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  };
}

/** Asynchronous: the proxies live in this process and must keep answering while the scanner runs. */
async function runScan(scanJs: string, host: string, caPath?: string): Promise<ScanOutput> {
  const { stdout: out } = await promisify(execFile)(process.execPath, [scanJs, host], {
    env: { ...process.env, ...(caPath ? { NODE_EXTRA_CA_CERTS: caPath } : {}) },
    encoding: "utf8",
  });
  const parsed = JSON.parse(out) as ScanOutput & { error?: string };
  if (parsed.error) throw new Error(`scan of ${host} failed: ${parsed.error}`);
  return parsed;
}

function listen(server: http.Server | https.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
}

async function main() {
  const scanJs = installScanner();
  const { key, cert, certPath } = selfSignedCertificate();
  const site = await startSiteServer({
    port: SITE_PORT,
    env: { DATA_DIR: path.join(ROOT, "bench/results/tmp/observatory-data"), PUBLIC_URL: "https://127.0.0.1" },
  });
  const plainProxy = http.createServer(forwarder("http"));
  const tlsProxy = https.createServer({ key, cert }, forwarder("https"));
  try {
    await listen(plainProxy, 80);
    await listen(tlsProxy, 443);
    const runs: Array<[string, ScanOutput]> = [
      [`plain HTTP on a port (127.0.0.1:${SITE_PORT})`, await runScan(scanJs, `127.0.0.1:${SITE_PORT}`)],
      ["as deployed (TLS proxy on :443, redirecting proxy on :80)", await runScan(scanJs, "127.0.0.1", certPath)],
    ];
    console.log(`\nMDN HTTP Observatory (${SCANNER}), page /`);
    console.log("| setup | grade | score | tests passed |\n| --- | --- | ---: | ---: |");
    for (const [name, r] of runs) console.log(`| ${name} | ${r.scan.grade} | ${r.scan.score} | ${r.scan.testsPassed}/${r.scan.testsQuantity} |`);
    for (const [name, r] of runs) {
      console.log(`\n${name}:`);
      for (const [test, t] of Object.entries(r.tests))
        console.log(`  ${t.pass ? "pass" : "FAIL"} ${String(t.scoreModifier).padStart(4)}  ${test}: ${t.result}`);
    }
    mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
    writeFileSync(
      path.join(ROOT, "bench/results/observatory-latest.json"),
      JSON.stringify({ date: new Date().toISOString(), scanner: SCANNER, runs: runs.map(([name, r]) => ({ name, ...r.scan, tests: r.tests })) }, null, 2),
    );
  } finally {
    plainProxy.close();
    tlsProxy.close();
    site.process.kill("SIGTERM");
    await site.exited;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
