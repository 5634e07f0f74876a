import { TRANSLATION_MESSAGES } from "@matv/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDeepDiveCard } from "../../db/deepDiveSeed.ts";
import { auditLog, deepDiveCards, documentRevisions } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { staffHeader } from "../../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** Deep-dive translations (ADR 083 on ADR 079): Translate, the desk's filters, staleness and the reader's pair. */
let t: TestApp;
const auth = { admin: { authorization: "" }, editor: { authorization: "" }, writer: { authorization: "" } };

type Card = {
  _id: string;
  version: number;
  status: string;
  title: string;
  heading: string | null;
  content: string;
  language: string;
  translationGroup: string | null;
  stale: boolean;
  translations: { language: string; _id: string; url: string; title: string }[];
  sections: { subheading: string; paragraph: string }[];
};

const call = (method: "GET" | "POST" | "PUT", url: string, headers: { authorization: string } | null, payload?: object) =>
  t.app.inject({ method, url, headers: headers ?? {}, ...(payload ? { payload } : {}) });

async function ok<T = Card>(method: "GET" | "POST" | "PUT", url: string, payload?: object, status = 200): Promise<T> {
  const res = await call(method, url, auth.editor, payload);
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  return (body && typeof body === "object" && "success" in body ? body.data : body) as T;
}

async function englishCard(): Promise<string> {
  const card = buildDeepDiveCard({ title: `Remittances ${newObjectId().slice(-6)}`, heading: "Where the money goes" });
  await t.database.db.insert(deepDiveCards).values(card);
  return card.id;
}

/** The whole card as the editor saves it, with changes. */
const cardBody = (card: Card, changes: object = {}) => ({
  title: card.title,
  content: card.content,
  heading: card.heading ?? "",
  sections: card.sections,
  version: card.version,
  ...changes,
});

const translate = (id: string, language = "hi") => ok("POST", `/api/admin/deep-dives/${id}/translations`, { language }, 201);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "editor", "writer"] as const) auth[role] = await staffHeader(t, role);
});
afterAll(() => t.close());

