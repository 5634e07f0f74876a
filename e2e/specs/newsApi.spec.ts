import { type APIRequestContext, expect, test } from "@playwright/test";

/** The news API against the demo seed: search finds Hindi and English words; lists page and cache. */
test.describe("news API on the demo content", () => {
  const search = async (request: APIRequestContext, q: string, lang = "en") => {
    const res = await request.get(`/api/news/search?q=${encodeURIComponent(q)}&lang=${lang}`);
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    return body.data as { articles: Array<{ title: string; summary: string; tags: string[]; content: string }>; total: number };
  };

  test("search finds the Hindi election and cricket stories, and English words by stem", async ({ request }) => {
    // Hindi stories are the Hindi edition's (lang=hi); the default answers stay English (ADR 077).
    const election = await search(request, "चुनाव", "hi");
    expect(election.total).toBeGreaterThan(0);
    for (const a of election.articles) expect(`${a.title} ${a.summary} ${a.tags.join(" ")} ${a.content}`).toContain("चुनाव");
    const cricket = await search(request, "क्रिकेट", "hi");
    expect(cricket.total).toBeGreaterThan(0);
    expect(cricket.articles[0]!.title).toContain("क्रिकेट");
    const english = await search(request, "elections");
    expect(english.total).toBeGreaterThan(0);
    expect(await search(request, "'; DROP TABLE articles; --")).toMatchObject({ total: 0 });
    expect(await search(request, "?!...")).toMatchObject({ total: 0 });
  });

  test("the news list pages without repeats and answers 304 to a matching ETag", async ({ request }) => {
    const first = await request.get("/api/news?page=1&limit=10");
    const second = await request.get("/api/news?page=2&limit=10");
    const a = (await first.json()).data;
    const b = (await second.json()).data;
    expect(a.articles).toHaveLength(10);
    expect(a.total).toBeGreaterThan(10);
    const ids = new Set([...a.articles, ...b.articles].map((x: { _id: string }) => x._id));
    expect(ids.size).toBe(a.articles.length + b.articles.length);
    expect(first.headers()["cache-control"]).toContain("s-maxage=30");
    const again = await request.get("/api/news?page=1&limit=10", { headers: { "if-none-match": first.headers()["etag"]! } });
    expect(again.status()).toBe(304);
  });
});
