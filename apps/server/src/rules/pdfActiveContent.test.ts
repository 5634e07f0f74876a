import { describe, expect, it, vi } from "vitest";
import { ACTIVE_PDFS, pdfWithObjectStream, QUIET_PDF_WITH_STREAM_NAME } from "../testing/hostileFiles.ts";
import { pdfBody, rewritePdf, scanPdfObjects } from "./pdfActiveContent.ts";

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");

/** qpdf's JSON (version 2) shape around the given objects ("obj:1 0 R": {value} or {stream: {dict}}). */
const qpdfJson = (objects: Record<string, unknown>) => ({ version: 2, qpdf: [{ jsonversion: 2 }, { ...objects, trailer: { value: { "/Root": "1 0 R" } } }] });

describe("scanPdfObjects (qpdf's parse of its own rewrite)", () => {
  it("passes an ordinary document, with links, forms, an open action that shows a page, and look-alike strings", () => {
    const json = qpdfJson({
      "obj:1 0 R": { value: { "/Type": "/Catalog", "/OpenAction": ["3 0 R", "/Fit"], "/AcroForm": "4 0 R", "/Note": "u:/JavaScript /JS" } },
      "obj:2 0 R": { value: { "/S": "/URI", "/URI": "u:https://example.com" } },
      "obj:3 0 R": { value: "/stream" },
      "obj:4 0 R": { stream: { dict: { "/Length": 20 } } },
      "obj:5 0 R": { value: { "/JSX": 1, "/JSONish": "b:2f4a617661536372697074" } },
    });
    expect(scanPdfObjects(json)).toEqual({ active: false });
  });

  it("finds scripts, actions and embedded files as keys or values, in stream dictionaries, #xx-escaped, and action open actions", () => {
    const found = (objects: Record<string, unknown>) => scanPdfObjects(qpdfJson(objects));
    expect(found({ "obj:1 0 R": { value: { "/OpenAction": { "/S": "/JavaScript", "/JS": "u:app.alert(1)" } } } })).toMatchObject({ active: true });
    expect(found({ "obj:1 0 R": { value: { "/AA": { "/O": "7 0 R" } } } })).toEqual({ active: true, name: "AA" });
    expect(found({ "obj:1 0 R": { value: { "/S": "/J#61vaScript" } } })).toEqual({ active: true, name: "JavaScript" });
    expect(found({ "obj:1 0 R": { value: [[{ "/S": "/Launch" }]] } })).toEqual({ active: true, name: "Launch" });
    expect(found({ "obj:1 0 R": { stream: { dict: { "/Type": "/EmbeddedFile" } } } })).toEqual({ active: true, name: "EmbeddedFile" });
    expect(found({ "obj:1 0 R": { value: { "/OpenAction": { "/S": "/URI", "/URI": "u:https://evil.example" } } } })).toEqual({
      active: true,
      name: "OpenAction",
    });
    expect(found({ "obj:1 0 R": { value: { "/OpenAction": "2 0 R" } }, "obj:2 0 R": { value: { "/S": "/URI" } } })).toEqual({
      active: true,
      name: "OpenAction",
    });
  });

  it("throws on anything that is not qpdf's JSON (the file is then refused)", () => {
    for (const json of [null, {}, { qpdf: [] }, { qpdf: [{}, []] }, "text"]) expect(() => scanPdfObjects(json)).toThrow();
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
      expect(await rewritePdf(pdfWithObjectStream(options))).toMatchObject({
        ok: false,
        reason: "active",
        name: expect.stringMatching(/^(JS|JavaScript|OpenAction)$/),
      });
    }
  });

  // The object whose value is the name /stream made the old scan of qpdf's text skip to the next real stream's end.
  for (const [label, bytes] of Object.entries(ACTIVE_PDFS)) {
    it(`refuses ${label}`, async () => {
      expect(await rewritePdf(bytes)).toMatchObject({ ok: false, reason: "active" });
    });
  }

  it("keeps a plain document with a harmless object named /stream, a link and a page-showing open action", async () => {
    const rewrite = await rewritePdf(QUIET_PDF_WITH_STREAM_NAME);
    expect(rewrite.ok).toBe(true);
  });

  it("refuses what qpdf cannot parse (nothing is then scanned as text instead)", async () => {
    for (const text of [
      "%PDF-1.7\n%%EOF\n",
      "%PDF-1.7\ngarbage garbage\n%%EOF\n",
      "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 5 0 R >>\n%%EOF\n",
    ])
      expect(await rewritePdf(Buffer.from(text, "latin1"))).toEqual({ ok: false, reason: "unreadable" });
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
