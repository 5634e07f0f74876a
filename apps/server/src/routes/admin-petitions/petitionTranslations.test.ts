import { TRANSLATION_MESSAGES } from "@matv/shared";
import { PETITION_TRANSLATION_TEXTS } from "@matv/shared/petition";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { newObjectId } from "../../infra/ids.ts";
import { clientIp, staffHeader } from "../../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

/** Petition translations (ADR 083 on ADR 079): Translate, publish, the Hindi /petition's words, one count, staleness. */
let t: TestApp;
const auth = { admin: { authorization: "" }, editor: { authorization: "" }, writer: { authorization: "" } };

type Petition = {
  _id: string;
  version: number;
  status: string;
  title: string;
  description: string;
  decisionMaker: string | null;
  story: { paragraphs: string[]; currentSituation: string[] };
  goal: number;
  deadline: string | null;
  language: string;
  translationGroup: string | null;
  published: boolean;
  stale: boolean;
  isCurrent: boolean;
  currentSignatures: number;
  translations: { language: string; _id: string }[];
};

const call = (method: "GET" | "POST" | "PUT", url: string, headers: { authorization: string } | null, payload?: object) =>
  t.app.inject({ method, url, headers: { ...clientIp(), ...(headers ?? {}) }, ...(payload ? { payload } : {}) });

async function ok<T = Petition>(method: "GET" | "POST" | "PUT", url: string, payload?: object, status = 200): Promise<T> {
  const res = await call(method, url, auth.editor, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as T;
}

const wholeBody = (p: Petition, changes: object = {}) => ({
  title: p.title,
  description: p.description,
  decisionMaker: p.decisionMaker ?? "",
  story: p.story,
  goal: p.goal,
  deadline: p.deadline,
  version: p.version,
  ...changes,
});

const englishPetition = () =>
  ok(
    "POST",
    "/api/admin/petitions",
    {
      title: `Keep the library open ${newObjectId().slice(-6)}`,
      description: "The council plans to close it.",
      decisionMaker: "City Council",
      story: { paragraphs: ["The library serves 4,000 readers."], currentSituation: ["Closure vote in March."] },
      goal: 500,
      deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    },
    201,
  );
const translate = (id: string) => ok("POST", `/api/admin/petitions/${id}/translations`, { language: "hi" }, 201);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "editor", "writer"] as const) auth[role] = await staffHeader(t, role);
});
afterAll(() => t.close());

