import { describe, expect, it } from "vitest";
import { LIVE_BLOG_MESSAGES } from "./liveBlogs.ts";
import { canPublish, liveBlogRefusal, roleAllows, storyActionRefusal } from "./roles.ts";
import { STORY_MESSAGES } from "./stories.ts";

describe("roles", () => {
  it("rank writer < editor < admin", () => {
    expect(roleAllows("admin", "editor")).toBe(true);
    expect(roleAllows("editor", "editor")).toBe(true);
    expect(roleAllows("writer", "editor")).toBe(false);
    expect(roleAllows("writer", "writer")).toBe(true);
    expect(roleAllows("editor", "admin")).toBe(false);
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

  it("publishers are editors and admins", () => {
    expect([canPublish("writer"), canPublish("editor"), canPublish("admin"), canPublish(undefined)]).toEqual([false, true, true, false]);
  });
});

describe("liveBlogRefusal", () => {
  const writer = { id: "w1", role: "writer" as const };
  it("lets every role post, editors do anything, writers change only their own entries and never the blog", () => {
    expect(liveBlogRefusal(writer, "post", null)).toBeNull();
    expect(liveBlogRefusal(writer, "blog", null)).toBe(LIVE_BLOG_MESSAGES.writerBlog);
    expect(liveBlogRefusal(writer, "edit", { authorId: "w1" })).toBeNull();
    expect(liveBlogRefusal(writer, "delete", { authorId: "w2" })).toBe(LIVE_BLOG_MESSAGES.writerOthers);
    expect(liveBlogRefusal({ id: "e1", role: "editor" }, "delete", { authorId: "w2" })).toBeNull();
    expect(liveBlogRefusal({ id: "a1", role: "admin" }, "blog", null)).toBeNull();
  });
});
