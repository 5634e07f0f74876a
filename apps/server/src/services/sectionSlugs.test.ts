import { CATEGORY_SECTIONS } from "@matv/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../db/factories.ts";
import { articles } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/** Every `slug` (and `_id`) an object in a JSON answer reports for the article `id`. */
function reportedKeys(body: unknown, id: string, found: string[] = []): string[] {
  if (Array.isArray(body)) body.forEach((v) => reportedKeys(v, id, found));
  else if (body && typeof body === "object") {
    const o = body as Record<string, unknown>;
    if (o._id === id && typeof o.slug === "string") found.push(o.slug);
    Object.values(o).forEach((v) => reportedKeys(v, id, found));
  }
  return found;
}

/**
 * Items a list editor never saved have no stored slug: the slug the list APIs report for them must still open
 * the section's detail page (`/{section}/{slug}`), before and after the first save.
 */
describe("every slug a section list reports resolves to its detail page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(CATEGORY_SECTIONS.map((s) => [s.key, s] as const))("%s", async (_key, section) => {
    const row = buildArticle({ title: `Never saved: ${section.navLabel} story, 2026!`, pages: [section.pageName], slug: null });
    const twin = buildArticle({ title: "Another story", pages: [section.pageName], slug: null });
    await t.database.db.insert(articles).values([row, twin]);
    // GET /api/health stays the health check; the Health list is read at /api/health-news (ADR 011).
    const res = await t.app.inject(section.key === "health" ? "/api/health-news" : section.apiPath);
    expect(res.statusCode).toBe(200);
    const slugs = reportedKeys(res.json(), row.id);
    expect(slugs.length, `${section.apiPath} lists the item`).toBeGreaterThan(0);
    for (const slug of slugs) {
      const article = await t.app.services.sitePages.getSectionArticle(section.pageName, slug);
      expect(article?._id, `${section.path}/${slug}`).toBe(row.id);
    }
  });
});
