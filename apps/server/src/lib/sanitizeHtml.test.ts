import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitizeHtml.ts";

describe("sanitizeHtml", () => {
  const hostile = '<p onclick="x()">Hi <a href="javascript:alert(1)">a</a></p><script>alert(2)</script><img src=x onerror=alert(3)>';

  it("removes scripts, handlers and javascript: links, the same on every call (memoised)", () => {
    const first = sanitizeHtml(hostile);
    expect(first).not.toMatch(/onclick|onerror|<script|javascript:/i);
    expect(first).toContain("Hi");
    expect(sanitizeHtml(hostile)).toBe(first);
    expect(sanitizeHtml(`${hostile} `)).not.toMatch(/<script/);
  });

  it("keeps working past the memo's size", () => {
    for (let i = 0; i < 1100; i++) expect(sanitizeHtml(`<p>${i}<script>x</script></p>`)).toBe(`<p>${i}</p>`);
    expect(sanitizeHtml(hostile)).not.toMatch(/<script/);
  });
});
