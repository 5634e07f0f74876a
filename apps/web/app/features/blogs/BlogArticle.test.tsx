import type { BlogWire } from "@matv/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogArticle } from "./BlogArticle";
import { BlogList } from "./BlogList";

const blog: BlogWire = {
  _id: "0123456789abcdef01234567",
  title: "A post",
  summary: "Its summary",
  author: null,
  imageUrl: null,
  content: "<p>Body text</p>",
  pages: ["WorldNews"],
  publishDate: null,
  date: null,
};

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("blog pages", () => {
  it("shows 'cant fetch img', 'Unknown Date' and Staff Reporter when the post has no image, date or author", () => {
    const html = render(<BlogArticle blog={blog} backTo="/world" />);
    expect(html).toContain("cant fetch img");
    expect(html).toContain("Unknown Date");
    expect(html).toContain("Staff Reporter");
    expect(html).toContain("<p>Body text</p>");
    expect(html).not.toContain("<img");
  });

  it("shows the image and the date when present", () => {
    const html = render(
      <BlogArticle blog={{ ...blog, imageUrl: "/media/seed/a-1200.webp", publishDate: "2026-11-20T10:00:00.000Z", author: "Asha" }} backTo="/" />,
    );
    expect(html).not.toContain("cant fetch img");
    expect(html).toContain("20 November 2026");
    expect(html).toContain("/media/seed/a-800.webp");
  });

  it("the list shows 'By {author}', the date or 'Unknown Date', Read More to /blog/{id}, and the empty message", () => {
    const html = render(
      <BlogList blogs={[blog, { ...blog, _id: "0123456789abcdef01234568", author: "Asha", publishDate: "2026-11-20T10:00:00.000Z" }]} headingId="b" />,
    );
    expect(html).toContain("By Staff Reporter");
    expect(html).toContain("By Asha");
    expect(html).toContain("Unknown Date");
    expect(html).toContain('href="/blog/0123456789abcdef01234567"');
    // Visible 'Read More'; the link's text and accessible name both carry the title (SEO link-text audit).
    expect(html).toContain('aria-label="Read More: A post"');
    expect(html).toContain('>Read More<span class="sr-only">: A post</span></a>');
    expect(render(<BlogList blogs={[]} headingId="b" />)).toContain("No blog posts found.");
  });
});
