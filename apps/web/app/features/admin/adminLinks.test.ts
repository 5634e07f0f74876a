import { describe, expect, it } from "vitest";
import { ADMIN_EDITOR_LINKS, dashboardLinks } from "./adminLinks";

describe("dashboardLinks", () => {
  const tools = (role: string) => dashboardLinks(role).tools.map((l) => l.to);

  it("gives admins every editor and tool, the audit log included", () => {
    expect(dashboardLinks("admin").editors).toBe(ADMIN_EDITOR_LINKS);
    expect(tools("admin")).toContain("/admin/audit");
    expect(tools("admin")).toContain("/admin/stories");
    expect(tools("admin")).toContain("/admin/alerts");
  });

  it("gives editors everything but the audit log", () => {
    expect(dashboardLinks("editor").editors).toBe(ADMIN_EDITOR_LINKS);
    expect(tools("editor")).toContain("/admin/stories");
    expect(tools("editor")).not.toContain("/admin/audit");
    expect(tools("editor")).toContain("/admin/alerts");
  });

  it("gives writers only their stories' figures, the desk, live blogs and their own account", () => {
    expect(dashboardLinks("writer").editors).toEqual([]);
    expect(tools("writer")).toEqual(["/admin/analytics", "/admin/stories", "/admin/blogs", "/admin/liveblogs", "/admin/staff"]);
  });
});
