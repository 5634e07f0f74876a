import { CATEGORY_SECTIONS } from "@matv/shared";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import { deletedSectionItemWireSchema, sectionListAdminViewSchema, sectionListItemWireSchema } from "@matv/shared/contracts/staffDesk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { sendJson } from "../../http/httpCache.ts";
import { RestoreParams, SectionKeyParams, SectionListBody, WorldNewsBody } from "./schema.ts";

/** GET /api/health stays the server's health check; the Health list is read here instead. */
export const READ_PATH_OVERRIDES: Record<string, string> = { "/health": "/health-news" };

const itemsSchema = z.array(sectionListItemWireSchema);
/** A save answers the list as its editor loads it, and the section's saved message. */
const savedAnswer = responses({ 200: okEnvelope(sectionListAdminViewSchema) });

/**
 * Section lists (spec 001 §7 "Category lists and editors", "Admin editors"): GET and POST on every
 * section's API path from the registry, plus the editors' view with version and deleted items.
 */
export const sectionListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.services.sectionLists;

  for (const section of CATEGORY_SECTIONS) {
    const path = section.apiPath.replace(/^\/api/, "");
    if (section.key === "world") {
      app.get(
        path,
        {
          schema: {
            tags: ["sections"],
            summary: "World news and recommended lists",
            response: responses({ 200: z.object({ worldNews: itemsSchema, recommended: itemsSchema }) }),
          },
        },
        async (_request, reply) => {
          // Cache-Control, ETag and 304 come from the one API caching hook (http/httpCache.ts).
          return sendJson(reply, "section", await lists.worldLists(), (d) => d);
        },
      );
      app.post(
        path,
        {
          onRequest: requireStaff(),
          schema: { tags: ["sections"], summary: "Save both world lists (staff)", body: WorldNewsBody, response: savedAnswer },
        },
        async (request) => {
          const data = await lists.saveWorld(request.body, request.staff?.id);
          return { success: true, message: section.savedMessage, data };
        },
      );
      continue;
    }
    // GET /api/health is also the server's health check (spec 001 §7 names both): the Health list is
    // read at /api/health-news as well and written at either path (ADR on the collision).
    const readPath = READ_PATH_OVERRIDES[path] ?? path;
    app.get(
      readPath,
      { schema: { tags: ["sections"], summary: `${section.navLabel} list`, response: responses({ 200: itemsSchema }) } },
      async (_request, reply) => {
        return sendJson(reply, "section", await lists.list(section.pageName), (d) => d);
      },
    );
    app.post(
      path,
      {
        onRequest: requireStaff(),
        schema: {
          tags: ["sections"],
          summary: `Save the whole ${section.navLabel} list (staff)`,
          description: "Body: the array of items, or {items, version}. A stale version gets 409.",
          body: SectionListBody,
          response: savedAnswer,
        },
      },
      async (request) => {
        const data = await lists.saveList(section.key, request.body, request.staff?.id);
        return { success: true, message: section.savedMessage, data };
      },
    );
    if (readPath !== path) {
      app.post(
        readPath,
        {
          onRequest: requireStaff(),
          schema: { tags: ["sections"], summary: `Save the whole ${section.navLabel} list (staff)`, body: SectionListBody, response: savedAnswer },
        },
        async (request) => {
          const data = await lists.saveList(section.key, request.body, request.staff?.id);
          return { success: true, message: section.savedMessage, data };
        },
      );
    }
  }

  app.get(
    "/admin/sections/:key",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["sections"],
        summary: "A list as its editor loads it: items, version, deleted items",
        params: SectionKeyParams,
        response: responses({ 200: okEnvelope(sectionListAdminViewSchema) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: await lists.adminView(request.params.key) };
    },
  );

  app.get(
    "/admin/sections/:key/deleted",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["sections"],
        summary: "Items removed from a list, newest first",
        params: SectionKeyParams,
        response: responses({ 200: okEnvelope(z.array(deletedSectionItemWireSchema)) }),
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true, data: (await lists.adminView(request.params.key)).deleted };
    },
  );

  app.post(
    "/admin/sections/:key/restore/:id",
    {
      onRequest: requireStaff(),
      schema: {
        tags: ["sections"],
        summary: "Put a removed item back at the end of its list",
        params: RestoreParams,
        response: responses({ 200: okEnvelope(sectionListAdminViewSchema) }),
      },
    },
    async (request) => {
      const data = await lists.restore(request.params.key, request.params.id, request.staff?.id);
      return { success: true, data };
    },
  );
};
