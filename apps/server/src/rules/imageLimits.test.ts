import { describe, expect, it } from "vitest";
import { RetryLaterError } from "./errors.ts";
import { createWorkQueue, decodeMemory, IMAGE_MEMORY, type ImageHeader, imageShapeProblem, memoryProblem } from "./imageLimits.ts";

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

describe("decodeMemory (from the header, before any pixel is decoded)", () => {
  const MB = 1024 * 1024;
  const header = (over: Partial<ImageHeader>): ImageHeader => ({ format: "jpeg", width: 7071, height: 7071, channels: 3, depth: "uchar", ...over });
  const mb = (h: ImageHeader, kind: "resize" | "reencode" = "resize") => Math.round(decodeMemory(h, kind).bytes / MB);

  it("estimates the shapes measured on libvips (bench/imageMemory.ts) at or above what they cost", () => {
    // Measured peaks over the process's own, MB: progressive 155-167, AVIF 740, 16-bit PNG shrunk 180 (encoded
    // again 61), interlaced PNG 241, GIF 256, baseline JPEG 12-21 (turned upright at full size 157).
    expect(mb(header({ isProgressive: true, chromaSubsampling: "4:2:0" }))).toBe(159);
    expect(mb(header({ format: "heif" }))).toBe(755);
    expect(mb(header({ format: "png", width: 12000, height: 4166, channels: 4, depth: "ushort" }))).toBe(207);
    expect(mb(header({ format: "png", width: 12000, height: 4166, channels: 4, depth: "ushort" }), "reencode")).toBe(92);
    expect(mb(header({ format: "png", channels: 4, isProgressive: true }))).toBe(254);
    expect(mb(header({ format: "gif" }))).toBe(278);
    expect(mb(header({}))).toBe(16);
    expect(mb(header({ orientation: 6 }), "reencode")).toBe(159);
    expect(mb(header({ orientation: 6 }), "resize")).toBe(16);
  });

  it("refuses only what passes the per-image bound, saying the kind of image and the most pixels it may have", () => {
    expect(memoryProblem(header({ isProgressive: true, chromaSubsampling: "4:2:0" }), "resize")?.message).toBe(
      "this progressive JPEG image is too large to process (50 megapixels; at most 27.9 for a progressive JPEG). Please resize it, or save it as a standard JPEG.",
    );
    expect(memoryProblem(header({ width: 4000, height: 3000, isProgressive: true, chromaSubsampling: "4:2:0" }), "resize")).toBeNull();
    expect(memoryProblem(header({ format: "heif", width: 2000, height: 2000 }), "resize")).toBeNull();
    expect(memoryProblem(header({ format: "heif", width: 3000, height: 3000 }), "resize")?.message).toMatch(/AVIF .*9 megapixels; at most 5\.\d/);
    expect(memoryProblem(header({}), "reencode")).toBeNull();
    for (const h of [header({ format: "webp" }), header({ format: "png" })])
      expect(decodeMemory(h, "resize").bytes).toBeLessThanOrEqual(IMAGE_MEMORY.perImageBytes);
  });
});

describe("createWorkQueue with a memory budget", () => {
  it("starts jobs while their weights fit the budget, first come first served, and a job alone always", async () => {
    const queue = createWorkQueue({ concurrency: 3, budget: 100, maxWaitMs: 5_000, retryAfterSeconds: 1, busyMessage: "busy" });
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (name: string, weight: number) =>
      queue.run(
        () =>
          new Promise<string>((resolve) => {
            order.push(name);
            gates.set(name, () => resolve(name));
          }),
        weight,
      );
    const small = job("small", 30);
    const big = job("big", 90); // 30 + 90 > 100: waits
    const later = job("later", 10); // would fit, but waits behind "big"
    await Promise.resolve();
    expect(order).toEqual(["small"]);
    expect([queue.running, queue.waiting, queue.held]).toEqual([1, 2, 30]);
    gates.get("small")!();
    await small;
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual(["small", "big", "later"]);
    expect(queue.held).toBe(100);
    gates.get("big")!();
    gates.get("later")!();
    expect(await Promise.all([big, later])).toEqual(["big", "later"]);
    const huge = job("huge", 500); // over the budget on its own: still runs, alone
    await new Promise((r) => setTimeout(r, 0));
    expect(order.at(-1)).toBe("huge");
    gates.get("huge")!();
    await huge;
    expect([queue.running, queue.held]).toEqual([0, 0]);
  });
});
