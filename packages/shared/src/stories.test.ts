import { describe, expect, it } from "vitest";
import { auditListQuerySchema, storyCreateSchema, storyListQuerySchema, storyPublishSchema, storyUpdateSchema } from "./stories.ts";

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
});
