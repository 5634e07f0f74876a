import { expect, test } from "@playwright/test";
import { CATEGORY_SECTIONS } from "@matv/shared";
import { listPage } from "../fixtures/api.ts";

/**
 * No public page may be wider than a phone's screen: at 320, 360, 390 and 414 px the document
 * scrolls only downwards. One page of every public type.
 */
const WIDTHS = [320, 360, 390, 414] as const;

test.describe.configure({ timeout: 120_000 });

test("every public page type fits 320-414 px without sideways scrolling", async ({ page, request }) => {
  const [article] = await listPage(request, "LatestNews", 1);
  const listOf = async <T>(url: string): Promise<T[]> => {
    const body = await (await request.get(url)).json();
    return (
      Array.isArray(body)
        ? body
        : Array.isArray(body?.data)
          ? body.data
          : Array.isArray(body?.worldNews)
            ? body.worldNews
            : Array.isArray(body?.blogs)
              ? body.blogs
              : []
    ) as T[];
  };
  const world = await listOf<{ slug: string }>("/api/world-news");
  const authors = await listOf<{ name: string }>("/api/authors/status/active");
  const blogs = await listOf<{ _id: string }>("/api/blogs/published");
  const cards = await listOf<{ _id: string }>("/api/deepdive");
  const paths = [
    "/",
    ...CATEGORY_SECTIONS.slice(0, 3).map((s) => s.path),
    article ? `/articles/${article.slug}` : null,
    world[0] ? `/world/${encodeURIComponent(world[0].slug)}` : null,
    authors[0] ? `/author/${encodeURIComponent(authors[0].name)}` : null,
    blogs[0] ? `/blog/${blogs[0]._id}` : null,
    cards[0] ? `/deep-dive/${cards[0]._id}` : null,
    "/about",
    "/search?q=india",
    "/videos",
    "/live",
    "/petition",
    "/diaspora-support",
    "/terms",
    "/privacy",
    "/login",
    "/no-such-page",
  ].filter((p): p is string => p !== null);
  expect(paths).toHaveLength(19);

  const overflowing: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path, { waitUntil: "load" });
      const sizes = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
      if (sizes.scroll > sizes.inner) overflowing.push(`${path} at ${width} px: ${sizes.scroll} px wide`);
    }
  }
  expect(overflowing).toEqual([]);
});
