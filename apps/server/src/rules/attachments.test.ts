import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { docxWith, pdfWithObjectStream } from "../testing/hostileFiles.ts";
import { ATTACHMENT_MESSAGES, checkAttachment, checkAttachmentType, isPlainText } from "./attachments.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", "latin1"), Buffer.alloc(200)]);

describe("checkAttachmentType", () => {
  it("accepts files whose bytes match their extension", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const jpg = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    await expect(checkAttachmentType("a.pdf", PDF)).resolves.toEqual({ mimeType: "application/pdf", extension: "pdf" });
    await expect(checkAttachmentType("a.PNG", png)).resolves.toMatchObject({ mimeType: "image/png" });
    await expect(checkAttachmentType("a.jpeg", jpg)).resolves.toMatchObject({ mimeType: "image/jpeg" });
    await expect(checkAttachmentType("a.txt", Buffer.from("नमस्ते\tworld\r\n"))).resolves.toMatchObject({ extension: "txt" });
  });

  it("refuses renamed programs, mismatched images, binary text and unknown extensions with 415", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    await expect(checkAttachmentType("invoice.pdf", EXE)).rejects.toMatchObject({ statusCode: 415, field: "attachments" });
    await expect(checkAttachmentType("photo.jpg", png)).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkAttachmentType("notes.txt", PDF)).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkAttachmentType("notes.txt", Buffer.from([0x68, 0x00, 0x69]))).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkAttachmentType("run.exe", EXE)).rejects.toMatchObject({ statusCode: 415 });
    await expect(checkAttachmentType("noextension", PDF)).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe("checkAttachment", () => {
  it("refuses an empty file with 400 naming the file", async () => {
    await expect(checkAttachment("notes.txt", Buffer.alloc(0))).rejects.toMatchObject({
      statusCode: 400,
      field: "attachments",
      message: `notes.txt: ${ATTACHMENT_MESSAGES.empty}`,
    });
  });

  it("re-encodes images (what was appended is gone) and refuses truncated ones", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    const { bytes, mimeType } = await checkAttachment("scan.png", Buffer.concat([png, Buffer.from("<script>x</script>")]));
    expect(mimeType).toBe("image/png");
    expect(Buffer.from(bytes).includes(Buffer.from("<script>"))).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 40, height: 30 });
    const noisy = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    await expect(checkAttachment("half.png", noisy.subarray(0, noisy.length >> 1))).rejects.toMatchObject({
      statusCode: 415,
      message: `half.png: ${ATTACHMENT_MESSAGES.unreadableImage}`,
    });
  });

  it("stores qpdf's rewrite of a PDF (nothing after its end marker), and refuses one with a script", async () => {
    const { bytes } = await checkAttachment("a.pdf", Buffer.concat([PDF, Buffer.from("trailing <script>")]));
    const stored = Buffer.from(bytes).toString("latin1");
    expect(stored).toMatch(/^%PDF-/);
    expect(stored).toContain("/Type /Catalog");
    expect(stored).not.toContain("trailing");
    const script = Buffer.from("%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    await expect(checkAttachment("a.pdf", script)).rejects.toMatchObject({ statusCode: 415, message: `a.pdf: ${ATTACHMENT_MESSAGES.activePdf}` });
  });
});

describe("active content hidden from a hand-written scanner", () => {
  it.each([
    ["an object stream typed /Obj#53tm", { type: "/Obj#53tm", filter: "flate" }],
    ["an object stream with /Filter /ASCIIHexDecode", { filter: "hex" }],
    ["an object stream with /Filter [/ASCIIHexDecode /FlateDecode]", { filter: "hexFlate" }],
  ] as const)("refuses a JavaScript open action in %s", async (_label, options) => {
    await expect(checkAttachment("a.pdf", pdfWithObjectStream(options))).rejects.toMatchObject({
      statusCode: 415,
      message: `a.pdf: ${ATTACHMENT_MESSAGES.activePdf}`,
    });
  });

  it("takes the same PDF with a harmless object in its object stream, rewritten without object streams", async () => {
    const { bytes } = await checkAttachment("a.pdf", pdfWithObjectStream({ type: "/Obj#53tm", filter: "hexFlate", action: "[2 0 R /Fit (plain)]" }));
    const text = Buffer.from(bytes).toString("latin1");
    expect(text).toContain("(plain)");
    expect(text).not.toMatch(/ObjStm|Obj#53tm/);
  });

  it.each([
    ["a launch action", "<< /S /Launch /F (cmd.exe) >>"],
    ["a form that submits itself", "<< /S /SubmitForm /F (https://evil.example/) >>"],
    ["a remote go-to", "<< /S /GoToR /F (other.pdf) /D [0 /Fit] >>"],
    ["a URI open action", "<< /S /URI /URI (https://evil.example/) >>"],
  ])("refuses %s hidden in an object stream", async (_label, action) => {
    await expect(checkAttachment("a.pdf", pdfWithObjectStream({ filter: "hex", action }))).rejects.toMatchObject({ statusCode: 415 });
  });

  it("refuses a file qpdf cannot read", async () => {
    const broken = Buffer.from("%PDF-1.7\n garbage that is no PDF at all \n%%EOF\n");
    await expect(checkAttachment("a.pdf", broken)).rejects.toMatchObject({ statusCode: 415, message: `a.pdf: ${ATTACHMENT_MESSAGES.uncheckablePdf}` });
  });
});

describe("Word files with macros", () => {
  it("takes a plain .docx and refuses one with a VBA project or a macro-enabled content type", async () => {
    await expect(checkAttachment("a.docx", docxWith({}))).resolves.toMatchObject({ mimeType: expect.stringContaining("wordprocessingml") });
    await expect(checkAttachment("a.docx", docxWith({ "word/vbaProject.bin": "\xd0\xcf\x11\xe0 VBA" }))).rejects.toMatchObject({
      statusCode: 415,
      message: `a.docx: ${ATTACHMENT_MESSAGES.wordMacros}`,
    });
    await expect(checkAttachment("a.docx", docxWith({}, "application/vnd.ms-word.document.macroEnabled.main+xml"))).rejects.toMatchObject({ statusCode: 415 });
  });

  it("refuses a .doc whose compound file has a Macros storage", async () => {
    const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const plain = Buffer.concat([header, Buffer.alloc(504), Buffer.from("WordDocument\0", "utf16le"), Buffer.alloc(512)]);
    const withMacros = Buffer.concat([plain, Buffer.from("Macros\0", "utf16le"), Buffer.from("_VBA_PROJECT\0", "utf16le")]);
    const sniffedAsDoc = await checkAttachmentType("a.doc", plain).then(
      () => true,
      () => false,
    );
    if (sniffedAsDoc) await expect(checkAttachment("a.doc", plain)).resolves.toBeTruthy();
    await expect(checkAttachment("a.doc", withMacros)).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe("small helpers", () => {
  it("isPlainText wants valid UTF-8 without control characters", () => {
    expect(isPlainText(Buffer.from("plain\n"))).toBe(true);
    expect(isPlainText(Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});
