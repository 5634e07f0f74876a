import { describe, expect, it } from "vitest";
import { canShowInPlace, type ClickLike, followableUrl, isPlainClick, type LinkLike } from "./followRules";

const here = new URL("https://matv.example/live");
const plain: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<LinkLike> = {}): LinkLike => ({ href, target: "", hasDownload: false, rel: "", ...extra });

describe("isPlainClick", () => {
  it("takes a primary click without modifiers", () => {
    expect(isPlainClick(plain)).toBe(true);
  });
  it.each([
    ["middle button", { button: 1 }],
    ["right button", { button: 2 }],
    ["cmd", { metaKey: true }],
    ["ctrl", { ctrlKey: true }],
    ["shift", { shiftKey: true }],
    ["alt", { altKey: true }],
    ["already handled", { defaultPrevented: true }],
  ])("leaves a %s click to the browser", (_name, change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});

describe("followableUrl", () => {
  it("follows same-origin reader pages, relative or absolute, with query and fragment", () => {
    expect(followableUrl(link("/"), here)?.href).toBe("https://matv.example/");
    expect(followableUrl(link("/news?page=2"), here)?.href).toBe("https://matv.example/news?page=2");
    expect(followableUrl(link("https://matv.example/article/some-story-0123456789abcdef01234567#comments"), here)?.pathname).toBe(
      "/article/some-story-0123456789abcdef01234567",
    );
    expect(followableUrl(link("/live"), new URL("https://matv.example/news"))?.pathname).toBe("/live");
  });

  it("leaves other origins and protocols alone", () => {
    expect(followableUrl(link("https://other.example/news"), here)).toBeNull();
    expect(followableUrl(link("http://matv.example/news"), here)).toBeNull();
    expect(followableUrl(link("mailto:news@matv.example"), here)).toBeNull();
    expect(followableUrl(link("javascript:void(0)"), here)).toBeNull();
  });

  it("leaves new windows, downloads and external links alone", () => {
    expect(followableUrl(link("/news", { target: "_blank" }), here)).toBeNull();
    expect(followableUrl(link("/news", { target: "_self" }), here)?.pathname).toBe("/news");
    expect(followableUrl(link("/news", { hasDownload: true }), here)).toBeNull();
    expect(followableUrl(link("/news", { rel: "noopener external" }), here)).toBeNull();
  });

  it("leaves the staff area, the API, media and files alone", () => {
    for (const href of ["/admin", "/admin/stories", "/api/news", "/media/uploads/a-480.webp", "/assets/x.js", "/rss.xml", "/sitemap.xml", "/doc.pdf"]) {
      expect(followableUrl(link(href), here), href).toBeNull();
    }
    // Only the first segment names the area: a page whose slug starts with "admin" is a page.
    expect(followableUrl(link("/administration-news"), here)?.pathname).toBe("/administration-news");
  });

  it("leaves a fragment of the page shown to the browser, but follows a fragment elsewhere", () => {
    expect(followableUrl(link("#main"), here)).toBeNull();
    expect(followableUrl(link("/live#schedule"), here)).toBeNull();
    expect(followableUrl(link("/live?x=1#schedule"), here)?.search).toBe("?x=1");
    expect(followableUrl(link("/news#top"), here)?.pathname).toBe("/news");
  });
});

describe("canShowInPlace", () => {
  it("shows every static page in place", () => {
    expect(canShowInPlace({ hydrated: false, declaresInPlace: false })).toBe(true);
  });
  it("shows a hydrated page in place only when its route says its HTML works without scripts", () => {
    expect(canShowInPlace({ hydrated: true, declaresInPlace: true })).toBe(true);
    expect(canShowInPlace({ hydrated: true, declaresInPlace: false })).toBe(false);
  });
});
