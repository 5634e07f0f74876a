import { describe, expect, it, vi } from "vitest";
import type { Services } from "../services/index.ts";
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
    expect(Object.keys(context).sort()).toEqual(["log", "newsletter", "origin", "site"]);
    expect(Object.keys(context.newsletter)).toEqual(["subscribe", "confirm", "unsubscribe"]);
    await context.newsletter.subscribe("reader@example.com", "https://matv.example");
    expect(services.newsletter.subscribe).toHaveBeenCalledWith("reader@example.com", "https://matv.example");
    expect(context.log).toBe(log);
  });
});
