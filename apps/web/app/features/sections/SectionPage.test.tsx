import { CATEGORY_SECTIONS } from "@matv/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import SectionPage from "../../routes/section";

type Props = Parameters<typeof SectionPage>[0];

function render(loaderData: Record<string, unknown>) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <SectionPage {...({ loaderData, params: {}, matches: [] } as unknown as Props)} />
    </MemoryRouter>,
  );
}

const article = (n: number) => ({
  _id: `0123456789abcdef0123456${n}`,
  detailId: n === 0 ? "a-stored-slug" : `0123456789abcdef0123456${n}`,
  slug: "x",
  title: `Story ${n}`,
  summary: null,
  author: null,
  category: null,
  imageUrl: null,
  publishedAt: null,
});

describe("section listing page", () => {
  it.each(CATEGORY_SECTIONS.map((s) => [s.key, s] as const))("%s shows its own empty message and 'No blog posts found.'", (_key, section) => {
    const html = render({ section, list: { articles: [], total: 0, page: 1, totalPages: 1 }, blogs: [] });
    expect(html).toContain(`<h1 id="section-title" class="mb-6 text-3xl font-extrabold">${section.navLabel}</h1>`);
    expect(html).toContain(section.emptyMessage.replace(/'/g, "&#x27;"));
    expect(html).toContain("No blog posts found.");
  });

  it("uses the spec's texts for viral and latest news", () => {
    const viral = CATEGORY_SECTIONS.find((s) => s.key === "viral")!;
    expect(render({ section: viral, list: { articles: [], total: 0, page: 1, totalPages: 1 }, blogs: [] })).toContain("No Viral News available.");
    const india = CATEGORY_SECTIONS.find((s) => s.key === "india-news")!;
    expect(render({ section: india, list: { articles: [], total: 0, page: 1, totalPages: 1 }, blogs: [] })).toContain("No india news available.");
  });

  it("links each card to /{section}/{slug or id}, the first one large, and pages with ?page= once there is more than one page", () => {
    const world = CATEGORY_SECTIONS.find((s) => s.key === "world")!;
    const html = render({ section: world, list: { articles: [article(0), article(1), article(2)], total: 30, page: 2, totalPages: 3 }, blogs: [] });
    expect(html).toContain('href="/world/a-stored-slug"');
    expect(html).toContain('href="/world/0123456789abcdef01234561"');
    expect(html.match(/text-2xl font-extrabold/g)).toHaveLength(1);
    expect(html).toContain('href="/world"');
    expect(html).toContain('href="/world?page=3"');
    expect(html).toContain("Page 2 of 3");
    // Blog posts are shown on the first page only.
    expect(html).not.toContain("Latest Blog Posts");
  });
});
