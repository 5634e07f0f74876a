import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SERVER_ROOT } from "../infra/paths.ts";

/**
 * Draws the installable site's icons (ADR 074) locally with sharp: 192 and 512 px "any" icons (the favicon's
 * rounded red tile) and a 512 px maskable one (full-bleed red, the letters inside the 80% safe zone).
 * `npm run icons -w @matv/server` writes them to apps/web/public/icons; the PNGs are committed.
 */
const BRAND = "#b91c1c";
const OUT = path.resolve(SERVER_ROOT, "../web/public/icons");

function tile(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : size * 0.1875;
  // Maskable icons are cropped to a circle of 80% of the side: keep the lettering well inside it.
  const fontSize = size * (maskable ? 0.22 : 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>
  <text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">MATV</text>
</svg>`;
}

mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
] as const) {
  await sharp(Buffer.from(tile(size, maskable)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, name));
  console.log(`wrote ${path.join(OUT, name)}`);
}
