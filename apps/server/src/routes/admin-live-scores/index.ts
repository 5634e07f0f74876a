import { type LiveScore, storedLiveScore } from "@matv/shared";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { liveScoresDocumentSchema } from "@matv/shared/contracts/reads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../http/auth.ts";
import { BadRequestError } from "../../rules/errors.ts";
import { LiveScoresBody } from "./schema.ts";

const answer = responses({ 200: okEnvelope(liveScoresDocumentSchema) });

/**
 * The live-scores desk (ADR 057): the whole list of matches the home Sports block shows.
 *   GET /api/admin/live-scores                  → {success, data: {matches, version, updatedAt}} (any staff)
 *   PUT /api/admin/live-scores {matches, version} → same shape; 409 when `version` is stale (editors)
 * A match stores its kick-off; a live match given only `minute` kicked off that many minutes ago.
 */
export const adminLiveScoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = app.services.siteDocuments;
  const tags = ["live-scores"];

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get("/admin/live-scores", { onRequest: requireStaff("writer"), schema: { tags, summary: "The stored matches (staff)", response: answer } }, async () => ({
    success: true,
    data: await documents.getLiveScoresDocument(),
  }));

  app.put(
    "/admin/live-scores",
    {
      onRequest: requireStaff("editor", "Writers cannot change live scores. Ask an editor."),
      schema: { tags, summary: "Replace the matches (editors; 409 when `version` is stale)", body: LiveScoresBody, response: answer },
    },
    async (request) => {
      const now = new Date();
      const used = new Set<string>();
      const matches: LiveScore[] = request.body.matches.map((input, i) => {
        let id = input.id && !used.has(input.id) ? input.id : `m${i + 1}`;
        for (let n = i + 1; used.has(id); n++) id = `m${n + 1}`;
        used.add(id);
        const stored = storedLiveScore(input, id, now);
        if ("missingKickoff" in stored)
          throw new BadRequestError(`matches.${i}.kickoffAt: is required (or minute, for a live match)`, `matches.${i}.kickoffAt`);
        return stored;
      });
      return { success: true, data: await documents.saveLiveScores(matches, request.staff?.id ?? null, request.body.version) };
    },
  );
};
