import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { staffUserWireSchema } from "@matv/shared/contracts/staffDesk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { setStaffPageCookie } from "../../http/staffPageCookie.ts";
import { ChangePasswordBody, StaffCreateBody, StaffIdParams, StaffListQuery, StaffUpdateBody } from "./schema.ts";

/**
 * Staff accounts (ADR 014): admins list, add, disable and re-enable accounts; every staff member
 * changes their own password.
 *   GET   /api/staff?status=&role=   (admin)  → {success, data: StaffUserWire[]} (status active|disabled, role: absent = all)
 *   POST  /api/staff                 (admin)  {email, name?, role, password} → 201 {success, data}
 *   PATCH /api/staff/:id             (admin)  {disabled} → {success, data}
 *   POST  /api/staff/me/password     (staff)  {currentPassword, newPassword} → {success, data: {token}} (older tokens revoked)
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.services.staffUsers;
  app.get(
    "/staff",
    {
      onRequest: requireStaff("admin"),
      schema: {
        tags: ["staff"],
        summary: "List staff accounts (admin), by status and role",
        querystring: StaffListQuery,
        response: responses({ 200: okEnvelope(z.array(staffUserWireSchema)) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await staff.list(request.query) };
    },
  );

  app.post(
    "/staff",
    {
      onRequest: requireStaff("admin"),
      schema: { tags: ["staff"], summary: "Add a staff account (admin)", body: StaffCreateBody, response: responses({ 201: okEnvelope(staffUserWireSchema) }) },
    },
    async (request, reply) => {
      const data = await staff.create(request.body, request.staff?.id ?? null);
      return reply.status(201).send({ success: true, data });
    },
  );

  app.patch(
    "/staff/:id",
    {
      onRequest: requireStaff("admin"),
      schema: {
        tags: ["staff"],
        summary: "Disable or re-enable a staff account (admin)",
        params: StaffIdParams,
        body: StaffUpdateBody,
        response: responses({ 200: okEnvelope(staffUserWireSchema) }),
      },
    },
    async (request) => ({ success: true, data: await staff.setDisabled(request.params.id, request.body.disabled, request.staff?.id ?? "") }),
  );

  app.post(
    "/staff/me/password",
    {
      onRequest: requireStaff("writer"),
      schema: {
        tags: ["staff"],
        summary: "Change your own password",
        body: ChangePasswordBody,
        response: responses({ 200: okEnvelope(z.object({ token: z.string() })) }),
      },
    },
    async (request, reply) => {
      const id = request.staff?.id ?? "";
      await staff.changePassword(id, request.body.currentPassword, request.body.newPassword);
      // Every older token is revoked (ADR 041); the caller's session (and its staff pages, ADR 070) goes on with a fresh one.
      const token = await app.services.auth.issueFor(id);
      setStaffPageCookie(request, reply, token);
      return { success: true, message: "Password changed.", data: { token } };
    },
  );
};
