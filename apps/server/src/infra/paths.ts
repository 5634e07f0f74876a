import path from "node:path";
import { fileURLToPath } from "node:url";

/** Defined as `true` by apps/server/build.mjs in the bundle; undeclared under tsx and vitest. */
declare const MATV_SERVER_BUNDLE: boolean | undefined;

/**
 * The server's folder (apps/server), for the files it reads at run time (migrations, the web build).
 * This module is src/infra/paths.ts under tsx, or part of dist/main.js in the built server.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), typeof MATV_SERVER_BUNDLE === "undefined" ? "../.." : "..");
