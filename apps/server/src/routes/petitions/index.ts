import { PETITION_TEXTS } from "@matv/shared/petition";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { petitionDtoSchema, petitionStatsDtoSchema } from "@matv/shared/contracts/newsroom";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NotFoundError } from "../../rules/errors.ts";
import { PetitionIdParams } from "./schema.ts";

/** Petition reads (spec 001 §7 "Petition API"). Answers are never cached: counts change with every signature. */
export const petitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/petitions",
    { schema: { tags: ["petitions"], summary: "The current petition", response: responses({ 200: okEnvelope(petitionDtoSchema) }) } },
    async (_request, reply) => {
      const petition = await app.services.petitions.getCurrent();
      if (!petition) throw new NotFoundError(PETITION_TEXTS.notFound);
      reply.header("cache-control", "no-store");
      return { success: true, data: petition };
    },
  );

  app.get(
    "/petitions/:id",
    { schema: { tags: ["petitions"], summary: "One petition", params: PetitionIdParams, response: responses({ 200: okEnvelope(petitionDtoSchema) }) } },
    async (request, reply) => {
      const petition = await app.services.petitions.getById(request.params.id);
      if (!petition) throw new NotFoundError(PETITION_TEXTS.notFound);
      reply.header("cache-control", "no-store");
      return { success: true, data: petition };
    },
  );

  app.get(
    "/petitions/:id/stats",
    {
      schema: {
        tags: ["petitions"],
        summary: "Signature totals and recent public signers",
        params: PetitionIdParams,
        response: responses({ 200: okEnvelope(petitionStatsDtoSchema) }),
      },
    },
    async (request, reply) => {
      const stats = await app.services.petitions.stats(request.params.id);
      reply.header("cache-control", "no-store");
      return { success: true, data: stats };
    },
  );
};
