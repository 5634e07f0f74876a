import { csvLine } from "@matv/shared/petition";
import { fileAnswer, okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { publicSignatureDtoSchema, staffSignaturePageSchema } from "@matv/shared/contracts/newsroom";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { PetitionParams, SignatureBody, SignatureListQuery, StaffExportQuery, StaffSignatureQuery } from "./schema.ts";

const CSV_HEADER = ["id", "petitionId", "firstName", "lastName", "email", "location", "displayName", "signedAt"];

/** Signing (spec 001 §7 "Petition API"), the public list, and the staff search and CSV export. */
export const signaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/signatures",
    {
      schema: {
        tags: ["petitions"],
        summary: "Sign a petition (one signature per email per petition)",
        body: SignatureBody,
        response: responses({ 201: okEnvelope(z.object({ _id: z.string(), totalSignatures: z.number() })) }),
      },
      config: { rateLimit: { max: 20, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const { id, totalSignatures } = await app.services.petitions.sign(request.body);
      return reply.status(201).send({ success: true, data: { _id: id, totalSignatures }, message: "Thank you for signing the petition! Your voice matters." });
    },
  );

  app.get(
    "/signatures/petition/:id",
    {
      schema: {
        tags: ["petitions"],
        summary: "Signatures of a petition, newest first (no emails)",
        params: PetitionParams,
        querystring: SignatureListQuery,
        response: responses({
          200: okEnvelope(
            z.object({ signatures: z.array(publicSignatureDtoSchema), total: z.number(), page: z.number(), limit: z.number(), hasMore: z.boolean() }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const result = await app.services.petitions.listPublic(request.params.id, request.query.page, request.query.limit);
      reply.header("cache-control", "no-store");
      return { success: true, data: result };
    },
  );

  app.get(
    "/admin/signatures",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Search signatures (staff)",
        querystring: StaffSignatureQuery,
        response: responses({ 200: okEnvelope(staffSignaturePageSchema) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await app.services.petitions.searchForStaff(request.query) };
    },
  );

  app.get(
    "/admin/signatures.csv",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["admin"],
        summary: "Signatures as CSV (staff)",
        querystring: StaffExportQuery,
        response: responses({ 200: fileAnswer("text/csv: the signatures, one a line") }),
      },
    },
    async (request, reply) => {
      const rows = await app.services.petitions.exportForStaff(request.query);
      const lines = [
        csvLine(CSV_HEADER),
        ...rows.map((r) => csvLine([r._id, r.petitionId, r.firstName, r.lastName, r.email, r.location, r.displayName, r.createdAt])),
      ];
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="signatures-${date}.csv"`)
        .header("cache-control", "no-store")
        .send(`\uFEFF${lines.join("\r\n")}\r\n`);
    },
  );
};
