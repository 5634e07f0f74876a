import { describe, expect, it } from "vitest";
import { draftToBody, EMPTY_PETITION, petitionToDraft } from "./petitionForm";

describe("petition form", () => {
  it("splits paragraphs on blank lines and bullets on lines, and keeps the version only for edits", () => {
    const body = draftToBody({ ...EMPTY_PETITION, title: "T", paragraphs: "One.\n\n\nTwo.\n", currentSituation: "- first\n\n• second", goal: "250" });
    expect(body.story).toEqual({ paragraphs: ["One.", "Two."], currentSituation: ["first", "second"] });
    expect(body).toMatchObject({ goal: 250, deadline: null });
    expect(body).not.toHaveProperty("version");
    expect(draftToBody(EMPTY_PETITION, 3)).toMatchObject({ version: 3 });
  });

  it("round-trips a stored petition, deadline included", () => {
    const deadline = "2026-12-01T18:30:00.000Z";
    const draft = petitionToDraft({
      _id: "0123456789abcdef01234567",
      title: "T",
      description: "D",
      decisionMaker: null,
      imageUrl: null,
      story: { paragraphs: ["A.", "B."], currentSituation: ["x"] },
      goal: 10,
      deadline,
      status: "open",
      currentSignatures: 0,
      createdAt: deadline,
      isCurrent: false,
      version: 2,
      updatedAt: deadline,
      language: "en",
      translationGroup: null,
      translations: [],
      published: true,
      stale: false,
    });
    expect(draft.paragraphs).toBe("A.\n\nB.");
    expect(draftToBody(draft, 2)).toMatchObject({ deadline, story: { paragraphs: ["A.", "B."], currentSituation: ["x"] }, decisionMaker: "" });
  });
});
