import { ATTACHMENT_EXTENSIONS, type AttachmentExtension, SUPPORT_TEXTS } from "@matv/shared/support";
import { BadRequestError, PayloadTooLargeError, RetryLaterError, ServiceUnavailableError, UnsupportedMediaTypeError } from "./errors.ts";
import {
  decodeMemory,
  IMAGE_LIMIT_MESSAGES,
  imageShapeProblem,
  imageWork,
  isSharpPixelLimit,
  isSharpTimeout,
  memoryProblem,
  sniffFileType,
  untrustedImage,
} from "./imageLimits.ts";
import { hasWordMacros } from "./officeMacros.ts";
import { pdfBody, rewritePdf } from "./pdfActiveContent.ts";

/** Each follows "<file name>: " in the answer. */
export const ATTACHMENT_MESSAGES = {
  empty: "the file is empty.",
  unreadableImage: "the image could not be read. It may be damaged or incomplete.",
  tooManyPixels: IMAGE_LIMIT_MESSAGES.tooManyPixels,
  activePdf:
    "the PDF contains scripts, actions, embedded files or forms that send data, which we cannot accept. Please save it again as a plain PDF (for example with Print to PDF) or send a scan.",
  uncheckablePdf: "the PDF could not be read and checked. Please save it again as a plain PDF (for example with Print to PDF).",
  pdfUnavailable: "we cannot accept PDF files at the moment. Please try again later, or send the document as a .docx, .txt or a photo.",
  wordMacros: "the document contains macros, which we cannot accept. Please save it again as a plain Word document (.docx) or as a PDF.",
  incompletePdf: "the PDF is incomplete or damaged. Please save or download it again.",
} as const;

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
  const sniffed = await sniffFileType(bytes);
  const ok = expected.sniffed === null ? sniffed === undefined && isPlainText(bytes) : sniffed?.ext === expected.sniffed;
  if (!ok) throw new UnsupportedMediaTypeError(`${originalName}: the file's content is not a .${extension} file. ${SUPPORT_TEXTS.badType}`, "attachments");
  return { mimeType: expected.mime, extension };
}

/**
 * Decodes a JPEG or PNG in full (a truncated file or too many pixels is refused) and encodes it again
 * in its own format: whatever rode along (a ZIP or HTML appended after the image, comments, EXIF and
 * GPS) is gone, and the picture reads as before (orientation applied, colour profile kept, full size: it may
 * be a document). The pixels stream through in rows (the JPEG's Huffman tables are not optimised, which would
 * hold the whole image), and a file whose decode needs more memory than one image may have is refused from its
 * header (ADR 069).
 */
async function reencodeImage(originalName: string, bytes: Uint8Array, extension: "jpg" | "jpeg" | "png"): Promise<Buffer> {
  const refuse = (message: string) => new PayloadTooLargeError(`${originalName}: ${message}`, "attachments");
  try {
    // The header first: an extreme shape or a memory bomb is refused before any pixel is decoded (rules/imageLimits.ts).
    const meta = await untrustedImage(bytes, "truncated").metadata();
    const problem = meta.width && meta.height ? imageShapeProblem(meta.width, meta.height) : null;
    if (problem) throw refuse(IMAGE_LIMIT_MESSAGES[problem]);
    const memory = memoryProblem(meta, "reencode");
    if (memory) throw refuse(memory.message);
    return await imageWork.run(async () => {
      const image = untrustedImage(bytes, "truncated").rotate().keepIccProfile();
      return extension === "png" ? await image.png().toBuffer() : await image.jpeg({ quality: 90, optimiseCoding: false }).toBuffer();
    }, decodeMemory(meta, "reencode").bytes);
  } catch (error) {
    if (error instanceof PayloadTooLargeError || error instanceof RetryLaterError) throw error;
    if (isSharpPixelLimit(error)) throw refuse(ATTACHMENT_MESSAGES.tooManyPixels);
    if (isSharpTimeout(error)) throw refuse(IMAGE_LIMIT_MESSAGES.tooSlow);
    throw new UnsupportedMediaTypeError(`${originalName}: ${ATTACHMENT_MESSAGES.unreadableImage}`, "attachments");
  }
}

/**
 * Every rule for one support attachment: not empty, the type its name says (from the bytes), images
 * re-encoded, PDFs complete, rewritten by qpdf and without active content, Word files without macros. Returns the bytes
 * to store.
 */
export async function checkAttachment(originalName: string, bytes: Uint8Array): Promise<{ mimeType: string; bytes: Uint8Array }> {
  if (bytes.byteLength === 0) throw new BadRequestError(`${originalName}: ${ATTACHMENT_MESSAGES.empty}`, "attachments");
  const { mimeType, extension } = await checkAttachmentType(originalName, bytes);
  if (extension === "jpg" || extension === "jpeg" || extension === "png") return { mimeType, bytes: await reencodeImage(originalName, bytes, extension) };
  if (extension === "pdf") {
    const body = pdfBody(bytes);
    if (!body) throw new UnsupportedMediaTypeError(`${originalName}: ${ATTACHMENT_MESSAGES.incompletePdf}`, "attachments");
    // Stored is qpdf's rewrite, never the sender's bytes (rules/pdfActiveContent.ts, ADR 040).
    const rewrite = await rewritePdf(body);
    if (rewrite.ok) return { mimeType, bytes: rewrite.bytes };
    if (rewrite.reason === "unavailable") throw new ServiceUnavailableError(`${originalName}: ${ATTACHMENT_MESSAGES.pdfUnavailable}`);
    throw new UnsupportedMediaTypeError(
      `${originalName}: ${rewrite.reason === "active" ? ATTACHMENT_MESSAGES.activePdf : ATTACHMENT_MESSAGES.uncheckablePdf}`,
      "attachments",
    );
  }
  if ((extension === "doc" || extension === "docx") && hasWordMacros(bytes, extension))
    throw new UnsupportedMediaTypeError(`${originalName}: ${ATTACHMENT_MESSAGES.wordMacros}`, "attachments");
  return { mimeType, bytes };
}
