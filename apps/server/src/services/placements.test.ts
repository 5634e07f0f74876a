import { describe, expect, it } from "vitest";
import { fromPlacements, placementsOf, withListPosition, withoutPage } from "./placements.ts";
import { changedFields } from "./documents/model.ts";
import { buildArticle } from "../db/factories.ts";
import type { ArticleRow } from "./articleMapper.ts";
import { snapshotOf } from "./stories.ts";

describe("placements", () => {
  it("turns the desk's list into pages and a per-page map, first entry of a page wins", () => {
    expect(fromPlacements([{ page: "TopStories", position: 2, pinned: true }, { page: "IndiaNews" }, { page: "TopStories", position: 9 }])).toEqual({
      pages: ["TopStories", "IndiaNews"],
      placements: { TopStories: { position: 2, pinned: true }, IndiaNews: { position: null, pinned: false } },
    });
  });

  it("a list save sets one page's position and keeps the pin and the other pages", () => {
    const current = { TopStories: { position: 0, pinned: true }, IndiaNews: { position: 4, pinned: false } };
    expect(withListPosition(current, "TopStories", 3)).toEqual({ TopStories: { position: 3, pinned: true }, IndiaNews: { position: 4, pinned: false } });
    expect(withoutPage(current, "IndiaNews")).toEqual({ TopStories: { position: 0, pinned: true } });
    expect(placementsOf({ pages: ["IndiaNews", "Money"], placements: current })).toEqual([
      { page: "IndiaNews", position: 4, pinned: false },
      { page: "Money", position: null, pinned: false },
    ]);
  });
});

describe("revision changed fields", () => {
  it("lists what differs, and what is set on a new story", () => {
    expect(changedFields({ title: "A", tags: ["x"], status: "draft" }, { title: "B", tags: ["x"], status: "published" })).toEqual(["title", "status"]);
    expect(changedFields(null, { title: "A", summary: null, tags: [], isLive: false, placements: {} })).toEqual(["title"]);
    // The byline's name follows its author id: a story's snapshot keeps the id only, so a rename is no change of the story.
    const row = { ...buildArticle({ title: "A" }), author: "N" } as unknown as ArticleRow;
    expect(Object.keys(snapshotOf(row))).not.toContain("author");
    expect(snapshotOf(row)).toMatchObject({ title: "A", authorId: null });
  });
});
