import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle } from "../../db/factories.ts";
import { articles } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

type Wire = { _id: string; title: string; language: string; translations: Array<{ language: string; _id: string; url: string; title: string }> };
const ids = (list: Wire[]) => list.map((a) => a._id);

/** The editions' contract (ADR 076, 077): `lang` on the news, search and home-contents calls, `language` and `translations` on the wire. */
describe("editions on the news API", () => {
  let t: TestApp;
  const now = Date.now();
  const ago = (m: number) => new Date(now - m * 60_000);
  const source = buildArticle({ pages: ["WorldNews"], title: "Floods displace thousands", publishedAt: ago(30) });
  const translation = buildArticle({
    pages: ["WorldNews"],
    title: "बाढ़ से हज़ारों लोग बेघर",
    summary: "राहत शिविरों में ज़रूरत का सामान पहुँचाया गया",
    content: "<p>२०२६ की सबसे बड़ी बाढ़।</p>",
    language: "hi",
    translationGroup: source.id,
    publishedAt: ago(20),
  });
  source.translationGroup = source.id;
  const englishOnly = buildArticle({ pages: ["WorldNews"], title: "Summit opens in Geneva", publishedAt: ago(10) });
  const hindiDraft = buildArticle({ pages: ["WorldNews"], title: "मसौदा ख़बर", language: "hi", status: "draft", publishedAt: null });

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(articles).values([source, translation, englishOnly, hindiDraft]);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() as { success: boolean; data: { articles: Wire[] } & Wire[]; field?: string } };
  };

  it("answers as before without lang: English stories only", async () => {
    const { body } = await get("/api/news?limit=10");
    expect(ids(body.data.articles)).toEqual([englishOnly.id, source.id]);
    expect(body.data.articles.every((a) => a.language === "en")).toBe(true);
  });

  it("lists one language with lang, and names each story's translations with their addresses", async () => {
    const hindi = (await get("/api/news?lang=hi")).body.data.articles;
    expect(ids(hindi)).toEqual([translation.id]);
    expect(hindi[0]!.translations).toEqual([{ language: "en", _id: source.id, url: `/articles/floods-displace-thousands-${source.id}`, title: source.title }]);
    const english = (await get("/api/news?lang=en")).body.data.articles.find((a) => a._id === source.id)!;
    expect(english.translations).toHaveLength(1);
    expect(decodeURIComponent(english.translations[0]!.url)).toBe(`/hi/articles/बाढ़-से-हज़ारों-लोग-बेघर-${translation.id}`);
  });

  it("finds Hindi words however they are spelled: with or without nukta, Devanagari or Latin digits", async () => {
    for (const q of ["ज़रूरत", "जरूरत", "2026", "२०२६", "बाढ़"]) {
      const { body } = await get(`/api/news/search?lang=hi&q=${encodeURIComponent(q)}`);
      expect(ids(body.data.articles), q).toEqual([translation.id]);
    }
    expect((await get(`/api/news/search?q=${encodeURIComponent("बाढ़")}`)).body.data.articles).toEqual([]);
  });

  it("lists an edition's own stories first on a page, the default edition's filling it, a translated source left out", async () => {
    const { body } = await get("/api/home-contents/published/pages/world-news?lang=hi&limit=10");
    expect(ids(body.data)).toEqual([translation.id, englishOnly.id]);
    expect(ids((await get("/api/home-contents/published/pages/world-news?limit=10")).body.data)).toEqual([englishOnly.id, source.id]);
  });

  it("refuses an unknown lang with a 400 naming the field", async () => {
    for (const url of ["/api/news?lang=fr", "/api/news/search?q=x&lang=xx", "/api/home-contents/published/pages/world-news?lang=HI"]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.success).toBe(false);
      expect(JSON.stringify(body), url).toContain("lang");
    }
  });
});
