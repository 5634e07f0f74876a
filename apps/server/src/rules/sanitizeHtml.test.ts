import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@matv/shared";
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

  describe("links that open a new browsing context (ADR 069)", () => {
    const relOf = (html: string) => /<a [^>]*>/.exec(sanitizeHtml(html))![0].match(/rel="([^"]*)"/)?.[1];
    it.each(["_blank", "_BLANK", "newwin", "_new", "_top", "", " _blank"])("target=%j gets noopener noreferrer, whatever rel it had", (target) => {
      for (const rel of ['rel="opener"', 'rel="opener noreferrer"', 'rel="nofollow"', ""]) {
        expect(relOf(`<a href="https://x.example" target="${target}" ${rel}>x</a>`), `${target} ${rel}`).toBe("noopener noreferrer");
      }
    });
    it("keeps a link without a target as it is, but never with rel=opener", () => {
      expect(relOf('<a href="/news/a">x</a>')).toBeUndefined();
      expect(relOf('<a href="/news/a" rel="opener">x</a>')).toBeUndefined();
      expect(relOf('<a href="/news/a" rel="nofollow OPENER">x</a>')).toBe("nofollow");
    });
    it.each(["/\\evil.example", "\\\\evil.example", "/\\/evil.example", "//evil.example"])(
      "drops the href %s, which a browser reads as another host",
      (href) => {
        expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
      },
    );
  });

  describe("video embeds", () => {
    const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    it.each([
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://youtube.com/embed/dQw4w9WgXcQ?autoplay=1",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ])("rewrites %s to the privacy-enhanced player, the host the CSP allows", (src) => {
      const out = sanitizeHtml(`<iframe src="${src}" title="Clip" allowfullscreen></iframe>`);
      expect(out).toBe(`<iframe src="${embed}" title="Clip" allowfullscreen></iframe>`);
      const frameSrc = contentSecurityPolicy([], false)
        .split("; ")
        .find((d) => d.startsWith("frame-src "));
      expect(frameSrc).toBe(`frame-src ${new URL(embed).origin}`);
    });
    it.each([
      "https://evil.example/embed/dQw4w9WgXcQ",
      "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/x",
      "javascript:alert(1)",
      "//www.youtube.com/embed/dQw4w9WgXcQ",
      "dQw4w9WgXcQ",
    ])("drops an iframe from %s whole", (src) => {
      expect(sanitizeHtml(`<p>a</p><iframe src="${src}"></iframe><p>b</p>`)).toBe("<p>a</p><p>b</p>");
    });
    it("drops an iframe without an address", () => {
      expect(sanitizeHtml(`<iframe srcdoc="<script>x()</script>"></iframe>`)).toBe("");
    });
  });
});
