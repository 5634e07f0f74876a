import { describe, expect, it } from "vitest";
import { CATEGORY_SECTIONS, isNavLinkActive, MAIN_NAV, MORE_NAV, resolvePageName, sectionByKey } from "./sections.ts";

describe("section registry", () => {
  it("has the spec's 15 category pages with their page names", () => {
    expect(CATEGORY_SECTIONS.map((s) => s.pageName)).toEqual([
      "WorldNews",
      "ViralNews",
      "LatestNews",
      "IndiaNews",
      "WebStories",
      "ScienceNews",
      "Opinion",
      "Defence",
      "SportFit",
      "Education",
      "ElectionNews",
      "Health",
      "Tech",
      "Initiatives",
      "Entertainment",
    ]);
  });

  it("gives the main navigation and the More group in the spec's order", () => {
    expect(MAIN_NAV.map((l) => l.to)).toEqual([
      "/",
      "/live",
      "/videos",
      "/world",
      "/viral",
      "/latest-news",
      "/india-news",
      "/web-stories",
      "/science-news",
      "/opinion",
    ]);
    expect(MORE_NAV.map((l) => l.to)).toEqual(["/defence", "/sportfit", "/education", "/election-news", "/health", "/tech", "/initiatives", "/entertainment"]);
  });

  it("derives API paths, editor routes and texts from the spec", () => {
    const world = sectionByKey("world")!;
    expect(world.apiPath).toBe("/api/world-news");
    expect(world.editorPath).toBe("/admin/update-world-news");
    expect(world.savedMessage).toBe("Content updated successfully!");
    expect(sectionByKey("viral")!.emptyMessage).toBe("No Viral News available.");
    expect(sectionByKey("latest-news")!.emptyMessage).toBe("No latest news available.");
    const india = sectionByKey("india-news")!;
    expect(india.emptyMessage).toBe("No india news available.");
    expect(india.savedMessage).toBe("India news updated");
    expect(india.editorPath).toBe("/admin/update-india-news");
    expect(sectionByKey("web-stories")!.deleteConfirm).toBe("Are you sure you want to delete this web story?");
    expect(sectionByKey("initiatives")!.saveFailedMessage).toBe("Failed to update initiatives.");
  });

  it("resolves page names and feed keys", () => {
    expect(resolvePageName("top-stories")).toBe("TopStories");
    expect(resolvePageName("WorldNews")).toBe("WorldNews");
    expect(resolvePageName("world-news")).toBe("WorldNews");
    expect(resolvePageName("india-news")).toBe("IndiaNews");
    expect(resolvePageName("nowhere")).toBeUndefined();
  });

  it("highlights a link for its own path and its detail pages only", () => {
    expect(isNavLinkActive("/", "/")).toBe(true);
    expect(isNavLinkActive("/", "/world")).toBe(false);
    expect(isNavLinkActive("/world", "/world/some-story")).toBe(true);
    expect(isNavLinkActive("/world", "/worldwide")).toBe(false);
  });
});
