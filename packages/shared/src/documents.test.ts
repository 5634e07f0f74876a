import { describe, expect, it } from "vitest";
import { publishStateOf } from "./documents.ts";

describe("publishStateOf", () => {
  it("tells a submitted draft (in review) from a draft, and a deleted document from a public one", () => {
    expect(publishStateOf({ status: "draft", submittedAt: null })).toBe("draft");
    expect(publishStateOf({ status: "draft", submittedAt: "2026-01-01T00:00:00Z" })).toBe("in-review");
    expect(publishStateOf({ status: "scheduled", submittedAt: null })).toBe("scheduled");
    expect(publishStateOf({ status: "published", submittedAt: null })).toBe("published");
    expect(publishStateOf({ status: "published", submittedAt: null, deletedAt: new Date() })).toBe("unpublished");
    expect(publishStateOf({ status: "unpublished", submittedAt: null })).toBe("unpublished");
  });
});
