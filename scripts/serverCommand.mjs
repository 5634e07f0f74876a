// The server's node command line: one definition for npm start, the browser and resilience tests and
// the benchmarks, so what is measured is what runs: `node` on the built server (ADR 034) with one V8 flag
// (ADR 086; an operator who wants more sets NODE_OPTIONS). Plain Node: start.mjs loads it before installing.
// The Dockerfile's CMD repeats it (a test keeps the two the same).
import { ensureServerBuild } from "./lib.mjs";

/**
 * V8 flags of the server (ADR 086). `--max-old-space-size=512`: about seven times the live heap after a full
 * collection (69 MB on PGlite under the memory bench's render). V8 derives how far the old generation may grow
 * past what was live from this limit (its heap controller's MaxGrowingFactor: the most, 4x, for the default limit
 * of about 4 GB on a machine with 24 GB; little above 1x near 512 MB). Under the bench's overloaded render the heap
 * reached 186-204 MB without it, 135 MB with it, for the same CPU per request.
 */
export const SERVER_NODE_FLAGS = serverNodeFlags(process.env.NODE_OPTIONS);

/**
 * The flags for a given NODE_OPTIONS: an operator's own `--max-old-space-size` there is kept (node's command line
 * would otherwise win over it).
 */
export function serverNodeFlags(nodeOptions) {
  return /--max-old-space-size[=\s]/.test(nodeOptions ?? "") ? [] : ["--max-old-space-size=512"];
}

/** Arguments to `node`, relative to the repository root (apps/server/build.mjs writes the file). */
export const SERVER_NODE_ARGS = [...SERVER_NODE_FLAGS, "apps/server/dist/main.js"];

/**
 * Environment the launchers give the server (the caller's own values win): glibc malloc settings, not V8's.
 * Two arenas instead of one per thread, and allocations of 64 KB and more mapped on their own so that freeing
 * them returns the memory: sharp's libvips threads otherwise leave fragmented arenas behind (the demo seed).
 * First start on PostgreSQL, peak resident: 296 MB with glibc's defaults, 234 MB with two arenas, 200 MB with
 * both (ADR 034).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "65536" };

/** Bundles the server first when its sources changed since the last bundle; call before spawning it. */
export { ensureServerBuild };
