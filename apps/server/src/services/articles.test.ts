import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildAuthor } from "../db/factories.ts";
import { articles, authors } from "../db/schema.ts";
import { storyTags } from "../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";

describe("articles service: the article page's data", () => {
  let t: TestApp;
  const now = Date.now();
  const story = buildArticle({ pages: ["WorldNews", "TopStories"], title: "The story", author: "ANNA writer", publishedAt: new Date(now - 60_000) });
  const others = Array.from({ length: 7 }, (_, i) =>
    buildArticle({ pages: ["WorldNews"], title: `World ${i}`, author: "Nobody Known", publishedAt: new Date(now - (i + 2) * 3_600_000) }),
  );
  const topOnly = buildArticle({ pages: ["TopStories"], title: "Top only", publishedAt: new Date(now) });
  const draft = buildArticle({ pages: ["WorldNews"], title: "Draft", status: "draft", publishedAt: new Date(now) });
  const deleted = buildArticle({ pages: ["WorldNews"], title: "Deleted", deletedAt: new Date(), publishedAt: new Date(now) });

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([story, ...others, topOnly, draft, deleted]);
    await t.database.db.insert(authors).values([buildAuthor({ name: "Anna Writer", title: "Chief reporter" })]);
  });
  afterAll(() => t.close());

  const service = () => t.app.services.articles;

  it("gives the article, its author matched by name whatever the case, and up to 5 related from its first page", async () => {
    const page = await service().getArticlePage(story.id);
    expect(page?.article).toMatchObject({ _id: story.id, title: "The story" });
    expect(page?.author).toMatchObject({ name: "Anna Writer", title: "Chief reporter" });
    expect(page?.related.map((a) => a.title)).toEqual(["World 0", "World 1", "World 2", "World 3", "World 4"]);
    // Only what a related link shows (its language marks a card of the other edition): the page's data is encoded again on every render.
    expect(page?.related[0]).toEqual({ _id: others[0]!.id, title: "World 0", imageUrl: others[0]!.imageUrl, language: "en" });
  });

  it("gives no author when none has the byline's name, and never a draft or deleted story", async () => {
    const page = await service().getArticlePage(others[0]!.id);
    expect(page?.author).toBeNull();
    expect(page?.related.map((a) => a.title)).not.toContain(others[0]!.title);
    expect(page?.related.map((a) => a.title)).not.toContain("Draft");
    expect(page?.related.map((a) => a.title)).not.toContain("Deleted");
    expect(await service().getArticlePage(draft.id)).toBeNull();
    expect(await service().getArticlePage(deleted.id)).toBeNull();
    expect(await service().getArticlePage("0123456789abcdef01234567")).toBeNull();
  });

  it("reads the article itself every time, and the related list again once content changed", async () => {
    await service().getArticlePage(story.id);
    // The article row is not cached: a new title shows at once.
    await t.database.db.update(articles).set({ title: "The story, updated" }).where(eq(articles.id, story.id));
    expect((await service().getArticlePage(story.id))?.article.title).toBe("The story, updated");

    // The related list is the cached page list: a new story shows once the page's tag is invalidated,
    // which a write placing a story on the page does (an unrelated page's write keeps it).
    const fresh = buildArticle({ pages: ["WorldNews"], title: "Fresh world story", publishedAt: new Date(now + 1_000) });
    await t.database.db.insert(articles).values(fresh);
    expect((await service().getArticlePage(story.id))?.related.map((a) => a.title)).not.toContain("Fresh world story");
    t.app.services.cache.invalidate(storyTags("other", ["IndiaNews"]));
    expect((await service().getArticlePage(story.id))?.related.map((a) => a.title)).not.toContain("Fresh world story");
    t.app.services.cache.invalidate(storyTags(fresh.id, ["WorldNews"]));
    expect((await service().getArticlePage(story.id))?.related[0]?.title).toBe("Fresh world story");
  });
});
