import type { DistributionItem } from "@matv/shared";
import { describe, expect, it } from "vitest";
import { newsSitemap, rssFeed, sitemapIndex, stripXmlForbidden, urlSet, xmlEscape } from "./xml.server";

// Every character XML 1.0 forbids, as a title could carry it.
const FORBIDDEN = ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u000e", "\u001f", "\ufffe", "\uffff", "\udfff", "\ud800"];
const hostile = `A${FORBIDDEN.join("")}B <&> \ud83d\ude00 tab\there`;

const item: DistributionItem = {
  language: "en",
  translations: [],
  id: "a".repeat(24),
  title: hostile,
  summary: hostile,
  author: hostile,
  category: hostile,
  imageUrl: null,
  path: "/world/x",
  publishedAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

describe("XML writing drops what XML forbids", () => {
  it("strips C0 controls, U+FFFE, U+FFFF and lone surrogates, keeping tabs, newlines, pairs and escaping markup", () => {
    expect(stripXmlForbidden(hostile)).toBe("AB <&> \ud83d\ude00 tab\there");
    expect(xmlEscape(hostile)).toBe("AB &lt;&amp;&gt; \ud83d\ude00 tab\there");
    expect(xmlEscape("line\nbreak\r")).toBe("line\nbreak\r");
  });
  it("RSS feeds, URL sets, sitemap indexes and the news sitemap carry none of them", () => {
    const documents = [
      rssFeed({ origin: "https://matv.example", selfPath: "/rss.xml", linkPath: "/", title: hostile, description: hostile, items: [item] }),
      urlSet([{ loc: `https://matv.example/author/${hostile}` }]),
      sitemapIndex([{ loc: `https://matv.example/${hostile}` }]),
      newsSitemap("https://matv.example", [item]),
    ];
    for (const xml of documents) {
      for (const c of FORBIDDEN) expect(xml.includes(c), `U+${c.charCodeAt(0).toString(16)}`).toBe(false);
      expect(xml).toContain("AB");
    }
  });
});
