import type { DistributionItem } from "@matv/shared";
import { describe, expect, it } from "vitest";
import { newsSitemap, rssFeed, sitemapIndex, storyAlternates, stripXmlForbidden, urlSet, xmlEscape } from "./xml.server";

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

describe("hreflang pairs in the articles sitemap (ADR 077)", () => {
  const origin = "https://matv.example";
  const english = {
    language: "en" as const,
    path: "/world/trade-deal-signed",
    translations: [{ language: "hi" as const, path: "/hi/world/%E0%A4%B5%E0%A5%8D%E0%A4%AF%E0%A4%BE%E0%A4%AA%E0%A4%BE%E0%A4%B0" }],
  };
  const hindi = { language: "hi" as const, path: english.translations[0]!.path, translations: [{ language: "en" as const, path: english.path }] };

  it("gives each member of a group the same set, itself included, with x-default on the English one", () => {
    const fromEnglish = storyAlternates(origin, english);
    expect(fromEnglish).toEqual([
      { hreflang: "en-GB", href: `${origin}${english.path}` },
      { hreflang: "hi-IN", href: `${origin}${hindi.path}` },
      { hreflang: "x-default", href: `${origin}${english.path}` },
    ]);
    expect(storyAlternates(origin, hindi)).toEqual(fromEnglish);
  });

  it("names no alternates for a story without translations, and the urlset declares xhtml only when it has some", () => {
    expect(storyAlternates(origin, { language: "en", path: "/world/x", translations: [] })).toEqual([]);
    expect(urlSet([{ loc: `${origin}/world/x` }])).not.toContain("xmlns:xhtml");
    const xml = urlSet([{ loc: `${origin}${english.path}`, alternates: storyAlternates(origin, english) }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${origin}${hindi.path}"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${english.path}"/>`);
  });
});
