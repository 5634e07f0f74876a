import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes a header and rows, quoting cells with commas, quotes or line breaks", () => {
    expect(
      toCsv(
        ["Story", "Views"],
        [
          ["Budget, explained", 12],
          ['He said "no"', 3],
          ["Two\nlines", 0],
        ],
      ),
    ).toBe('Story,Views\r\n"Budget, explained",12\r\n"He said ""no""",3\r\n"Two\nlines",0\r\n');
  });

  it("defuses text a spreadsheet would run as a formula, but not negative numbers", () => {
    expect(toCsv(["a", "b"], [["=HYPERLINK(1)", -4]])).toBe("a,b\r\n'=HYPERLINK(1),-4\r\n");
  });
});
