import { describe, expect, it } from "vitest";
import { modalCategory } from "./ArticleModal";

describe("modal category badge", () => {
  it("uses the category, else the first tag, else News", () => {
    expect(modalCategory({ category: "Money", tags: ["Tag"] })).toBe("Money");
    expect(modalCategory({ category: null, tags: ["Cricket", "Sport"] })).toBe("Cricket");
    expect(modalCategory({ category: " ", tags: [] })).toBe("News");
  });
});
