import { expect, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";

/** Anonymous page HTML is served from the in-process cache (PAGE_CACHE_SECONDS) with a fresh nonce per response. */
const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
const scriptNonces = (html: string) => [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]);

test.describe("page cache", () => {
  test("a cached page carries a new nonce that matches its CSP header", async ({ request }) => {
    const [article] = await listPage(request, "WorldNews", 1);
    const url = `/articles/${article!.slug}?cache-test=${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const first = await request.get(url);
    const second = await request.get(url);
    const third = await request.get(url);
    expect(first.headers()["x-page-cache"]).toBe("miss");
    expect(second.headers()["x-page-cache"]).toBe("hit");
    expect(third.headers()["x-page-cache"]).toBe("hit");

    const responses = [first, second, third];
    const nonces = responses.map((r) => nonceOf(r.headers()["content-security-policy"]));
    expect(new Set(nonces).size).toBe(3);
    const bodies = await Promise.all(responses.map((r) => r.text()));
    bodies.forEach((html, i) => {
      const inHtml = scriptNonces(html);
      expect(inHtml.length).toBeGreaterThan(0);
      expect(new Set(inHtml)).toEqual(new Set([nonces[i]]));
    });
    // Apart from the nonce, the cached page is the page that was rendered.
    expect(bodies[1]!.replaceAll(nonces[1]!, "N")).toBe(bodies[0]!.replaceAll(nonces[0]!, "N"));
  });

  test("pages for staff, with cookies or under /admin are never cached", async ({ request }) => {
    const url = `/?cache-test=${Date.now()}`;
    await request.get(url);
    expect((await request.get(url, { headers: { authorization: "Bearer anything" } })).headers()["x-page-cache"]).toBeUndefined();
    expect((await request.get(url, { headers: { cookie: "matv_reader=0123456789abcdef0123456789abcdef" } })).headers()["x-page-cache"]).toBeUndefined();
    await request.get("/admin/dashboard");
    expect((await request.get("/admin/dashboard")).headers()["x-page-cache"]).toBeUndefined();
  });

  test("a page served from the cache hydrates and runs its scripts under the CSP", async ({ page, request }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    const [article] = await listPage(request, "TopStories", 1);
    const url = `/articles/${article!.slug}?cache-test=${Date.now()}`;
    // Fill the cache, then open the page in the browser: it gets the cached HTML.
    expect((await request.get(url)).headers()["x-page-cache"]).toBe("miss");
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
