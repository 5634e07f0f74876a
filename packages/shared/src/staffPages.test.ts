import { describe, expect, it } from "vitest";
import { cookieValue, STAFF_PAGE_COOKIE } from "./staffPages.ts";

describe("cookieValue", () => {
  it("finds one cookie by its exact name", () => {
    expect(cookieValue(`matv_reader=abc; ${STAFF_PAGE_COOKIE}=tok.en.value`, STAFF_PAGE_COOKIE)).toBe("tok.en.value");
    expect(cookieValue(`x${STAFF_PAGE_COOKIE}=no`, STAFF_PAGE_COOKIE)).toBeNull();
    expect(cookieValue(null, STAFF_PAGE_COOKIE)).toBeNull();
  });
});
