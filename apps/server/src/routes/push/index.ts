import { noContentSchema, responses, spreadEnvelope } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PushAlertIdParams, PushEndpointBody, PushSubscribeBody, PushTopicsBody } from "./schema.ts";

const topicsAnswer = spreadEnvelope(z.object({ topics: z.array(z.string()) }));
const READER_LIMIT = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/**
 * Readers' side of breaking-news alerts (ADR 074): the server's VAPID public key, a device's subscription and
 * topics (the endpoint is the device's handle; nothing else about the reader is asked or kept), and the
 * service worker's "opened" count. Answers carry their fields at the top level (the contract) and in `data`.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/push/key",
    {
      schema: {
        tags: ["push"],
        summary: "The VAPID public key browsers subscribe with",
        response: responses({ 200: spreadEnvelope(z.object({ publicKey: z.string() })) }),
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      const data = { publicKey: app.services.push.publicKey() };
      return { success: true, ...data, data };
    },
  );

  app.post(
    "/push/subscriptions",
    {
      schema: {
        tags: ["push"],
        summary: "Subscribe this device to topics (a push service on PUSH_SERVICE_ORIGINS only)",
        body: PushSubscribeBody,
        response: responses({ 201: topicsAnswer }),
      },
      config: READER_LIMIT,
    },
    async (request, reply) => {
      await app.services.push.subscribe(request.body);
      const data = { topics: request.body.topics };
      return reply.status(201).send({ success: true, ...data, data });
    },
  );

  app.put(
    "/push/subscriptions",
    {
      schema: { tags: ["push"], summary: "Change this device's topics", body: PushTopicsBody, response: responses({ 200: topicsAnswer }) },
      config: READER_LIMIT,
    },
    async (request) => {
      const endpoint = request.body.endpoint ?? request.body.subscription?.endpoint ?? "";
      const data = await app.services.push.updateTopics(endpoint, request.body.topics, request.body.language);
      return { success: true, ...data, data };
    },
  );

  app.delete(
    "/push/subscriptions",
    {
      schema: { tags: ["push"], summary: "Stop every alert to this device", body: PushEndpointBody, response: responses({ 204: noContentSchema }) },
      config: READER_LIMIT,
    },
    async (request, reply) => {
      await app.services.push.unsubscribe(request.body.endpoint);
      return reply.status(204).send();
    },
  );

  app.post(
    "/push/subscriptions/status",
    {
      schema: {
        tags: ["push"],
        summary: "Whether this device is subscribed, and to what",
        body: PushEndpointBody,
        response: responses({ 200: spreadEnvelope(z.object({ subscribed: z.boolean(), topics: z.array(z.string()) })) }),
      },
      config: READER_LIMIT,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const topics = await app.services.push.topicsOf(request.body.endpoint);
      const data = { subscribed: topics !== null, topics: topics ?? [] };
      return { success: true, ...data, data };
    },
  );

  app.post(
    "/push/alerts/:id/opened",
    {
      schema: {
        tags: ["push"],
        summary: "A reader opened an alert's notification (counted, never above those sent)",
        params: PushAlertIdParams,
        response: responses({ 204: noContentSchema }),
      },
      config: READER_LIMIT,
    },
    async (request, reply) => {
      await app.services.push.markOpened(request.params.id);
      return reply.status(204).send();
    },
  );
};
