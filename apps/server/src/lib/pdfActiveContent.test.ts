import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PDF_INFLATE_BUDGET, pdfBody, scanPdf } from "./pdfActiveContent.ts";

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");
function withObjectStream(inner: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${inner.length} >>\nstream\n`, "latin1"),
    inner,
    Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1"),
  ]);
}

describe("scanPdf", () => {
  it("passes an ordinary document, with links, forms and an open action", () => {
    expect(
      scanPdf(pdf("1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] /AcroForm 4 0 R >> endobj\n2 0 obj << /S /URI /URI (https://example.com) >> endobj")),
    ).toEqual({ active: false });
    expect(scanPdf(pdf("1 0 obj << /Type /Catalog /JSONish (not a name) /JSX 1 >> endobj"))).toEqual({ active: false });
  });

  it("finds scripts, launch actions and embedded files, also spelt with #xx escapes", () => {
    expect(scanPdf(pdf("1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj"))).toEqual({ active: true, name: "JavaScript" });
    expect(scanPdf(pdf("1 0 obj << /AA << /O << /JS 7 0 R >> >> >> endobj"))).toEqual({ active: true, name: "JS" });
    expect(scanPdf(pdf("1 0 obj << /S /J#61vaScript >> endobj"))).toMatchObject({ active: true });
    expect(scanPdf(pdf("1 0 obj << /S /Launch /F (cmd.exe) >> endobj"))).toEqual({ active: true, name: "Launch" });
    expect(scanPdf(pdf("1 0 obj << /Names << /EmbeddedFiles 8 0 R >> >> endobj"))).toEqual({ active: true, name: "EmbeddedFiles" });
  });

  it("looks inside compressed object streams", () => {
    expect(scanPdf(withObjectStream(deflateSync(Buffer.from("6 0 << /S /JavaScript /JS (app.alert(1)) >>"))))).toEqual({ active: true, name: "JavaScript" });
    expect(scanPdf(withObjectStream(deflateSync(Buffer.from("6 0 << /Type /Page >>"))))).toEqual({ active: false });
    // Not Flate (or encrypted): nothing to read, not an error.
    expect(scanPdf(withObjectStream(Buffer.from("garbage that does not inflate")))).toEqual({ active: false });
  });

  it("pdfBody ends at the last end marker, and is null without one (cut short, or only starting like a PDF)", () => {
    const whole = pdf("1 0 obj << /Type /Catalog >> endobj");
    expect(Buffer.from(pdfBody(Buffer.concat([whole, Buffer.from("PK\x03\x04 a zip follows <script>", "latin1")]))!).equals(whole)).toBe(true);
    expect(Buffer.from(pdfBody(whole)!).equals(whole)).toBe(true);
    expect(pdfBody(whole.subarray(0, whole.length - 8))).toBeNull();
    expect(pdfBody(Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>"))).toBeNull();
  });

  it("stops at the inflate budget instead of expanding a zip bomb", () => {
    const bomb = deflateSync(Buffer.alloc(PDF_INFLATE_BUDGET + 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(PDF_INFLATE_BUDGET / 500);
    expect(scanPdf(withObjectStream(bomb))).toEqual({ active: "unknown" });
  });
});
