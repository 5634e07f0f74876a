import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Public media (seeded and uploaded images) from DATA_DIR/media under /media/. */
async function media(app: FastifyInstance, options: { dataDir: string }) {
  const root = path.join(options.dataDir, "media");
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders(res: { setHeader(name: string, value: string): void }) {
      // Media files are written once under a new name and never changed in place.
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
    },
  });
}

export const mediaPlugin = fp(media, { name: "media" });
