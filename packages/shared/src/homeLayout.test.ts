import { describe, expect, it } from "vitest";
import {
  advanceLiveScore,
  communityCardTags,
  deepDiveCards,
  formatViews,
  isAcceptedFeed,
  type LiveScore,
  splitCommunity,
  splitMoney,
  splitMoreToExplore,
  splitTechnology,
  splitTopStories,
  sportsCategories,
  trendingStories,
  trendingTopics,
} from "./homeLayout.ts";

const n = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe("section splits", () => {
  it("More to Explore: first left, second right, items 3-6 bottom", () => {
    expect(splitMoreToExplore(n(8))).toEqual({ left: 1, right: 2, bottom: [3, 4, 5, 6] });
    expect(splitMoreToExplore(n(1))).toEqual({ left: 1, right: undefined, bottom: [] });
  });
  it("Top Stories: first 2 main, the rest bottom", () => {
    expect(splitTopStories(n(5))).toEqual({ main: [1, 2], bottom: [3, 4, 5] });
  });
  it("Community: first main, next 2 side, the rest additional, 2 tags a card", () => {
    expect(splitCommunity(n(6))).toEqual({ main: 1, side: [2, 3], additional: [4, 5, 6] });
    expect(communityCardTags(["a", "b", "c"])).toEqual(["a", "b"]);
    expect(communityCardTags(null)).toEqual([]);
  });
  it("Money: top 3 featured; Deep Dive: 4 cards", () => {
    expect(splitMoney(n(5))).toEqual({ featured: [1, 2, 3], rest: [4, 5] });
    expect(deepDiveCards(n(9))).toEqual([1, 2, 3, 4]);
  });
  it("Technology: the flagged story featured, 3 side, the rest more", () => {
    const items = n(7).map((id) => ({ id, featured: id === 3 }));
    const split = splitTechnology(items);
    expect(split.featured?.id).toBe(3);
    expect(split.side.map((i) => i.id)).toEqual([1, 2, 4]);
    expect(split.more.map((i) => i.id)).toEqual([5, 6, 7]);
    expect(splitTechnology<{ id: number; featured?: boolean }>([{ id: 1 }, { id: 2 }]).featured).toEqual({ id: 1 });
  });
});

describe("acceptance rule", () => {
  it("accepts only success true with a non-empty list", () => {
    expect(isAcceptedFeed({ success: true, data: [1] })).toBe(true);
    expect(isAcceptedFeed({ success: true, data: [] })).toBe(false);
    expect(isAcceptedFeed({ success: false, data: [1] })).toBe(false);
    expect(isAcceptedFeed({ success: true, data: { a: 1 } })).toBe(false);
    expect(isAcceptedFeed(null)).toBe(false);
  });
});

describe("trending", () => {
  it("stories: top 3 by likes plus views", () => {
    const items = [
      { id: "a", likes: 10, views: 100 },
      { id: "b", likes: 500, views: 10 },
      { id: "c", likes: 0, views: 1000 },
      { id: "d", likes: 1, views: 1 },
      { id: "e", likes: 200, views: 0 },
    ];
    expect(trendingStories(items).map((i) => i.id)).toEqual(["c", "b", "e"]);
  });
  it("topics: unique categories of trending articles, at most 6", () => {
    const items = ["A", "B", "A", "C", "D", "E", "F", "G"].map((category, i) => ({ category, isTrending: i !== 1 }));
    expect(trendingTopics(items)).toEqual(["A", "C", "D", "E", "F", "G"]);
    expect(trendingTopics([...items, { category: "H", isTrending: true }])).toHaveLength(6);
  });
});

describe("sports", () => {
  it("formats views with K above 1,000 and M above 1,000,000, one decimal", () => {
    expect(formatViews(999)).toBe("999");
    expect(formatViews(1000)).toBe("1000");
    expect(formatViews(1001)).toBe("1.0K");
    expect(formatViews(12_500)).toBe("12.5K");
    expect(formatViews(1_000_000)).toBe("1000.0K");
    expect(formatViews(2_345_678)).toBe("2.3M");
  });
  it("categories: All plus capitalised unique tags", () => {
    expect(sportsCategories([{ tags: ["football", "cricket"] }, { tags: ["Football", "formula 1"] }, { tags: null }])).toEqual([
      "All",
      "Football",
      "Cricket",
      "Formula 1",
    ]);
  });
  it("live clocks gain a minute per update under 90, then stop; other matches never move", () => {
    const live: LiveScore = {
      id: "1",
      sport: "Football",
      competition: "League",
      homeTeam: "A",
      awayTeam: "B",
      homeScore: 1,
      awayScore: 0,
      status: "live",
      time: "88'",
    };
    const once = advanceLiveScore(live);
    expect(once.time).toBe("89'");
    const twice = advanceLiveScore(once);
    expect(twice.time).toBe("90'");
    expect(advanceLiveScore(twice)).toBe(twice);
    const upcoming = { ...live, status: "upcoming" as const, time: "19:45" };
    expect(advanceLiveScore(upcoming)).toBe(upcoming);
  });
});
