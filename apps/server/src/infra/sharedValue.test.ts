import { afterAll, describe, expect, it } from "vitest";
import { redisAnswers, TEST_REDIS_URL } from "../testing/redis.ts";
import { createSharedValues, type SharedValues } from "./sharedValue.ts";

const available = await redisAnswers(TEST_REDIS_URL);

describe.skipIf(!available)("values shared by every instance through Redis", () => {
  let clock = 1_000_000;
  const instances: SharedValues[] = [];
  const open = (options: { keyPrefix?: string; waitMs?: number } = {}) => {
    const shared = createSharedValues(TEST_REDIS_URL, { now: () => clock, ...options });
    instances.push(shared);
    return shared;
  };
  afterAll(() => Promise.all(instances.map((s) => s.close())));

  it("loads once per interval for three instances asking at once, and keeps the last good copy when a load fails", async () => {
    const name = `test:${Math.random().toString(36).slice(2)}`;
    const [a, b, c] = [open(), open(), open()];
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 200));
      return { n: calls };
    };
    const first = await Promise.all([a, b, c, a, b, c].map((s) => s!.get(name, 60_000, load)));
    expect(calls).toBe(1);
    expect(first.every((v) => v.n === 1)).toBe(true);

    clock += 30_000;
    expect(await c!.get(name, 60_000, load)).toEqual({ n: 1 });
    expect(calls).toBe(1);

    clock += 60_000;
    const second = await Promise.all([a, b, c].map((s) => s!.get(name, 60_000, load)));
    expect(calls).toBe(2);
    expect(second).toEqual([{ n: 2 }, { n: 2 }, { n: 2 }]);

    clock += 60_000;
    const failing = async (): Promise<{ n: number }> => {
      calls++;
      throw new Error("platform down");
    };
    expect(await b!.get(name, 60_000, failing)).toEqual({ n: 2 });
  });

  it("waits for a first load slower than its wait rather than calling the platform a second time", async () => {
    const name = `test:${Math.random().toString(36).slice(2)}`;
    const [a, b, c] = [open({ waitMs: 100 }), open({ waitMs: 100 }), open({ waitMs: 100 })];
    let calls = 0;
    const slow = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 600));
      return { n: calls };
    };
    const answers = await Promise.all([a, b, c].map((s) => s!.get(name, 60_000, slow)));
    expect(calls).toBe(1);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
  });

  it("keeps sites with different key prefixes apart on one Redis", async () => {
    const name = `test:${Math.random().toString(36).slice(2)}`;
    const run = Math.random().toString(36).slice(2);
    const [one, other] = [open({ keyPrefix: `t1-${run}:` }), open({ keyPrefix: `t2-${run}:` })];
    let calls = 0;
    const load = async () => ++calls;
    expect(await one!.get(name, 60_000, load)).toBe(1);
    expect(await one!.get(name, 60_000, load)).toBe(1);
    expect(await other!.get(name, 60_000, load)).toBe(2);
  });
});
