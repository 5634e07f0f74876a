import { describe, expect, it } from "vitest";
import { classifySource, p75OfBins, pageTemplate, storyIdOfPath, vitalBin, vitalRating } from "./readerAnalytics.ts";

const ID = "0123456789abcdef01234567";

describe("classifySource", () => {
  it.each([
    [{ referrer: "https://web.whatsapp.com/" }, "whatsapp"],
    [{ referrer: "android-app://com.whatsapp/" }, "whatsapp"],
    [{ referrer: "https://www.google.com/" }, "google"],
    [{ referrer: "https://www.google.co.in/search?q=matv" }, "google"],
    [{ referrer: "https://news.google.com/" }, "google"],
    [{ referrer: "android-app://com.google.android.googlequicksearchbox/" }, "google"],
    [{ referrer: "https://l.facebook.com/l.php?u=x" }, "facebook"],
    [{ referrer: "https://m.facebook.com/" }, "facebook"],
    [{ referrer: "https://t.co/abc" }, "x"],
    [{ referrer: "https://x.com/matv" }, "x"],
    [{ referrer: "https://l.instagram.com/" }, "instagram"],
    [{ referrer: "https://www.youtube.com/watch?v=1" }, "youtube"],
    [{ search: "?utm_source=newsletter" }, "newsletter"],
    [{ search: "?utm_medium=email&utm_source=briefing" }, "newsletter"],
    [{ search: "?utm_source=push" }, "push"],
    [{ search: "?utm_source=WhatsApp", referrer: "https://www.google.com/" }, "whatsapp"],
    [{}, "direct"],
    [{ referrer: "not a url" }, "direct"],
    [{ referrer: "https://www.matv.test/world", ownHost: "matv.test" }, "direct"],
  ])("%j is %s", (input, source) => {
    expect(classifySource(input).source).toBe(source);
  });

  it("names another site by its domain, and an unknown utm_source by itself", () => {
    expect(classifySource({ referrer: "https://www.bbc.co.uk/news" })).toEqual({ source: "other", domain: "bbc.co.uk" });
    expect(classifySource({ search: "?utm_source=partner-site" })).toEqual({ source: "other", domain: "partner-site" });
    expect(classifySource({ search: "?utm_source=%3Cscript%3E" })).toEqual({ source: "direct" });
    // A look-alike host is not Google.
    expect(classifySource({ referrer: "https://google.evil.example/" }).source).toBe("other");
  });
});

describe("pageTemplate and storyIdOfPath", () => {
  it.each([
    ["/", "home"],
    [`/articles/budget-day-${ID}`, "article"],
    [`/world/${ID}`, "article"],
    ["/world/a-stored-slug", "article"],
    ["/world", "section"],
    [`/blog/${ID}`, "article"],
    [`/live-updates/election-${ID}`, "liveblog"],
    ["/videos", "video"],
    ["/videos/abc123", "video"],
    ["/live", "video"],
    ["/shows", "show"],
    ["/shows/the-debate", "show"],
    ["/about", "page"],
    ["/hi", "home"],
    [`/hi/articles/budget-${ID}`, "article"],
    ["/hi/world", "section"],
    ["/admin/stories", "staff"],
    ["/login", null],
    ["/offline", null],
    ["/hi/offline", null],
    [`/preview/${ID}`, null],
    ["/newsletter/unsubscribe", null],
    ["/hi/newsletter/language", null],
    ["/rss.xml", null],
    ["/world/rss.xml", null],
  ])("%s is %s", (path, template) => {
    expect(pageTemplate(path)).toBe(template);
  });

  it("reads the story id from the end of a story's path only", () => {
    expect(storyIdOfPath(`/articles/budget-day-${ID}`)).toBe(ID);
    expect(storyIdOfPath(`/hi/live-updates/x-${ID}`)).toBe(ID);
    expect(storyIdOfPath("/world/a-stored-slug")).toBeNull();
    expect(storyIdOfPath(`/author/${ID}`)).toBeNull();
  });
});

describe("vitals", () => {
  it("rates by the web.dev thresholds", () => {
    expect([vitalRating("lcp", 2500), vitalRating("lcp", 2501), vitalRating("lcp", 4001)]).toEqual(["good", "ni", "poor"]);
    expect([vitalRating("inp", 200), vitalRating("inp", 500), vitalRating("inp", 501)]).toEqual(["good", "ni", "poor"]);
    expect([vitalRating("cls", 0.1), vitalRating("cls", 0.25), vitalRating("cls", 0.26)]).toEqual(["good", "ni", "poor"]);
  });

  it("bins upwards, so no value over a threshold lands at or under it", () => {
    expect(vitalBin("lcp", 2500)).toBe(2500);
    expect(vitalBin("lcp", 2501)).toBe(2550);
    expect(vitalBin("cls", 0.1)).toBe(0.1);
    expect(vitalBin("cls", 0.101)).toBe(0.11);
    expect(vitalBin("inp", 0)).toBe(0);
    expect(vitalBin("lcp", 10_000_000)).toBe(60_000);
  });

  it("reads the p75 from binned counts", () => {
    expect(p75OfBins([])).toBeNull();
    expect(
      p75OfBins([
        [3000, 1],
        [1000, 3],
      ]),
    ).toBe(1000);
    expect(
      p75OfBins([
        [1000, 1],
        [2000, 1],
        [3000, 1],
        [4000, 1],
      ]),
    ).toBe(3000);
  });
});
