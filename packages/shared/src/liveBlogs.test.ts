import { describe, expect, it } from "vitest";
import { liveBlogIdOf, liveBlogPath } from "./liveBlogs.ts";
import { liveBlogEntryCreateSchema } from "./liveBlogsSchema.ts";
import { planLiveBlogMerge, titleWithCount } from "./liveBlogMerge.ts";

const id = (n: number) => n.toString(16).padStart(24, "0");
const entry = (n: number, version = 1) => ({ _id: id(n), version });

describe("live blog address", () => {
  it("builds /live-updates/{slug}-{id} and reads the id back", () => {
    const path = liveBlogPath({ _id: id(7), title: "Budget day: live!" });
    expect(path).toBe(`/live-updates/budget-day-live-${id(7)}`);
    expect(liveBlogIdOf(path.split("/").pop())).toBe(id(7));
    expect(liveBlogIdOf("no-id-here")).toBeNull();
    expect(liveBlogIdOf(undefined)).toBeNull();
  });

  it("puts a Hindi blog under /hi with its title's Devanagari slug, percent-encoded (ADR 077)", () => {
    const path = liveBlogPath({ _id: id(8), title: "चुनाव नतीजे: लाइव!", language: "hi" });
    expect(path.startsWith("/hi/live-updates/")).toBe(true);
    expect(decodeURIComponent(path)).toBe(`/hi/live-updates/चुनाव-नतीजे-लाइव-${id(8)}`);
    expect(liveBlogIdOf(decodeURIComponent(path.split("/").pop()!))).toBe(id(8));
    expect(liveBlogPath({ _id: id(8), title: "Results", language: "en" })).toBe(`/live-updates/results-${id(8)}`);
  });
});

describe("planLiveBlogMerge", () => {
  const shown = new Map([
    [id(1), 1],
    [id(2), 1],
  ]);

  it("inserts new entries at once for a reader at the top, with those held back before", () => {
    const plan = planLiveBlogMerge({ atTop: true, shown, pending: [entry(3)], updates: { entries: [entry(4), entry(3)], changed: [], deleted: [] } });
    expect(plan.insert.map((e) => e._id)).toEqual([id(4), id(3)]);
    expect(plan.pending).toEqual([]);
  });

  it("holds new entries back for a scrolled reader, so nothing moves", () => {
    const plan = planLiveBlogMerge({ atTop: false, shown, pending: [entry(3)], updates: { entries: [entry(4), entry(3)], changed: [], deleted: [] } });
    expect(plan.insert).toEqual([]);
    expect(plan.pending.map((e) => e._id)).toEqual([id(4), id(3)]);
  });

  it("replaces edited entries only when newer, and removes deleted ones from the page and the pending list", () => {
    const plan = planLiveBlogMerge({
      atTop: false,
      shown,
      pending: [entry(3)],
      updates: { entries: [], changed: [entry(1, 2), entry(2, 1), entry(9, 3)], deleted: [id(2), id(3), id(8)] },
    });
    expect(plan.replace.map((e) => e._id)).toEqual([id(1)]);
    expect(plan.remove.sort()).toEqual([id(2), id(3)]);
    expect(plan.pending).toEqual([]);
  });

  it("never inserts an entry already shown or deleted", () => {
    const plan = planLiveBlogMerge({ atTop: true, shown, pending: [], updates: { entries: [entry(2), entry(5)], changed: [], deleted: [id(5)] } });
    expect(plan.insert).toEqual([]);
  });
});

describe("titleWithCount", () => {
  it("prefixes and replaces the count, and drops it at zero", () => {
    expect(titleWithCount("Live: vote", 3)).toBe("(3) Live: vote");
    expect(titleWithCount("(3) Live: vote", 5)).toBe("(5) Live: vote");
    expect(titleWithCount("(3) Live: vote", 0)).toBe("Live: vote");
  });
});

describe("entry schema", () => {
  it("keeps a YouTube link as its id and names a bad one", () => {
    expect(liveBlogEntryCreateSchema.parse({ youtube: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }).youtube).toBe("dQw4w9WgXcQ");
    const bad = liveBlogEntryCreateSchema.safeParse({ youtube: "https://example.com/x" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["youtube"]);
  });
});
