import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { LoginBody } from "./schema.ts";

/** POST /api/users/login → {token, user} (spec 000 §7 "Session"). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/login",
    {
      schema: { tags: ["users"], summary: "Staff sign-in", body: LoginBody },
      // Per address and account: a script cannot try passwords quickly against one account or many.
      config: {
        rateLimit: {
          max: 10,
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
};
