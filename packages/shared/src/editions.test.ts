import { describe, expect, it } from "vitest";
import { DEFAULT_EDITION, editionByCode, editionPath, langSchema, splitEditionPath } from "./editions.ts";
import { articlePath, buildArticleSlug, extractArticleId, readablePath } from "./slug.ts";

describe("edition paths (ADR 076)", () => {
  it("keeps English at the spec's paths and puts Hindi under /hi", () => {
    expect(editionPath(DEFAULT_EDITION, "/world")).toBe("/world");
    expect(editionPath("hi", "/")).toBe("/hi");
    expect(editionPath("hi", "/search?q=x")).toBe("/hi/search?q=x");
    expect(editionPath("hi", "/?page=2")).toBe("/hi?page=2");
  });

  it("splits a path into its edition and the path inside it", () => {
    expect(splitEditionPath("/hi")).toEqual({ edition: editionByCode("hi"), path: "/" });
    expect(splitEditionPath("/hi/world/abc")).toMatchObject({ edition: { code: "hi" }, path: "/world/abc" });
    expect(splitEditionPath("/history")).toMatchObject({ edition: { code: "en" }, path: "/history" });
    expect(splitEditionPath("/")).toMatchObject({ edition: { code: "en" }, path: "/" });
  });

  it("reads lang as en by default and refuses other values", () => {
    expect(langSchema.parse(undefined)).toBe("en");
    expect(langSchema.parse("hi")).toBe("hi");
    expect(langSchema.safeParse("fr").success).toBe(false);
  });
});

describe("story addresses (ADR 077)", () => {
  const id = "0123456789abcdef01234567";
  it("keeps the spec's slug rule for English titles", () => {
    expect(buildArticleSlug("Hello, World: 2026 & beyond!", id)).toBe(`hello-world-2026-beyond-${id}`);
    expect(articlePath({ _id: id, title: "Hello World", language: "en" })).toBe(`/articles/hello-world-${id}`);
  });

  it("keeps Devanagari letters, matras and conjuncts in a Hindi story's slug, NFC, under /hi", () => {
    expect(buildArticleSlug("भारत ने जीता मैच, ख़ुशी की लहर!", id, "hi")).toBe(`भारत-ने-जीता-मैच-ख़ुशी-की-लहर-${id}`);
    // Decomposed and precomposed nukta give the same address.
    expect(buildArticleSlug("ख\u093Cबर", id, "hi")).toBe(buildArticleSlug("\u0916\u093C\u092C\u0930".normalize("NFD"), id, "hi"));
    const path = articlePath({ _id: id, title: "दिल्ली में क्रिकेट", language: "hi" });
    expect(path.startsWith("/hi/articles/")).toBe(true);
    expect(decodeURIComponent(path)).toBe(`/hi/articles/दिल्ली-में-क्रिकेट-${id}`);
    expect(extractArticleId(decodeURIComponent(path.split("/").pop()!))).toEqual({ ok: true, id });
  });

  it("writes a link's letters as they are, resolving to the same encoded address", () => {
    const path = articlePath({ _id: id, title: "दिल्ली में क्रिकेट", language: "hi" });
    const readable = readablePath(path);
    expect(readable).toBe(`/hi/articles/दिल्ली-में-क्रिकेट-${id}`);
    expect(new URL(readable, "https://matv.example").pathname).toBe(path);
    expect(readablePath(`/articles/hello-world-${id}`)).toBe(`/articles/hello-world-${id}`);
    // Escapes of reserved characters keep their meaning; a malformed one leaves the path as it was.
    expect(readablePath("/deep-dive/a%2Fb%3Fc")).toBe("/deep-dive/a%2Fb%3Fc");
    expect(readablePath("/deep-dive/%E0%A4")).toBe("/deep-dive/%E0%A4");
  });

  it("gives a title with nothing to keep just the id", () => {
    expect(buildArticleSlug("!!!", id, "hi")).toBe(id);
  });
});
