import { ATTACHMENT_EXTENSIONS, type AttachmentExtension, SUPPORT_TEXTS } from "@matv/shared/support";
import { fileTypeFromBuffer } from "file-type";
import { UnsupportedMediaTypeError } from "./errors.ts";

/** What each allowed extension must really be, judged from the bytes. */
const EXPECTED: Record<AttachmentExtension, { sniffed: string | null; mime: string }> = {
  pdf: { sniffed: "pdf", mime: "application/pdf" },
  doc: { sniffed: "cfb", mime: "application/msword" },
  docx: { sniffed: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  jpg: { sniffed: "jpg", mime: "image/jpeg" },
  jpeg: { sniffed: "jpg", mime: "image/jpeg" },
  png: { sniffed: "png", mime: "image/png" },
  txt: { sniffed: null, mime: "text/plain; charset=utf-8" },
};

/** Valid UTF-8 with no control characters other than tab, line breaks and form feed. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * Checks an attachment's real type from its bytes: the name's extension must be one we accept and the
 * content must be that kind of file (a renamed program is refused). Returns the MIME type to store.
 */
export async function checkAttachmentType(originalName: string, bytes: Uint8Array): Promise<{ mimeType: string; extension: AttachmentExtension }> {
  const ext = extensionOf(originalName);
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new UnsupportedMediaTypeError(`${originalName}: ${SUPPORT_TEXTS.badType}`, "attachments");
  }
  const extension = ext as AttachmentExtension;
  const expected = EXPECTED[extension];
  const sniffed = await fileTypeFromBuffer(bytes);
  const ok = expected.sniffed === null ? sniffed === undefined && isPlainText(bytes) : sniffed?.ext === expected.sniffed;
  if (!ok) throw new UnsupportedMediaTypeError(`${originalName}: the file's content is not a .${extension} file. ${SUPPORT_TEXTS.badType}`, "attachments");
  return { mimeType: expected.mime, extension };
}

/** A file name safe to show and to put in Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "file";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001F\u007F"]/g, "").trim().slice(0, 150);
  return cleaned || "file";
}
