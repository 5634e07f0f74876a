import { CATEGORY_SECTIONS, HOME_FEEDS } from "@matv/shared";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** Parses XML with the browser's DOMParser; fails on any parser error. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
    const all = (tag: string) => Array.from(doc.getElementsByTagName(tag)).map((n) => n.textContent ?? "");
    return {
      error,
      root: doc.documentElement.nodeName,
      items: all("item").length,
      links: Array.from(doc.querySelectorAll("item > link")).map((n) => n.textContent ?? ""),
      locs: all("loc"),
      dates: all("news:publication_date"),
    };
  }, xml);
}

async function publishedIds(request: APIRequestContext): Promise<Set<string>> {
  const ids = new Set<string>();
  const pages = [...CATEGORY_SECTIONS.map((s) => s.pageName), ...HOME_FEEDS.map((f) => f.pageName)];
  for (const name of new Set(pages)) {
    const { data } = await (await request.get(`/api/home-contents/published/pages/${name}?limit=100`)).json();
    for (const a of data as Array<{ _id: string }>) ids.add(a._id);
  }
  return ids;
}

test.describe("feeds and sitemaps", () => {
  test("RSS feeds parse as XML, are linked from page heads and list published articles only", async ({ page, request }) => {
    await page.goto("/world");
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/rss.xml"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"][href="/world/rss.xml"]')).toHaveCount(1);
    const ids = await publishedIds(request);
    for (const path of ["/rss.xml", ...CATEGORY_SECTIONS.map((s) => `${s.path}/rss.xml`)]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
      const feed = await parseXml(page, await res.text());
      expect(feed.error, path).toBeNull();
      expect(feed.root).toBe("rss");
      expect(feed.items, path).toBeGreaterThan(0);
      for (const link of feed.links) {
        const id = /([0-9a-f]{24})$/.exec(link)?.[1];
        expect(id, `${path}: ${link}`).toBeTruthy();
        // Stories placed only on pages no feed API lists (the old Deep Dive page, ADR 059) are still published:
        // their article page must answer.
        if (!ids.has(id!)) expect((await request.get(new URL(link).pathname)).status(), `${path}: ${link}`).toBe(200);
      }
    }
  });

  test("the sitemap index lists section, article, author and Google News sitemaps that parse; robots.txt points at it", async ({ page, request }) => {
    const index = await parseXml(page, await (await request.get("/sitemap.xml")).text());
    expect(index.error).toBeNull();
    expect(index.root).toBe("sitemapindex");
    expect(index.locs.map((l) => new URL(l).pathname)).toEqual([
      "/sitemaps/sections.xml",
      "/sitemaps/articles.xml",
      "/sitemaps/authors.xml",
      "/sitemaps/news.xml",
    ]);
    const ids = await publishedIds(request);
    const maps: Record<string, Awaited<ReturnType<typeof parseXml>>> = {};
    for (const loc of index.locs) {
      const path = new URL(loc).pathname;
      const map = await parseXml(page, await (await request.get(path)).text());
      expect(map.error, path).toBeNull();
      expect(map.root).toBe("urlset");
      expect(map.locs.length, path).toBeGreaterThan(0);
      maps[path] = map;
    }
    const sectionPaths = maps["/sitemaps/sections.xml"]!.locs.map((l) => new URL(l).pathname);
    for (const s of CATEGORY_SECTIONS) expect(sectionPaths).toContain(s.path);
    for (const loc of maps["/sitemaps/articles.xml"]!.locs) {
      if (!ids.has(/([0-9a-f]{24})$/.exec(loc)![1]!)) expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
    }
    expect(maps["/sitemaps/authors.xml"]!.locs.every((l) => new URL(l).pathname.startsWith("/author/"))).toBe(true);
    const twoDaysAgo = Date.now() - 2 * 24 * 3_600_000 - 60_000;
    for (const date of maps["/sitemaps/news.xml"]!.dates) expect(Date.parse(date)).toBeGreaterThan(twoDaysAgo);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });
});
