import { describe, expect, it } from "vitest";
import { HEADLINES_MAX, headlinesFromPage, mergeHeadlines, offlinePageWithHeadlines } from "./offlineHeadlines";

const article = `<html><head><meta property="og:type" content="article"/><meta property="og:title" content="Floods &amp; storms close the M25"/></head>
<body><main><h1>Floods</h1><a href="/articles/rail-strike-ends-abc123"><img alt=""/><h3>Rail strike ends after <b>talks</b></h3></a>
<a href="/articles/x-1">Read more</a><a href="/articles/rail-strike-ends-abc123">Rail strike ends after talks</a><a href="https://evil.example/articles/y">Somewhere else entirely</a>
<a href="/author/Priya%20Sharma-Verma-Long">Priya Sharma-Verma Long</a><a href="/india-news/abc123def"><p>India News</p><h2 class="t">Monsoon arrives early in Kerala</h2><p>Rain came a week before the usual date.</p></a></main></body></html>`;

describe("offline headlines", () => {
  it("take an article's own title and the story links a page showed, decoded, once each", () => {
    expect(headlinesFromPage(article, "/articles/floods-1", 5)).toEqual([
      { title: "Floods & storms close the M25", url: "/articles/floods-1", seenAt: 5 },
      { title: "Rail strike ends after talks", url: "/articles/rail-strike-ends-abc123", seenAt: 5 },
      { title: "Monsoon arrives early in Kerala", url: "/india-news/abc123def", seenAt: 5 },
    ]);
  });

  it("take no own title from a page that is not an article", () => {
    expect(headlinesFromPage(article.replace('content="article"', 'content="website"'), "/", 1).map((h) => h.url)).toEqual([
      "/articles/rail-strike-ends-abc123",
      "/india-news/abc123def",
    ]);
  });

  it("are kept newest first, one per address, at most 20", () => {
    const old = Array.from({ length: 25 }, (_, i) => ({ title: `Old ${i}`, url: `/articles/old-${i}`, seenAt: 1 }));
    const merged = mergeHeadlines(old, [{ title: "New", url: "/articles/old-3", seenAt: 2 }]);
    expect(merged).toHaveLength(HEADLINES_MAX);
    expect(merged[0]).toEqual({ title: "New", url: "/articles/old-3", seenAt: 2 });
    expect(merged.filter((h) => h.url === "/articles/old-3")).toHaveLength(1);
  });

  it("fill the offline page's list, escaped, and hide its 'nothing yet' line", () => {
    const page = '<main><p id="offline-none" class="x">Nothing saved yet.</p><ul id="offline-headlines" class="list"></ul></main>';
    const filled = offlinePageWithHeadlines(page, [
      { title: '<img src=x onerror="alert(1)">', url: "/articles/a", seenAt: 1 },
      { title: "Elsewhere", url: "//evil.example/", seenAt: 1 },
    ]);
    expect(filled).toContain('<li><a class="text-brand underline" href="/articles/a">&#60;img src=x onerror=&#34;alert(1)&#34;&#62;</a></li>');
    expect(filled).not.toContain("<img");
    expect(filled).not.toContain("evil.example");
    expect(filled).toContain('<p id="offline-none" hidden class="x">');
    expect(offlinePageWithHeadlines(page, [])).toBe(page);
  });
});
