import { describe, expect, it } from "vitest";
import {
  auditListQuerySchema,
  STORY_MESSAGES,
  storyActionRefusal,
  storyCreateSchema,
  storyListQuerySchema,
  storyPublishSchema,
  storyUpdateSchema,
} from "./stories.ts";

describe("story contract", () => {
  it("accepts a draft with only a title and resolves placement keys to page names", () => {
    const parsed = storyCreateSchema.parse({ title: " Budget day ", placements: [{ page: "top-stories", position: 0, pinned: true }, { page: "IndiaNews" }] });
    expect(parsed.title).toBe("Budget day");
    expect(parsed.placements).toEqual([
      { page: "TopStories", position: 0, pinned: true },
      { page: "IndiaNews", pinned: false },
    ]);
  });

  it("names the field of bad input", () => {
    const result = storyCreateSchema.safeParse({ title: "", placements: [{ page: "Nowhere" }], authorId: "x" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join(".")).sort();
    expect(paths).toEqual(["authorId", "placements.0.page", "title"]);
  });

  it("requires the loaded version on update but no title", () => {
    expect(storyUpdateSchema.safeParse({ summary: "s" }).error?.issues[0]?.path).toEqual(["version"]);
    expect(storyUpdateSchema.parse({ version: 3 })).toEqual({ version: 3 });
  });

  it("reads publishAt as an ISO date-time", () => {
    expect(storyPublishSchema.parse({ publishAt: "2030-01-01T09:00:00Z" }).publishAt).toBe("2030-01-01T09:00:00Z");
    expect(storyPublishSchema.parse({})).toEqual({});
    expect(storyPublishSchema.safeParse({ publishAt: "tomorrow" }).success).toBe(false);
  });

  it("pages lists with defaults and rejects an unknown status or section", () => {
    expect(storyListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(storyListQuerySchema.parse({ section: "india-news", page: "2" })).toMatchObject({ section: "IndiaNews", page: 2 });
    expect(storyListQuerySchema.safeParse({ status: "live" }).success).toBe(false);
    expect(storyListQuerySchema.safeParse({ section: "nowhere" }).success).toBe(false);
    expect(auditListQuerySchema.parse({ entityType: "story" })).toEqual({ entityType: "story", page: 1, limit: 20 });
  });

  it("story rules: writers edit only their own unpublished stories and never publish, unpublish or delete", () => {
    const writer = { id: "w1", role: "writer" as const };
    const own = { status: "draft" as const, createdBy: "w1" };
    expect(storyActionRefusal(writer, "edit", own)).toBeNull();
    expect(storyActionRefusal(writer, "submit", own)).toBeNull();
    expect(storyActionRefusal(writer, "restore", { ...own, status: "unpublished" })).toBeNull();
    expect(storyActionRefusal(writer, "publish", own)).toBe(STORY_MESSAGES.writerPublish);
    expect(storyActionRefusal(writer, "unpublish", own)).toBe(STORY_MESSAGES.writerUnpublish);
    expect(storyActionRefusal(writer, "delete", own)).toBe(STORY_MESSAGES.writerDelete);
    expect(storyActionRefusal(writer, "edit", { ...own, createdBy: "someone" })).toBe(STORY_MESSAGES.writerOthers);
    expect(storyActionRefusal(writer, "edit", { ...own, createdBy: null })).toBe(STORY_MESSAGES.writerOthers);
    expect(storyActionRefusal(writer, "edit", { ...own, status: "scheduled" })).toBe(STORY_MESSAGES.writerPublished);
    expect(storyActionRefusal(writer, "restore", { ...own, status: "published" })).toBe(STORY_MESSAGES.writerRestore);
    for (const role of ["editor", "admin"] as const) {
      for (const action of ["edit", "publish", "unpublish", "delete", "submit", "restore"] as const) {
        expect(storyActionRefusal({ id: "e", role }, action, { status: "published", createdBy: "w1" })).toBeNull();
      }
    }
  });
});
