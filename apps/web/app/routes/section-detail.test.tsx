import { CATEGORY_SECTIONS } from "@matv/shared";
import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TranslatorProvider } from "../i18n/texts";
import SectionDetailPage from "./section-detail";

afterEach(cleanup);

type Props = Parameters<typeof SectionDetailPage>[0];

const world = CATEGORY_SECTIONS.find((s) => s.key === "world")!;

const story = {
  _id: "0123456789abcdef01234567",
  detailId: "a-stored-slug",
  title: "Summit ends",
  summary: null,
  content: "<p>The summit ended.</p>",
  author: "Asha Rao",
  category: "",
  imageUrl: null,
  publishedAt: "2026-11-22T10:00:00Z",
  updatedAt: "2026-11-22T10:00:00Z",
  language: "en",
};

function renderPage(edition: "en" | "hi", article: Record<string, unknown> = story) {
  const loaderData = { section: world, article, url: "https://matv.test/world/a-stored-slug", origin: "https://matv.test", editionLinks: {} };
  const Page = () => <SectionDetailPage {...({ loaderData, params: {}, matches: [] } as unknown as Props)} />;
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return render(
    <TranslatorProvider translator={serverTranslator(edition)}>
      <Stub />
    </TranslatorProvider>,
  );
}

describe("section article page", () => {
  it("keeps the spec's English words on the English edition", async () => {
    renderPage("en");
    const article = await screen.findByRole("article");
    expect(article.textContent).toContain("By");
    expect(screen.getByText("22 November 2026").tagName).toBe("TIME");
    expect(screen.getByTestId("article-category").textContent).toBe("World News");
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Share this article" })).toBeTruthy();
    expect(renderPageText()).not.toMatch(/[\u0900-\u097F]/);
  });

  it("says its chrome in Hindi on the Hindi edition: byline, Hindi date, section category, Back and share bar", async () => {
    renderPage("hi");
    const article = await screen.findByRole("article");
    const text = article.textContent ?? "";
    expect(screen.getByText("लेखक").tagName).toBe("DT");
    expect(screen.getByText("तारीख़").className).toContain("sr-only");
    expect(screen.getByText("श्रेणी").className).toContain("sr-only");
    expect(screen.getByText("22 नवंबर 2026").tagName).toBe("TIME");
    expect(screen.getByTestId("article-category").textContent).toBe("विश्व समाचार");
    expect(screen.getByRole("button", { name: "लिंक कॉपी करें" }).getAttribute("data-copied")).toBe("लिंक कॉपी हो गया!");
    expect(screen.getByRole("link", { name: "वापस" }).getAttribute("href")).toBe("/world");
    expect(screen.getByRole("group", { name: "यह ख़बर शेयर करें" })).toBeTruthy();
    for (const english of ["By", "Date", "Category", "Recently", "Copy Link", "Back", "November", "World News"]) expect(text).not.toContain(english);
    // The story is English: its title and body say so; the page's chrome stays Hindi.
    expect(screen.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en-GB");
    expect(article.querySelector(".prose-article")?.getAttribute("lang")).toBe("en-GB");
  });

  it("says 'Recently' in Hindi without a date, and keeps a story's own category in its language", async () => {
    renderPage("hi", { ...story, language: "hi", title: "शिखर सम्मेलन ख़त्म", category: "कूटनीति", publishedAt: null });
    const article = await screen.findByRole("article");
    expect(article.textContent).toContain("हाल ही में");
    expect(article.textContent).not.toContain("Recently");
    const category = screen.getByTestId("article-category");
    expect(category.textContent).toBe("कूटनीति");
    expect(category.getAttribute("lang")).toBe("hi");
    expect(screen.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("hi");
  });
});

function renderPageText(): string {
  return document.body.textContent ?? "";
}
