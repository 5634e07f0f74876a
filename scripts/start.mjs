// npm start: install if needed, build what is stale, then run the built server (it migrates and seeds itself).
import { spawn } from "node:child_process";
import { ensureDebianPackage, ensureDependencies, ensureWebBuild, QPDF, ROOT } from "./lib.mjs";
import { ensureServerBuild, SERVER_ENV, SERVER_NODE_ARGS } from "./serverCommand.mjs";

const serverEnv = { NODE_ENV: "production", ...SERVER_ENV, ...process.env };

/**
 * The server's own first step (ADR 087's child: migrations, and the demo seed on an empty database), started while
 * the site builds: on a fresh clone each takes a quarter of the wait, and the server's start then finds the
 * database ready. Its lines (the staff account's generated password) are held and shown after the build's output.
 */
function prepareDatabase() {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, "--prepare-database"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: serverEnv });
  const out = [];
  const err = [];
  child.stdout.on("data", (chunk) => out.push(chunk));
  child.stderr.on("data", (chunk) => err.push(chunk));
  return new Promise((resolve, reject) =>
    child.on("error", reject).on("close", (code, signal) => {
      process.stdout.write(Buffer.concat(out));
      process.stderr.write(Buffer.concat(err));
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

// Only what serving needs: npm test installs the test tools when it first runs.
ensureDependencies({ serving: true });
// Without qpdf the site still runs; support requests then refuse PDF attachments (503) rather than store them unchecked.
ensureDebianPackage(QPDF.binary, QPDF.pkg, QPDF.why, { required: false });
ensureServerBuild();
const prepared = prepareDatabase();
ensureWebBuild();
const preparedCode = await prepared;
if (preparedCode !== 0) process.exit(preparedCode); // the child said why

const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: ROOT, stdio: "inherit", env: serverEnv });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