describe("petition translations", () => {
  it("401 without a token, 403 for a writer, 201 for an admin", async () => {
    const source = await englishPetition();
    for (const [method, url] of [
      ["POST", `/api/admin/petitions/${source._id}/translations`],
      ["GET", `/api/admin/petitions/${source._id}/source-changes`],
      ["POST", `/api/admin/petitions/${source._id}/publish`],
    ] as const) {
      const body = url.endsWith("translations") ? { language: "hi" } : {};
      expect((await call(method, url, null, method === "POST" ? body : undefined)).statusCode, url).toBe(401);
      expect((await call(method, url, auth.writer, method === "POST" ? body : undefined)).statusCode, url).toBe(403);
    }
    expect((await call("POST", `/api/admin/petitions/${source._id}/translations`, auth.admin, { language: "hi" })).statusCode).toBe(201);
  });

  it("400 naming the field: language missing, unknown or the petition's own; a bad list filter; publishing a source", async () => {
    const source = await englishPetition();
    for (const body of [{}, { language: "xx" }, { language: "en" }]) {
      const res = await call("POST", `/api/admin/petitions/${source._id}/translations`, auth.editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe("language");
    }
    expect((await call("POST", `/api/admin/petitions/${source._id}/translations`, auth.editor, { language: "en" })).json().message).toContain(
      TRANSLATION_MESSAGES.sameLanguage,
    );
    const filter = await call("GET", "/api/admin/petitions?language=fr", auth.editor);
    expect(filter.statusCode).toBe(400);
    expect(filter.json().field).toBe("language");
    const publishSource = await call("POST", `/api/admin/petitions/${source._id}/publish`, auth.editor, {});
    expect(publishSource.statusCode).toBe(400);
    expect(publishSource.json()).toMatchObject({ field: "id", message: `id: ${PETITION_TRANSLATION_TEXTS.notATranslation}` });
    expect((await call("POST", `/api/admin/petitions/${newObjectId()}/translations`, auth.editor, { language: "hi" })).statusCode).toBe(404);
  });

  it("an editor translates: a draft with the words, one audit entry, 409 again; it is never current, and signing it is refused", async () => {
    const source = await englishPetition();
    const draft = await translate(source._id);
    expect(draft).toMatchObject({
      language: "hi",
      published: false,
      status: "closed",
      translationGroup: source._id,
      stale: false,
      title: source.title,
      isCurrent: false,
    });
    expect(draft.translations).toEqual([expect.objectContaining({ language: "en", _id: source._id })]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(audit.map((a) => a.action)).toEqual(["petition.translate"]);
    const again = await call("POST", `/api/admin/petitions/${source._id}/translations`, auth.editor, { language: "hi" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: "language", existingId: draft._id });
    const current = await call("POST", `/api/admin/petitions/${draft._id}/make-current`, auth.editor, {});
    expect(current.statusCode).toBe(400);
    expect(current.json().field).toBe("id");
    const sign = await call("POST", "/api/signatures", null, {
      petitionId: draft._id,
      firstName: "Asha",
      lastName: "Patel",
      email: `asha-${newObjectId().slice(-6)}@example.com`,
      location: "Leicester",
      displayName: true,
    });
    expect(sign.statusCode).toBe(404);
  });

  it("published, the Hindi /petition has the translation's words with the source's id and one count; a source change makes it stale until saved", async () => {
    const source = await englishPetition();
    await ok("POST", `/api/admin/petitions/${source._id}/make-current`, { version: source.version });
    const draft = await translate(source._id);
    // Before it is published, the Hindi edition reads the English words, marked English.
    expect(await t.app.services.petitions.getCurrent("hi")).toMatchObject({ _id: source._id, title: source.title, language: "en" });
    expect(await t.app.services.petitions.promo("hi")).toMatchObject({ _id: source._id, title: source.title, language: "en" });
    const saved = await ok("PUT", `/api/admin/petitions/${draft._id}`, wholeBody(draft, { title: "पुस्तकालय खुला रखें", description: "परिषद इसे बंद करना चाहती है।" }));
    expect(saved).toMatchObject({ published: false, stale: false });
    const published = await ok("POST", `/api/admin/petitions/${draft._id}/publish`, { version: saved.version });
    expect(published).toMatchObject({ published: true, status: "open" });
    const signed = await call("POST", "/api/signatures", null, {
      petitionId: source._id,
      firstName: "Ravi",
      lastName: "Shah",
      email: `ravi-${newObjectId().slice(-6)}@example.com`,
      location: "Wembley",
      displayName: true,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const hindi = await t.app.services.petitions.getCurrent("hi");
    expect(hindi).toMatchObject({ _id: source._id, title: "पुस्तकालय खुला रखें", description: "परिषद इसे बंद करना चाहती है।", language: "hi", currentSignatures: 1 });
    expect(await t.app.services.petitions.getCurrent("en")).toMatchObject({ _id: source._id, title: source.title, language: "en", currentSignatures: 1 });
    // The home page's promo in each edition: the Hindi words once published (the cache forgot the English ones).
    expect(await t.app.services.petitions.promo("hi")).toMatchObject({
      _id: source._id,
      title: "पुस्तकालय खुला रखें",
      description: "परिषद इसे बंद करना चाहती है।",
      language: "hi",
    });
    expect(await t.app.services.petitions.promo("en")).toMatchObject({ _id: source._id, title: source.title, language: "en" });
    // The public API and the current petition stay the source.
    expect((await call("GET", "/api/petitions", null)).json().data._id).toBe(source._id);

    const now = await ok("GET", `/api/admin/petitions/${source._id}`);
    await ok("PUT", `/api/admin/petitions/${source._id}`, wholeBody(now, { description: "The council votes on Friday." }));
    expect((await ok("GET", `/api/admin/petitions/${draft._id}`)).stale).toBe(true);
    expect((await ok<Petition[]>("GET", "/api/admin/petitions?stale=true")).map((p) => p._id)).toEqual([draft._id]);
    expect((await ok<Petition[]>("GET", "/api/admin/petitions?language=hi")).every((p) => p.language === "hi")).toBe(true);
    const changes = await ok<{ changes: { field: string; parts: { op: string; text: string }[] }[] }>(
      "GET",
      `/api/admin/petitions/${draft._id}/source-changes`,
    );
    expect(changes.changes.map((c) => c.field)).toEqual(["description"]);
    expect(changes.changes[0]!.parts).toEqual([
      { op: "same", text: "The council " },
      { op: "added", text: "votes on Friday." },
      { op: "removed", text: "plans to close it." },
    ]);
    const translation = await ok("GET", `/api/admin/petitions/${draft._id}`);
    const fixed = await ok("PUT", `/api/admin/petitions/${draft._id}`, wholeBody(translation, { description: "परिषद शुक्रवार को मतदान करेगी।" }));
    // Saving clears it and keeps it published.
    expect(fixed).toMatchObject({ stale: false, published: true });
    expect((await ok<Petition[]>("GET", "/api/admin/petitions?stale=true")).map((p) => p._id)).toEqual([]);
  });
});
