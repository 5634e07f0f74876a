import { inflateRawSync } from "node:zlib";

/**
 * Whether a Word file carries macros (VBA), which run when staff open it with macros allowed.
 * .docx is a ZIP: macros live in word/vbaProject.bin (and its vbaData.xml), declared in
 * [Content_Types].xml as a macro-enabled type. .doc is an OLE compound file: macros live in its
 * "Macros" storage with a "_VBA_PROJECT" stream, whose names the directory holds in UTF-16.
 */
export function hasWordMacros(bytes: Uint8Array, kind: "doc" | "docx"): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === "doc") return OLE_MACRO_MARKERS.some((marker) => buffer.includes(marker));
  const entries = zipEntries(buffer);
  if (entries === null) return true; // no readable directory: cannot be shown to be clean
  if (entries.some((e) => /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\//i.test(e.name) || (/\.bin$/i.test(e.name) && /^word\//i.test(e.name))))
    return true;
  const types = entries.find((e) => e.name === "[Content_Types].xml");
  const text = types ? entryText(buffer, types) : null;
  if (text === null) return true;
  return /macroEnabled|vbaProject/i.test(text);
}

const OLE_MACRO_MARKERS = [Buffer.from("Macros\0", "utf16le"), Buffer.from("_VBA_PROJECT\0", "utf16le"), Buffer.from("VBA\0", "utf16le")];

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory's entries, or null when there is none to read. */
function zipEntries(buffer: Buffer): ZipEntry[] | null {
  const searchFrom = Math.max(0, buffer.length - 22 - 65_535);
  let end = -1;
  for (let i = buffer.length - 22; i >= searchFrom; i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    entries.push({
      name: buffer.toString("utf8", at + 46, at + 46 + nameLength),
      method: buffer.readUInt16LE(at + 10),
      compressedSize: buffer.readUInt32LE(at + 20),
      localOffset: buffer.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One small entry's text (stored or deflated, at most 1 MB), or null when it cannot be read. */
function entryText(buffer: Buffer, entry: ZipEntry): string | null {
  const at = entry.localOffset;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  try {
    if (entry.method === 0) return data.toString("utf8");
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: 1024 * 1024 }).toString("utf8");
  } catch {
    return null;
  }
  return null;
}
