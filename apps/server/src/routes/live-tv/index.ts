import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { liveTvResponseSchema } from "@matv/shared/contracts/programmes";
import { liveTvConfigViewSchema } from "@matv/shared/contracts/reads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/auth.ts";
import { UnauthorizedError } from "../../rules/errors.ts";
import { LiveTvConfigBody } from "./schema.ts";

const configAnswer = responses({ 200: okEnvelope(liveTvConfigViewSchema) });

/**
 * Live TV (spec 001 §7): GET /api/live-tv `{currentLive, pastLives, lastUpdated, source, count}`;
 * the stream URL and staff's live videos at /api/live-tv/config (public read, staff write).
 */
export const liveTvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/live-tv",
    { schema: { tags: ["live-tv"], summary: "The current live broadcast and past ones", response: responses({ 200: liveTvResponseSchema }) } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
      return app.services.videos.liveTv();
    },
  );

  app.get(
    "/live-tv/config",
    { schema: { tags: ["live-tv"], summary: "The live stream URL and staff's live videos", response: configAnswer } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.videos.getLiveTvConfig() };
    },
  );

  app.put(
    "/live-tv/config",
    {
      schema: {
        tags: ["live-tv"],
        summary: "Set the live stream URL and live videos (staff; `version` required, 409 when stale)",
        body: LiveTvConfigBody,
        response: configAnswer,
      },
      onRequest: requireStaff(),
    },
    async (request, reply) => {
      if (!request.staff) throw new UnauthorizedError();
      const { version, ...config } = request.body;
      const data = await app.services.videos.saveLiveTvConfig(config, request.staff.id, version);
      reply.header("cache-control", "no-store");
      return { success: true, data };
    },
  );
};
