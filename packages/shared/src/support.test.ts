import { describe, expect, it } from "vitest";
import { formatMegabytes, isValidEmailInput, isValidMobile, supportRequestSchema, toInternationalPhone } from "./support.ts";

describe("phone rules", () => {
  it("accepts a mobile number for its country and gives the international form", () => {
    expect(isValidMobile("07400 123456", "gb")).toBe(true);
    expect(toInternationalPhone("07400 123456", "GB")).toBe("+447400123456");
    expect(isValidMobile("98765 43210", "IN")).toBe(true);
  });
  it("refuses landlines, short numbers and numbers of another country", () => {
    expect(isValidMobile("020 7946 0000", "GB")).toBe(false);
    expect(isValidMobile("12345", "GB")).toBe(false);
    expect(isValidMobile("98765 43210", "GB")).toBe(false);
    expect(toInternationalPhone("abc", "GB")).toBeNull();
  });
});

describe("support request schema", () => {
  const good = { email: "a@b.co", country: "IN", state: "KL", city: "Kochi", context: "Passport", issueDescription: "Details" };
  it("accepts a request without a phone and with an international mobile", () => {
    expect(supportRequestSchema.parse(good).phone).toBeUndefined();
    expect(supportRequestSchema.parse({ ...good, phone: "+447400123456" }).phone).toBe("+447400123456");
  });
  it("refuses a bad phone, a bad email and missing fields", () => {
    expect(supportRequestSchema.safeParse({ ...good, phone: "+442079460000" }).success).toBe(false);
    expect(supportRequestSchema.safeParse({ ...good, email: "x" }).success).toBe(false);
    expect(supportRequestSchema.safeParse({ ...good, city: " " }).success).toBe(false);
  });
});

describe("small helpers", () => {
  it("formats MB and checks the simple email pattern", () => {
    expect(formatMegabytes(1_572_864)).toBe("1.50");
    expect(isValidEmailInput("a@b.co")).toBe(true);
    expect(isValidEmailInput("a@b")).toBe(false);
  });
});
