import { inflateSync, constants as zlibConstants } from "node:zlib";

/**
 * PDF names that make a reader's file act when staff open it: scripts, launching programs, embedded
 * files (a PDF carrying an executable) and rich media. Forms, links and page actions stay allowed.
 */
const ACTIVE_NAMES = ["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia"] as const;
const ACTIVE = new RegExp(`/(${ACTIVE_NAMES.join("|")})(?=[\\s/<>\\[\\]()%{}]|$)`);

/** Object streams are inflated to look inside them, up to this many bytes in all (a zip bomb stops here). */
export const PDF_INFLATE_BUDGET = 64 * 1024 * 1024;

/** `/J#61vaScript` is `/JavaScript`: names may spell any byte as #xx. */
const decodeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export type PdfScan = { active: false } | { active: true; name: string } | { active: "unknown" };

/**
 * The PDF without anything after its last end marker (%%EOF and its line break), or null when it has
 * none: cut short, or another file that only starts with "%PDF-". What followed the marker (a ZIP or
 * an HTML page making a polyglot, or padding) is never read by a PDF reader, so it can go.
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

/**
 * Looks for active content in a PDF: in the file's own objects and inside compressed object streams
 * (/Type /ObjStm, where a PDF 1.5+ may keep its dictionaries). Encrypted object streams cannot be
 * read and are passed over; "unknown" means the streams would inflate past PDF_INFLATE_BUDGET.
 */
export function scanPdf(bytes: Uint8Array): PdfScan {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const found = ACTIVE.exec(decodeNames(text));
  if (found) return { active: true, name: found[1]! };

  let budget = PDF_INFLATE_BUDGET;
  const objectStream = /\/Type\s*\/ObjStm\b/g;
  for (let match = objectStream.exec(text); match; match = objectStream.exec(text)) {
    const start = text.indexOf("stream", match.index);
    if (start < 0) break;
    let dataStart = start + "stream".length;
    if (text[dataStart] === "\r") dataStart++;
    if (text[dataStart] === "\n") dataStart++;
    const end = text.indexOf("endstream", dataStart);
    if (end < 0) break;
    let inflated: Buffer;
    try {
      inflated = inflateSync(Buffer.from(bytes.buffer, bytes.byteOffset + dataStart, end - dataStart), {
        maxOutputLength: budget,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return { active: "unknown" };
      continue; // not Flate, or encrypted: nothing we can read
    }
    budget -= inflated.byteLength;
    const inner = ACTIVE.exec(decodeNames(inflated.toString("latin1")));
    if (inner) return { active: true, name: inner[1]! };
    objectStream.lastIndex = end;
  }
  return { active: false };
}
