import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newObjectId } from "../../infra/ids.ts";
import { clientIp, multipartBody, staffHeader } from "../../testing/petitionFixtures.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe("staff support request queue", () => {
  let t: TestApp;
  let staff: { authorization: string };
  let requestId: string;
  let attachmentId: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffHeader(t);
    const body = multipartBody(
      { email: "asker@example.com", country: "GB", state: "ENG", city: "London", context: "Visa", issueDescription: "Help with a visa." },
      [{ name: "letter (final).pdf", bytes: PDF }],
    );
    const res = await t.app.inject({ method: "POST", url: "/api/diaspora-support", payload: body.payload, headers: { ...body.headers, ...clientIp() } });
    expect(res.statusCode).toBe(201);
    requestId = res.json().id;
  });
  afterAll(() => t.close());

  it("lists the queue for staff only, with attachments and a status filter", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/support-requests" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/support-requests", headers: { authorization: "Bearer bad.token.here" } })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({ method: "GET", url: "/api/admin/support-requests", headers: staff });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(1);
    expect(data.requests[0]).toMatchObject({
      _id: requestId,
      email: "asker@example.com",
      country: "United Kingdom",
      state: "England",
      status: "new",
      notes: "",
    });
    expect(data.requests[0].attachments).toHaveLength(1);
    attachmentId = data.requests[0].attachments[0]._id;
    expect((await t.app.inject({ method: "GET", url: "/api/admin/support-requests?status=resolved", headers: staff })).json().data.total).toBe(0);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/support-requests?status=bogus", headers: staff })).json().field).toBe("status");
  });

  it("changes status and notes; 400 for a bad status, 404 for an unknown id, 401 without a token", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/support-requests/${requestId}`,
      headers: staff,
      payload: { status: "in_progress", notes: "Called the consulate." },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "in_progress", notes: "Called the consulate." });
    expect((await t.app.inject({ method: "GET", url: "/api/admin/support-requests?status=in_progress", headers: staff })).json().data.total).toBe(1);
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/admin/support-requests/${requestId}`, headers: staff, payload: { status: "done" } })).json().field,
    ).toBe("status");
    expect((await t.app.inject({ method: "PATCH", url: `/api/admin/support-requests/${requestId}`, headers: staff, payload: {} })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/admin/support-requests/${newObjectId()}`, headers: staff, payload: { status: "resolved" } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "PATCH", url: `/api/admin/support-requests/${requestId}`, payload: { status: "resolved" } })).statusCode).toBe(401);
  });

  it("lets staff download an attachment as a download, never an unauthenticated reader", async () => {
    const url = `/api/admin/support-requests/${requestId}/attachments/${attachmentId}`;
    const anonymous = await t.app.inject({ method: "GET", url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("%PDF");
    expect((await t.app.inject({ method: "GET", url, headers: { authorization: "Bearer nope" } })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url, headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="letter \(final\).pdf"; filename\*=UTF-8''letter%20%28final%29.pdf$/);
    // qpdf's rewrite of the sender's file (ADR 040).
    expect(res.rawPayload.toString("latin1")).toMatch(/^%PDF-[\s\S]*\/Type \/Catalog[\s\S]*%%EOF\s*$/);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/admin/support-requests/${requestId}/attachments/${newObjectId()}`, headers: staff })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/admin/support-requests/${newObjectId()}/attachments/${attachmentId}`, headers: staff })).statusCode,
    ).toBe(404);
  });
});
