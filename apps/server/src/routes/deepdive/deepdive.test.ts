import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { buildDeepDiveCard } from "../../db/deepDiveSeed.ts";
import { deepDiveCards } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("deep-dive API", () => {
  let t: TestApp;
  let editorToken: string;
  const cards = Array.from({ length: 4 }, (_, i) => buildDeepDiveCard({ title: `Card ${i}`, sortOrder: i }));
  const draft = buildDeepDiveCard({ title: "Draft card", status: "draft", sortOrder: -1 });
  const deleted = buildDeepDiveCard({ title: "Deleted card", deletedAt: new Date(), sortOrder: -2 });
  const validCard = {
    title: "Edited card",
    category: "Science",
    img: "/media/seed/deepdive-0-1200.webp",
    content: '<p onclick="steal()">New summary</p><script>alert(1)</script>',
    heading: "An edited heading",
    image: "https://images.example.com/a.jpg",
    sections: [
      {
        subheading: "One",
        paragraph: '<p>First <strong>bold</strong></p><iframe src="https://evil.example.com"></iframe>',
        image: "/media/x-1200.webp",
        video: "https://youtu.be/aqz-KE-bpKQ",
      },
      { subheading: "Two", paragraph: "<p>Second</p>" },
    ],
    version: 1,
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(deepDiveCards).values([...cards, draft, deleted]);
    await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" });
    editorToken = (await t.app.services.auth.login("editor@matv.test", "correct horse battery")).token;
  });
  afterAll(() => t.close());

  const put = (id: string, payload: unknown, token?: string) =>
    t.app.inject({ method: "PUT", url: `/api/deepdive/${id}`, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("GET /api/deepdive lists the published cards in editor order, never drafts or deleted ones", async () => {
    const res = await t.app.inject("/api/deepdive");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((c: { title: string }) => c.title)).toEqual(["Card 0", "Card 1", "Card 2", "Card 3"]);
    expect(body[0]).toMatchObject({
      _id: cards[0]!.id,
      category: "Economics",
      heading: expect.any(String),
      sections: [expect.objectContaining({ subheading: expect.any(String) })],
    });
  });

  it("GET /api/deepdive/:id returns one card; unknown, draft and deleted ids are 404, malformed 400", async () => {
    const res = await t.app.inject(`/api/deepdive/${cards[1]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: cards[1]!.id, title: "Card 1" });
    for (const id of [draft.id, deleted.id, newObjectId()]) {
      const miss = await t.app.inject(`/api/deepdive/${id}`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toMatchObject({ success: false, data: null, message: "Deep dive card not found" });
    }
    const bad = await t.app.inject("/api/deepdive/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("id");
  });

  it("the home Deep Dive feed is the editor's cards in its order, each leading to its /deep-dive page (one model)", async () => {
    const res = await t.app.inject("/api/home-contents/published/pages/deep-dive?limit=4");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((a: { _id: string }) => a._id)).toEqual(cards.map((c) => c.id));
    expect(body.data[0]).toMatchObject({ title: "Card 0", pages: ["DeepDive"], pagePath: `/deep-dive/${cards[0]!.id}` });
    expect(body.data[0].readTime).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.deepDive.homeStories(2)).toHaveLength(2);
  });

  describe("PUT /api/deepdive/:id", () => {
    it("needs a token (401), a valid one (401) and a staff role", async () => {
      expect((await put(cards[0]!.id, validCard)).statusCode).toBe(401);
      expect((await put(cards[0]!.id, validCard, "not.a.token")).statusCode).toBe(401);
      const expired = await new SignJWT({ role: "admin" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(newObjectId())
        .setIssuer("matv")
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode("another-secret-another-secret-123456"));
      expect((await put(cards[0]!.id, validCard, expired)).statusCode).toBe(401);
    });

    it("saves the whole card sanitised, keeps only video-platform embeds, bumps the version and refreshes the public list", async () => {
      await t.app.inject("/api/deepdive"); // warm the cache
      const res = await put(cards[2]!.id, validCard, editorToken);
      expect(res.statusCode).toBe(200);
      const card = res.json();
      expect(card).toMatchObject({ _id: cards[2]!.id, title: "Edited card", heading: "An edited heading", version: 2 });
      expect(card.content).toContain("New summary");
      expect(card.content).not.toMatch(/onclick|<script/);
      expect(card.sections[0].paragraph).toContain("<strong>bold</strong>");
      expect(card.sections[0].paragraph).not.toContain("evil.example.com");
      expect(card.sections[0].video).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
      expect(card.sections[1].video).toBeUndefined();
      const list = (await t.app.inject("/api/deepdive")).json();
      expect(list[2].title).toBe("Edited card");
      // The home feed reads the same cards and the same cache tag: the save shows there at once.
      const home = (await t.app.inject("/api/home-contents/published/pages/deep-dive?limit=4")).json();
      expect(home.data[2]).toMatchObject({ title: "Edited card", subtitle: "An edited heading", summary: "New summary" });
      expect(home.data[2].content).toContain("<h3>One</h3>");
      expect((await t.app.inject(`/api/deepdive/${cards[2]!.id}`)).json().heading).toBe("An edited heading");
    });

    it("refuses a stale version with 409 and keeps the other editor's save", async () => {
      const res = await put(cards[3]!.id, { ...validCard, title: "First save", version: 1 }, editorToken);
      expect(res.statusCode).toBe(200);
      const stale = await put(cards[3]!.id, { ...validCard, title: "Stale save", version: 1 }, editorToken);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().field).toBe("version");
      expect((await t.app.inject(`/api/deepdive/${cards[3]!.id}`)).json().title).toBe("First save");
    });

    it("a writer is refused (403)", async () => {
      await t.app.services.staffUsers.upsert({ email: "writer@matv.test", password: "correct horse battery", role: "writer" });
      const writerToken = (await t.app.services.auth.login("writer@matv.test", "correct horse battery")).token;
      expect((await put(cards[0]!.id, validCard, writerToken)).statusCode).toBe(403);
    });

    it("a save with only a title is 400 naming the missing keys, and the card keeps its sections", async () => {
      const before = (await t.app.inject(`/api/deepdive/${cards[1]!.id}`)).json();
      expect(before.sections.length).toBeGreaterThan(0);
      const res = await put(cards[1]!.id, { title: "Only a title" }, editorToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe("content");
      expect(res.json().message).toBe("content: is required (missing: content, sections, version)");
      const noVersion = await put(cards[1]!.id, { ...validCard, version: undefined }, editorToken);
      expect(noVersion.statusCode).toBe(400);
      expect(noVersion.json()).toMatchObject({ field: "version", message: "version: is required" });
      const after = (await t.app.inject(`/api/deepdive/${cards[1]!.id}`)).json();
      expect(after).toMatchObject({ title: before.title, sections: before.sections, version: before.version });
    });

    it("optional keys left out keep what is stored; empty ones clear it", async () => {
      const before = (await t.app.inject(`/api/deepdive/${cards[1]!.id}`)).json();
      const { category: _c, img: _i, heading: _h, image: _im, ...required } = validCard;
      const res = await put(cards[1]!.id, { ...required, version: before.version }, editorToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        category: before.category,
        img: before.img,
        heading: before.heading,
        image: before.image,
        version: before.version + 1,
      });
      const cleared = await put(cards[1]!.id, { ...required, heading: "", version: before.version + 1 }, editorToken);
      expect(cleared.json().heading).toBeNull();
    });

    it.each([
      [{ ...validCard, title: "" }, "title"],
      [{ ...validCard, title: undefined }, "title"],
      [{ ...validCard, img: "javascript:alert(1)" }, "img"],
      [{ ...validCard, sections: [{ subheading: "x", paragraph: "y", video: "https://vimeo.com/12345" }] }, "sections.0.video"],
      [{ ...validCard, sections: [{ subheading: "x", paragraph: "y", video: "javascript:alert(1)" }] }, "sections.0.video"],
      [{ ...validCard, sections: "nope" }, "sections"],
    ])("refuses a bad card with 400 naming the field (%#)", async (payload, field) => {
      const res = await put(cards[0]!.id, payload, editorToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null, field });
      expect((await t.app.inject(`/api/deepdive/${cards[0]!.id}`)).json().title).toBe("Card 0");
    });

    it("answers 404 for an unknown or deleted card", async () => {
      expect((await put(newObjectId(), validCard, editorToken)).statusCode).toBe(404);
      expect((await put(deleted.id, validCard, editorToken)).statusCode).toBe(404);
    });
  });
});
