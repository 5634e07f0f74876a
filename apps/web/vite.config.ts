import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // The server bundle carries only the icons the pages use: the package's own entry loads all of them
  // (about 5.8 MB of the server's heap, which every full garbage collection walks; ADR 026).
  ssr: { noExternal: ["lucide-react"] },
});
