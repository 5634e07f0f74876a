import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { expectHeadTags } from "../fixtures/headTags.ts";

interface AuthorSummary {
  _id: string;
  name: string;
  title: string;
  category: string;
  articlesCount: number;
  followersCount: number;
}

test.describe("blog pages", () => {
  test("the section's blog grid leads to /blog/{id} with title, author, date, image and content", async ({ page, request }) => {
    const { blogs } = await (await request.get("/api/blogs/published/pages/IndiaNews")).json();
    const blog = blogs[0];
    await page.goto("/india-news");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: blog.title }) });
    await expect(card.getByText(`By ${blog.author}`)).toBeVisible();
    await card.getByRole("link", { name: `Read More: ${blog.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${blog._id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.title);
    await expect(page.getByRole("main").getByText(blog.author, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").locator("time")).toBeVisible();
    await expect(page.getByRole("main").locator("img").first()).toBeVisible();
    await expect(page.locator(".prose-article p").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectHeadTags(request, `/blog/${blog._id}`, blog.title, `/blog/${blog._id}`);
    expect((await request.get("/blog/0123456789abcdef01234567")).status()).toBe(404);
  });
});

test.describe("deep-dive page", () => {
  test("shows heading, category, image, sections with an embedded video, and the read line of its home card", async ({ page, request }) => {
    const cards = (await (await request.get("/api/deepdive")).json()) as Array<{
      _id: string;
      title: string;
      heading: string;
      category: string;
      sections: Array<{ subheading: string; video?: string }>;
    }>;
    expect(cards.length).toBeGreaterThanOrEqual(4);
    const card = cards.find((c) => c.sections.some((s) => s.video))!;
    await page.goto(`/deep-dive/${card._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.heading || card.title);
    await expect(page.getByText(card.category, { exact: true })).toBeVisible();
    // One read time per record: the page says what the card on the home page says.
    await page.goto("/");
    const homeRead = (await page
      .locator(`#deep-dive article:has(a[data-story-id="${card._id}"])`)
      .getByText(/^\d+ min read$/)
      .textContent())!;
    await page.goto(`/deep-dive/${card._id}`);
    await expect(page.getByText(`Updated Article · ${homeRead}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(card.sections.map((s) => s.subheading));
    const iframe = page.locator("iframe");
    await expect(iframe).toHaveCount(card.sections.filter((s) => s.video).length);
    await expect(iframe.first()).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await expect(iframe.first()).toHaveAttribute("loading", "lazy");
    await expectNoAxeViolations(page);
    await expectHeadTags(request, `/deep-dive/${card._id}`, card.heading || card.title, `/deep-dive/${card._id}`);
    expect((await request.get("/deep-dive/0123456789abcdef01234567")).status()).toBe(404);
  });
});

test.describe("author profile", () => {
  async function pickAuthor(request: APIRequestContext): Promise<AuthorSummary> {
    const { data } = await (await request.get("/api/authors")).json();
    // The author with the fewest articles that still needs Load More.
    return (data as AuthorSummary[]).filter((a) => a.articlesCount > 5).sort((a, b) => a.articlesCount - b.articlesCount)[0]!;
  }

  test("a story shows the same time ago on its author's page as on the home page", async ({ page, request }) => {
    await page.goto("/");
    const onHome = new Map<string, string>(
      await page
        .locator("article:has(a[data-story-id])")
        .evaluateAll((cards) =>
          cards.flatMap((c) =>
            c.querySelector("time")?.textContent
              ? [[c.querySelector("a[data-story-id]")!.getAttribute("data-story-id")!, c.querySelector("time")!.textContent!] as [string, string]]
              : [],
          ),
        ),
    );
    const { data } = await (await request.get("/api/authors")).json();
    let compared = 0;
    for (const author of data as AuthorSummary[]) {
      await page.goto(`/author/${encodeURIComponent(author.name)}`);
      const items = await page
        .getByTestId("author-articles")
        .locator("li")
        .evaluateAll((lis) =>
          lis.map((li) => [/([0-9a-f]{24})$/.exec(li.querySelector("a")!.getAttribute("href")!)?.[1] ?? "", li.querySelector("time")?.textContent ?? ""]),
        );
      for (const [id, time] of items) {
        if (!onHome.has(id!)) continue;
        expect(time, `story ${id} on /author/${author.name}`).toBe(onHome.get(id!));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  test("Load More Articles pages 5 at a time to 'No More Articles'; each item links to its article page", async ({ page, request }) => {
    const author = await pickAuthor(request);
    await page.goto(`/author/${encodeURIComponent(author.name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
    await expect(page.getByTestId("author-title")).toHaveText(`${author.title} | ${author.category}`);
    await expect(page.getByText("Advertisement", { exact: true })).toBeVisible();
    const items = page.getByTestId("author-articles").getByRole("listitem");
    await expect(items).toHaveCount(5);
    // A story written in Hindi has its address in the Hindi edition (ADR 077), its slug in Devanagari.
    await expect(items.first().getByRole("link")).toHaveAttribute("href", /^(\/hi)?\/articles\/[^/]+-[0-9a-f]{24}$/);
    const more = page.getByRole("button", { name: /Load More Articles|Loading\.\.\.|No More Articles/ });
    let expected = 5;
    while (expected < author.articlesCount) {
      await expect(more).toHaveText("Load More Articles");
      await more.click();
      expected = Math.min(expected + 5, author.articlesCount);
      await expect(items).toHaveCount(expected);
    }
    await expect(more).toHaveText("No More Articles");
    await expect(more).toBeDisabled();
    const hrefs = await items.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(author.articlesCount);
    await expectNoAxeViolations(page);
  });

  test("Follow and Unfollow change the count by one, and the browser is remembered", async ({ page, request }) => {
    const author = await pickAuthor(request);
    await page.goto(`/author/${encodeURIComponent(author.name)}`);
    const count = page.getByTestId("followers-count");
    const before = Number((await count.textContent())!.replace(/\D/g, ""));
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
    await expect(count).toHaveText(new RegExp(`^${(before + 1).toLocaleString("en-GB")} follower`));
    await page.reload();
    await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();
    await expect(count).toHaveText(new RegExp(`^${(before + 1).toLocaleString("en-GB")} follower`));
    await page.getByRole("button", { name: "Unfollow" }).click();
    await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
    await expect(count).toHaveText(new RegExp(`^${before.toLocaleString("en-GB")} follower`));
  });

  test("Popular orders by views; the Archive's year and category filters really filter", async ({ page, request }) => {
    const author = await pickAuthor(request);
    const [data] = (await (await request.get(`/api/authors/name/${encodeURIComponent(author.name)}`)).json()).data.authors;
    await page.goto(`/author/${encodeURIComponent(author.name)}`);
    const list = page.getByTestId("author-articles");
    await page.getByRole("link", { name: "Popular" }).click();
    await expect(page).toHaveURL(/tab=popular/);
    const popular = (await (await request.get(`/api/authors/${author._id}/content?sort=popular&limit=5`)).json()).content as Array<{ title: string }>;
    await expect(list.getByRole("listitem").first()).toContainText(popular[0]!.title);

    await page.getByRole("link", { name: "Archive" }).click();
    const year = page.getByLabel("Year");
    await expect(year.locator("option")).toHaveText(["All Time", ...data.archive.years.map(String)]);
    const category = page.getByLabel("Category");
    await expect(category.locator("option")).toHaveText(["All Categories", ...data.archive.categories]);
    const chosen = data.archive.categories[0] as string;
    const filtered = (await (await request.get(`/api/authors/${author._id}/content?category=${encodeURIComponent(chosen)}&limit=100`)).json())
      .content as Array<{ category: string }>;
    await category.selectOption(chosen);
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(chosen).replace(/%20/g, "(\\+|%20)")}`));
    await expect(list.getByRole("listitem")).toHaveCount(Math.min(5, filtered.length));
    for (const text of await list.getByRole("listitem").allTextContents()) expect(text).toContain(chosen);
    await year.selectOption(String(data.archive.years[0]));
    await expect(list.getByRole("listitem")).toHaveCount(Math.min(5, filtered.length));
    // The filtered view is server-rendered too (works without JavaScript).
    const html = await (await request.get(`/author/${encodeURIComponent(author.name)}?tab=archive&category=${encodeURIComponent(chosen)}`)).text();
    expect(html).toContain(`<option value="${chosen}" selected="">`);
    await expectNoAxeViolations(page);
  });

  test("an unknown author shows the placeholder with HTTP 404; the profile's HTML carries its head tags", async ({ page, request }) => {
    const res = await page.goto("/author/Nobody%20Known");
    expect(res!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nobody Known");
    await expect(page.getByTestId("author-title")).toHaveText(/\| BUSINESS$/);
    await expect(page.getByRole("button", { name: "Follow", exact: true })).toHaveCount(0);
    const author = await pickAuthor(request);
    await expectHeadTags(
      request,
      `/author/${encodeURIComponent(author.name)}`,
      `${author.name}, ${author.title}`,
      `/author/${encodeURIComponent(author.name)}`,
    );
  });
});

test.describe("About page", () => {
  test("has every section the spec lists and the #business anchor", async ({ page, request }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About MATV");
    for (const stat of ["2000", "793", "24+", "FREE"])
      await expect(page.getByRole("definition").filter({ hasText: new RegExp(`^${stat.replace("+", "\\+")}$`) })).toBeVisible();
    for (const heading of [
      "Our Journey",
      "European Coverage",
      "Salient Features",
      "Special Programming",
      "Partnerships",
      "Why Choose MATV",
      "Business with MATV",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("list", { name: "Countries our live calls come from" }).getByRole("listitem")).toHaveText([
      "Poland",
      "Germany",
      "Netherlands",
      "Norway",
      "Sweden",
      "Italy",
      "France",
      "Belgium",
      "Denmark",
      "Switzerland",
    ]);
    const featuresSection = page.locator("section", { has: page.getByRole("heading", { name: "Salient Features" }) });
    await expect(featuresSection.getByRole("listitem")).toHaveCount(9);
    const partnerships = page.locator("section", { has: page.getByRole("heading", { name: "Partnerships" }) });
    await expect(partnerships.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("list", { name: "Reasons to choose MATV" }).getByRole("listitem")).toHaveCount(15);
    await expect(page.getByText(/^In short:/)).toBeVisible();
    await expect(page.locator("#business")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectHeadTags(request, "/about", "About MATV", "/about");
  });
});

test.describe("search page", () => {
  test("the header's search leads to server-rendered, highlighted, filterable results, in English and Hindi, without JavaScript", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    await page.getByRole("searchbox", { name: "Search news" }).fill("Leicester");
    await page.getByRole("search", { name: "Site search" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=Leicester$/);
    const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
    expect(await results.count()).toBeGreaterThan(0);
    await expect(page.locator("mark").first()).toHaveText(/leicester/i);

    // Filters: a section narrows the results to it.
    await page.getByLabel("Section").selectOption("india-news");
    await page.getByRole("search", { name: "Search the news" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/section=india-news/);
    for (const text of await page.getByRole("list", { name: "Search results" }).getByRole("listitem").allTextContents()) expect(text).toMatch(/India News/i);

    // Hindi: search for a word taken from a seeded Hindi headline, if the seed has one.
    const hindi = (await (await request.get("/api/home-contents/published/pages/IndiaNews?limit=50")).json()).data.find((a: { title: string }) =>
      /[\u0900-\u097f]/.test(a.title),
    );
    if (hindi) {
      const word = (hindi.title as string).split(/\s+/).find((w) => /^[\u0900-\u097f]{3,}$/.test(w))!;
      await page.goto(`/search?q=${encodeURIComponent(word)}`);
      await expect(page.getByRole("list", { name: "Search results" }).getByRole("link", { name: hindi.title })).toBeVisible();
    }

    await page.goto("/search?q=zzqqxxnothing");
    await expect(page.getByTestId("search-empty")).toContainText("No results");
    await context.close();
  });

  test("has no axe violations; its first HTML response carries its head tags", async ({ page, request }) => {
    await page.goto("/search?q=Leicester");
    await expectNoAxeViolations(page);
    await expectHeadTags(request, "/search", "Search", "/search");
  });
});
