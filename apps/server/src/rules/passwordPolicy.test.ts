import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, passwordProblem } from "./passwordPolicy.ts";

describe("passwordProblem", () => {
  it.each([
    ["aaaaaaaaaa", PASSWORD_MESSAGES.tooShort],
    ["aaaaaaaaaaaaaaaa", PASSWORD_MESSAGES.repeated],
    ["qwertyuiopasdfg", PASSWORD_MESSAGES.common],
    ["1Qaz2Wsx3Edc", PASSWORD_MESSAGES.common],
    ["sarah.jones@matv.test", PASSWORD_MESSAGES.email],
    ["SarahJones", PASSWORD_MESSAGES.tooShort],
    ["sarah-jones-", PASSWORD_MESSAGES.email],
  ])("%j: %s", (password, problem) => {
    expect(passwordProblem(password, "sarah.jones@matv.test")).toBe(problem);
  });

  it("takes a long, uncommon password", () => {
    expect(passwordProblem("correct horse battery", "sarah.jones@matv.test")).toBeNull();
    expect(passwordProblem("kettle-violin-otter-42")).toBeNull();
  });
});
