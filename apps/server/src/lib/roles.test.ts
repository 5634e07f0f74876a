import { LIVE_BLOG_MESSAGES } from "@matv/shared";
import { describe, expect, it } from "vitest";
import { auditEntityType } from "./auditHook.ts";
import { liveBlogRefusal, roleAllows } from "./roles.ts";

describe("roles", () => {
  it("rank writer < editor < admin", () => {
    expect(roleAllows("admin", "editor")).toBe(true);
    expect(roleAllows("editor", "editor")).toBe(true);
    expect(roleAllows("writer", "editor")).toBe(false);
    expect(roleAllows("writer", "writer")).toBe(true);
    expect(roleAllows("editor", "admin")).toBe(false);
  });

  it("names the audited entity after the route's resource", () => {
    expect(auditEntityType("/api/india-news")).toBe("india-news");
    expect(auditEntityType("/api/admin/sections/:key/restore/:id")).toBe("sections");
    expect(auditEntityType("/api/staff/:id")).toBe("staff");
    expect(auditEntityType("/api/upload")).toBe("upload");
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
