import type { ArticleWire } from "@matv/shared";
import { describe, expect, it } from "vitest";
import { authorFromNameLookup, contentQuery, formatViews, mergeArticles, placeholderAuthor, viewFromSearch, viewHref, withHttps } from "./authorProfileRules";

const a = (id: string) => ({ _id: id, title: id }) as ArticleWire;

describe("author profile rules", () => {
  it("adds https:// to social links only when missing, and refuses other schemes", () => {
    expect(withHttps("twitter.com/x")).toBe("https://twitter.com/x");
    expect(withHttps("http://linkedin.com/in/x")).toBe("http://linkedin.com/in/x");
    expect(withHttps("https://x.com/y")).toBe("https://x.com/y");
    expect(withHttps("javascript:alert(1)")).toBeNull();
    expect(withHttps("  ")).toBeNull();
  });

  it("replaces on page 1, appends later pages and drops duplicates by _id", () => {
    expect(mergeArticles([a("1"), a("2")], [a("3")], 1)).toEqual([a("3")]);
    expect(mergeArticles([a("1"), a("2")], [a("2"), a("3"), a("3")], 2)).toEqual([a("1"), a("2"), a("3")]);
  });

  it("formats views with K and M", () => {
    expect(formatViews(999)).toBe("999");
    expect(formatViews(12_345)).toBe("12.3K");
    expect(formatViews(2_500_000)).toBe("2.5M");
  });

  it("reads views from the query string and builds the content query and links", () => {
    const view = viewFromSearch(new URLSearchParams("tab=archive&year=2025&category=Health"));
    expect(view).toEqual({ tab: "archive", year: "2025", category: "Health" });
    expect(contentQuery(view, 2)).toBe("page=2&limit=5&year=2025&category=Health");
    expect(contentQuery({ tab: "popular", year: "2025", category: "" }, 1)).toBe("page=1&limit=5&sort=popular");
    expect(viewHref("Priya R", view)).toBe("/author/Priya%20R?tab=archive&year=2025&category=Health");
    expect(viewFromSearch(new URLSearchParams("tab=evil&year=20x5"))).toEqual({ tab: "latest", year: "", category: "" });
  });

  it("the placeholder author has the spec's defaults and no articles", () => {
    expect(placeholderAuthor("Nobody")).toMatchObject({ name: "Nobody", category: "BUSINESS", followersCount: 0, articlesCount: 0 });
  });

  it("reads the author of a name lookup: {data: {authors: [...]}}, or an array, else null", () => {
    const author = { _id: "a1", name: "Asha Varma" };
    expect(authorFromNameLookup({ success: true, data: { authors: [author] } })).toEqual(author);
    expect(authorFromNameLookup({ success: true, data: [author] })).toEqual(author);
    expect(authorFromNameLookup([author])).toEqual(author);
    for (const bad of [null, "x", {}, { data: null }, { data: { authors: [] } }, { data: { authors: [{ name: 3 }] } }, { data: author }]) {
      expect(authorFromNameLookup(bad)).toBeNull();
    }
  });
});
