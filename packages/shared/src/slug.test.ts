import { describe, expect, it } from "vitest";
import { ARTICLE_SLUG_ERRORS, buildArticleSlug, buildEditorSlug, extractArticleId } from "./slug.ts";

const id = "64b7f0c2a1b2c3d4e5f60718";

describe("buildArticleSlug (spec 000 §2)", () => {
  it("lower-cases, drops punctuation, turns spaces into hyphens and appends the id", () => {
    expect(buildArticleSlug("Leicester's Diwali: Lights & Crowds!", id)).toBe(`leicesters-diwali-lights-crowds-${id}`);
  });
  it("collapses repeated whitespace and hyphens", () => {
    expect(buildArticleSlug("Pound  --  rupee   rate", id)).toBe(`pound-rupee-rate-${id}`);
  });
  it("keeps digits and existing hyphens", () => {
    expect(buildArticleSlug("T20 World Cup: semi-final 2026", id)).toBe(`t20-world-cup-semi-final-2026-${id}`);
  });
  it("gives just the id for a title with no Latin letters", () => {
    expect(buildArticleSlug("चुनाव के नतीजे", id)).toBe(id);
  });
});

describe("buildEditorSlug (spec 001 §5)", () => {
  it("turns runs of non-alphanumerics into one hyphen and trims the ends", () => {
    expect(buildEditorSlug("  Hello, World! -- 2026  ")).toBe("hello-world-2026");
  });
  it("is empty for an empty title", () => {
    expect(buildEditorSlug("   ")).toBe("");
  });
});

describe("extractArticleId (spec 001 §5)", () => {
  it("finds the 24-hex id at the end of the slug", () => {
    expect(extractArticleId(`some-title-${id}`)).toEqual({ ok: true, id });
  });
  it("accepts a bare id and upper-case hex", () => {
    expect(extractArticleId(id.toUpperCase())).toEqual({ ok: true, id });
  });
  it("reports a missing slug", () => {
    expect(extractArticleId("")).toEqual({ ok: false, error: ARTICLE_SLUG_ERRORS.missing });
    expect(extractArticleId(undefined)).toEqual({ ok: false, error: "No article slug provided" });
  });
  it("reports a slug without an id", () => {
    expect(extractArticleId("just-a-title")).toEqual({ ok: false, error: "Invalid article ID - no ObjectId found" });
    expect(extractArticleId(`title-${id}x`)).toEqual({ ok: false, error: ARTICLE_SLUG_ERRORS.noObjectId });
  });
  it("round-trips with buildArticleSlug", () => {
    expect(extractArticleId(buildArticleSlug("Any headline at all", id))).toEqual({ ok: true, id });
  });
});
