import { EDITION_CODES, NEWSLETTER_TEXTS, newsletterLanguageSchema, newsletterSubscribeSchema, newsletterTokenSchema, objectIdSchema } from "@matv/shared";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { newsletterAdminSchema } from "@matv/shared/contracts/staffDesk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { BadRequestError } from "../../rules/errors.ts";
import { publicOriginOf } from "../../infra/publicOrigin.ts";

const OneClickQuery = z.object({ token: newsletterTokenSchema.shape.token.optional() });
const BreakingBody = z.object({ storyId: objectIdSchema });

/**
 * The newsletter (ADR 055): sign-up answers 202 whatever the address's state; confirm and unsubscribe take the
 * token from the emailed link (unsubscribe also as RFC 8058 one-click: POST to the URL in List-Unsubscribe with
 * `List-Unsubscribe=One-Click`); staff see counts and the outbox and may send a story as breaking news.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // One-click unsubscribe posts a form body; the token is in the URL.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    "/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Sign up: a confirmation email is sent",
        body: newsletterSubscribeSchema,
        response: responses({ 202: okEnvelope(z.null()) }),
      },
      // The same limiter as the footer's page-form twin POST /newsletter (http/requestLimits.ts).
      onRequest: app.requestLimits.newsletter,
    },
    async (request, reply) => {
      await app.services.newsletter.subscribe(request.body.email, publicOriginOf(request), request.body.language);
      return reply.status(202).send({ success: true, data: null, message: NEWSLETTER_TEXTS.checkInbox });
    },
  );

  app.post(
    "/newsletter/confirm",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Confirm a subscription with the emailed token",
        body: newsletterTokenSchema,
        response: responses({ 200: okEnvelope(z.object({ confirmed: z.boolean() })) }),
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      await app.services.newsletter.confirm(request.body.token);
      return { success: true, data: { confirmed: true }, message: NEWSLETTER_TEXTS.confirmed };
    },
  );

  app.post(
    "/newsletter/unsubscribe",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Unsubscribe with the emailed token (JSON body, or one-click with the token in the URL)",
        querystring: OneClickQuery,
        response: responses({ 200: okEnvelope(z.object({ unsubscribed: z.boolean() })) }),
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const bodyToken = (request.body as { token?: unknown } | undefined)?.token;
      const parsed = newsletterTokenSchema.safeParse({ token: typeof bodyToken === "string" ? bodyToken : request.query.token });
      if (!parsed.success) throw new BadRequestError(`token: ${parsed.error.issues[0]?.message ?? "is required"}`, "token");
      await app.services.newsletter.unsubscribe(parsed.data.token);
      return { success: true, data: { unsubscribed: true }, message: NEWSLETTER_TEXTS.unsubscribed };
    },
  );

  app.post(
    "/newsletter/language",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Receive the newsletter in another edition's language, with the token from the emailed footer link",
        body: newsletterLanguageSchema,
        response: responses({ 200: okEnvelope(z.object({ language: z.enum(EDITION_CODES) })) }),
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const { language } = await app.services.newsletter.changeLanguage(request.body.token, request.body.language);
      return { success: true, data: { language } };
    },
  );

  app.get(
    "/admin/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Subscriber counts, sends and the outbox (staff)",
        response: responses({ 200: okEnvelope(newsletterAdminSchema) }),
      },
      onRequest: requireStaff(),
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.newsletter.adminView() };
    },
  );

  app.post(
    "/admin/newsletter/breaking",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Send a published story as breaking news to confirmed readers (staff)",
        body: BreakingBody,
        response: responses({ 200: okEnvelope(z.object({ recipients: z.number() })) }),
      },
      onRequest: requireStaff(),
    },
    async (request) => {
      const recipients = await app.services.newsletter.sendBreaking(request.body.storyId, publicOriginOf(request), request.staff?.id ?? null);
      return { success: true, data: { recipients } };
    },
  );
};
