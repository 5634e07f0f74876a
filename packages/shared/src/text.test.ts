import { describe, expect, it } from "vitest";
import { formatReadTime, previewDescription, readTimeMinutes, stripHtml } from "./text.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("readTimeMinutes (spec 000 §9)", () => {
  it("is ceil(words / 200) of the tag-stripped content", () => {
    expect(readTimeMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readTimeMinutes(`<h2>${words(100)}</h2><p>${words(300)}</p>`)).toBe(2);
  });
  it("does not count markup as words", () => {
    expect(readTimeMinutes(`<p class="a b c d e">${words(199)}</p><br/><img src="x" alt="y z">`)).toBe(1);
  });
  it("is at least one minute", () => {
    expect(readTimeMinutes("")).toBe(1);
  });
  it("formats as 'N min read'", () => {
    expect(formatReadTime(12)).toBe("12 min read");
  });
});

describe("stripHtml", () => {
  it("drops tags, scripts and decodes common entities", () => {
    expect(stripHtml("<p>Fish &amp; chips</p><script>alert(1)</script><p>&nbsp;today</p>")).toBe("Fish & chips today");
  });
});

describe("previewDescription (spec 000 §2)", () => {
  it("uses the summary when there is one", () => {
    expect(previewDescription("  The summary. ", "<p>Body</p>")).toBe("The summary.");
  });
  it("else the first 160 characters of the content", () => {
    const body = `<p>${"a".repeat(300)}</p>`;
    expect(previewDescription(null, body)).toBe("a".repeat(160));
  });
});
