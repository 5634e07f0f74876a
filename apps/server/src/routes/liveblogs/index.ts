import { LIVE_BLOG_MESSAGES } from "@matv/shared";
import {
  liveBlogEntryWireSchema,
  liveBlogListItemWireSchema,
  liveBlogPageWireSchema,
  liveBlogUpdatesWireSchema,
  liveBlogWireSchema,
} from "@matv/shared/contracts/liveBlogs";
import { sourceChangesWireSchema } from "@matv/shared/contracts/desk";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import { NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";
import type { StaffActor } from "../../services/stories.ts";
import {
  LiveBlogCreateBody,
  LiveBlogEntriesQuery,
  LiveBlogEntryCreateBody,
  LiveBlogEntryParams,
  LiveBlogEntryUpdateBody,
  LiveBlogIdParams,
  LiveBlogTranslateBody,
  LiveBlogUpdateBody,
} from "./schema.ts";

/**
 * Live blogs (ADR 061). Staff: every role may post entries; the service refuses what a role
 * may not do (a writer creating a blog, editing another's entry) with 403.
 *   GET/POST /api/admin/liveblogs, GET/PUT /api/admin/liveblogs/:id (409 with `current` when stale)
 *   POST /api/admin/liveblogs/:id/entries, PUT/DELETE /api/admin/liveblogs/:id/entries/:entryId
 *   POST /api/admin/liveblogs/:id/translations {language} → 201 a draft live blog in that language (ADR 079; editors);
 *     400 same language, 409 {existingId}; GET /api/admin/liveblogs/:id/source-changes → what changed in its source
 * Public, cacheable (ETag/304; the fast path replays them while the blog is unchanged):
 *   GET /api/liveblogs/:id                         the blog, pinned entry, key events, newest page
 *   GET /api/liveblogs/:id/entries?after=&before=  the update check (after), or an older page (before)
 */
export const liveBlogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const liveBlogs = app.services.liveBlogs;
  const staffOf = (request: { staff?: StaffActor }): StaffActor => request.staff as StaffActor;
  const anyStaff = requireStaff("writer");
  const tags = ["liveblogs"];
  const envelope = (data: unknown) => ({ success: true, data });

  app.get(
    "/liveblogs/:id",
    {
      schema: {
        tags,
        summary: "A live blog: pinned entry, key events and the newest entries",
        params: LiveBlogIdParams,
        response: responses({ 200: okEnvelope(liveBlogPageWireSchema) }),
      },
    },
    async (request, reply) => {
      const page = await liveBlogs.page(request.params.id.toLowerCase());
      if (!page) throw new NotFoundError(LIVE_BLOG_MESSAGES.notFound);
      return sendJson(reply, "liveblog", page, envelope);
    },
  );

  app.get(
    "/liveblogs/:id/entries",
    {
      schema: {
        tags,
        summary: "Entries newer than `after` (the update check), or the page older than `before`",
        params: LiveBlogIdParams,
        querystring: LiveBlogEntriesQuery,
        response: responses({ 200: okEnvelope(liveBlogUpdatesWireSchema) }),
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const { after, before } = request.query;
      // The update check changes with every post: a CDN may keep it for a few seconds only.
      if (!before) reply.header("cache-control", "public, max-age=0, s-maxage=5, stale-while-revalidate=5");
      const value = before ? await liveBlogs.older(id, before.toLowerCase()) : await liveBlogs.updates(id, after?.toLowerCase());
      return sendJson(reply, "liveblog-entries", value, envelope);
    },
  );

  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/admin/")) reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/liveblogs",
    { onRequest: anyStaff, schema: { tags, summary: "Live blogs (staff)", response: responses({ 200: okEnvelope(z.array(liveBlogListItemWireSchema)) }) } },
    async () => ({
      success: true,
      data: await liveBlogs.list(),
    }),
  );

  app.post(
    "/admin/liveblogs",
    {
      onRequest: anyStaff,
      schema: { tags, summary: "Create a live blog (editors)", body: LiveBlogCreateBody, response: responses({ 201: okEnvelope(liveBlogWireSchema) }) },
    },
    async (request, reply) => reply.status(201).send({ success: true, data: await liveBlogs.create(request.body, staffOf(request)) }),
  );

  app.get(
    "/admin/liveblogs/:id",
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "A live blog and its entries (staff)",
        params: LiveBlogIdParams,
        response: responses({ 200: okEnvelope(z.object({ blog: liveBlogWireSchema, entries: z.array(liveBlogEntryWireSchema) })) }),
      },
    },
    async (request) => ({
      success: true,
      data: await liveBlogs.get(request.params.id.toLowerCase()),
    }),
  );

  app.put(
    "/admin/liveblogs/:id",
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Save a live blog (editors; 409 when `version` is stale)",
        params: LiveBlogIdParams,
        body: LiveBlogUpdateBody,
        response: responses({ 200: okEnvelope(liveBlogWireSchema) }),
      },
    },
    async (request) => ({ success: true, data: await liveBlogs.update(request.params.id.toLowerCase(), request.body, staffOf(request)) }),
  );

  app.post(
    "/admin/liveblogs/:id/entries",
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Post an entry (staff)",
        params: LiveBlogIdParams,
        body: LiveBlogEntryCreateBody,
        response: responses({ 201: okEnvelope(liveBlogEntryWireSchema) }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await liveBlogs.addEntry(request.params.id.toLowerCase(), request.body, staffOf(request)) }),
  );

  app.put(
    "/admin/liveblogs/:id/entries/:entryId",
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Edit an entry (own entries; editors any; 409 when stale)",
        params: LiveBlogEntryParams,
        body: LiveBlogEntryUpdateBody,
        response: responses({ 200: okEnvelope(liveBlogEntryWireSchema) }),
      },
    },
    async (request) => ({
      success: true,
      data: await liveBlogs.updateEntry(request.params.id.toLowerCase(), request.params.entryId.toLowerCase(), request.body, staffOf(request)),
    }),
  );

  app.delete(
    "/admin/liveblogs/:id/entries/:entryId",
    {
      onRequest: anyStaff,
      schema: { tags, summary: "Delete an entry (own entries; editors any)", params: LiveBlogEntryParams, response: responses({ 200: okEnvelope(z.null()) }) },
    },
    async (request) => {
      await liveBlogs.removeEntry(request.params.id.toLowerCase(), request.params.entryId.toLowerCase(), staffOf(request));
      return { success: true, data: null };
    },
  );

  app.post(
    "/admin/liveblogs/:id/translations",
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Translate a live blog: a linked draft in another language, without entries (editors; 409 when one exists)",
        params: LiveBlogIdParams,
        body: LiveBlogTranslateBody,
        response: responses({ 201: okEnvelope(liveBlogWireSchema) }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await liveBlogs.translate(request.params.id.toLowerCase(), request.body.language, staffOf(request)) }),
  );

  app.get(
    "/admin/liveblogs/:id/source-changes",
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "What changed in a translated live blog's source since it was saved (staff)",
        params: LiveBlogIdParams,
        response: responses({ 200: okEnvelope(sourceChangesWireSchema) }),
      },
    },
    async (request) => ({ success: true, data: await liveBlogs.sourceChanges(request.params.id.toLowerCase()) }),
  );
};
