import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Data blocks: the browser never runs them, so the policy need not name them. */
const DATA_BLOCK = /^application\/(ld\+)?json$/i;

/**
 * The CSP hashes (`sha256-…`) of a rendered page's inline scripts, in order of first appearance: every
 * `<script>` without `src` except JSON data blocks: React Router's own inline scripts and the islands
 * script of static pages (lib/renderMode.ts). The page is React's output, where script text never holds
 * `</script>` (ADR 027).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SRC.test(attrs)) continue;
    const type = TYPE.exec(attrs);
    if (type && DATA_BLOCK.test(type[1] ?? type[2] ?? type[3] ?? "")) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
