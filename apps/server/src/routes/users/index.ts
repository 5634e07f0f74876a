import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { staffLoginSchema } from "@matv/shared/contracts/staffDesk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { addressKey } from "../../http/clientAddress.ts";
import { UnauthorizedError } from "../../rules/errors.ts";
import { clearStaffPageCookie, setStaffPageCookie } from "../../http/staffPageCookie.ts";
import { LoginBody } from "./schema.ts";

/**
 * POST /api/users/login → {token, user} (spec 000 §7 "Session"), and the staff page cookie (ADR 070).
 * POST /api/users/logout (any staff role) → {success}: every token of the account stops working (ADR 041); the cookie is cleared.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/login",
    {
      schema: { tags: ["users"], summary: "Staff sign-in", body: LoginBody, response: responses({ 200: staffLoginSchema }) },
      // Per address (any email) before the body is read, per address and account, and per account whatever the
      // address (failures only, below): a script can neither try passwords quickly against one account, from one
      // address or many, nor make the server hash for many. IPv6 clients are counted by their /64.
      onRequest: app.requestLimits.loginAddress,
      config: {
        rateLimit: {
          max: app.config.LOGIN_ACCOUNT_LIMIT,
          timeWindow: "15 minutes",
          hook: "preHandler",
          keyGenerator: (request) => `${addressKey(request.ip)}|${String((request.body as { email?: string })?.email ?? "").toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      await app.loginFailures.check(request.body.email, reply);
      try {
        const { token, user } = await app.services.auth.login(request.body.email, request.body.password);
        setStaffPageCookie(request, reply, token);
        return { token, user };
      } catch (error) {
        if (error instanceof UnauthorizedError) await app.loginFailures.record(request.body.email);
        throw error;
      }
    },
  );

  app.post(
    "/users/logout",
    // Every staff role signs out, writers included: a token that cannot be ended would live its full 12 h.
    {
      onRequest: requireStaff("writer"),
      schema: { tags: ["users"], summary: "Sign out: revoke this account's tokens (any staff role)", response: responses({ 200: okEnvelope(z.null()) }) },
    },
    async (request, reply) => {
      await app.services.auth.revokeTokens(request.staff?.id ?? "");
      clearStaffPageCookie(request, reply);
      return { success: true, data: null };
    },
  );
};
