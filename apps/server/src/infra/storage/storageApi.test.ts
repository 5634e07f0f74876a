import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createAuditService } from "../../services/audit.ts";
import { createMediaService } from "../../services/media.ts";
import { createSupportService } from "../../services/support.ts";
import { startTestObjectStore, type TestObjectStore } from "../../testing/objectStore.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** Uploads, media serving, attachments and the orphan sweep with the S3 driver against s3rver. */
let store: TestObjectStore;
let t: TestApp;
let editor: string;

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----matvtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`);
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const png = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: "#0a6" } })
    .png()
    .toBuffer();

async function keys(prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const item of t.app.services.storage.list(prefix)) out.push(item.key);
  return out.sort();
}

const failingDb = {
  insert: () => ({
    values: async () => {
      throw new Error("database went away");
    },
  }),
  transaction: async () => {
    throw new Error("database went away");
  },
} as unknown as Db;

beforeAll(async () => {
  store = await startTestObjectStore();
  t = await createTestApp(store.env);
  await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" });
  editor = (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
});
afterAll(async () => {
  await t.close();
  await store.close();
});

describe("object storage (S3 driver)", () => {
  it("stores an uploaded image's three widths in the bucket and serves them at /media/ with immutable caching", async () => {
    const body = multipart("photo.png", await png());
    const res = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${editor}` },
    });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json() as { imageUrl: string };
    const id = /uploads\/([0-9a-f]{24})-1200/.exec(imageUrl)![1];
    expect(await keys(`media/uploads/${id}`)).toEqual([1200, 480, 800].map((w) => `media/uploads/${id}-${w}.webp`));

    const image = await t.app.inject({ method: "GET", url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
    const again = await t.app.inject({ method: "GET", url: imageUrl, headers: { "if-none-match": String(image.headers.etag) } });
    expect(again.statusCode).toBe(304);

    expect((await t.app.inject({ method: "GET", url: "/media/uploads/000000000000000000000000-1200.webp" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/..%2Fprivate%2Fsupport%2Fx" })).statusCode).toBe(404);
  });

  it("sends readers to S3_PUBLIC_URL when it is set", async () => {
    const direct = await createTestApp({ ...store.env, S3_PUBLIC_URL: "https://cdn.example.com/matv" });
    try {
      const res = await direct.app.inject({ method: "GET", url: "/media/seed/a-480.webp" });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("https://cdn.example.com/matv/media/seed/a-480.webp");
    } finally {
      await direct.close();
    }
  });

  it("keeps support attachments under the private prefix, downloadable by staff only", async () => {
    const created = await t.app.services.support.create(
      { email: "r@example.com", phone: null, country: "India", state: "Kerala", city: "Kollam", context: "Visa", issueDescription: "Private." },
      [{ originalName: "letter.txt", mimeType: "text/plain; charset=utf-8", bytes: Buffer.from("private letter") }],
    );
    const attachment = (await t.app.services.support.get(created.id))!.attachments[0]!;
    expect(await keys("private/support/")).toContain(`private/support/${attachment._id}`);
    const url = `/api/admin/support-requests/${created.id}/attachments/${attachment._id}`;
    const staff = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${editor}` } });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toBe("private letter");
    expect(staff.headers["cache-control"]).toBe("private, no-store");
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: `/private/support/${attachment._id}` })).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/media/../private/support/${attachment._id}` })).statusCode).not.toBe(200);
  });

  it("leaves no object behind when the row cannot be written", async () => {
    const before = [...(await keys("media/uploads/")), ...(await keys("private/support/"))];
    await expect(createMediaService(failingDb, t.app.services.storage, createAuditService(failingDb)).storeImage(await png(), {})).rejects.toThrow(
      "database went away",
    );
    await expect(
      createSupportService(failingDb, t.app.services.storage, createAuditService(failingDb)).create(
        { email: "r@example.com", phone: null, country: "India", state: "Kerala", city: "Kollam", context: "x", issueDescription: "y" },
        [{ originalName: "a.txt", mimeType: "text/plain", bytes: Buffer.from("a") }],
      ),
    ).rejects.toThrow("database went away");
    expect([...(await keys("media/uploads/")), ...(await keys("private/support/"))]).toEqual(before);
  });

  it("the sweep removes objects without a row once they are a day old, and nothing else", async () => {
    const storage = t.app.services.storage;
    const orphan = "media/uploads/0123456789abcdef01234567-480.webp";
    await storage.put(orphan, Buffer.from("x"), { contentType: "image/webp", visibility: "public" });
    await storage.put("private/support/0123456789abcdef01234567", Readable.from([Buffer.from("y")]), { contentType: "text/plain", visibility: "private" });
    await storage.put("media/seed/kept-480.webp", Buffer.from("z"), { contentType: "image/webp", visibility: "public" });
    const kept = [...(await keys("media/uploads/")), ...(await keys("private/support/"))].filter((k) => !k.includes("0123456789abcdef01234567"));

    expect((await t.app.services.storageSweep.sweep()).removed).toBe(0);
    const { removed } = await t.app.services.storageSweep.sweep({ now: Date.now() + 25 * 60 * 60 * 1000 });
    expect(removed).toBe(2);
    expect([...(await keys("media/uploads/")), ...(await keys("private/support/"))]).toEqual(kept);
    expect(await storage.head("media/seed/kept-480.webp")).not.toBeNull();
  });
});
