import {
  authorUpdateSchema,
  blogUpdateSchema,
  deepDiveCardSchema,
  liveBlogEntryUpdateSchema,
  liveBlogUpdateSchema,
  liveScoreInputSchema,
  storyUpdateSchema,
} from "@matv/shared";
import { petitionUpdateSchema } from "@matv/shared/petitionSchema";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { staffHeader } from "../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { buildAuthor, buildBlog } from "./factories.ts";
import { articles, authors } from "./schema.ts";
import { seedDemoContent } from "./seed.ts";

/**
 * Every seeded record saves through its editor's API exactly as that API's GET gave it, and reads back
 * unchanged: an editor who opens a seeded author, story, blog post, live blog (and its entries), petition,
 * deep dive card or the live scores and presses Save changes nothing and is refused nothing.
 */

type Json = Record<string, unknown>;

/** What a save changes by itself: the version, when and by whom. */
const VOLATILE = new Set(["version", "updatedAt", "lastEditedBy", "updatedBy", "lastModified"]);
const stable = (record: Json) => Object.fromEntries(Object.entries(record).filter(([key]) => !VOLATILE.has(key)));
/** The keys of a record an editor's save sends: those its update schema accepts. */
const editable = (record: Json, schema: z.ZodObject) =>
  Object.fromEntries(Object.keys(schema.shape).flatMap((key) => (key in record ? [[key, record[key]]] : [])));

let t: TestApp;
let admin: { authorization: string };

async function call(method: "GET" | "PUT", url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as Json }) });
  return { status: res.statusCode, body: res.json() as Json & { data?: unknown } };
}

/** GET one, PUT what it gave (only the schema's keys), GET again: the same record but for VOLATILE keys. */
async function roundTrip(getUrl: string, putUrl: string, schema: z.ZodObject, unwrap = (body: Json) => body.data as Json) {
  const before = unwrap((await call("GET", getUrl)).body);
  const saved = await call("PUT", putUrl, editable(before, schema));
  expect(saved.status, `${putUrl}: ${JSON.stringify(saved.body)}`).toBe(200);
  const after = unwrap((await call("GET", getUrl)).body);
  expect(stable(after), putUrl).toEqual(stable(before));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.database, { storage: t.app.services.storage });
  admin = await staffHeader(t, "admin");
}, 120_000);
afterAll(() => t.close());

describe("every seeded record saves through its editor unchanged", () => {
  it("authors", async () => {
    const list = (await call("GET", "/api/admin/authors")).body.data as Json[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const author of list) await roundTrip(`/api/admin/authors/${author._id}`, `/api/admin/authors/${author._id}`, authorUpdateSchema);
  });

  for (const [desk, schema] of [
    ["stories", storyUpdateSchema],
    ["blogs", blogUpdateSchema],
  ] as const) {
    it(
      desk,
      async () => {
        const ids: string[] = [];
        for (let page = 1; ; page++) {
          const list = (await call("GET", `/api/admin/${desk}?limit=100&page=${page}`)).body.data as { stories: Json[]; hasMore: boolean };
          ids.push(...list.stories.map((s) => s._id as string));
          if (!list.hasMore) break;
        }
        expect(ids.length).toBeGreaterThan(desk === "stories" ? 50 : 5);
        for (const id of ids) await roundTrip(`/api/admin/${desk}/${id}`, `/api/admin/${desk}/${id}`, schema);
      },
      120_000,
    );
  }

  it("live blogs and their entries", async () => {
    const list = (await call("GET", "/api/admin/liveblogs")).body.data as Json[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const blog of list) {
      const url = `/api/admin/liveblogs/${blog._id}`;
      const blogOf = (body: Json) => (body.data as { blog: Json }).blog;
      await roundTrip(url, url, liveBlogUpdateSchema, blogOf);
      const entries = ((await call("GET", url)).body.data as { entries: Json[] }).entries;
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const entryOf = (body: Json) => (body.data as { entries: Json[] }).entries.find((e) => e._id === entry._id)!;
        await roundTrip(url, `${url}/entries/${entry._id}`, liveBlogEntryUpdateSchema, entryOf);
      }
    }
  });

  it("petitions", async () => {
    const list = (await call("GET", "/api/admin/petitions")).body.data as Json[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const petition of list) {
      const one = (body: Json) => (body.data as Json[]).find((p) => p._id === petition._id)!;
      await roundTrip("/api/admin/petitions", `/api/admin/petitions/${petition._id}`, petitionUpdateSchema, one);
    }
  });

  it("deep dive cards", async () => {
    const cards = (await call("GET", "/api/deepdive")).body as unknown as Json[];
    expect(cards.length).toBeGreaterThanOrEqual(1);
    for (const card of cards) await roundTrip(`/api/deepdive/${card._id}`, `/api/deepdive/${card._id}`, deepDiveCardSchema, (body) => body);
  });

  it("live scores", async () => {
    const before = (await call("GET", "/api/admin/live-scores")).body.data as { matches: Json[]; version: number };
    expect(before.matches.length).toBeGreaterThan(0);
    const saved = await call("PUT", "/api/admin/live-scores", {
      version: before.version,
      matches: before.matches.map((m) => editable(m, liveScoreInputSchema)),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await call("GET", "/api/admin/live-scores")).body.data as { matches: Json[] };
    // A running match's clock ("67'") is read from its kick-off at each GET: a minute may pass between the two reads.
    const withoutClock = (match: Json) => {
      const { time, ...rest } = stable(match);
      return match.kickoffAt ? rest : { ...rest, time };
    };
    expect(after.matches.map(withoutClock)).toEqual(before.matches.map(withoutClock));
  });
});

describe("migration 0018 rewrites records seeded before the desks as the desks save them", () => {
  it("adds https:// to bare social links and gives a byline its author record", async () => {
    const db = t.database.db;
    const author = buildAuthor({
      name: "Legacy Writer",
      socialLinks: { twitter: "twitter.com/legacy", linkedin: "https://linkedin.com/in/legacy", website: "" },
    });
    const blog = buildBlog({ title: "Legacy post", author: "legacy writer" });
    await db.insert(authors).values(author);
    await db.insert(articles).values(blog);
    const migration = readFileSync(new URL("../../drizzle/0018_seeded_records_as_the_desks_save_them.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const [stored] = await db.select({ socialLinks: authors.socialLinks }).from(authors).where(eq(authors.id, author.id));
    expect(stored?.socialLinks).toEqual({ twitter: "https://twitter.com/legacy", linkedin: "https://linkedin.com/in/legacy", website: "" });
    const [post] = await db.select({ authorId: articles.authorId }).from(articles).where(eq(articles.id, blog.id));
    expect(post?.authorId).toBe(author.id);
  });
});
