import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin } from "vite";

const IIFE = "?iife";
const ISLANDS = "?islands";
/** Where the islands' files are served from: under /assets, so the server sends them as immutable (hashed names). */
const ISLANDS_BASE = "/assets/islands/";

/**
 * `import code from "<path to>/islands/index.ts?iife"` (`app/islands/index.ts`): the module and what it imports, built by Vite (esbuild for
 * TypeScript, minified) into one self-contained script, given as text to inline in a page (ADR 037).
 */
function islandScripts(): Plugin {
  return {
    name: "matv:island-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(IIFE)) return null;
      const resolved = await this.resolve(source.slice(0, -IIFE.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${IIFE}` : null;
    },
    async load(id) {
      if (!id.endsWith(IIFE)) return null;
      const entry = id.slice(0, -IIFE.length);
      const output = await build({
        configFile: false,
        logLevel: "warn",
        root: path.dirname(entry),
        build: {
          write: false,
          minify: true,
          target: "es2020",
          lib: { entry, formats: ["iife"], name: "island" },
          rollupOptions: { output: { inlineDynamicImports: true } },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : [])).find((o) => o.type === "chunk");
      if (!chunk || chunk.type !== "chunk") throw new Error(`${entry}: no script built`);
      for (const module of chunk.moduleIds) this.addWatchFile(module);
      return `export default ${JSON.stringify(chunk.code.trim())};`;
    },
  };
}

/**
 * `import src from "<path to>/islands/hydrate.tsx?islands"` (entry.server): the module and the island components
 * it imports on demand, built by Vite as ES modules split into hashed files under build/client/assets/islands/
 * (served by the site like its other assets, allowed by the pages' `script-src 'self'`); given as the entry
 * file's address. In development, the module's own address on Vite's server (ADR 078).
 */
function islandModules(): Plugin {
  let command: "build" | "serve" = "build";
  let root = "";
  return {
    name: "matv:island-modules",
    enforce: "pre",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(ISLANDS)) return null;
      const resolved = await this.resolve(source.slice(0, -ISLANDS.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${ISLANDS}` : null;
    },
    async load(id) {
      if (!id.endsWith(ISLANDS)) return null;
      const entry = id.slice(0, -ISLANDS.length);
      if (command === "serve") return `export default ${JSON.stringify(`/${path.relative(root, entry)}`)};`;
      const output = await build({
        configFile: false,
        logLevel: "warn",
        root,
        base: ISLANDS_BASE,
        esbuild: { jsx: "automatic" },
        build: {
          // Beside the build's own client files (WEB_BUILD_DIR, as react-router.config.ts), not always in build/.
          outDir: path.join(path.resolve(root, process.env.WEB_BUILD_DIR ?? "build"), "client", ISLANDS_BASE),
          emptyOutDir: false,
          minify: true,
          target: "es2020",
          assetsInlineLimit: 0,
          copyPublicDir: false,
          rollupOptions: {
            input: entry,
            preserveEntrySignatures: "exports-only",
            output: {
              format: "es",
              entryFileNames: "[name]-[hash].js",
              chunkFileNames: "[name]-[hash].js",
              assetFileNames: "[name]-[hash][extname]",
              // zod only with the islands that check an answer with it (the videos block), not with React.
              manualChunks: (id) => (id.includes("/node_modules/zod/") ? "zod" : undefined),
            },
          },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : [])).find((o) => o.type === "chunk" && o.isEntry);
      if (!chunk || chunk.type !== "chunk") throw new Error(`${entry}: no islands module built`);
      return `export default ${JSON.stringify(`${ISLANDS_BASE}${chunk.fileName}`)};`;
    },
  };
}

export default defineConfig({
  plugins: [islandScripts(), islandModules(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // The server bundle carries only the icons the pages use: the package's own entry loads all of them
  // (about 5.8 MB of the server's heap, which every full garbage collection walks; ADR 026).
  ssr: { noExternal: ["lucide-react"] },
});
