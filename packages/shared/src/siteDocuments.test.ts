import { describe, expect, it } from "vitest";
import { homepageUpdateSchema, matvUpdateSchema } from "./siteDocuments.ts";

describe("homepage and MATV documents", () => {
  it("accept a full homepage update and trim it", () => {
    const parsed = homepageUpdateSchema.parse({ headline: "  Big news ", mainImage: "/media/x-800.webp", trendingTopics: [" UK "] });
    expect(parsed).toEqual({ headline: "Big news", mainImage: "/media/x-800.webp", trendingTopics: ["UK"] });
  });
  it("refuse a missing headline, a script image and a non-list of topics, naming the path", () => {
    const bad = homepageUpdateSchema.safeParse({ headline: "", mainImage: "javascript:alert(1)", trendingTopics: "a,b" });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["headline", "mainImage", "trendingTopics"]));
  });
  it("fill MATV defaults and refuse a live update without time", () => {
    const parsed = matvUpdateSchema.parse({ mainStory: { title: "Main" } });
    expect(parsed).toMatchObject({ mainStory: { title: "Main", image: "" }, liveUpdates: [], centerCard: { title: "", image: "" }, opinion: [] });
    const bad = matvUpdateSchema.safeParse({ mainStory: { title: "Main" }, liveUpdates: [{ time: "", text: "x" }] });
    expect(bad.error!.issues[0]!.path.join(".")).toBe("liveUpdates.0.time");
  });
});
