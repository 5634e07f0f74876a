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
 * document reaches. The scan then reads qpdf's own parse of that rewrite (`qpdf --json`, ADR 069): names,
 * dictionaries and references as qpdf understood them, never the file's text, so no spelling of a name, no
 * string and no object that merely looks like a stream keyword can hide an object from it. What is stored
 * (and what staff download) is qpdf's file, never the reader's bytes. A file qpdf cannot rewrite or parse
 * is refused.
 */

/**
 * PDF names that make a file act when staff open it: scripts, launching programs, opening or
 * importing other files, submitting forms, embedded files, rich media and XFA forms. Links (/URI,
 * /GoTo) stay allowed; an /OpenAction is refused only when it is an action rather than a page to show.
 */
const ACTIVE_NAMES = new Set([
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
]);

export type PdfScan = { active: false } | { active: true; name: string };

/** A value in qpdf's JSON (version 2): names are "/Name", strings "u:..." or "b:...", references "N G R". */
type QpdfValue = string | number | boolean | null | QpdfValue[] | { [key: string]: QpdfValue };
type QpdfObject = { value?: QpdfValue; stream?: { dict?: Record<string, QpdfValue> } };

const REFERENCE = /^\d+ \d+ R$/;
/** A name as it reads, `#xx` escapes decoded (qpdf writes names canonically; decoding again costs nothing). */
const nameOf = (value: string) => value.slice(1).replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const isDictionary = (value: QpdfValue | undefined): value is { [key: string]: QpdfValue } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Looks for active content in qpdf's JSON of a file (`qpdf --json=2 --json-key=qpdf --json-stream-data=none`):
 * every object (a stream by its dictionary; stream data is content, not structure) and the trailer. A name
 * from ACTIVE_NAMES anywhere, as a key or a value, is active; so is an /OpenAction that is a dictionary,
 * direct or referenced (an action, not a page to show). Throws when the JSON is not qpdf's shape.
 */
export function scanPdfObjects(json: unknown): PdfScan {
  const sections = (json as { qpdf?: unknown } | null)?.qpdf;
  const objects = Array.isArray(sections) ? (sections[1] as Record<string, QpdfObject> | undefined) : undefined;
  if (!isDictionary(objects as QpdfValue)) throw new Error("not qpdf's JSON");
  const byReference = new Map<string, QpdfValue | undefined>();
  for (const [key, object] of Object.entries(objects!)) {
    byReference.set(key.replace(/^obj:/, ""), object.stream ? object.stream.dict : object.value);
  }
  let found: string | null = null;
  const visit = (value: QpdfValue | undefined): void => {
    if (found || value === undefined || value === null) return;
    if (typeof value === "string") {
      if (value.startsWith("/") && ACTIVE_NAMES.has(nameOf(value))) found = nameOf(value);
      return;
    }
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object") return;
    for (const [key, inner] of Object.entries(value)) {
      const name = nameOf(key);
      if (ACTIVE_NAMES.has(name)) return void (found = name);
      if (name === "OpenAction") {
        const target = typeof inner === "string" && REFERENCE.test(inner) ? byReference.get(inner) : inner;
        if (isDictionary(target)) return void (found = "OpenAction");
      }
      visit(inner);
    }
  };
  for (const value of byReference.values()) visit(value);
  return found ? { active: true, name: found } : { active: false };
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
/** qpdf's JSON of a file, stream data left out, beyond which the file is refused (a document's structure is far smaller). */
export const PDF_JSON_MAX_BYTES = 16 * 1024 * 1024;

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
      // qpdf's own parse of what will be stored: a file it cannot read back is refused, not passed unchecked.
      let scan: PdfScan;
      try {
        const { stdout } = await run(QPDF_COMMAND, ["--json=2", "--json-key=qpdf", "--json-stream-data=none", "--decode-level=none", "--no-warn", output], {
          timeout: PDF_REWRITE_TIMEOUT_MS,
          killSignal: "SIGKILL",
          maxBuffer: PDF_JSON_MAX_BYTES,
        }).catch((error: { code?: number; stdout?: string }) => {
          // Exit code 3: parsed, with warnings (qpdf's rewrite keeps a trailer it recovered without /Size).
          if (error.code === 3 && typeof error.stdout === "string") return { stdout: error.stdout };
          throw error;
        });
        scan = scanPdfObjects(JSON.parse(stdout));
      } catch {
        return { ok: false, reason: "unreadable" };
      }
      if (scan.active) return { ok: false, reason: "active", name: scan.name };
      return { ok: true, bytes: await readFile(output) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
