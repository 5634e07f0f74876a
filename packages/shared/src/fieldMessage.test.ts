import { describe, expect, it } from "vitest";
import { fieldMessage, inPageWords, isMessageFor } from "./fieldMessage.ts";

describe("fieldMessage", () => {
  it("drops the field path and leads a fragment with the field's label", () => {
    expect(fieldMessage({ message: "email: Please enter a valid email address", field: "email" })).toEqual({
      field: "email",
      text: "Please enter a valid email address",
    });
    expect(fieldMessage({ message: "password: is one of the most common passwords", field: "password" })).toEqual({
      field: "password",
      text: "Password is one of the most common passwords",
    });
    expect(
      fieldMessage(
        { message: "socialLinks.linkedin: must be a site path or an http(s) address", field: "socialLinks.linkedin" },
        { linkedin: "LinkedIn link" },
      ),
    ).toEqual({ field: "socialLinks.linkedin", text: "LinkedIn link must be a site path or an http(s) address" });
    expect(fieldMessage({ message: "firstName: is required", field: "firstName" }).text).toBe("First name is required");
    expect(fieldMessage({ message: "newPassword: must be at least 12 characters", field: "newPassword" }, { newPassword: "New password" }).text).toBe(
      "New password must be at least 12 characters",
    );
  });

  it("keeps a message about the whole form as it is", () => {
    expect(fieldMessage({ message: "Too many sign-ups from this address." })).toEqual({ field: null, text: "Too many sign-ups from this address." });
    expect(fieldMessage({ message: "Someone else saved this author since you opened it.", field: "version" }).text).toBe(
      "Someone else saved this author since you opened it.",
    );
  });

  it("matches a field by its path or its last segment", () => {
    const message = fieldMessage({ message: "socialLinks.twitter: must be a site path or an http(s) address", field: "socialLinks.twitter" });
    expect(isMessageFor(message, "twitter")).toBe(true);
    expect(isMessageFor(message, "socialLinks.twitter")).toBe(true);
    expect(isMessageFor(message, "linkedin")).toBe(false);
    expect(isMessageFor(null, "twitter")).toBe(false);
  });

  it("says a refused field in the page's words when it has them, else keeps the API's", () => {
    const words = { email: "कृपया सही ईमेल पता लिखें", linkedin: "लिंक्डइन का सही पता लिखें" };
    const email = fieldMessage({ message: "email: Please enter a valid email address", field: "email" });
    expect(inPageWords(email, words)).toEqual({ field: "email", text: "कृपया सही ईमेल पता लिखें" });
    const nested = fieldMessage({ message: "socialLinks.linkedin: must be a site path", field: "socialLinks.linkedin" });
    expect(inPageWords(nested, words)).toEqual({ field: "socialLinks.linkedin", text: "लिंक्डइन का सही पता लिखें" });
    const attachment = fieldMessage({ message: "attachments: huge.pdf: Each attachment must be 10 MB or smaller.", field: "attachments" });
    expect(inPageWords(attachment, words)).toBe(attachment);
    const whole = fieldMessage({ message: "Too many requests." });
    expect(inPageWords(whole, words)).toBe(whole);
    // The English page gives none: the API's words stand.
    expect(inPageWords(email, {})).toBe(email);
  });
});
