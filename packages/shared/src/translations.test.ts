import { describe, expect, it } from "vitest";
import {
  DEEP_DIVE_TRANSLATED_FIELDS,
  isTranslationStale,
  PETITION_TRANSLATED_FIELDS,
  translateRequestSchema,
  translatedFieldChanges,
  wordDiff,
} from "./translations.ts";

const join = (parts: Array<{ op: string; text: string }>, keep: string[]) =>
  parts
    .filter((p) => keep.includes(p.op))
    .map((p) => p.text)
    .join("");

describe("wordDiff", () => {
  it("marks the words added and removed, and joins back to both texts", () => {
    const before = "The budget was presented on Monday by the minister.";
    const after = "The budget was presented on Tuesday by the finance minister.";
    const parts = wordDiff(before, after);
    expect(parts).toEqual([
      { op: "same", text: "The budget was presented on " },
      { op: "added", text: "Tuesday " },
      { op: "removed", text: "Monday " },
      { op: "same", text: "by the " },
      { op: "added", text: "finance " },
      { op: "same", text: "minister." },
    ]);
    expect(join(parts, ["same", "added"])).toBe(after);
    expect(join(parts, ["same", "removed"])).toBe(before);
  });

  it("handles empty sides and identical texts", () => {
    expect(wordDiff("", "New words")).toEqual([{ op: "added", text: "New words" }]);
    expect(wordDiff("Old words", "")).toEqual([{ op: "removed", text: "Old words" }]);
    expect(wordDiff("Same text", "Same text")).toEqual([{ op: "same", text: "Same text" }]);
    expect(wordDiff("", "")).toEqual([]);
  });

  it("diffs Devanagari words as words", () => {
    const parts = wordDiff("बजट सोमवार को पेश", "बजट मंगलवार को पेश");
    expect(parts.filter((p) => p.op !== "same")).toEqual([
      { op: "added", text: "मंगलवार " },
      { op: "removed", text: "सोमवार " },
    ]);
  });
});

describe("translatedFieldChanges", () => {
  it("lists only the translated fields that changed, the body as plain text", () => {
    const changes = translatedFieldChanges(
      { title: "Budget day", summary: "Short", content: "<p>One <strong>two</strong></p>", tags: ["a"] },
      { title: "Budget day", summary: "Short", content: "<p>One <em>three</em></p>", tags: ["b"] },
    );
    expect(changes).toEqual([
      {
        field: "content",
        parts: [
          { op: "same", text: "One " },
          { op: "added", text: "three" },
          { op: "removed", text: "two" },
        ],
      },
    ]);
    // Markup alone is not a change of words.
    expect(translatedFieldChanges({ content: "<p>Hi</p>" }, { content: "<p><strong>Hi</strong></p>" })).toEqual([]);
  });

  it("reads a deep dive's sections and a petition's story as their texts, one after another, each kind's fields only (ADR 083)", () => {
    const sections = (paragraph: string) => [{ subheading: "Money", paragraph, image: "/a.webp" }];
    expect(
      translatedFieldChanges(
        { sections: sections("<p>Families send</p>"), img: "/a" },
        { sections: sections("<p>Families send more</p>"), img: "/b" },
        DEEP_DIVE_TRANSLATED_FIELDS,
      ),
    ).toEqual([
      {
        field: "sections",
        parts: [
          { op: "same", text: "Money Families send " },
          { op: "added", text: "more" },
        ],
      },
    ]);
    const story = (bullet: string) => ({ paragraphs: ["The library"], currentSituation: [bullet] });
    expect(translatedFieldChanges({ story: story("Vote soon"), goal: 5 }, { story: story("Vote Friday"), goal: 9 }, PETITION_TRANSLATED_FIELDS)).toEqual([
      {
        field: "story",
        parts: [
          { op: "same", text: "The library Vote " },
          { op: "added", text: "Friday" },
          { op: "removed", text: "soon" },
        ],
      },
    ]);
  });
});

describe("isTranslationStale", () => {
  const revisions = [
    { version: 3, changedFields: ["title", "content"] },
    { version: 4, changedFields: ["status"] },
    { version: 5, changedFields: ["placements", "tags"] },
    { version: 6, changedFields: ["summary"] },
  ];
  it("is stale when a newer source revision changed translated words", () => {
    expect(isTranslationStale(2, revisions)).toBe(true);
    expect(isTranslationStale(5, revisions)).toBe(true);
    expect(isTranslationStale(null, revisions)).toBe(true);
  });
  it("is not stale when newer revisions only published or placed the source", () => {
    expect(isTranslationStale(3, revisions.slice(0, 3))).toBe(false);
    expect(isTranslationStale(6, revisions)).toBe(false);
  });
});

describe("translateRequestSchema", () => {
  it("takes an edition code and names the field otherwise", () => {
    expect(translateRequestSchema.parse({ language: "hi" })).toEqual({ language: "hi" });
    expect(translateRequestSchema.safeParse({ language: "fr" }).error?.issues[0]?.path).toEqual(["language"]);
  });
});
