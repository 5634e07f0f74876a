import type { ArticleWire } from "@matv/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleCard } from "./ArticleCard";

const article = {
  _id: "0123456789abcdef01234567",
  detailId: "0123456789abcdef01234567",
  slug: "a-story-0123456789abcdef01234567",
  title: "A story",
  summary: "What happened",
  author: null,
  category: "World",
  imageUrl: null,
  publishedAt: null,
} as unknown as ArticleWire;

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("ArticleCard", () => {
  it("stacks picture over text with a clamped summary by default, linking to the article page", () => {
    const html = render(<ArticleCard article={article} />);
    expect(html).toContain('class="flex flex-1 flex-col');
    expect(html).toMatch(/<h3 class="text-lg font-bold[^"]*">A story<\/h3>/);
    expect(html).toContain('class="line-clamp-3 text-sm text-gray-700">What happened</p>');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("Staff Reporter");
  });

  it("wide: the listing's lead story, picture beside the text on wide screens, large headline, eager picture", () => {
    const html = render(<ArticleCard article={article} to="/world/x" layout="wide" headingLevel="h2" priority />);
    expect(html).toContain('href="/world/x"');
    expect(html).toContain("lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]");
    expect(html).toMatch(/<h2 class="text-2xl font-extrabold[^"]*lg:text-3xl">A story<\/h2>/);
    expect(html).toContain('class="text-gray-700 lg:text-lg">What happened</p>');
    expect(html).not.toContain("line-clamp-3");
    expect(html).toContain('fetchPriority="high"');
  });
});
