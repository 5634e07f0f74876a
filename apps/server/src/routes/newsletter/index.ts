import { newsletterSubscribeSchema } from "@matv/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** POST /api/newsletter: the footer's subscribe form. A repeat address is welcomed, not refused. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/newsletter",
    {
      schema: { tags: ["newsletter"], summary: "Subscribe an email to the newsletter", body: newsletterSubscribeSchema },
      // The same limiter as the footer's page-form twin POST /newsletter (lib/requestLimits.ts).
      onRequest: app.requestLimits.newsletter,
    },
    async (request, reply) => {
      const { created } = await app.services.newsletter.subscribe(request.body.email);
      return reply.status(created ? 201 : 200).send({ success: true, data: { subscribed: true } });
    },
  );
};
