import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin } from "vite";

const IIFE = "?iife";

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

export default defineConfig({
  plugins: [islandScripts(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // The server bundle carries only the icons the pages use: the package's own entry loads all of them
  // (about 5.8 MB of the server's heap, which every full garbage collection walks; ADR 026).
  ssr: { noExternal: ["lucide-react"] },
});
