import { CATEGORY_SECTIONS } from "@matv/shared";
import { expect, type Page, test } from "@playwright/test";
import { listPage } from "../fixtures/api.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { attr, expectHeadTags } from "../fixtures/headTags.ts";

async function firstCardLink(page: Page, sectionPath: string) {
  return page.getByRole("main").locator(`a[href^="${sectionPath}/"]`).first();
}

test.describe("section pages (every section in the registry)", () => {
  for (const section of CATEGORY_SECTIONS) {
    test(`${section.navLabel}: listing, blog grid and a detail page`, async ({ page, request }) => {
      const [first] = await listPage(request, section.pageName, 1);
      expect(first, `seeded ${section.pageName}`).toBeTruthy();
      const blogs = (await (await request.get(`/api/blogs/published/pages/${section.pageName}`)).json()).blogs as Array<{ _id: string; title: string }>;

      await page.goto(section.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.navLabel);
      // First item large, the rest in the grid; every card links to /{section}/{slug or id}.
      const cards = page.getByRole("list", { name: `${section.navLabel} stories` }).getByRole("listitem");
      expect(await cards.count()).toBeGreaterThan(1);
      await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(first!.title);
      await expect(cards.first().locator("h2")).toHaveClass(/text-2xl font-extrabold/);
      // Latest Blog Posts, Read More → /blog/{id}.
      await expect(page.getByRole("heading", { name: "Latest Blog Posts" })).toBeVisible();
      if (blogs.length) await expect(page.getByRole("link", { name: `Read More: ${blogs[0]!.title}` })).toHaveAttribute("href", `/blog/${blogs[0]!._id}`);
      else await expect(page.getByText("No blog posts found.")).toBeVisible();

      await (await firstCardLink(page, section.path)).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}/${first!._id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
      await expect(page.getByTestId("article-category")).toHaveText(/.+/);
      const author = first!.author ?? "Staff Reporter";
      const authorLink = page.getByRole("main").getByRole("link", { name: author, exact: true });
      await expect(authorLink).toHaveAttribute("href", `/author/${encodeURIComponent(author)}`);
      await expect(authorLink).toHaveAttribute("target", "_blank");
      for (const network of ["Facebook", "Twitter", "WhatsApp", "LinkedIn"]) {
        await expect(page.getByRole("link", { name: `Share on ${network}` })).toHaveAttribute(
          "href",
          new RegExp(encodeURIComponent(`${section.path}/${first!._id}`)),
        );
      }
      await expect(page.locator(".prose-article p").first()).toBeVisible();
      // Back returns to the listing it came from.
      await page.getByRole("link", { name: "Back" }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.navLabel);
    });
  }

  test("detail: Back without history goes to the listing; Copy Link shows 'Link copied!' for 2 seconds; unknown ids are 404", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const [article] = await listPage(request, "ViralNews", 1);
    await page.goto(`/viral/${article!._id}`);
    await expect(page.getByTestId("article-category")).toHaveText("Viral News");
    await page.getByRole("button", { name: "Copy Link" }).click();
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText("Link copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/viral/${article!._id}$`));
    await expect(status).toHaveText("", { timeout: 3_500 });
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/viral$/);
    expect((await request.get("/viral/no-such-story")).status()).toBe(404);
    // Pagination only once a section has more than one page: the seed fits on one.
    const total = (await listPage(request, "ViralNews", 100)).length;
    if (total <= 12) {
      expect((await request.get("/viral?page=2")).status()).toBe(404);
      await page.goto("/viral");
      await expect(page.getByRole("navigation", { name: "Viral pages" })).toHaveCount(0);
    }
    expect((await request.get(`/world/${article!._id}`)).status()).toBe(404);
  });

  test("listing and detail HTML carry title, Open Graph, canonical on the section URL and JSON-LD", async ({ request }) => {
    const section = CATEGORY_SECTIONS.find((s) => s.key === "india-news")!;
    const listing = await expectHeadTags(request, section.path, section.navLabel, section.path);
    expect(listing).toContain(`href="${section.path}/rss.xml"`);
    const [article] = await listPage(request, section.pageName, 1);
    const html = await expectHeadTags(request, `${section.path}/${article!._id}`, article!.title, `${section.path}/${article!._id}`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.map((x) => x["@type"])).toEqual(expect.arrayContaining(["NewsArticle", "BreadcrumbList"]));
    expect(ld.find((x) => x["@type"] === "BreadcrumbList").itemListElement).toHaveLength(3);
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).not.toMatch(/-(1[3-9]\d\d|[2-9]\d{3})\.webp$/);
  });

  test("listing and detail pages have no axe violations", async ({ page, request }) => {
    await page.goto("/world");
    await expectNoAxeViolations(page);
    const [article] = await listPage(request, "WorldNews", 1);
    await page.goto(`/world/${article!._id}`);
    await expectNoAxeViolations(page);
  });
});
