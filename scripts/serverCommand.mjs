// The server's node command line: one definition for npm start, the browser and resilience tests and
// the benchmarks, so what is measured is what runs: plain `node` on the built server (ADR 034), no V8
// flags (an operator who wants some sets NODE_OPTIONS). Plain Node: start.mjs loads it before installing.
import { ensureServerBuild } from "./lib.mjs";

/** Arguments to `node`, relative to the repository root (apps/server/build.mjs writes the file). */
export const SERVER_NODE_ARGS = ["apps/server/dist/main.js"];

/** Bundles the server first when its sources changed since the last bundle; call before spawning it. */
export { ensureServerBuild };
