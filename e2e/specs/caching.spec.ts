import { expect, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { expectedScriptHashes, scriptSources } from "../fixtures/csp.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/**
 * Anonymous page HTML is served from the in-process cache (PAGE_CACHE_SECONDS). Pages carry no nonce: their
 * policy names their inline scripts by hash, so a cached page is the same bytes for every reader, kept
 * compressed once per encoding (ADR 027).
 */
/** A query parameter no page reads: it is not part of the cache key (web/pageCache.ts pageCacheKey). */
const unique = () => `utm_source=cache-test-${Date.now()}-${Math.random().toString(36).slice(2)}`;

test.describe("page cache", () => {
  test("a cached page is the same bytes on every hit, names its inline scripts by hash and is kept compressed", async ({ request }) => {
    const [article] = await listPage(request, "WorldNews", 1);
    // A hydrated page (home), a hydrated one that streams, and one without the React runtime.
    for (const path of ["/", "/login", `/articles/${article!.slug}`]) {
      const url = `${path}?${unique()}`;
      const first = await request.get(url, { headers: { "accept-encoding": "br" } });
      const hits = [
        await request.get(url, { headers: { "accept-encoding": "br" } }),
        await request.get(url, { headers: { "accept-encoding": "gzip" } }),
        await request.get(url, { headers: { "accept-encoding": "identity" } }),
      ];
      // Kept already (a spec before this one may have asked for the page) or kept now.
      expect(first.headers()["x-page-cache"], path).toMatch(/^(miss|hit)$/);
      expect(
        hits.map((r) => r.headers()["x-page-cache"]),
        path,
      ).toEqual(["hit", "hit", "hit"]);
      expect(
        hits.map((r) => r.headers()["content-encoding"]),
        path,
      ).toEqual(["br", "gzip", undefined]);
      for (const r of [first, ...hits]) expect(r.headers()["vary"], path).toContain("accept-encoding");

      const html = await first.text();
      for (const r of hits) expect(await r.text(), path).toBe(html);
      const csp = first.headers()["content-security-policy"];
      for (const r of hits) expect(r.headers()["content-security-policy"], path).toBe(csp);
      // The policy names exactly the page's inline scripts, and nothing carries a nonce.
      const hashes = expectedScriptHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(scriptSources(csp).sort(), path).toEqual(["'self'", ...hashes.map((h) => `'${h}'`)].sort());
      expect(html, path).not.toMatch(/\snonce=/);
    }
  });

  test("tracking parameters and cookies a page does not read share the cached page", async ({ request }) => {
    await request.get("/");
    for (const [url, headers] of [
      ["/?utm_source=x&fbclid=y", {}],
      ["/?gclid=z&utm_campaign=spring", {}],
      ["/", { cookie: "_ga=GA1.2.3; theme=dark" }],
    ] as const) {
      expect((await request.get(url, { headers })).headers()["x-page-cache"], url).toBe("hit");
    }
  });

  test("pages for staff, with a cookie the page reads or under /admin are never cached", async ({ request }) => {
    const url = `/?${unique()}`;
    await request.get(url);
    expect((await request.get(url, { headers: { authorization: "Bearer anything" } })).headers()["x-page-cache"]).toBeUndefined();
    // The author page reads the reader-id cookie (its follow state): with it, the page is the reader's own.
    const [article] = await listPage(request, "WorldNews", 1);
    const author = `/author/${encodeURIComponent(article!.author ?? "")}`;
    await request.get(author);
    const reader = { cookie: "matv_reader=0123456789abcdef0123456789abcdef" };
    expect((await request.get(author, { headers: reader })).headers()["x-page-cache"]).toBeUndefined();
    await request.get("/admin/dashboard");
    expect((await request.get("/admin/dashboard")).headers()["x-page-cache"]).toBeUndefined();
  });

  test("a page served from the cache hydrates and runs its scripts under the CSP", async ({ page, request }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    const [article] = await listPage(request, "TopStories", 1);
    const url = `/articles/${article!.slug}?${unique()}`;
    // Fill the cache, then open the page in the browser: it gets the cached HTML.
    expect((await request.get(url)).headers()["x-page-cache"]).toMatch(/^(miss|hit)$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await gotoHydrated(page, url);
    expect(response!.headers()["x-page-cache"]).toBe("hit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article!.title);
    const more = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("button", { name: "More" });
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    expect(violations).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
