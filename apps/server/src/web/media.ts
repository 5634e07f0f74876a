import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { IMMUTABLE_CACHE_CONTROL, isValidKey, type ObjectStorage } from "../infra/storage/index.ts";

/**
 * Public media (seeded and uploaded images) under /media/. With the local driver, the files under
 * DATA_DIR/media; with S3, a redirect to S3_PUBLIC_URL when set, else the object streamed from the bucket.
 * Media objects are written once under a new name and never changed in place: immutable.
 */
async function media(app: FastifyInstance, options: { dataDir: string; storage: ObjectStorage }) {
  const { storage } = options;
  if (storage.kind === "local") {
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
        res.setHeader("cache-control", IMMUTABLE_CACHE_CONTROL);
      },
    });
    return;
  }

  app.get("/media/*", { schema: { hide: true } }, async (request, reply) => {
    const key = `media/${(request.params as { "*": string })["*"]}`;
    const notFound = () => reply.status(404).header("cache-control", "no-store").type("text/plain; charset=utf-8").send("Not found");
    if (!isValidKey(key)) return notFound();
    const direct = storage.publicUrl(key);
    // The bucket's public URL may change (a CDN put in front): the redirect is cached for an hour, not for ever.
    if (direct) return reply.header("cache-control", "public, max-age=3600").redirect(direct, 302);
    const object = await storage.get(key);
    if (!object) return notFound();
    reply.header("cache-control", IMMUTABLE_CACHE_CONTROL).header("content-type", object.contentType).header("x-content-type-options", "nosniff");
    if (object.lastModified) reply.header("last-modified", object.lastModified.toUTCString());
    if (object.etag) {
      reply.header("etag", object.etag);
      if (request.headers["if-none-match"] === object.etag) {
        object.body.destroy();
        return reply.status(304).send();
      }
    }
    reply.header("content-length", String(object.contentLength));
    return reply.send(object.body);
  });
}

export const mediaPlugin = fp(media, { name: "media" });
