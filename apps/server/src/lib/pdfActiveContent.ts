import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createWorkQueue } from "./imageLimits.ts";

const run = promisify(execFile);

/**
 * PDFs from readers are rewritten by qpdf (Debian's package, ADR 040) before anything looks at them:
 * qpdf parses the file as a PDF reader does (object streams, xref streams, every filter, #xx names,
 * damaged files recovered), writes every object out in plain text and keeps only objects the
 * document reaches. The scan then reads that normalised text, so a name hidden by a filter or an
 * escape cannot slip past, and what is stored (and what staff download) is qpdf's file, never the
 * reader's bytes. A file qpdf cannot rewrite is refused.
 */

/**
 * PDF names that make a file act when staff open it: scripts, launching programs, opening or
 * importing other files, submitting forms, embedded files, rich media and XFA forms. Links (/URI,
 * /GoTo) stay allowed; an /OpenAction is refused only when it is an action rather than a page to show.
 */
const ACTIVE_NAMES = [
  "JavaScript",
  "JS",
  "Launch",
  "AA",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToR",
  "GoToE",
  "Rendition",
] as const;
const ACTIVE = new RegExp(`/(${ACTIVE_NAMES.join("|")})(?=[\\s/<>\\[\\]()%{}]|$)`);

/** `/J#61vaScript` is `/JavaScript`: names may spell any byte as #xx (qpdf already writes them plainly). */
const decodeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));

/** Stream data is left out of the scan: it is content (text, images), and compressed bytes could spell a name by chance. */
const withoutStreamData = (text: string) => text.replace(/\bstream\r?\n[\s\S]*?\r?\nendstream\b/g, "stream endstream");

export type PdfScan = { active: false } | { active: true; name: string };

/**
 * Looks for active content in the text of a PDF whose objects are all written out (qpdf's output:
 * no object streams). An /OpenAction that is a dictionary, direct or referenced, is an action.
 */
export function scanPdf(bytes: Uint8Array): PdfScan {
  const text = decodeNames(withoutStreamData(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1")));
  const found = ACTIVE.exec(text);
  if (found) return { active: true, name: found[1]! };
  const openAction = /\/OpenAction\s*(<<|(\d+)\s+(\d+)\s+R)/g;
  for (let match = openAction.exec(text); match; match = openAction.exec(text)) {
    if (match[1] === "<<") return { active: true, name: "OpenAction" };
    const target = new RegExp(`(?:^|\\s)${match[2]}\\s+${match[3]}\\s+obj\\s*<<`).exec(text);
    if (target) return { active: true, name: "OpenAction" };
  }
  return { active: false };
}

/**
 * The PDF without anything after its last end marker (%%EOF and its line break), or null when it has
 * none: cut short, or another file that only starts with "%PDF-".
 */
export function pdfBody(bytes: Uint8Array): Uint8Array | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const marker = text.lastIndexOf("%%EOF");
  if (marker < 0) return null;
  let end = marker + "%%EOF".length;
  if (text[end] === "\r") end++;
  if (text[end] === "\n") end++;
  return bytes.subarray(0, end);
}

export const QPDF_COMMAND = process.env.QPDF_PATH || "qpdf";
/** qpdf may take this long on one file; then the file is refused. */
export const PDF_REWRITE_TIMEOUT_MS = 15_000;
/** Object streams written out grow a file; beyond this many times its size (plus 1 MB) it is refused. */
export const PDF_REWRITE_GROWTH = 8;

let qpdfFound: Promise<boolean> | undefined;
/** Whether qpdf runs here (checked once per process). */
export function qpdfAvailable(): Promise<boolean> {
  qpdfFound ??= run(QPDF_COMMAND, ["--version"], { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  return qpdfFound;
}

export type PdfRewrite = { ok: true; bytes: Buffer } | { ok: false; reason: "active"; name: string } | { ok: false; reason: "unreadable" | "unavailable" };

/** One qpdf at a time per core: it is CPU work like image decoding. */
const pdfWork = createWorkQueue({
  concurrency: 2,
  maxWaitMs: 15_000,
  retryAfterSeconds: 5,
  busyMessage: "We are checking many files at the moment. Please try again.",
});

/**
 * Rewrites a PDF with qpdf (decrypted, object streams written out as plain objects, unreachable
 * objects dropped, stream data kept as it was) and scans the result. Returns the rewritten bytes to
 * store, or why the file cannot be taken.
 */
export async function rewritePdf(bytes: Uint8Array): Promise<PdfRewrite> {
  if (!(await qpdfAvailable())) return { ok: false, reason: "unavailable" };
  return pdfWork.run(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "matv-pdf-"));
    const input = path.join(dir, "in.pdf");
    const output = path.join(dir, "out.pdf");
    try {
      await writeFile(input, bytes, { mode: 0o600 });
      try {
        await run(QPDF_COMMAND, ["--decrypt", "--object-streams=disable", "--stream-data=preserve", "--no-warn", input, output], {
          timeout: PDF_REWRITE_TIMEOUT_MS,
          killSignal: "SIGKILL",
        });
      } catch (error) {
        // Exit code 3: qpdf recovered from damage and wrote the file anyway (warnings only).
        if ((error as { code?: number }).code !== 3) return { ok: false, reason: "unreadable" };
      }
      const size = (await stat(output).catch(() => null))?.size ?? 0;
      if (size === 0 || size > bytes.byteLength * PDF_REWRITE_GROWTH + 1024 * 1024) return { ok: false, reason: "unreadable" };
      const rewritten = await readFile(output);
      const scan = scanPdf(rewritten);
      if (scan.active) return { ok: false, reason: "active", name: scan.name };
      return { ok: true, bytes: rewritten };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
