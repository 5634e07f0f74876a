import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../lib/auth.ts";
import { LoginBody } from "./schema.ts";

/**
 * POST /api/users/login → {token, user} (spec 000 §7 "Session").
 * POST /api/users/logout (any staff role) → {success}: every token of the account stops working (ADR 041).
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
    async (request) => {
      const { token, user } = await app.services.auth.login(request.body.email, request.body.password);
      return { token, user };
    },
  );

  app.post(
    "/users/logout",
    // Every staff role signs out, writers included: a token that cannot be ended would live its full 12 h.
    { preHandler: requireStaff("writer"), schema: { tags: ["users"], summary: "Sign out: revoke this account's tokens (any staff role)" } },
    async (request) => {
      await app.services.auth.revokeTokens(request.staff?.id ?? "");
      return { success: true, data: null };
    },
  );
};
