import { describe, expect, it, vi } from "vitest";
import { pdfWithObjectStream } from "../testing/hostileFiles.ts";
import { pdfBody, rewritePdf, scanPdf } from "./pdfActiveContent.ts";

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");

describe("scanPdf (on qpdf's plain rewrite)", () => {
  it("passes an ordinary document, with links, forms and an open action that shows a page", () => {
    expect(
      scanPdf(pdf("1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] /AcroForm 4 0 R >> endobj\n2 0 obj << /S /URI /URI (https://example.com) >> endobj")),
    ).toEqual({ active: false });
    expect(scanPdf(pdf("1 0 obj << /Type /Catalog /JSONish (not a name) /JSX 1 >> endobj"))).toEqual({ active: false });
  });

  it("finds scripts, actions, embedded files and XFA, also spelt with #xx escapes", () => {
    expect(scanPdf(pdf("1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj"))).toEqual({ active: true, name: "JavaScript" });
    expect(scanPdf(pdf("1 0 obj << /AA << /O 7 0 R >> >> endobj"))).toEqual({ active: true, name: "AA" });
    expect(scanPdf(pdf("1 0 obj << /S /J#61vaScript >> endobj"))).toMatchObject({ active: true });
    expect(scanPdf(pdf("1 0 obj << /S /Launch /F (cmd.exe) >> endobj"))).toEqual({ active: true, name: "Launch" });
    expect(scanPdf(pdf("1 0 obj << /Names << /EmbeddedFiles 8 0 R >> >> endobj"))).toEqual({ active: true, name: "EmbeddedFiles" });
    expect(scanPdf(pdf("1 0 obj << /AcroForm << /XFA 9 0 R >> >> endobj"))).toEqual({ active: true, name: "XFA" });
    expect(scanPdf(pdf("1 0 obj << /OpenAction << /S /URI /URI (https://evil.example) >> >> endobj"))).toEqual({ active: true, name: "OpenAction" });
    expect(scanPdf(pdf("1 0 obj << /OpenAction 2 0 R >> endobj\n2 0 obj\n<< /S /URI /URI (https://evil.example) >>\nendobj"))).toEqual({
      active: true,
      name: "OpenAction",
    });
  });

  it("does not read names in stream data (compressed bytes may spell one by chance)", () => {
    expect(scanPdf(pdf("3 0 obj << /Length 20 >>\nstream\n/JavaScript /JS (x)\nendstream\nendobj"))).toEqual({ active: false });
  });

  it("pdfBody ends at the last end marker, and is null without one (cut short, or only starting like a PDF)", () => {
    const whole = pdf("1 0 obj << /Type /Catalog >> endobj");
    expect(Buffer.from(pdfBody(Buffer.concat([whole, Buffer.from("PK\x03\x04 a zip follows <script>", "latin1")]))!).equals(whole)).toBe(true);
    expect(pdfBody(whole.subarray(0, whole.length - 8))).toBeNull();
    expect(pdfBody(Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>"))).toBeNull();
  });
});

describe("rewritePdf", () => {
  it("writes object streams out, so the issue's three bypasses are found", async () => {
    for (const options of [{ type: "/Obj#53tm", filter: "flate" }, { filter: "hex" }, { filter: "hexFlate" }] as const) {
      expect(await rewritePdf(pdfWithObjectStream(options))).toMatchObject({ ok: false, reason: "active", name: expect.stringMatching(/^(JS|JavaScript)$/) });
    }
  });

  it("refuses every PDF (503 upstream) when qpdf is not installed, rather than accept one unchecked", async () => {
    vi.resetModules();
    vi.stubEnv("QPDF_PATH", "/nonexistent/qpdf");
    try {
      const fresh = await import("./pdfActiveContent.ts");
      expect(await fresh.rewritePdf(pdf("1 0 obj << /Type /Catalog >> endobj"))).toEqual({ ok: false, reason: "unavailable" });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
