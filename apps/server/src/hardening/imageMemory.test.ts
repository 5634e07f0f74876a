import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { parseEnv } from "../infra/env.ts";
import { avifClaiming, gifHeaderOnly, orientedJpeg, progressiveJpeg, zeroPng } from "../testing/hostileFiles.ts";
import { multipartBody, supportFields } from "../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/**
 * Image memory bombs over real HTTP (ADR 069): files whose decoding takes far more memory than their size or
 * pixel count says are refused from their header with 413 naming the file and its kind; the same shapes at a
 * size whose decode fits are taken. What the decodes really cost is measured in bench/imageMemory.ts.
 */
let t: TestApp;
let app: FastifyInstance;
let base: string;
let writer: string;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Each request from its own address: the support form's per-address limits are not what is tested here.
  app = await buildApp({
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: t.dataDir, LOG_LEVEL: "error", SUPPORT_ATTACHMENTS_PER_DAY: "1000" }),
    database: t.database,
    logger: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const listening = app.server.address();
  base = `http://127.0.0.1:${typeof listening === "object" && listening ? listening.port : 0}`;
  await app.services.staffUsers.upsert({ email: "writer@matv.test", password: "correct horse battery", role: "writer" });
  writer = (await app.services.auth.login("writer@matv.test", "correct horse battery")).token;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function post(url: string, body: { payload: Buffer; headers: Record<string, string> }, headers: Record<string, string> = {}) {
  address++;
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { ...body.headers, ...headers, "x-forwarded-for": `198.51.100.${address % 250}` },
    body: new Uint8Array(body.payload),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, body: (await res.json()) as { message?: string; field?: string; id?: string } };
}
const upload = (name: string, bytes: Buffer) => post("/api/upload", multipartBody({}, [{ field: "file", name, bytes }]), { authorization: `Bearer ${writer}` });
const support = (files: Array<{ name: string; bytes: Buffer }>) => post("/api/diaspora-support", multipartBody(supportFields(), files));

describe("support attachments (anonymous) are bounded in memory", () => {
  it("refuses the audit's five progressive 7071 x 7071 JPEGs of about 600 KB from their headers", async () => {
    const jpeg = await progressiveJpeg();
    expect(jpeg.length).toBeLessThan(1024 * 1024);
    const res = await support(Array.from({ length: 5 }, (_, i) => ({ name: `scan-${i}.jpg`, bytes: jpeg })));
    expect(res.status).toBe(413);
    expect(res.body.field).toBe("attachments");
    expect(res.body.message).toMatch(
      /^scan-0\.jpg: this progressive JPEG image is too large to process \(50 megapixels; at most 27\.9 for a progressive JPEG\)/,
    );
  }, 60_000);

  it.each([
    ["an interlaced 7071 x 7071 PNG", "scan.png", () => zeroPng(7071, 7071, { bitDepth: 8, channels: 4, interlaced: true }), /interlaced PNG/],
    ["a 7071 x 7071 JPEG that must be turned upright (EXIF orientation 6) at full size", "scan.jpg", () => orientedJpeg(7071, 7071, 6), /rotated JPEG/],
  ])(
    "refuses %s",
    async (_label, name, make, kind) => {
      const res = await support([{ name, bytes: await make() }]);
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(kind);
    },
    60_000,
  );

  it.each([
    ["a progressive 3000 x 2000 JPEG", "photo.jpg", () => progressiveJpeg(3000, 2000)],
    ["a 16-bit RGBA 12000 x 4166 PNG (encoded again row by row)", "plan.png", () => Promise.resolve(zeroPng(12000, 4166, { bitDepth: 16, channels: 4 }))],
    ["an upright baseline 7071 x 7071 JPEG (streams)", "poster.jpg", () => orientedJpeg(7071, 7071, 1)],
  ])(
    "takes %s",
    async (_label, name, make) => {
      const res = await support([{ name, bytes: await make() }]);
      expect(res.status, res.body.message).toBe(201);
    },
    60_000,
  );
});

describe("staff uploads (a writer) are bounded in memory", () => {
  it.each([
    ["a 7071 x 7071 AVIF of a few hundred bytes", "tiny.avif", () => avifClaiming(7071, 7071), /AVIF/],
    ["a 3000 x 3000 AVIF (9 megapixels, decoded whole)", "photo.avif", () => avifClaiming(3000, 3000), /AVIF/],
    ["a progressive 7071 x 7071 JPEG", "big.jpg", () => progressiveJpeg(), /progressive JPEG/],
    ["a progressive 4:4:4 4000 x 4000 JPEG", "big444.jpg", () => progressiveJpeg(4000, 4000, { chromaSubsampling: "4:4:4" }), /progressive JPEG/],
    ["a 16-bit RGBA 12000 x 4166 PNG", "deep.png", () => Promise.resolve(zeroPng(12000, 4166, { bitDepth: 16, channels: 4 })), /16-bit PNG/],
    [
      "an interlaced 7071 x 7071 PNG",
      "inter.png",
      () => Promise.resolve(zeroPng(7071, 7071, { bitDepth: 8, channels: 4, interlaced: true })),
      /interlaced PNG/,
    ],
    ["a 7071 x 7071 GIF", "big.gif", () => Promise.resolve(gifHeaderOnly(7071, 7071)), /GIF/],
  ])(
    "refuses %s with 413 naming the file field",
    async (_label, name, make, kind) => {
      const res = await upload(name, await make());
      expect(res.status, res.body.message).toBe(413);
      expect(res.body.field).toBe("file");
      expect(res.body.message).toMatch(/^This .* image is too large to process/);
      expect(res.body.message).toMatch(kind);
    },
    60_000,
  );

  it.each([
    ["a progressive 4000 x 3000 JPEG", "photo.jpg", () => progressiveJpeg(4000, 3000)],
    [
      "a 640 x 480 AVIF",
      "photo.avif",
      () =>
        sharp({ create: { width: 640, height: 480, channels: 3, background: "#369" } })
          .avif({ effort: 0 })
          .toBuffer(),
    ],
    ["a 16-bit RGBA 4000 x 3000 PNG", "deep.png", () => Promise.resolve(zeroPng(4000, 3000, { bitDepth: 16, channels: 4 }))],
    ["a baseline 7071 x 7071 JPEG turned upright (shrunk while decoding)", "poster.jpg", () => orientedJpeg(7071, 7071, 6)],
  ])(
    "takes %s",
    async (_label, name, make) => {
      const res = await upload(name, await make());
      expect(res.status, res.body.message).toBe(200);
    },
    60_000,
  );
});
