import { describe, expect, it } from "vitest";
import { RetryLaterError } from "./errors.ts";
import { createWorkQueue, imageShapeProblem } from "./imageLimits.ts";

describe("imageShapeProblem", () => {
  it.each([
    [1, 49_000_000, "sideTooLong"],
    [12_001, 100, "sideTooLong"],
    [10_000, 6_000, "tooManyPixels"],
    [12_000, 300, "tooThin"],
    [4_100, 200, "tooThin"],
    [12_000, 4_000, null],
    [1_600, 900, null],
    [1_200, 10, null],
    [1, 1, null],
  ] as const)("%i x %i: %s", (width, height, problem) => {
    expect(imageShapeProblem(width, height)).toBe(problem);
    expect(imageShapeProblem(height, width)).toBe(problem);
  });
});

describe("createWorkQueue", () => {
  it("runs at most `concurrency` jobs at once and refuses a job that waited too long with a retry-later error", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaitMs: 50, retryAfterSeconds: 3, busyMessage: "busy" });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let peak = 0;
    const job = () =>
      queue.run(async () => {
        peak = Math.max(peak, queue.running);
        await gate;
        return "done";
      });
    const first = [job(), job()];
    const third = job();
    await expect(third).rejects.toBeInstanceOf(RetryLaterError);
    await expect(third).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 3 });
    const fourth = job(); // queued behind the running two
    release();
    expect(await Promise.all([...first, fourth])).toEqual(["done", "done", "done"]);
    expect(peak).toBe(2);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });
});
