import { describe, expect, it } from "vitest";
import {
  callingCodeOf,
  countryFromHeaders,
  formatMegabytes,
  isValidEmailInput,
  isValidMobile,
  phoneCountryForLocation,
  toInternationalPhone,
} from "./support.ts";
import { supportRequestSchema } from "./supportSchema.ts";

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

describe("countryFromHeaders", () => {
  const from = (h: Record<string, string>) => countryFromHeaders((n) => h[n]);
  it("prefers the CDN country header, then x-country-code, then the Accept-Language region, else the United Kingdom", () => {
    expect(from({ "cf-ipcountry": "in", "x-country-code": "GB" })).toBe("IN");
    expect(from({ "cf-ipcountry": "XX", "x-country-code": "gb" })).toBe("GB");
    expect(from({ "accept-language": "hi, en-GB;q=0.8" })).toBe("GB");
    expect(from({ "accept-language": "zh-Hant-TW" })).toBe("TW");
    expect(from({ "accept-language": "en" })).toBe("GB");
    expect(from({})).toBe("GB");
  });
  it("the phone country follows the Location country until the reader picks one", () => {
    expect(phoneCountryForLocation("GB", "IN", false, "GB")).toBe("IN");
    expect(phoneCountryForLocation("IN", "", false, "GB")).toBe("GB");
    expect(phoneCountryForLocation("FR", "IN", true, "GB")).toBe("FR");
    // A location country the phone library does not know keeps the current one.
    expect(phoneCountryForLocation("GB", "AQ", false, "GB")).toBe("GB");
  });
  it("knows calling codes", () => {
    expect(callingCodeOf("in")).toBe("91");
    expect(callingCodeOf("XX")).toBeNull();
  });
});
