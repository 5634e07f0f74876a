/** Longest name kept; longer ones are cut in the middle of the stem, never through the extension. */
export const FILE_NAME_MAX = 150;

// Bidirectional controls (U+202A-202E, U+2066-2069, LRM, RLM, ALM) can make "invoice\u202Efdp.exe" read
// as "invoiceexe.pdf"; C0 controls and DEL (NUL included) cannot be stored or shown; quotes would break
// a Content-Disposition header.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001F\u007F"\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A file name safe to store, show and put in Content-Disposition: the last path segment only (so
 * "../../etc/passwd.jpg" and "C:\\x\\y.png" lose their folders), unsafe characters removed, at most
 * FILE_NAME_MAX characters with the extension kept. Stored files are never named after it.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE, "").trim();
  const chars = Array.from(cleaned);
  if (chars.length <= FILE_NAME_MAX) return cleaned.replace(/^\.+$/, "") || "file";
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const keepExt = ext.length > 1 && ext.length <= 16 ? ext : [];
  return chars.slice(0, FILE_NAME_MAX - keepExt.length).join("") + keepExt.join("");
}
