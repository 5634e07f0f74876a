import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaAssets } from "../../db/schema.ts";
import { pngHeaderOnly } from "../../testing/hostileFiles.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
let editor: string;

function multipart(filename: string, bytes: Buffer, field = "file", contentType = "application/octet-stream") {
  const boundary = `----matvtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (filename: string, bytes: Buffer, options: { token?: string | null; field?: string; type?: string } = {}) => {
  const body = multipart(filename, bytes, options.field, options.type);
  const token = options.token === undefined ? editor : options.token;
  return t.app.inject({
    method: "POST",
    url: "/api/upload",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};

/** The EXIF block holds a GPS IFD pointer (tag 0x8825, little- or big-endian). */
const hasGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" });
  editor = (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
});
afterAll(() => t.close());

describe("POST /api/upload", () => {
  it("re-encodes a real image into three WebP widths and answers {imageUrl}", async () => {
    const res = await upload("team photo.jpg", await photo(1600, 900), { type: "image/jpeg" });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{24}-1200\.webp$/);
    const base = imageUrl.replace(/-1200\.webp$/, "");
    for (const w of [480, 800, 1200]) {
      const file = path.join(t.dataDir, `${base}-${w}.webp`);
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(w);
    }
    const served = await t.app.inject({ method: "GET", url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toContain("immutable");
    const rows = await t.database.db.select().from(mediaAssets);
    expect(rows.find((r) => r.url === imageUrl)).toMatchObject({ width: 1600, height: 900, originalName: "team photo.jpg" });
  });

  it("does not enlarge a small image, and reads PNG, GIF and WebP by their bytes whatever the name", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#0a0" } })
      .png()
      .toBuffer();
    const res = await upload("picture.txt", small);
    expect(res.statusCode).toBe(200);
    const file = path.join(t.dataDir, res.json().imageUrl);
    expect((await sharp(readFileSync(file)).metadata()).width).toBe(300);
    for (const format of ["gif", "webp"] as const) {
      const image = sharp({ create: { width: 40, height: 40, channels: 3, background: "#00f" } });
      const bytes = await image[format]().toBuffer();
      expect((await upload(`x.${format}`, bytes)).statusCode).toBe(200);
    }
  });

  it("keeps the colours of 16-bit PNGs and CMYK JPEGs (decoded once to sRGB, every width from those pixels)", async () => {
    const deep = await sharp({ create: { width: 1500, height: 900, channels: 3, background: "#33aa77" } })
      .toColourspace("rgb16")
      .png()
      .toBuffer(); // rgb16 makes a 16-bit PNG
    const cmyk = await sharp({ create: { width: 1500, height: 900, channels: 3, background: "#33aa77" } })
      .toColourspace("cmyk")
      .jpeg()
      .toBuffer();
    for (const [name, bytes] of [
      ["deep.png", deep],
      ["print.jpg", cmyk],
    ] as const) {
      const res = await upload(name, bytes);
      expect(res.statusCode).toBe(200);
      const base = res.json().imageUrl.replace(/-1200\.webp$/, "");
      for (const w of [480, 800, 1200]) {
        const { channels } = await sharp(readFileSync(path.join(t.dataDir, `${base}-${w}.webp`))).stats();
        const mean = channels.slice(0, 3).map((c) => c.mean);
        [0x33, 0xaa, 0x77].forEach((expected, i) => expect(Math.abs((mean[i] as number) - expected), `${name} ${w}px channel ${i}`).toBeLessThan(8));
      }
    }
  });

  it("removes GPS and other metadata", async () => {
    const withGps = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#369" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "TestCam", Model: "Spy 1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      })
      .toBuffer();
    expect(hasGps((await sharp(withGps).metadata()).exif)).toBe(true);
    const res = await upload("holiday.jpg", withGps);
    expect(res.statusCode).toBe(200);
    const base = res.json().imageUrl.replace(/-1200\.webp$/, "");
    for (const w of [480, 800, 1200]) {
      const bytes = readFileSync(path.join(t.dataDir, `${base}-${w}.webp`));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(hasGps(meta.exif)).toBe(false);
      expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
    }
  });

  it("auto-rotates by the EXIF orientation", async () => {
    const tall = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#963" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload("rotated.jpg", tall);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(readFileSync(path.join(t.dataDir, res.json().imageUrl))).metadata();
    expect(meta.height).toBeGreaterThan(meta.width as number);
  });

  it("refuses a renamed executable with 415", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 1)]);
    const res = await upload("cat.jpg", elf, { type: "image/jpeg" });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, field: "file", message: "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded." });
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(3000, 0)]);
    expect((await upload("photo.png", exe)).statusCode).toBe(415);
    expect((await upload("image.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).statusCode).toBe(415);
  });

  it("refuses a file over 10 MB with 413 and a clear message", async () => {
    const big = Buffer.concat([await photo(100, 100), Buffer.alloc(10 * 1024 * 1024 + 10, 0)]);
    const res = await upload("huge.jpg", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The image is larger than 10 MB. Please choose a smaller file.");
  });

  it("refuses a decompression bomb (too many pixels) with 413", async () => {
    // A PNG whose header claims 30000 x 30000 pixels (900 megapixels) in a few dozen bytes.
    const bomb = pngHeaderOnly(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await upload("bomb.png", bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too many pixels/);
  });

  it("needs a token (401) and a file (400 naming file); JSON bodies get 415", async () => {
    expect((await upload("a.jpg", await photo(10, 10), { token: null })).statusCode).toBe(401);
    expect((await upload("a.jpg", await photo(10, 10), { token: "forged.token.value" })).statusCode).toBe(401);
    const wrongField = await upload("a.jpg", await photo(10, 10), { field: "image" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().field).toBe("file");
    const json = await t.app.inject({ method: "POST", url: "/api/upload", payload: { file: "x" }, headers: { authorization: `Bearer ${editor}` } });
    expect(json.statusCode).toBe(415);
    expect((await upload("empty.jpg", Buffer.alloc(0))).statusCode).toBe(400);
  });
});
