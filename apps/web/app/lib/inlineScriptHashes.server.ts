import { createHash } from "node:crypto";

const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Data blocks: the browser never runs them, so the policy need not name them. */
const DATA_BLOCK = /^application\/(ld\+)?json$/i;
const OPEN = "<script";
const CLOSE = "</script>";

/**
 * The CSP hashes (`sha256-…`) of a rendered page's inline scripts, in order of first appearance: every
 * `<script>` without `src` except JSON data blocks: React Router's own inline scripts and the islands
 * script of static pages (lib/renderMode.ts). The page is React's output, where tag names are lower case
 * and script text never holds `</script>` (ADR 027). It reads the page's bytes as sent and hashes each
 * script's bytes in place: a hydrated page is about 190 KB, and decoding it to a string, scanning it with a
 * regular expression and encoding each script again cost more than the render's React Router work.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (let at = html.indexOf(OPEN); at !== -1; at = html.indexOf(OPEN, at)) {
    const afterName = html[at + OPEN.length];
    // `<scripts>` or `<script-x>` are other elements; only whitespace, `>` or `/` end the tag name.
    if (afterName !== 0x3e && afterName !== 0x20 && afterName !== 0x2f && afterName !== 0x09 && afterName !== 0x0a && afterName !== 0x0d) {
      at += OPEN.length;
      continue;
    }
    const tagEnd = html.indexOf(">", at);
    const close = tagEnd === -1 ? -1 : html.indexOf(CLOSE, tagEnd);
    if (close === -1) break;
    const attrs = html.toString("utf8", at + OPEN.length, tagEnd);
    at = close + CLOSE.length;
    if (SRC.test(attrs)) continue;
    const type = TYPE.exec(attrs);
    if (type && DATA_BLOCK.test(type[1] ?? type[2] ?? type[3] ?? "")) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(html.subarray(tagEnd + 1, close))
        .digest("base64")}`,
    );
  }
  return [...hashes];
}
