// Bundles the server (its own code and @matv/shared) into dist/main.js for `npm start` (and dist/migrate.js); packages from
// node_modules stay external (native addons, PGlite's wasm, pino's transports load their own files).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_BUNDLE = path.join(SERVER_DIR, "dist/main.js");

/** Bare imports stay `import`s of node_modules, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@matv/") ? undefined : { path: args.path, external: true }));
  },
};

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: "linked",
  define: { MATV_SERVER_BUNDLE: "true" },
  plugins: [externalPackages],
  logLevel: "warning",
};
await build({ ...common, entryPoints: [path.join(SERVER_DIR, "src/main.ts")], outfile: SERVER_BUNDLE });
// The push delivery thread (ADR 074), loaded by dist/main.js from beside it.
await build({ ...common, entryPoints: [path.join(SERVER_DIR, "src/infra/pushThread.ts")], outfile: path.join(SERVER_DIR, "dist/pushThread.js") });
// npm run db:migrate's program, for images without dev dependencies (tsx): node apps/server/dist/migrate.js.
await build({ ...common, entryPoints: [path.join(SERVER_DIR, "src/cli/migrate.ts")], outfile: path.join(SERVER_DIR, "dist/migrate.js") });
