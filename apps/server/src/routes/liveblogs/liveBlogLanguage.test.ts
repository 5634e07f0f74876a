import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/**
 * A live blog written in Hindi from scratch (`language` on POST /api/admin/liveblogs, ADR 077) and the home page's
 * LIVE cards per edition: the edition's own blogs first, the default edition's filling, a source with a translation
 * into the edition left out.
 */
let t: TestApp;
const PW = "correct horse battery";
const tokens = { editor: "", writer: "" };

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

type Blog = { _id: string; version: number; language: string; url?: string; translationGroup: string | null; title: string };

async function ok(method: Method, url: string, payload?: object, status = 200) {
  const res = await call(method, url, tokens.editor, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}

const create = (body: object): Promise<Blog> => ok("POST", "/api/admin/liveblogs", { title: `Results ${newObjectId().slice(-6)}`, ...body }, 201);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["editor", "writer"] as const) {
    const email = `${role}@matv.test`;
    await t.app.services.staffUsers.upsert({ email, password: PW, role, name: `The ${role}` });
    tokens[role] = (await t.app.services.auth.login(email, PW)).token;
  }
});
afterAll(() => t.close());

describe("POST /api/admin/liveblogs with a language", () => {
  it("creates a Hindi blog from scratch: its language, no translation group, on the reader API in its language", async () => {
    const blog = await create({ title: "चुनाव नतीजे लाइव", language: "hi" });
    expect(blog).toMatchObject({ language: "hi", translationGroup: null, title: "चुनाव नतीजे लाइव" });
    const page = await call("GET", `/api/liveblogs/${blog._id}`, null);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.blog.language).toBe("hi");
    const list: Blog[] = await ok("GET", "/api/admin/liveblogs");
    expect(list.find((b) => b._id === blog._id)?.language).toBe("hi");
  });

  it("is English when the language is left out (the answers stay as they were)", async () => {
    expect((await create({})).language).toBe("en");
  });

  it("400 naming `language` when it is not an edition code", async () => {
    for (const language of ["fr", "", 7, null]) {
      const res = await call("POST", "/api/admin/liveblogs", tokens.editor, { title: "Results", language });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe("language");
    }
  });

  it("401 without a token, 403 for a writer (only editors create live blogs)", async () => {
    expect((await call("POST", "/api/admin/liveblogs", null, { title: "Results", language: "hi" })).statusCode).toBe(401);
    expect((await call("POST", "/api/admin/liveblogs", tokens.writer, { title: "Results", language: "hi" })).statusCode).toBe(403);
  });

  it("keeps the language it was created with: a save does not move the blog to another edition", async () => {
    const blog = await create({ title: "बजट लाइव", language: "hi" });
    await call("PUT", `/api/admin/liveblogs/${blog._id}`, tokens.editor, { version: blog.version, title: "बजट लाइव: भाषण", language: "en" });
    const after = (await ok("GET", `/api/admin/liveblogs/${blog._id}`)).blog as Blog;
    expect(after.language).toBe("hi");
  });
});

describe("the home page's LIVE cards per edition (liveBlogs.placedOn)", () => {
  it("the Hindi edition: its own blogs first, English ones filling, an English one with a live Hindi translation left out; English: its own only", async () => {
    const top = { placements: [{ page: "top-stories" }] };
    const english = await create({ title: "Cricket live", ...top });
    const hindi = await create({ title: "संसद लाइव", language: "hi", ...top });
    const translated = await create({ title: "Budget live", ...top });
    const draft: Blog = await ok("POST", `/api/admin/liveblogs/${translated._id}/translations`, { language: "hi" }, 201);
    const translation: Blog = await ok("PUT", `/api/admin/liveblogs/${draft._id}`, { version: draft.version, title: "बजट लाइव", status: "live" });
    const mine = new Set([english._id, hindi._id, translated._id, translation._id]);
    const ids = async (edition?: "en" | "hi") =>
      (await t.app.services.liveBlogs.placedOn("TopStories", edition)).map((b) => b._id).filter((id) => mine.has(id));

    const hindiCards = await ids("hi");
    expect(hindiCards.slice(0, 2).sort()).toEqual([hindi._id, translation._id].sort());
    expect(hindiCards).toEqual([...hindiCards.slice(0, 2), english._id]);
    expect(await ids("en")).toEqual([translated._id, english._id]);
    expect(await ids()).toEqual([translated._id, english._id]);
  });
});
