import { AUTHOR_MESSAGES } from "@matv/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildArticle, buildBlog } from "../../db/factories.ts";
import { articles, auditLog } from "../../db/schema.ts";
import { tag } from "../../infra/cacheTags.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

let t: TestApp;
const PW = "correct horse battery";
const tokens = { admin: "", editor: "", writer: "" };

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

interface Author {
  _id: string;
  name: string;
  version: number;
  active: boolean;
  email: string | null;
  formerNames: string[];
}

async function createAuthor(body: object, token = tokens.editor): Promise<Author> {
  const res = await call("POST", "/api/admin/authors", token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Author;
}

const save = (author: Author, body: object, token = tokens.editor) =>
  call("PUT", `/api/admin/authors/${author._id}`, token, { version: author.version, ...body });

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "editor", "writer"] as const) {
    const email = `${role}@matv.test`;
    await t.app.services.staffUsers.upsert({ email, password: PW, role, name: `The ${role}` });
    tokens[role] = (await t.app.services.auth.login(email, PW)).token;
  }
});
afterAll(() => t.close());

describe("POST /api/admin/authors", () => {
  it("401 without a token, 403 for a writer", async () => {
    expect((await call("POST", "/api/admin/authors", null, { name: "X" })).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/authors", null)).statusCode).toBe(401);
    const res = await call("POST", "/api/admin/authors", tokens.writer, { name: "Writer Made" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("creates an author with every field, audited; the email stays off the public answers", async () => {
    const created = await createAuthor({
      name: "Meera Kapoor",
      title: "Sports Editor",
      category: "Sports",
      bio: "Covers cricket.",
      avatar: "/media/2026/11/abc-1200.webp",
      email: "meera@matv.test",
      location: "Leicester",
      expertise: ["Cricket", "Football"],
      socialLinks: { twitter: "https://twitter.com/meera", linkedin: "", website: "https://meera.example" },
    });
    expect(created).toMatchObject({
      name: "Meera Kapoor",
      title: "Sports Editor",
      email: "meera@matv.test",
      active: true,
      version: 1,
      formerNames: [],
      socialLinks: { twitter: "https://twitter.com/meera", website: "https://meera.example" },
      expertise: ["Cricket", "Football"],
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(entry).toMatchObject({ action: "author.create", entityType: "author" });
    for (const url of [
      "/api/authors",
      "/api/authors/status/active",
      `/api/authors/${created._id}`,
      `/api/authors/name/${encodeURIComponent("Meera Kapoor")}`,
    ]) {
      const body = (await t.app.inject(url)).body;
      expect(body).toContain("Meera Kapoor");
      expect(body, url).not.toContain("meera@matv.test");
    }
  });

  it.each([
    [{}, "name"],
    [{ name: "   " }, "name"],
    [{ name: "A/B" }, "name"],
    [{ name: "Ok", email: "not-an-email" }, "email"],
    [{ name: "Ok", avatar: "javascript:alert(1)" }, "avatar"],
    [{ name: "Ok", expertise: "Cricket" }, "expertise"],
    [{ name: "Ok", socialLinks: { twitter: "javascript:x" } }, "socialLinks.twitter"],
    [{ name: "Ok", active: "yes" }, "active"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const res = await call("POST", "/api/admin/authors", tokens.editor, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
  });

  it("refuses a name another author has (any case) with 400 naming name", async () => {
    await createAuthor({ name: "Tom Hale" });
    const res = await call("POST", "/api/admin/authors", tokens.admin, { name: "tom hale" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "name", message: expect.stringContaining(AUTHOR_MESSAGES.nameTaken) });
  });
});

describe("GET /api/admin/authors", () => {
  it("lists active and inactive authors with email for any staff role, searchable, never cached", async () => {
    const quiet = await createAuthor({ name: "Quiet Quill", email: "quill@matv.test" });
    expect((await save(quiet, { active: false })).statusCode).toBe(200);
    const all = await call("GET", "/api/admin/authors", tokens.writer);
    expect(all.statusCode).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    expect(all.json().data.map((a: Author) => a.name)).toEqual(expect.arrayContaining(["Quiet Quill", "Meera Kapoor"]));
    const found = (await call("GET", "/api/admin/authors?q=quill", tokens.writer)).json().data as Author[];
    expect(found).toEqual([expect.objectContaining({ name: "Quiet Quill", active: false, email: "quill@matv.test" })]);
    const one = await call("GET", `/api/admin/authors/${quiet._id}`, tokens.writer);
    expect(one.json().data).toMatchObject({ name: "Quiet Quill", version: 2 });
    expect((await call("GET", "/api/admin/authors/ffffffffffffffffffffffff", tokens.writer)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/authors/nope", tokens.writer)).json()).toMatchObject({ field: "id" });
  });
});

describe("PUT /api/admin/authors/:id", () => {
  it("401 without a token, 403 for a writer, 400 naming the field, 409 when stale", async () => {
    const author = await createAuthor({ name: "Rita Bose" });
    expect((await call("PUT", `/api/admin/authors/${author._id}`, null, { version: 1, title: "x" })).statusCode).toBe(401);
    expect((await save(author, { title: "x" }, tokens.writer)).statusCode).toBe(403);
    const noVersion = await call("PUT", `/api/admin/authors/${author._id}`, tokens.editor, { title: "x" });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json()).toMatchObject({ field: "version" });
    const badTitle = await save(author, { title: "x".repeat(121) });
    expect(badTitle.json()).toMatchObject({ field: "title" });
    expect((await save(author, { title: "Reporter" })).statusCode).toBe(200);
    const stale = await save(author, { title: "Other" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ field: "version", current: { title: "Reporter", version: 2 } });
  });

  it("rename: bylines on stories and blogs follow in the same save, old names 301 to the current one after two renames, precise tags invalidated", async () => {
    const author = await createAuthor({ name: "Anil Mehta", title: "Political Editor" });
    const byId = buildArticle({ title: "By id", authorId: author._id, author: "Anil Mehta", pages: ["IndiaNews"] });
    const byName = buildArticle({ title: "By name only", author: "anil mehta", pages: ["TopStories"] });
    const other = buildArticle({ title: "Someone else", author: "Other Person", pages: ["Sports"] });
    await t.database.db.insert(articles).values([byId, byName, other]);
    const blog = buildBlog({ title: "Anil's blog", author: "Anil Mehta" });
    await t.database.db.insert(articles).values(blog);

    const invalidate = vi.spyOn(t.app.services.cache, "invalidate");
    const renamed = await save(author, { name: "Anil K. Mehta" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "Anil K. Mehta", formerNames: ["Anil Mehta"], version: 2 });
    const tags = invalidate.mock.calls.flatMap(([t]) => [...t]);
    invalidate.mockRestore();
    expect(tags).toEqual(
      expect.arrayContaining([
        tag.author(author._id),
        tag.story(byId.id),
        tag.story(byName.id),
        tag.page("IndiaNews"),
        tag.page("TopStories"),
        tag.blog(blog.id),
      ]),
    );
    expect(tags).not.toContain(tag.story(other.id));
    expect(tags).not.toContain(tag.page("Sports"));

    const names = await t.database.db.select({ id: articles.id, author: articles.author }).from(articles);
    expect(names.find((r) => r.id === byId.id)?.author).toBe("Anil K. Mehta");
    expect(names.find((r) => r.id === byName.id)?.author).toBe("Anil K. Mehta");
    expect(names.find((r) => r.id === other.id)?.author).toBe("Other Person");
    const [blogRow] = await t.database.db.select({ author: articles.author }).from(articles).where(eq(articles.id, blog.id));
    expect(blogRow?.author).toBe("Anil K. Mehta");
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "author.rename"));
    expect(audit?.summary).toContain('renamed from "Anil Mehta"');

    const second = await save(renamed.json().data, { name: "A. K. Mehta" });
    expect(second.json().data.formerNames).toEqual(["Anil Mehta", "Anil K. Mehta"]);
    // The page's read (/author/{name} redirects on it) and the public API both send old names to the current one.
    for (const old of ["Anil Mehta", "anil k. mehta"]) {
      expect(await t.app.services.authors.currentNameOf(old)).toBe("A. K. Mehta");
      const res = await t.app.inject(`/api/authors/name/${encodeURIComponent(old)}`);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe(`/api/authors/name/${encodeURIComponent("A. K. Mehta")}`);
    }
    expect((await t.app.inject(`/api/authors/name/${encodeURIComponent("A. K. Mehta")}`)).statusCode).toBe(200);

    // A new author taking an old name wins over the redirect.
    await createAuthor({ name: "Anil Mehta" });
    expect((await t.app.inject(`/api/authors/name/${encodeURIComponent("Anil Mehta")}`)).json().data.authors[0].title).not.toBe("Political Editor");
    expect(await t.app.services.authors.currentNameOf("Anil Mehta")).toBeNull();
    expect((await call("GET", `/api/admin/authors/${author._id}`, tokens.editor)).json().data.formerNames).toEqual(["Anil K. Mehta"]);
  });

  it("deactivating keeps the page and stories but drops the author from the active list and refuses new bylines", async () => {
    const author = await createAuthor({ name: "Leaving Lal" });
    const story = buildArticle({ title: "Lal's story", authorId: author._id, author: "Leaving Lal" });
    await t.database.db.insert(articles).values(story);
    const res = await save(author, { active: false });
    expect(res.json().data).toMatchObject({ active: false });
    const active = (await t.app.inject("/api/authors/status/active")).json().data as Author[];
    expect(active.map((a) => a.name)).not.toContain("Leaving Lal");
    expect((await t.app.inject(`/api/authors/name/${encodeURIComponent("Leaving Lal")}`)).statusCode).toBe(200);
    const refused = await call("POST", "/api/admin/stories", tokens.editor, { title: "New", authorId: author._id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: "authorId" });
    const [kept] = await t.database.db.select({ author: articles.author }).from(articles).where(eq(articles.id, story.id));
    expect(kept?.author).toBe("Leaving Lal");
  });
});
