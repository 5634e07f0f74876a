import { describe, expect, it, vi } from "vitest";
import { createContentCache } from "./cache.ts";

describe("content cache", () => {
  it("loads once within the TTL and again after it", async () => {
    let clock = 0;
    const cache = createContentCache(() => clock);
    const load = vi.fn(async () => "value");
    expect(await cache.get("k", 1000, load)).toBe("value");
    expect(await cache.get("k", 1000, load)).toBe("value");
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1001;
    await cache.get("k", 1000, load);
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
    const [a, b] = await Promise.all([cache.get("k", 1000, load), cache.get("k", 1000, load)]);
    expect([a, b]).toEqual([1, 1]);
    await expect(cache.get("bad", 1000, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("bad", 1000, async () => "ok")).toBe("ok");
  });

  it("empties on invalidate and tells listeners", async () => {
    const cache = createContentCache();
    const heard: string[] = [];
    cache.onInvalidate((reason) => heard.push(reason));
    await cache.get("k", 60_000, async () => 1);
    cache.invalidate("article saved");
    expect(cache.size).toBe(0);
    expect(await cache.get("k", 60_000, async () => 2)).toBe(2);
    expect(heard).toEqual(["article saved"]);
  });

  it("says until when a resolved value is still the current answer for its key", async () => {
    let clock = 0;
    const cache = createContentCache(() => clock);
    const first = await cache.get("k", 1000, async () => ({ n: 1 }));
    expect(cache.expiresOf(first)).toBe(1000);
    expect(cache.expiresOf({ n: 1 })).toBeUndefined();
    expect(cache.expiresOf("a string")).toBeUndefined();
    clock = 1000;
    expect(cache.expiresOf(first)).toBeUndefined();
    const second = await cache.get("k", 1000, async () => ({ n: 2 }));
    expect(cache.expiresOf(second)).toBe(2000);
    expect(cache.expiresOf(first)).toBeUndefined();
    cache.invalidate();
    expect(cache.expiresOf(second)).toBeUndefined();
  });

  it("never calls a value current when an invalidation came while it loaded", async () => {
    const cache = createContentCache();
    let release!: () => void;
    const loading = cache.get("k", 60_000, () => new Promise<{ n: number }>((resolve) => (release = () => resolve({ n: 1 }))));
    cache.invalidate("saved meanwhile");
    const fresh = await cache.get("k", 60_000, async () => ({ n: 2 }));
    release();
    const stale = await loading;
    expect(cache.expiresOf(stale)).toBeUndefined();
    // The newer load made after the invalidation stays cached.
    expect(cache.expiresOf(fresh)).toBeGreaterThan(0);
    expect(await cache.get("k", 60_000, async () => ({ n: 3 }))).toBe(fresh);
  });
});
