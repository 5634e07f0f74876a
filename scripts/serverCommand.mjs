// The server's node command line: one definition for npm start, the browser and resilience tests and
// the benchmarks, so what is measured is what runs: plain `node` on the built server (ADR 034), no V8
// flags (an operator who wants some sets NODE_OPTIONS). Plain Node: start.mjs loads it before installing.
import { ensureServerBuild } from "./lib.mjs";

/** Arguments to `node`, relative to the repository root (apps/server/build.mjs writes the file). */
export const SERVER_NODE_ARGS = ["apps/server/dist/main.js"];

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
