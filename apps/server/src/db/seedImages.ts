import { IMAGE_WIDTHS } from "@matv/shared";
import sharp from "sharp";
import { IMMUTABLE_CACHE_CONTROL, type ObjectStorage } from "../infra/storage/index.ts";

/** Demo images drawn locally (no download): a gradient with simple shapes, in the responsive widths. */

// libvips keeps up to 50 MB of recent operations for reuse; the seed never repeats one and uploads are each new,
// and a process keeps its peak: on a first start this cache was most of the seed's ~80 MB.
sharp.cache(false);

const PALETTES: Array<[string, string, string]> = [
  ["#0b3d91", "#1e88e5", "#ffca28"],
  ["#7b1fa2", "#e91e63", "#ffe082"],
  ["#1b5e20", "#43a047", "#fff59d"],
  ["#b71c1c", "#ef6c00", "#ffecb3"],
  ["#004d40", "#00897b", "#b2ebf2"],
  ["#263238", "#546e7a", "#ffab40"],
  ["#4a148c", "#3949ab", "#80deea"],
];

function hashString(value: string): number {
  let h = 2166136261;
  for (const ch of value) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function sceneSvg(seed: string, width: number, height: number): string {
  const h = hashString(seed);
  const [dark, mid, accent] = PALETTES[h % PALETTES.length]!;
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const v = hashString(`${seed}:${i}`);
    const cx = (v % 1000) / 1000;
    const cy = ((v >> 10) % 1000) / 1000;
    const r = 0.08 + ((v >> 20) % 100) / 500;
    shapes.push(
      `<circle cx="${cx * width}" cy="${cy * height}" r="${r * width}" fill="${i % 2 ? accent : "#ffffff"}" fill-opacity="${0.12 + (i % 3) * 0.08}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}
  <rect x="0" y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="#000" fill-opacity="0.25"/>
</svg>`;
}

const putImage = (storage: ObjectStorage, key: string, bytes: Buffer) =>
  storage.put(key, bytes, { contentType: "image/webp", cacheControl: IMMUTABLE_CACHE_CONTROL, visibility: "public" });

/** Stores `media/seed/{name}-{w}.webp` for each responsive width (16:9) and returns the 1200 px URL. */
export async function writeSceneImage(storage: ObjectStorage, name: string): Promise<string> {
  const master = await sharp(Buffer.from(sceneSvg(name, 1200, 675)))
    .png()
    .toBuffer();
  await Promise.all(
    IMAGE_WIDTHS.map(async (w) => {
      const out = await sharp(master)
        .resize(w, Math.round((w * 9) / 16))
        .webp({ quality: 72 })
        .toBuffer();
      await putImage(storage, `media/seed/${name}-${w}.webp`, out);
    }),
  );
  return `/media/seed/${name}-1200.webp`;
}

/** A round-looking square avatar with the person's initials' colours. */
export async function writeAvatarImage(storage: ObjectStorage, name: string): Promise<string> {
  const out = await sharp(Buffer.from(sceneSvg(`avatar:${name}`, 160, 160)))
    .webp({ quality: 75 })
    .toBuffer();
  const file = `avatar-${hashString(name).toString(16)}.webp`;
  await putImage(storage, `media/seed/${file}`, out);
  return `/media/seed/${file}`;
}
