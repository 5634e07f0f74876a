import { describe, expect, it, vi } from "vitest";
import { createContentCache, type ReadScope, recordReadExpiry, recordReadTags, withReadScope } from "./cache.ts";
import { type CacheKey, cacheKey, storyTags, tag } from "./cacheTags.ts";

const key = (name: string, tags: string[] = [name]): CacheKey => ({ key: name, tags });

describe("content cache", () => {
  it("loads once within the TTL and again after it", async () => {
    let clock = 0;
    const cache = createContentCache(() => clock);
    const load = vi.fn(async () => "value");
    expect(await cache.get(key("k"), 1000, load)).toBe("value");
    expect(await cache.get(key("k"), 1000, load)).toBe("value");
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1001;
    await cache.get(key("k"), 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent misses and forgets failures", async () => {
    const cache = createContentCache();
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return calls;
    };
    const [a, b] = await Promise.all([cache.get(key("k"), 1000, load), cache.get(key("k"), 1000, load)]);
    expect([a, b]).toEqual([1, 1]);
    await expect(cache.get(key("bad"), 1000, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get(key("bad"), 1000, async () => "ok")).toBe("ok");
  });

  it("forgets only the entries carrying an invalidated tag, and tells listeners the tags", async () => {
    const cache = createContentCache();
    const heard: Array<readonly string[]> = [];
    cache.onInvalidate((tags) => heard.push(tags));
    await cache.get(cacheKey.pageList("TopStories", 10), 60_000, async () => "top");
    await cache.get(cacheKey.pageList("IndiaNews", 10), 60_000, async () => "india");
    await cache.get(cacheKey.story("a1"), 60_000, async () => "story a1");
    await cache.get(cacheKey.document("homepage"), 60_000, async () => "doc");
    expect(cache.size).toBe(4);

    // A story saved on IndiaNews: its own entry and IndiaNews go; TopStories and the document stay.
    const tags = storyTags("a1", ["IndiaNews"]);
    cache.invalidate(tags);
    expect(heard).toEqual([tags]);
    expect(cache.size).toBe(2);
    expect(await cache.get(cacheKey.pageList("TopStories", 10), 60_000, async () => "reloaded")).toBe("top");
    expect(await cache.get(cacheKey.pageList("IndiaNews", 10), 60_000, async () => "india 2")).toBe("india 2");
    expect(await cache.get(cacheKey.story("a1"), 60_000, async () => "story a1 v2")).toBe("story a1 v2");
    cache.invalidate([tag.document("homepage")]);
    expect(await cache.get(cacheKey.document("homepage"), 60_000, async () => "doc 2")).toBe("doc 2");
  });

  it("says until when a resolved value is still the current answer for its key", async () => {
    let clock = 0;
    const cache = createContentCache(() => clock);
    const first = await cache.get(key("k"), 1000, async () => ({ n: 1 }));
    expect(cache.expiresOf(first)).toBe(1000);
    expect(cache.expiresOf({ n: 1 })).toBeUndefined();
    expect(cache.expiresOf("a string")).toBeUndefined();
    clock = 1000;
    expect(cache.expiresOf(first)).toBeUndefined();
    const second = await cache.get(key("k"), 1000, async () => ({ n: 2 }));
    expect(cache.expiresOf(second)).toBe(2000);
    expect(cache.expiresOf(first)).toBeUndefined();
    cache.invalidate("other");
    expect(cache.expiresOf(second)).toBe(2000);
    cache.invalidate("k");
    expect(cache.expiresOf(second)).toBeUndefined();
  });

  it("does not keep a load that an invalidation of its tags overtook, but keeps one an unrelated write came during", async () => {
    const cache = createContentCache();
    let release!: () => void;
    const loading = cache.get(key("k"), 60_000, () => new Promise<{ n: number }>((resolve) => (release = () => resolve({ n: 1 }))));
    let releaseOther!: () => void;
    const other = cache.get(key("o"), 60_000, () => new Promise<{ n: number }>((resolve) => (releaseOther = () => resolve({ n: 9 }))));
    cache.invalidate("k");
    const fresh = await cache.get(key("k"), 60_000, async () => ({ n: 2 }));
    release();
    releaseOther();
    const stale = await loading;
    expect(stale).toEqual({ n: 1 }); // its waiting callers are still answered
    expect(cache.expiresOf(stale)).toBeUndefined();
    // The newer load made after the invalidation stays cached, and so does the unrelated one.
    expect(cache.expiresOf(fresh)).toBeGreaterThan(0);
    expect(await cache.get(key("k"), 60_000, async () => ({ n: 3 }))).toBe(fresh);
    expect(cache.expiresOf(await other)).toBeGreaterThan(0);
  });

  it("bounds a client-chosen key family, least recently used out", async () => {
    const cache = createContentCache();
    const family = { name: "search", maxEntries: 2 };
    const search = (q: string): CacheKey => ({ key: `search:${q}`, tags: [tag.storyLists], family });
    await cache.get(search("a"), 60_000, async () => "a");
    await cache.get(search("b"), 60_000, async () => "b");
    await cache.get(search("a"), 60_000, async () => "a again"); // a is now the most recently used
    await cache.get(search("c"), 60_000, async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get(search("a"), 60_000, async () => "reloaded")).toBe("a");
    expect(await cache.get(search("b"), 60_000, async () => "b reloaded")).toBe("b reloaded");
    // Fixed keys are not part of a family and not pushed out.
    await cache.get(cacheKey.newsFeatured(), 60_000, async () => "featured");
    expect(cache.size).toBe(3);
  });

  it("records the tags of every read in the current read scope, kept or not (TTL 0)", async () => {
    const cache = createContentCache();
    const scope: ReadScope = { tags: new Set() };
    await withReadScope(scope, async () => {
      await cache.get(cacheKey.pageList("TopStories", 10), 60_000, async () => 1);
      await cache.get(cacheKey.pageList("TopStories", 10), 60_000, async () => 2); // a hit records too
      await cache.get(cacheKey.newsList(6, 10), 0, async () => 3);
      recordReadTags([tag.story("x")]);
    });
    expect([...scope.tags].sort()).toEqual([tag.page("TopStories"), tag.story("x"), tag.storyLists].sort());
    expect(cache.size).toBe(1);
    recordReadTags(["outside any scope"]); // no scope: nothing to record, no error
  });

  it("ends an entry when its value says it stops being true, before its TTL", async () => {
    let clock = 0;
    const cache = createContentCache(() => clock);
    const load = vi.fn(async () => ({ expiresAt: 400 }));
    await cache.get(key("banner"), 30_000, load, { until: (value) => value.expiresAt });
    clock = 399;
    await cache.get(key("banner"), 30_000, load, { until: (value) => value.expiresAt });
    expect(load).toHaveBeenCalledTimes(1);
    clock = 400;
    await cache.get(key("banner"), 30_000, load, { until: (value) => value.expiresAt });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the earliest expiry recorded in a read scope", async () => {
    const scope: ReadScope = { tags: new Set() };
    await withReadScope(scope, async () => {
      recordReadExpiry(9_000);
      recordReadExpiry(5_000);
      recordReadExpiry(7_000);
      recordReadExpiry(Number.NaN);
    });
    expect(scope.expiresAt).toBe(5_000);
    recordReadExpiry(1); // no scope: nothing to record, no error
  });
});
