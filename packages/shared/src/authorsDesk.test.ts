import { describe, expect, it } from "vitest";
import { authorCreateSchema, formerNamesAfterRename, resolveAuthorName } from "./authorsDesk.ts";

describe("the rename-redirect rule", () => {
  it("shows a current name, redirects a former one to the current name (URL-encoded), else nothing", () => {
    expect(resolveAuthorName({ name: "Anil Mehta" }, null)).toEqual({ kind: "author" });
    expect(resolveAuthorName(null, { name: "A. K. Mehta/ü" })).toEqual({ kind: "redirect", to: "/author/A.%20K.%20Mehta%2F%C3%BC" });
    expect(resolveAuthorName(null, null)).toEqual({ kind: "missing" });
  });

  it("a new author holding an old name wins over the redirect", () => {
    expect(resolveAuthorName({ name: "Anil Mehta" }, { name: "A. K. Mehta" })).toEqual({ kind: "author" });
  });

  it("keeps every former name after two renames, drops a name taken back, ignores a change of case", () => {
    const once = formerNamesAfterRename([], "Anil Mehta", "Anil K. Mehta");
    expect(once).toEqual(["Anil Mehta"]);
    const twice = formerNamesAfterRename(once, "Anil K. Mehta", "A. K. Mehta");
    expect(twice).toEqual(["Anil Mehta", "Anil K. Mehta"]);
    expect(formerNamesAfterRename(twice, "A. K. Mehta", "anil mehta")).toEqual(["Anil K. Mehta", "A. K. Mehta"]);
    expect(formerNamesAfterRename(twice, "A. K. Mehta", "a. k. mehta")).toEqual(twice);
  });

  it("names are one URL segment, and email is optional but checked", () => {
    expect(authorCreateSchema.safeParse({ name: "A/B" }).success).toBe(false);
    expect(authorCreateSchema.safeParse({ name: "Asha", email: "" }).success).toBe(true);
    expect(authorCreateSchema.safeParse({ name: "Asha", email: "nope" }).success).toBe(false);
  });
});
