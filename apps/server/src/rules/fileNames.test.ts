import { describe, expect, it } from "vitest";
import { cleanFileName, FILE_NAME_MAX } from "./fileNames.ts";

describe("cleanFileName", () => {
  it("drops folders, quotes and control characters", () => {
    expect(cleanFileName('C:\\Users\\me\\"scan".pdf')).toBe("scan.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("..\\..\\x.png")).toBe("x.png");
    expect(cleanFileName("/etc/shadow.jpg")).toBe("shadow.jpg");
    expect(cleanFileName("a\u0000b.jpg")).toBe("ab.jpg");
    expect(cleanFileName("\u0000")).toBe("file");
    expect(cleanFileName("..")).toBe("file");
    expect(cleanFileName("")).toBe("file");
  });

  it("removes bidirectional overrides, so a name reads as what it is", () => {
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("\u2067photo\u2069.jpg\u200F")).toBe("photo.jpg");
  });

  it("cuts a long name in its stem and keeps the extension (without splitting a character)", () => {
    const long = cleanFileName(`${"a".repeat(5000)}.pdf`);
    expect(long).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith(".pdf")).toBe(true);
    const emoji = cleanFileName(`${"😀".repeat(400)}.png`);
    expect(Array.from(emoji)).toHaveLength(FILE_NAME_MAX);
    expect(emoji.endsWith(".png")).toBe(true);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
