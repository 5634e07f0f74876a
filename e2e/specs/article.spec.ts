import { expect, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

test.describe("article page", () => {
  test("the first HTML response carries the title, Open Graph, canonical and JSON-LD before any script", async ({ request }) => {
    const [article] = await listPage(request, "WorldNews", 1);
    const res = await request.get(`/articles/${article!.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const ogTitleAt = html.indexOf('property="og:title"');
    expect(ogTitleAt).toBeGreaterThan(0);
    expect(ogTitleAt).toBeLessThan(html.indexOf("<script"));
    const escaped = article!.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(escaped);
    expect(html).toContain(`<title>${escaped} | MATV</title>`);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toMatch(new RegExp(`/articles/${article!.slug}$`));
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary_large_image");
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^http:\/\/.+\.(webp|jpg)$/);
    const ld = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ "@type": "NewsArticle", headline: article!.title });
    // No React runtime, so no nonce: its one inline script is named by hash (ADR 027).
    expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'(;|$)/);
  });

  test("a wrong title part redirects permanently to the canonical address", async ({ request, page }) => {
    const [article] = await listPage(request, "LatestNews", 1);
    const res = await request.get(`/articles/some-old-title-${article!._id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe(`/articles/${article!.slug}`);
    await page.goto(`/articles/${article!._id}`);
    await expect(page).toHaveURL(new RegExp(`/articles/${article!.slug}$`));
  });

  test("shows the story, the author link, tags, content and related stories that navigate", async ({ page, request }) => {
    const articles = await listPage(request, "TopStories", 6);
    const article = articles[0]!;
    await page.goto(`/articles/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const authorLink = page.locator(`a[href="/author/${encodeURIComponent(article.author ?? "Staff Reporter")}"]`).first();
    await expect(authorLink).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.locator(".prose-article p").first()).toBeVisible();
    const related = page.getByRole("complementary").getByRole("link");
    await expect(related).toHaveCount(5);
    await expect(related.filter({ hasText: article.title })).toHaveCount(0);
    const target = articles[1]!;
    await related.filter({ hasText: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${target.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
    await expect(page).toHaveTitle(`${target.title} | MATV`);
  });

  test("Share copies the link when the browser has no native share", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const [article] = await listPage(request, "IndiaNews", 1);
    await page.goto(`/articles/${article!.slug}`);
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    const dialog = acceptNextDialog(page);
    await page.getByRole("button", { name: "Share" }).click();
    expect(await dialog).toBe("Link copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/articles/${article!.slug}$`));
  });

  test("shares to Facebook, Twitter, LinkedIn and WhatsApp by URL, and Share uses the native sheet when there is one", async ({ page, request }) => {
    const [article] = await listPage(request, "IndiaNews", 1);
    await page.goto(`/articles/${article!.slug}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const url = new URL(`/articles/${article!.slug}`, page.url()).toString();
    const group = page.getByRole("group", { name: "Share this article" });
    const enc = encodeURIComponent;
    const title = article!.title;
    const expected: Array<[string, string]> = [
      ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`],
      ["Twitter", `https://twitter.com/share?url=${enc(url)}&text=${enc(title)}`],
      ["WhatsApp", `https://api.whatsapp.com/send?text=${enc(`${title} - ${url}`)}`],
      ["LinkedIn", `https://www.linkedin.com/shareArticle?url=${enc(url)}&mini=true&title=${enc(title)}`],
    ];
    for (const [network, href] of expected) {
      const link = group.getByRole("link", { name: `Share on ${network}` });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // Native share where the browser has it: no copy, no alert.
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(navigator, "share", { value: async (data: unknown) => void calls.push(data), configurable: true });
    });
    let alerted = false;
    page.on("dialog", (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await group.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls)).toEqual([{ title: article!.title, url }]);
    expect(alerted).toBe(false);
  });

  test("ships no script bundle; Share and the More toggle still work through the islands script", async ({ page, request }) => {
    const [article] = await listPage(request, "ScienceNews", 1);
    const html = await (await request.get(`/articles/${article!.slug}`)).text();
    expect(html).not.toMatch(/<script[^>]+src=|modulepreload|type="module"/);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/articles/${article!.slug}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const more = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("button", { name: "More" });
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    expect(scripts).toEqual([]);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Health" }).click();
    await expect(page).toHaveURL(/\/health$/);
  });

  test("bad addresses show the Article Not Found screen with status 404 and Go Home", async ({ page }) => {
    const cases: Array<[string, string]> = [
      ["/articles/no-id-here", "Invalid article ID - no ObjectId found"],
      ["/articles/missing-story-0123456789abcdef01234567", "Article not found"],
    ];
    for (const [url, message] of cases) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
      await expect(page.getByTestId("article-error")).toHaveText(message);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("axe finds nothing on an article and on the not-found screen", async ({ page, request }) => {
    const [article] = await listPage(request, "Money", 1);
    await page.goto(`/articles/${article!.slug}`);
    await expectNoAxeViolations(page);
    await page.goto("/articles/nothing");
    await expectNoAxeViolations(page);
  });
});
