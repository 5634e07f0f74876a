import { describe, expect, it } from "vitest";
import { formatLiveUpdates, parseLines, parseLiveUpdates, parseTrendingTopics } from "./editorText.ts";

describe("parseLiveUpdates", () => {
  it("keeps only lines with a colon and splits at the first one", () => {
    expect(parseLiveUpdates("Morning: Markets open higher\nno colon here\n\nLater : PM speaks: 'we are ready'\r\n:starts with colon")).toEqual([
      { time: "Morning", text: "Markets open higher" },
      { time: "Later", text: "PM speaks: 'we are ready'" },
      { time: "", text: "starts with colon" },
    ]);
  });

  it("keeps a leading clock time whole (10:30, 9:05 pm) instead of splitting inside it", () => {
    expect(parseLiveUpdates("10:30: Polls open\n9:05 pm : Count begins: slowly\n10:30 no second colon")).toEqual([
      { time: "10:30", text: "Polls open" },
      { time: "9:05 pm", text: "Count begins: slowly" },
      { time: "10", text: "30 no second colon" },
    ]);
  });

  it("uses the first colon only, so 'Now: text' gives time Now", () => {
    expect(parseLiveUpdates("Now: Flooding in Kerala: roads closed")).toEqual([{ time: "Now", text: "Flooding in Kerala: roads closed" }]);
  });

  it("gives nothing for text without colons", () => {
    expect(parseLiveUpdates("just a line\nanother")).toEqual([]);
    expect(parseLiveUpdates("")).toEqual([]);
  });

  it("round-trips with formatLiveUpdates, clock times included", () => {
    const updates = [
      { time: "09:00", text: "Polls open" },
      { time: "Noon", text: "Turnout at 30%" },
    ];
    expect(parseLiveUpdates(formatLiveUpdates(updates))).toEqual(updates);
  });
});

describe("parseLines and parseTrendingTopics", () => {
  it("drops blank lines and trims", () => {
    expect(parseLines("  one \n\n   \ntwo\r\nthree  ")).toEqual(["one", "two", "three"]);
  });
  it("splits topics on commas and trims", () => {
    expect(parseTrendingTopics(" Budget ,Cricket,, Monsoon  ,")).toEqual(["Budget", "Cricket", "Monsoon"]);
    expect(parseTrendingTopics("")).toEqual([]);
  });
});
