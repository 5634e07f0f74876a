import { okEnvelope, responses, spreadEnvelope } from "@matv/shared/contracts/envelope";
import { pushAlertListItemWireSchema, pushAlertWireSchema } from "@matv/shared/contracts/newsroom";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isPushTopic } from "@matv/shared";
import { requireStaff } from "../../http/auth.ts";
import { BadRequestError } from "../../rules/errors.ts";
import { PushAlertIdParams, PushAudienceQuery, PushSendBody } from "./schema.ts";

/**
 * The newsroom's "Send alert" (ADR 074): editors and admins only; the service audits each send and asks for
 * confirmation (409, field `confirm`) of a second alert to a topic within 5 minutes. 202: delivery runs on the
 * job queue; the status answer updates as it goes.
 */
export const adminPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/push",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["push"],
        summary: "Send an alert to a topic's subscribers (editors)",
        body: PushSendBody,
        response: responses({ 202: spreadEnvelope(z.object({ _id: z.string() })) }),
      },
    },
    async (request, reply) => {
      const data = await app.services.push.send(request.body, request.staff?.id ?? null);
      return reply.status(202).send({ success: true, ...data, data });
    },
  );

  app.get(
    "/admin/push",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["push"],
        summary: "The latest alerts with their delivery counts (editors)",
        response: responses({ 200: okEnvelope(z.array(pushAlertListItemWireSchema)) }),
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.push.recent() };
    },
  );

  app.get(
    "/admin/push/audience",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["push"],
        summary: "How many devices an alert to this topic would reach (editors)",
        querystring: PushAudienceQuery,
        response: responses({ 200: spreadEnvelope(z.object({ topic: z.string(), subscribers: z.number() })) }),
      },
    },
    async (request, reply) => {
      if (!isPushTopic(request.query.topic)) throw new BadRequestError("topic: must be breaking, live, show:{slug} or section:{key}", "topic");
      reply.header("cache-control", "no-store");
      const data = { topic: request.query.topic, subscribers: await app.services.push.audience(request.query.topic) };
      return { success: true, ...data, data };
    },
  );

  app.get(
    "/admin/push/:id",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["push"],
        summary: "One alert's status: queued, sending, sent or failed, with its counts (editors)",
        params: PushAlertIdParams,
        response: responses({ 200: spreadEnvelope(pushAlertWireSchema) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const data = await app.services.push.status(request.params.id);
      return { success: true, ...data, data };
    },
  );
};
