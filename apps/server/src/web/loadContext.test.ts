import { STAFF_PAGE_COOKIE } from "@matv/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Services } from "../services/index.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { pageLoadContext, siteReader } from "./loadContext.ts";

/** A services container whose every method answers with its own name, so delegation can be seen. */
function fakeServices(): Services {
  const service = (name: string) =>
    new Proxy({} as Record<string, unknown>, {
      get: (target, method: string) => (target[method] ??= vi.fn(async () => `${name}.${method}`)),
    });
  return new Proxy({} as Record<string, unknown>, { get: (target, name: string) => (target[name] ??= service(name)) }) as unknown as Services;
}

describe("siteReader", () => {
  it("delegates each read to the service method of the same name", async () => {
    const services = fakeServices();
    const reader = siteReader(services);
    await expect(reader.articles.getArticlePage("a1")).resolves.toBe("articles.getArticlePage");
    expect(services.articles.getArticlePage).toHaveBeenCalledWith("a1");
    await expect(reader.sitePages.feedItems({ limit: 3 })).resolves.toBe("sitePages.feedItems");
    await expect(reader.videos.liveTv()).resolves.toBe("videos.liveTv");
  });

  it("offers only the reads page loaders use: no auth, staff, or writes", () => {
    const reader = siteReader(fakeServices());
    expect(Object.keys(reader).sort()).toEqual(
      [
        "articles",
        "authors",
        "blogs",
        "breaking",
        "deepDive",
        "homeFeeds",
        "liveBlogs",
        "locations",
        "news",
        "petitions",
        "programmes",
        "schedule",
        "siteDocuments",
        "sitePages",
        "stories",
        "videos",
      ].sort(),
    );
    expect(Object.keys(reader.articles)).toEqual(["getArticlePage", "listPublishedByPage"]);
    expect(Object.keys(reader.petitions)).toEqual(["getCurrent", "promo", "stats"]);
    // Of the desk, only a preview by its short-lived token: no story writes.
    expect(Object.keys(reader.stories)).toEqual(["getPreview"]);
    // Of live blogs, only the reader's page and the home cards: no entry writes.
    expect(Object.keys(reader.liveBlogs)).toEqual(["page", "placedOn"]);
    expect(reader).not.toHaveProperty("auth");
    expect(reader).not.toHaveProperty("staffUsers");
  });

  it("gives loaders the reader, the newsletter signup, the origin and the request's logger", async () => {
    const services = fakeServices();
    const log = { error: vi.fn(), warn: vi.fn() };
    const context = pageLoadContext(services, siteReader(services), "https://matv.example", log);
    expect(Object.keys(context).sort()).toEqual(["log", "newsletter", "origin", "site", "staff"]);
    expect(Object.keys(context.staff)).toEqual(["fromCookies", "listStories"]);
    expect(Object.keys(context.newsletter)).toEqual(["subscribe", "confirm", "unsubscribe", "changeLanguage"]);
    await context.newsletter.subscribe("reader@example.com", "https://matv.example", "hi");
    expect(services.newsletter.subscribe).toHaveBeenCalledWith("reader@example.com", "https://matv.example", "hi");
    expect(context.log).toBe(log);
  });
});

describe("the staff pages' reads (ADR 070)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.staffUsers.upsert({ email: "desk@matv.test", password: "correct horse battery", role: "writer" });
  });
  afterAll(() => t.close());

  it("names the account of a live token in the staff page cookie, and no one for a missing, forged or revoked one", async () => {
    const staff = pageLoadContext(t.app.services, siteReader(t.app.services), "https://matv.example", { error: vi.fn(), warn: vi.fn() }).staff;
    const { token, user } = await t.app.services.auth.login("desk@matv.test", "correct horse battery");
    expect(await staff.fromCookies(`matv_reader=x; ${STAFF_PAGE_COOKIE}=${token}`)).toMatchObject({ id: user.id, role: "writer" });
    expect(await staff.fromCookies(null)).toBeNull();
    expect(await staff.fromCookies(`${STAFF_PAGE_COOKIE}=${token.slice(0, -2)}xx`)).toBeNull();
    expect(await staff.listStories(user, "story", { limit: "20" })).toMatchObject({ stories: [], total: 0 });
    expect(await staff.listStories(user, "story", { status: "gone" })).toBeNull();
    await t.app.services.auth.revokeTokens(user.id);
    expect(await staff.fromCookies(`${STAFF_PAGE_COOKIE}=${token}`)).toBeNull();
  });
});
