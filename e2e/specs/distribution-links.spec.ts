import { CATEGORY_SECTIONS } from "@matv/shared";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * Every address a sitemap or feed gives resolves to 200 (docs/spec: feeds and sitemaps, ADR 017). It runs in
 * its own project after the editors' specs, so the stories, blogs and deep dives they made are crawled too.
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeXml(m[1]!));
const links = (xml: string) => [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => decodeXml(m[1]!));
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e]!);

async function text(request: APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0 });
  expect(res.status(), url).toBe(200);
  return res.text();
}

/** Requests each address (four at a time) and returns those that did not answer 200 themselves. */
async function failing(request: APIRequestContext, urls: string[]) {
  const failures: string[] = [];
  const queue = [...new Set(urls)];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const res = await request.get(url, { maxRedirects: 0 });
        if (res.status() !== 200) failures.push(`${res.status()} ${url}`);
      }
    }),
  );
  return failures;
}

test("every address in every sitemap and feed answers 200, a desk story placed only on a home feed included", async ({ request, baseURL }) => {
  // A few hundred page renders after the editors' specs, on a busy machine.
  test.setTimeout(300_000);
  // A desk story with a slug of its own, listed only on Top Stories (a home feed, not a section).
  const admin = await staffSession(request);
  const title = `Feed-only desk story ${Date.now()}`;
  const created = await request.post("/api/admin/stories", {
    headers: staffHeaders(admin),
    data: { title, slug: `feed-only-${Date.now()}`, summary: "Listed on Top Stories only.", content: "<p>Body.</p>", placements: [{ page: "TopStories" }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const story = (await created.json()).data as { _id: string };
  expect((await request.post(`/api/admin/stories/${story._id}/publish`, { headers: staffHeaders(admin), data: {} })).status()).toBe(200);

  const sitemapIndex = await text(request, "/sitemap.xml");
  const sitemaps = locs(sitemapIndex);
  expect(sitemaps.length).toBeGreaterThanOrEqual(4);
  const pageUrls: string[] = [];
  for (const sitemap of sitemaps) pageUrls.push(...locs(await text(request, sitemap)));
  const feeds = ["/rss.xml", ...CATEGORY_SECTIONS.map((s) => `${s.path}/rss.xml`)];
  for (const feed of feeds) pageUrls.push(...links(await text(request, feed)));

  expect(new Set(pageUrls).size).toBeGreaterThan(50);
  expect(await failing(request, pageUrls)).toEqual([]);
  // Every address names this server, and the new story is listed at its article page.
  expect(pageUrls.every((u) => u.startsWith(`${baseURL}/`))).toBe(true);
  expect(pageUrls.filter((u) => u.includes(story._id))).toEqual(
    expect.arrayContaining([expect.stringMatching(new RegExp(`/articles/feed-only-desk-story-\\d+-${story._id}$`))]),
  );
});
