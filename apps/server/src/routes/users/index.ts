import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../lib/auth.ts";
import { clearStaffPageCookie, setStaffPageCookie } from "../../lib/staffPageCookie.ts";
import { LoginBody } from "./schema.ts";

/**
 * POST /api/users/login → {token, user} (spec 000 §7 "Session"), and the staff page cookie (ADR 070).
 * POST /api/users/logout (staff) → {success}: every token of the account stops working (ADR 041); the cookie is cleared.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/login",
    {
      schema: { tags: ["users"], summary: "Staff sign-in", body: LoginBody },
      // Per address (any email) before the body is read, and per address and account: a script can
      // neither try passwords quickly against one account nor make the server hash for many.
      onRequest: app.requestLimits.loginAddress,
      config: {
        rateLimit: {
          max: app.config.LOGIN_ACCOUNT_LIMIT,
          timeWindow: "15 minutes",
          hook: "preHandler",
          keyGenerator: (request) => `${request.ip}|${String((request.body as { email?: string })?.email ?? "").toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const { token, user } = await app.services.auth.login(request.body.email, request.body.password);
      setStaffPageCookie(request, reply, token);
      return { token, user };
    },
  );

  app.post(
    "/users/logout",
    { preHandler: requireStaff(), schema: { tags: ["users"], summary: "Sign out: revoke this account's tokens (staff)" } },
    async (request, reply) => {
      await app.services.auth.revokeTokens(request.staff?.id ?? "");
      clearStaffPageCookie(request, reply);
      return { success: true, data: null };
    },
  );
};
