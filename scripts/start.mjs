// npm start: install if needed, build what is stale, then run the built server (it migrates and seeds itself).
import { spawn } from "node:child_process";
import { ensureDebianPackage, ensureDependencies, ensureWebBuild, QPDF, ROOT } from "./lib.mjs";
import { ensureServerBuild, SERVER_ENV, SERVER_NODE_ARGS } from "./serverCommand.mjs";

// Only what serving needs: npm test installs the test tools when it first runs.
ensureDependencies({ serving: true });
// Without qpdf the site still runs; support requests then refuse PDF attachments (503) rather than store them unchecked.
ensureDebianPackage(QPDF.binary, QPDF.pkg, QPDF.why, { required: false });
ensureWebBuild();
ensureServerBuild();

const server = spawn(process.execPath, SERVER_NODE_ARGS, {
  cwd: ROOT,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...SERVER_ENV, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
