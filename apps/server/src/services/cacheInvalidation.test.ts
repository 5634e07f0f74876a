import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDeepDiveCard } from "../db/deepDiveSeed.ts";
import { buildArticle } from "../db/factories.ts";
import { articles, deepDiveCards } from "../db/schema.ts";
import { storyTags, tag } from "../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

/** Each service write invalidates, after its commit, exactly the tags of what it touched. */
describe("tags invalidated by each write", () => {
  let t: TestApp;
  const heard: string[][] = [];
  const last = () => new Set(heard.at(-1));

  beforeAll(async () => {
    t = await createTestApp();
    t.app.services.cache.onInvalidate((tags) => heard.push([...tags]));
  });
  afterAll(() => t.close());

  it("a list save: each story written or taken off, with every page it is or was on, and the list's page", async () => {
    const kept = buildArticle({ pages: ["IndiaNews", "TopStories"], title: "Kept, also a top story" });
    const dropped = buildArticle({ pages: ["IndiaNews"], title: "Taken off" });
    const elsewhere = buildArticle({ pages: ["Money"], title: "Not on the list" });
    await t.database.db.insert(articles).values([kept, dropped, elsewhere]);
    const view = await t.app.services.sectionLists.adminView("india-news");
    const item = view.items.find((i) => i._id === kept.id)!;
    const saved = await t.app.services.sectionLists.saveList("india-news", {
      version: view.version,
      items: [
        { _id: item._id, title: "Kept, renamed", image: item.image, category: item.category, slug: item.slug, content: item.content },
        { title: "A new story", image: "", category: "", slug: "", content: "<p>new</p>" },
      ],
    });
    const created = saved.items.find((i) => i.title === "A new story")!;
    const tags = last();
    for (const expected of [...storyTags(kept.id, ["IndiaNews", "TopStories"]), ...storyTags(dropped.id, ["IndiaNews"]), tag.story(created._id)]) {
      expect(tags, expected).toContain(expected);
    }
    expect(tags).not.toContain(tag.story(elsewhere.id));
    expect(tags).not.toContain(tag.page("Money"));
    expect(tags).not.toContain(tag.page("LatestNews"));
  });

  it("a failed save (stale version) invalidates nothing", async () => {
    const before = heard.length;
    await expect(t.app.services.sectionLists.saveList("india-news", { version: 1, items: [] })).rejects.toThrow();
    expect(heard.length).toBe(before);
  });

  it("documents by key, deep dive, live TV", async () => {
    await t.app.services.siteDocuments.saveHomepage({ headline: "H", mainImage: "", trendingTopics: [] }, null);
    expect([...last()]).toEqual([tag.document("homepage")]);
    await t.app.services.siteDocuments.saveLiveScores([], null);
    expect([...last()]).toEqual([tag.document("live-scores")]);
    const card = buildDeepDiveCard();
    await t.database.db.insert(deepDiveCards).values(card);
    const current = (await t.app.services.deepDive.get(card.id))!;
    await t.app.services.deepDive.update(card.id, { ...current, sections: [] } as never);
    expect([...last()]).toEqual([tag.deepDive]);
    const staff = await t.app.services.staffUsers.upsert({ email: "e@matv.test", password: "correct horse battery", role: "editor" });
    await t.app.services.videos.saveLiveTvConfig({ streamUrl: null, currentLive: null, pastLives: [] }, (staff as { id: string }).id);
    expect([...last()]).toEqual([tag.document("live-tv")]);
  });
});
