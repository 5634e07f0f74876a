import { describe, expect, it } from "vitest";
import { ApiError, formMessage } from "./apiError";

describe("formMessage", () => {
  it("puts refused input beside its field, in words; a conflict stays the whole form's", () => {
    const refused = new ApiError(400, "socialLinks.linkedin: must be a site path or an http(s) address", "socialLinks.linkedin");
    expect(refused.message).toBe("Linkedin must be a site path or an http(s) address");
    expect(formMessage(refused, "Save failed", { linkedin: "LinkedIn link" })).toEqual({
      field: "socialLinks.linkedin",
      text: "LinkedIn link must be a site path or an http(s) address",
    });
    expect(formMessage(new ApiError(409, "You have already signed this petition.", "email"), "x")).toEqual({
      field: null,
      text: "You have already signed this petition.",
    });
    expect(formMessage(new Error("Network down"), "Save failed")).toEqual({ field: null, text: "Network down" });
    expect(formMessage("odd", "Save failed")).toEqual({ field: null, text: "Save failed" });
  });

  it("says a refused field in the page's words when the form gives them; a conflict keeps the API's", () => {
    const refused = new ApiError(400, "email: Please enter a valid email address", "email");
    const hindi = { email: "कृपया सही ईमेल पता लिखें" };
    expect(formMessage(refused, "x", { email: "ईमेल" }, hindi)).toEqual({ field: "email", text: "कृपया सही ईमेल पता लिखें" });
    expect(formMessage(new ApiError(400, "displayName: must be true or false", "displayName"), "x", {}, hindi)).toEqual({
      field: "displayName",
      text: "Display name must be true or false",
    });
    expect(formMessage(new ApiError(409, "You have already signed this petition.", "email"), "x", {}, hindi).text).toBe(
      "You have already signed this petition.",
    );
  });

  it("says a whole-form answer in the page's words by status and field, else by status, else the API's", () => {
    const wholeForm = { "409:email": "आप इस याचिका पर पहले ही हस्ताक्षर कर चुके हैं।", "409:petitionId": "यह याचिका बंद हो चुकी है", "429": "बहुत ज़्यादा" };
    expect(formMessage(new ApiError(409, "You have already signed this petition.", "email"), "x", {}, {}, wholeForm)).toEqual({
      field: null,
      text: "आप इस याचिका पर पहले ही हस्ताक्षर कर चुके हैं।",
    });
    expect(formMessage(new ApiError(409, "This petition is closed.", "petitionId"), "x", {}, {}, wholeForm).text).toBe("यह याचिका बंद हो चुकी है");
    expect(formMessage(new ApiError(429, "Rate limit exceeded"), "x", {}, {}, wholeForm).text).toBe("बहुत ज़्यादा");
    // A status the page has no words for keeps the API's; refused input (400) is never a whole-form text.
    expect(formMessage(new ApiError(409, "Other conflict", "name"), "x", {}, {}, wholeForm).text).toBe("Other conflict");
    expect(formMessage(new ApiError(400, "email: bad", "email"), "x", {}, {}, { "400": "never" }).field).toBe("email");
  });
});
