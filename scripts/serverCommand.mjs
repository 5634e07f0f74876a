// The server's node command line: one definition for npm start, the browser and resilience tests and
// the benchmarks, so what is measured is what runs. Plain Node: start.mjs loads it before installing.

/**
 * The old generation may grow to this many MB before V8's first full collection, and V8 keeps it as the
 * floor of every later limit. Without it V8 sets the limit from the live heap (about 60 MB), and the
 * ~22 KB per page render that survives two young collections brings a full collection every 3-5 s at
 * 200 renders/s, each stalling the one core for 50-100 ms; with it, one about every 30 s (ADR 029).
 */
export const SERVER_OLD_SPACE_FLOOR_MB = 256;

/** Arguments to `node`, relative to the repository root. */
export const SERVER_NODE_ARGS = [`--initial-old-space-size=${SERVER_OLD_SPACE_FLOOR_MB}`, "--import", "tsx", "apps/server/src/main.ts"];