describe("POST /api/admin/deep-dives/:id/translations", () => {
  it("401 without a token, 403 for a writer (the deep-dive desk is editors'), 201 for an admin", async () => {
    const id = await englishCard();
    for (const [method, url] of [
      ["POST", `/api/admin/deep-dives/${id}/translations`],
      ["GET", `/api/admin/deep-dives/${id}/source-changes`],
      ["GET", "/api/admin/deep-dives"],
    ] as const) {
      expect((await call(method, url, null, method === "POST" ? { language: "hi" } : undefined)).statusCode, url).toBe(401);
      expect((await call(method, url, auth.writer, method === "POST" ? { language: "hi" } : undefined)).statusCode, url).toBe(403);
    }
    expect((await call("POST", `/api/admin/deep-dives/${id}/translations`, auth.admin, { language: "hi" })).statusCode).toBe(201);
  });

  it("400 naming `language`: missing, unknown, or the card's own; 404 for no such card", async () => {
    const id = await englishCard();
    for (const body of [{}, { language: "fr" }, { language: "en" }]) {
      const res = await call("POST", `/api/admin/deep-dives/${id}/translations`, auth.editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe("language");
    }
    expect((await call("POST", `/api/admin/deep-dives/${id}/translations`, auth.editor, { language: "en" })).json().message).toContain(
      TRANSLATION_MESSAGES.sameLanguage,
    );
    expect((await call("POST", `/api/admin/deep-dives/${newObjectId()}/translations`, auth.editor, { language: "hi" })).statusCode).toBe(404);
    const badFilter = await call("GET", "/api/admin/deep-dives?stale=maybe", auth.editor);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().field).toBe("stale");
  });

  it("an editor translates: a draft with the card's words and sections, one revision and one audit entry; off the site until published", async () => {
    const id = await englishCard();
    const source = await ok("GET", `/api/admin/deep-dives/${id}`);
    const draft = await translate(id);
    expect(draft).toMatchObject({
      language: "hi",
      status: "draft",
      version: 1,
      translationGroup: id,
      stale: false,
      title: source.title,
      sections: source.sections,
    });
    expect(draft.translations).toEqual([{ language: "en", _id: id, title: "Where the money goes", url: `/deep-dive/${id}` }]);
    // The source joins the group without a new version.
    expect(await ok("GET", `/api/admin/deep-dives/${id}`)).toMatchObject({ translationGroup: id, version: source.version });
    const revisions = await t.database.db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.kind, "deepdive"), eq(documentRevisions.documentId, draft._id)));
    expect(revisions).toHaveLength(1);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(audit.map((a) => a.action)).toEqual(["deepdive.translate"]);
    // A draft is neither a page nor a card of the English section, and the source lists no published translation yet.
    expect((await call("GET", `/api/deepdive/${draft._id}`, null)).statusCode).toBe(404);
    expect((await ok<Card[]>("GET", "/api/deepdive")).map((c) => c._id)).not.toContain(draft._id);
    expect((await ok("GET", `/api/deepdive/${id}`)).translations).toEqual([]);
    const again = await call("POST", `/api/admin/deep-dives/${id}/translations`, auth.editor, { language: "hi" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: "language", existingId: draft._id });
  });

  it("publishing pairs the pages; a source section change makes the translation stale (list filter, diff) until it is saved", async () => {
    // A seeded card (no revision yet): translating records its words, so the diff shows only what changes after.
    const id = await englishCard();
    const draft = await translate(id);
    const published = await ok(
      "PUT",
      `/api/deepdive/${draft._id}`,
      cardBody(draft, { title: "पैसा कहाँ जाता है", heading: "पैसा कहाँ जाता है", status: "published" }),
    );
    expect(published).toMatchObject({ status: "published", stale: false, language: "hi" });
    const english = await ok("GET", `/api/deepdive/${id}`);
    expect(english).toMatchObject({ language: "en", translations: [{ language: "hi", _id: draft._id, url: `/hi/deep-dive/${draft._id}` }] });
    expect(await ok("GET", `/api/deepdive/${draft._id}`)).toMatchObject({
      language: "hi",
      translations: [{ language: "en", _id: id, url: `/deep-dive/${id}` }],
    });
    // Only an English card is on the English section.
    expect((await ok<Card[]>("GET", "/api/deepdive")).map((c) => c._id)).not.toContain(draft._id);
    // The Hindi home's section: the Hindi card first (at its Hindi address), its English source not beside it, other
    // English cards filling after; the English home's section has English cards only.
    const hindiHome = await t.app.services.deepDive.homeStories(50, "hi");
    expect(hindiHome[0]).toMatchObject({ _id: draft._id, language: "hi", pagePath: `/hi/deep-dive/${draft._id}` });
    expect(hindiHome.map((c) => c._id)).not.toContain(id);
    expect(hindiHome.slice(1).every((c) => c.language === "en")).toBe(true);
    const englishHome = await t.app.services.deepDive.homeStories(50);
    expect(englishHome.map((c) => c._id)).toContain(id);
    expect(englishHome.every((c) => c.language === "en")).toBe(true);

    const source = await ok("GET", `/api/admin/deep-dives/${id}`);
    const changedSections = [{ subheading: "Where the money goes", paragraph: "<p>Families send more money home this year.</p>" }];
    await ok("PUT", `/api/deepdive/${id}`, cardBody(source, { sections: changedSections }));
    const stale = await ok("GET", `/api/admin/deep-dives/${draft._id}`);
    expect(stale.stale).toBe(true);
    const staleIds = (await ok<Card[]>("GET", "/api/admin/deep-dives?stale=true")).map((c) => c._id);
    expect(staleIds).toContain(draft._id);
    expect(staleIds).not.toContain(id);
    expect((await ok<Card[]>("GET", "/api/admin/deep-dives?language=hi")).every((c) => c.language === "hi")).toBe(true);
    expect((await ok<Card[]>("GET", "/api/admin/deep-dives?language=en")).map((c) => c._id)).toContain(id);
    const changes = await ok<{ sourceId: string; since: number; current: number; changes: { field: string; parts: { op: string; text: string }[] }[] }>(
      "GET",
      `/api/admin/deep-dives/${draft._id}/source-changes`,
    );
    expect(changes).toMatchObject({ sourceId: id, since: source.version, current: source.version + 1 });
    expect(changes.changes.map((c) => c.field)).toEqual(["sections"]);
    const added = changes.changes[0]!.parts.filter((p) => p.op === "added")
      .map((p) => p.text)
      .join("");
    expect(added).toContain("Families send more money home this year.");
    expect(
      changes.changes[0]!.parts.filter((p) => p.op === "removed")
        .map((p) => p.text)
        .join(""),
    ).toContain("First section of deep dive");
    // A source without a translation is not one: 404.
    expect((await call("GET", `/api/admin/deep-dives/${id}/source-changes`, auth.editor)).statusCode).toBe(404);

    const fixed = await ok(
      "PUT",
      `/api/deepdive/${draft._id}`,
      cardBody(stale, { sections: [{ subheading: "पैसा कहाँ जाता है", paragraph: "<p>परिवार इस साल ज़्यादा पैसा भेजते हैं।</p>" }] }),
    );
    expect(fixed.stale).toBe(false);
    expect((await ok<Card[]>("GET", "/api/admin/deep-dives?stale=true")).map((c) => c._id)).not.toContain(draft._id);
    // A change outside the translated words (an image) does not make it stale.
    const now = await ok("GET", `/api/admin/deep-dives/${id}`);
    await ok("PUT", `/api/deepdive/${id}`, cardBody(now, { img: "/media/uploads/new-1200.webp" }));
    expect((await ok("GET", `/api/admin/deep-dives/${draft._id}`)).stale).toBe(false);
  });

  it("400 naming `status` when a source would become a draft", async () => {
    const id = await englishCard();
    const source = await ok("GET", `/api/admin/deep-dives/${id}`);
    const res = await call("PUT", `/api/deepdive/${id}`, auth.editor, cardBody(source, { status: "draft" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("status");
  });
});
