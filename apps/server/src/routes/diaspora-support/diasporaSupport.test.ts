import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportAttachments, supportRequests } from "../../db/schema.ts";
import { supportFilesDir } from "../../services/support.ts";
import { clientIp, multipartBody, supportFields } from "../../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", "latin1"), Buffer.alloc(200)]);

describe("POST /api/diaspora-support", () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const fields = supportFields;
  const send = (f: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) => {
    const body = multipartBody(f, files);
    return t.app.inject({ method: "POST", url: "/api/diaspora-support", payload: body.payload, headers: { ...body.headers, ...clientIp() } });
  };
  const counts = async () => ({
    requests: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(supportRequests))[0]!.n,
    attachments: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(supportAttachments))[0]!.n,
    files: existsSync(supportFilesDir(t.dataDir)) ? readdirSync(supportFilesDir(t.dataDir)).length : 0,
  });

  it("stores a good request with files outside the media folder and answers {id, reference}", async () => {
    const text = Buffer.from("Letter from the consulate: नमस्ते\nReference 12/34\n");
    const res = await send(fields(), [
      { name: "passport.pdf", bytes: PDF, type: "application/pdf" },
      { name: "photo.PNG", bytes: png, type: "image/png" },
      { name: "notes.txt", bytes: text, type: "text/plain" },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.reference).toMatch(/^MATV-[2-9A-HJKMNP-Z]{6}$/);
    const [row] = await t.database.db
      .select()
      .from(supportRequests)
      .where(sql`${supportRequests.id} = ${body.id}`);
    expect(row).toMatchObject({ email: "reader@example.co.uk", phone: "+447400123456", country: "India", state: "Kerala", city: "Kollam", status: "new" });
    const attachments = await t.database.db
      .select()
      .from(supportAttachments)
      .where(sql`${supportAttachments.requestId} = ${body.id}`);
    // A PDF is stored as qpdf rewrote it (ADR 040), so its size is qpdf's, not the sender's.
    expect(attachments.map((a) => [a.originalName, a.mimeType, a.mimeType === "application/pdf" ? "rewritten" : a.bytes]).sort()).toEqual(
      [
        ["notes.txt", "text/plain; charset=utf-8", text.byteLength],
        ["passport.pdf", "application/pdf", "rewritten"],
        ["photo.PNG", "image/png", png.byteLength],
      ].sort(),
    );
    for (const a of attachments) {
      const stored = path.join(supportFilesDir(t.dataDir), a.storedName);
      expect(readFileSync(stored).byteLength).toBe(a.bytes);
      expect(stored.includes(`${path.sep}media${path.sep}`)).toBe(false);
    }
    expect(readdirSync(supportFilesDir(t.dataDir)).some((n) => n.startsWith(".tmp-"))).toBe(false);
  });

  it("accepts a request without phone or files", async () => {
    const res = await send(fields({ phone: "" }));
    expect(res.statusCode).toBe(201);
  });

  it.each(["email", "country", "state", "city", "context", "issueDescription"])("refuses a missing %s with 400 naming it and stores nothing", async (field) => {
    const before = await counts();
    const f: Record<string, string> = fields();
    delete f[field];
    const res = await send(f, [{ name: "a.pdf", bytes: PDF }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
    expect(await counts()).toEqual(before);
  });

  it("refuses a bad email, a phone that is not a mobile of its country, and an unknown place", async () => {
    const email = await send(fields({ email: "reader@" }));
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ field: "email", message: "email: Please enter a valid email address" });
    const landline = await send(fields({ phone: "+442079460000" }));
    expect(landline.statusCode).toBe(400);
    expect(landline.json()).toMatchObject({ field: "phone", message: "phone: Please enter a valid phone number" });
    expect((await send(fields({ phone: "7400123456" }))).json().field).toBe("phone");
    expect((await send(fields({ country: "XX" }))).json().field).toBe("country");
    expect((await send(fields({ state: "ZZ" }))).json().field).toBe("state");
    expect((await send(fields({ city: "Atlantis" }))).json().field).toBe("city");
    const nul = await send(fields({ issueDescription: "text with \u0000 NUL" }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().field).toBe("issueDescription");
    expect((await send(fields({ issueDescription: "Line one\nLine two\ttabbed" }))).statusCode).toBe(201);
  });

  it("accepts country and state as names (the spec's client) or codes, checked against the same location data", async () => {
    const stored = async (id: string) =>
      (
        await t.database.db
          .select()
          .from(supportRequests)
          .where(sql`${supportRequests.id} = ${id}`)
      )[0];
    for (const place of [
      { country: "India", state: "Kerala", city: "Kollam" },
      { country: "india", state: "KERALA", city: "kollam" },
      { country: "in", state: "Kerala", city: "Kollam" },
      { country: "India", state: "KL", city: "Kollam" },
    ]) {
      const res = await send(fields(place));
      expect(res.statusCode, JSON.stringify(place)).toBe(201);
      expect(await stored(res.json().id)).toMatchObject({ country: "India", state: "Kerala", city: "Kollam" });
    }
    expect((await send(fields({ country: "Atlantis" }))).json()).toMatchObject({ field: "country", message: "country: is not a known country" });
    expect((await send(fields({ country: "India", state: "Texas" }))).json().field).toBe("state");
    expect((await send(fields({ country: "United Kingdom", state: "Kerala" }))).json().field).toBe("state");
    expect((await send(fields({ country: "India", state: "Kerala", city: "Leicester" }))).json().field).toBe("city");
    expect((await send(fields({ country: "x".repeat(121) }))).json()).toMatchObject({ field: "country", message: "country: must be at most 120 characters" });
  });

  it("refuses a renamed executable as .pdf with 415 and stores nothing", async () => {
    const before = await counts();
    const res = await send(fields(), [
      { name: "fine.pdf", bytes: PDF },
      { name: "invoice.pdf", bytes: EXE, type: "application/pdf" },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ field: "attachments" });
    expect(res.json().message).toContain("invoice.pdf");
    expect(await counts()).toEqual(before);
    expect((await send(fields(), [{ name: "tool.exe", bytes: EXE }])).statusCode).toBe(415);
    expect((await send(fields(), [{ name: "binary.txt", bytes: Buffer.from([0xff, 0xfe, 0x00, 0x01]) }])).statusCode).toBe(415);
  });

  it("refuses an 11 MB file with 413 and stores nothing", async () => {
    const before = await counts();
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await send(fields(), [{ name: "big.pdf", bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ field: "attachments", message: "attachments: Each attachment must be 10 MB or smaller." });
    expect(await counts()).toEqual(before);
  });

  it("refuses six files with 413 and a clear message, and stores nothing", async () => {
    const before = await counts();
    const res = await send(
      fields(),
      Array.from({ length: 6 }, (_, i) => ({ name: `doc${i}.pdf`, bytes: PDF })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("attachments: You can attach at most 5 files.");
    expect(await counts()).toEqual(before);
    expect(
      (
        await send(
          fields(),
          Array.from({ length: 5 }, (_, i) => ({ name: `doc${i}.pdf`, bytes: PDF })),
        )
      ).statusCode,
    ).toBe(201);
  });

  it("refuses a body that is not multipart", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/diaspora-support", payload: fields(), headers: clientIp() });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });
});
