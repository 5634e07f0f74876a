import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ATTACHMENT_MESSAGES, checkAttachment, checkAttachmentType, isPlainText } from "./attachments.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
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

  it("cuts a PDF at its end marker and refuses one with a script", async () => {
    const { bytes } = await checkAttachment("a.pdf", Buffer.concat([PDF, Buffer.from("trailing")]));
    expect(Buffer.from(bytes).equals(PDF)).toBe(true);
    const script = Buffer.from("%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj\n%%EOF\n");
    await expect(checkAttachment("a.pdf", script)).rejects.toMatchObject({ statusCode: 415, message: `a.pdf: ${ATTACHMENT_MESSAGES.activePdf}` });
  });
});

describe("small helpers", () => {
  it("isPlainText wants valid UTF-8 without control characters", () => {
    expect(isPlainText(Buffer.from("plain\n"))).toBe(true);
    expect(isPlainText(Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});
