import { describe, expect, it } from "vitest";
import { csvCell, csvLine, hoursLeft, isPetitionOpen } from "./petition.ts";
import { signatureSchema } from "./petitionSchema.ts";

describe("hoursLeft", () => {
  const now = new Date("2026-11-22T00:00:00Z");
  it("counts whole hours to the deadline", () => {
    expect(hoursLeft("2026-11-25T12:30:00Z", now)).toBe(84);
  });
  it("is zero after the deadline and null without one", () => {
    expect(hoursLeft("2026-11-20T00:00:00Z", now)).toBe(0);
    expect(hoursLeft(null, now)).toBeNull();
    expect(hoursLeft("not a date", now)).toBeNull();
  });
});

describe("csvCell", () => {
  it("neutralises formulas and quotes special characters", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+44 7700")).toBe("'+44 7700");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("Leicester, UK")).toBe('"Leicester, UK"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvLine(["a", 1, true])).toBe("a,1,true");
  });
});

describe("signatureSchema", () => {
  const good = { firstName: " Asha ", lastName: "Nair", email: "asha@example.com", location: " Leicester, UK ", petitionId: "0123456789abcdef01234567" };
  it("trims and defaults displayName to true", () => {
    const parsed = signatureSchema.parse(good);
    expect(parsed.firstName).toBe("Asha");
    expect(parsed.location).toBe("Leicester, UK");
    expect(parsed.displayName).toBe(true);
  });
  it("drops bidirectional overrides and isolates from public names and places", () => {
    const parsed = signatureSchema.parse({ ...good, firstName: "\u202eAsha\u202c", location: "\u2066Leicester\u2069" });
    expect(parsed.firstName).toBe("Asha");
    expect(parsed.location).toBe("Leicester");
  });
  it("refuses blank and over-long names", () => {
    expect(signatureSchema.safeParse({ ...good, firstName: "   " }).success).toBe(false);
    expect(signatureSchema.safeParse({ ...good, lastName: "x".repeat(81) }).success).toBe(false);
    expect(signatureSchema.safeParse({ ...good, email: "nope" }).success).toBe(false);
  });
});

describe("isPetitionOpen", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  it("is open until an editor closes it or its deadline passes", () => {
    expect(isPetitionOpen({ status: "open", deadline: null }, now)).toBe(true);
    expect(isPetitionOpen({ status: "open", deadline: "2026-11-24T12:00:01Z" }, now)).toBe(true);
    expect(isPetitionOpen({ status: "open", deadline: "2026-11-24T12:00:00Z" }, now)).toBe(false);
    expect(isPetitionOpen({ status: "closed", deadline: "2027-01-01T00:00:00Z" }, now)).toBe(false);
  });
});
