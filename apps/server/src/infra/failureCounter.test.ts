import { describe, expect, it } from "vitest";
import { memoryFailureCounter } from "./failureCounter.ts";

describe("memoryFailureCounter", () => {
  it("counts failures per key for a window that starts at the first one", async () => {
    let clock = 1_000_000;
    const counter = memoryFailureCounter(60_000, () => clock);
    expect(await counter.get("a")).toEqual({ count: 0, resetInMs: 0 });
    await counter.add("a");
    clock += 20_000;
    expect(await counter.add("a")).toEqual({ count: 2, resetInMs: 40_000 });
    expect(await counter.get("b")).toEqual({ count: 0, resetInMs: 0 });
    clock += 40_000;
    expect(await counter.get("a")).toEqual({ count: 0, resetInMs: 0 });
    expect(await counter.add("a")).toEqual({ count: 1, resetInMs: 60_000 });
  });
});
