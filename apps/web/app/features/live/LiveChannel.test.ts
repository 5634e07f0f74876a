import type { ScheduleSlotWire } from "@matv/shared";
import { describe, expect, it } from "vitest";
import { liveChannelWakeAt } from "./LiveChannel";

const NOW = Date.parse("2026-11-29T10:00:00Z");
const slot = (start: string, end: string) => ({ start, end, title: "Bulletin" }) as ScheduleSlotWire;

describe("liveChannelWakeAt", () => {
  it("off air: at the countdown's next whole minute, before the next programme starts", () => {
    const next = slot("2026-11-29T12:30:20Z", "2026-11-29T13:00:00Z");
    expect(liveChannelWakeAt({ schedule: { now: null, next }, offAir: true }, NOW)).toBe(NOW + 20_000);
  });

  it("off air with the start a minute away or less: at once (the countdown ticks every second)", () => {
    const next = slot("2026-11-29T10:00:45Z", "2026-11-29T11:00:00Z");
    expect(liveChannelWakeAt({ schedule: { now: null, next }, offAir: true }, NOW)).toBe(NOW);
  });

  it("off air for more than a day: at the next whole hour of the countdown", () => {
    const next = slot("2026-12-01T10:30:00Z", "2026-12-01T11:00:00Z");
    expect(liveChannelWakeAt({ schedule: { now: null, next }, offAir: true }, NOW)).toBe(NOW + 30 * 60_000);
  });

  it("on air: when the programme ends or the next starts (the on-now strip), not every minute", () => {
    const now = slot("2026-11-29T09:00:00Z", "2026-11-29T10:40:00Z");
    const next = slot("2026-11-29T10:40:00Z", "2026-11-29T11:00:00Z");
    expect(liveChannelWakeAt({ schedule: { now, next }, offAir: false }, NOW)).toBe(Date.parse("2026-11-29T10:40:00Z"));
  });

  it("nothing scheduled: never", () => {
    expect(liveChannelWakeAt({ schedule: { now: null, next: null }, offAir: true }, NOW)).toBeUndefined();
  });
});
