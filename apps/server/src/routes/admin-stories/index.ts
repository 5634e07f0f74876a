import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../lib/auth.ts";
import type { StaffActor } from "../../services/stories.ts";
import {
  PresenceBody,
  PresenceReleaseQuery,
  RevisionParams,
  StoryCreateBody,
  StoryIdParams,
  StoryListQuery,
  StoryPublishBody,
  StoryUpdateBody,
} from "./schema.ts";

/**
 * The stories desk (issue 17). Every staff role may call these; the story service refuses what a
 * role may not do (a writer publishing, editing another's story...) with 403 and a message.
 *   GET    /api/admin/stories?status=&q=&section=&authorId=&page=&limit= → {success, data: {stories, total, hasMore}}
 *   POST   /api/admin/stories                                   → 201 {success, data: story} (a draft)
 *   GET    /api/admin/stories/:id                               → {success, data: story}
 *   PUT    /api/admin/stories/:id {…fields, version}            → {success, data: story}; 409 with `current` when stale
 *   DELETE /api/admin/stories/:id                               → {success, data: null} (soft; editors)
 *   POST   /api/admin/stories/:id/publish {publishAt?}          → future: scheduled; past or none: published now
 *   POST   /api/admin/stories/:id/unpublish | /submit
 *   GET    /api/admin/stories/:id/revisions; POST .../revisions/:revisionId/restore
 *   POST   /api/admin/stories/:id/presence {sessionId, takeOver?} → PresenceWire; DELETE .../presence?sessionId=
 *   POST   /api/admin/stories/:id/preview-token                 → {token, expiresAt}
 */
export const adminStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const stories = app.services.stories;
  const staffOf = (request: { staff?: StaffActor }): StaffActor => request.staff as StaffActor;
  const anyStaff = requireStaff("writer");
  const tags = ["stories"];

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get("/admin/stories", { preHandler: anyStaff, schema: { tags, summary: "List stories (staff)", querystring: StoryListQuery } }, async (request) => ({
    success: true,
    data: await stories.list(request.query),
  }));

  app.post(
    "/admin/stories",
    { preHandler: anyStaff, schema: { tags, summary: "Create a draft story (staff)", body: StoryCreateBody } },
    async (request, reply) => reply.status(201).send({ success: true, data: await stories.create(request.body, staffOf(request)) }),
  );

  app.get("/admin/stories/:id", { preHandler: anyStaff, schema: { tags, summary: "One story (staff)", params: StoryIdParams } }, async (request) => ({
    success: true,
    data: await stories.get(request.params.id.toLowerCase()),
  }));

  app.put(
    "/admin/stories/:id",
    { preHandler: anyStaff, schema: { tags, summary: "Save a story (staff; 409 when `version` is stale)", params: StoryIdParams, body: StoryUpdateBody } },
    async (request) => ({ success: true, data: await stories.update(request.params.id.toLowerCase(), request.body, staffOf(request)) }),
  );

  app.delete("/admin/stories/:id", { preHandler: anyStaff, schema: { tags, summary: "Delete a story (editors)", params: StoryIdParams } }, async (request) => {
    await stories.remove(request.params.id.toLowerCase(), staffOf(request));
    return { success: true, data: null };
  });

  app.post(
    "/admin/stories/:id/publish",
    {
      preHandler: anyStaff,
      schema: { tags, summary: "Publish now, or schedule with a future publishAt (editors)", params: StoryIdParams, body: StoryPublishBody },
    },
    async (request) => ({ success: true, data: await stories.publish(request.params.id.toLowerCase(), request.body ?? {}, staffOf(request)) }),
  );

  app.post(
    "/admin/stories/:id/unpublish",
    { preHandler: anyStaff, schema: { tags, summary: "Take a story off the site (editors)", params: StoryIdParams } },
    async (request) => ({ success: true, data: await stories.unpublish(request.params.id.toLowerCase(), staffOf(request)) }),
  );

  app.post(
    "/admin/stories/:id/submit",
    { preHandler: anyStaff, schema: { tags, summary: "Submit a story for review (staff)", params: StoryIdParams } },
    async (request) => ({ success: true, data: await stories.submit(request.params.id.toLowerCase(), staffOf(request)) }),
  );

  app.get(
    "/admin/stories/:id/revisions",
    { preHandler: anyStaff, schema: { tags, summary: "A story's revisions, newest first (staff)", params: StoryIdParams } },
    async (request) => ({ success: true, data: await stories.revisions(request.params.id.toLowerCase()) }),
  );

  app.post(
    "/admin/stories/:id/revisions/:revisionId/restore",
    { preHandler: anyStaff, schema: { tags, summary: "Restore a revision as a new revision (staff)", params: RevisionParams } },
    async (request) => ({
      success: true,
      data: await stories.restoreRevision(request.params.id.toLowerCase(), request.params.revisionId.toLowerCase(), staffOf(request)),
    }),
  );

  app.post(
    "/admin/stories/:id/presence",
    { preHandler: anyStaff, schema: { tags, summary: "Editor heartbeat: who else is editing (staff)", params: StoryIdParams, body: PresenceBody } },
    async (request) => ({
      success: true,
      data: await app.services.presence.heartbeat(request.params.id.toLowerCase(), staffOf(request).id, request.body),
    }),
  );

  app.delete(
    "/admin/stories/:id/presence",
    { preHandler: anyStaff, schema: { tags, summary: "Editor tab closed (staff)", params: StoryIdParams, querystring: PresenceReleaseQuery } },
    async (request) => {
      await app.services.presence.release(request.params.id.toLowerCase(), staffOf(request).id, request.query.sessionId);
      return { success: true, data: null };
    },
  );

  app.post(
    "/admin/stories/:id/preview-token",
    { preHandler: anyStaff, schema: { tags, summary: "A 15-minute preview link token (staff)", params: StoryIdParams } },
    async (request) => ({ success: true, data: await stories.previewToken(request.params.id.toLowerCase()) }),
  );
};
