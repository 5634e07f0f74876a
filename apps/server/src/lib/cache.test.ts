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
});
