import { describe, expect, it } from "vitest";
import { breakingChanged, isBreakingDismissed, isBreakingLink, isBreakingLive } from "./breaking.ts";
import { breakingSaveSchema } from "./breakingSchema.ts";

describe("isBreakingLink", () => {
  it("is a path on this site (sitePath.ts) of at most 500 characters", () => {
    expect(isBreakingLink("/live-updates/floods-1a2b?x=1#entry-3")).toBe(true);
    for (const link of ["/\\evil.example", "//evil.example", `/${"a".repeat(600)}`]) expect(isBreakingLink(link)).toBe(false);
  });
});

describe("isBreakingLive", () => {
  const now = new Date("2026-11-24T18:00:00Z");
  it("is live until its expiry, not at or after it", () => {
    expect(isBreakingLive({ expiresAt: "2026-11-24T18:00:01Z" }, now)).toBe(true);
    expect(isBreakingLive({ expiresAt: "2026-11-24T18:00:00Z" }, now)).toBe(false);
    expect(isBreakingLive({ expiresAt: "2026-11-24T17:00:00Z" }, now)).toBe(false);
    expect(isBreakingLive(null, now)).toBe(false);
  });
});

describe("dismissal", () => {
  it("hides only the headline that was dismissed", () => {
    expect(isBreakingDismissed("abc", { id: "abc" })).toBe(true);
    expect(isBreakingDismissed("abc", { id: "def" })).toBe(false);
    expect(isBreakingDismissed(null, { id: "abc" })).toBe(false);
    expect(isBreakingDismissed("", { id: "" })).toBe(false);
  });
  it("a new headline or link is a change; the same one (an extended expiry) is not", () => {
    const a = { headline: "Floods in Kerala", link: "/news/a-1" };
    expect(breakingChanged(null, a)).toBe(true);
    expect(breakingChanged(a, { ...a })).toBe(false);
    expect(breakingChanged(a, { ...a, headline: " Floods in Kerala " })).toBe(false);
    expect(breakingChanged(a, { ...a, headline: "Floods in Kerala: 12 dead" })).toBe(true);
    expect(breakingChanged(a, { ...a, link: "/live-updates/floods-2" })).toBe(true);
  });
});

describe("breakingSaveSchema", () => {
  it("names the field that is wrong", () => {
    const result = breakingSaveSchema.safeParse({ version: 0, breaking: { headline: "x", link: "https://evil.example", expiresAt: "2030-01-01T00:00:00Z" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["breaking", "link"]);
    expect(breakingSaveSchema.safeParse({ version: 0, breaking: null }).success).toBe(true);
  });
});
