import type { FastifyInstance } from "fastify";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import {
  previewTokenWireSchema,
  revisionWireSchema,
  sourceChangesWireSchema,
  storyListWireSchema,
  storyWireSchema,
  translationGapsWireSchema,
} from "@matv/shared/contracts/desk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../http/auth.ts";
import type { StaffActor, StoriesService } from "../../services/stories.ts";
import {
  BlogCreateBody,
  BlogUpdateBody,
  RevisionParams,
  StoryCreateBody,
  StoryIdParams,
  StoryListQuery,
  StoryPublishBody,
  StoryUpdateBody,
  TranslateBody,
  TranslationGapsQuery,
} from "./schema.ts";

/** What differs between the desk's document kinds (ADR 060): the path, the service and the editable fields. */
interface DeskRoutesOptions {
  path: "stories" | "blogs";
  noun: string;
  service: (app: FastifyInstance) => StoriesService;
  createBody: typeof StoryCreateBody | typeof BlogCreateBody;
  updateBody: typeof StoryUpdateBody | typeof BlogUpdateBody;
}

/** A story or blog post as the desk answers it; a stale save answers 409 with `current` (the shared error shape). */
const storyAnswer = okEnvelope(storyWireSchema);

/**
 * The stories desk (ADR 047). Every staff role may call these; the story service refuses what a
 * role may not do (a writer publishing, editing another's story...) with 403 and a message.
 *   GET    /api/admin/stories?status=&q=&section=&authorId=&language=&stale=&untranslated=&page=&limit= → {success, data: {stories, total, hasMore}}
 *   POST   /api/admin/stories                                   → 201 {success, data: story} (a draft)
 *   GET    /api/admin/stories/:id                               → {success, data: story}
 *   PUT    /api/admin/stories/:id {…fields, version}            → {success, data: story}; 409 with `current` when stale
 *   DELETE /api/admin/stories/:id                               → {success, data: null} (soft; editors)
 *   POST   /api/admin/stories/:id/publish {publishAt?}          → future: scheduled; past or none: published now
 *   POST   /api/admin/stories/:id/unpublish | /submit
 *   GET    /api/admin/stories/:id/revisions; POST .../revisions/:revisionId/restore
 *   POST   /api/admin/stories/:id/presence, DELETE .../presence: routes/admin-presence (the story kind's presence)
 *   POST   /api/admin/stories/:id/preview-token                 → {token, expiresAt}
 *   POST   /api/admin/stories/:id/translations {language}       → 201 the linked draft (ADR 079); 400 same language; 409 {existingId}
 *   GET    /api/admin/stories/:id/source-changes                → what changed in the source since the translation was saved
 *   GET    /api/admin/stories/translation-gaps?from=en&into=hi  → {from, into, count} published, untranslated
 */
const deskRoutes =
  (options: DeskRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const stories = options.service(app);
    const staffOf = (request: { staff?: StaffActor }): StaffActor => request.staff as StaffActor;
    const anyStaff = requireStaff("writer");
    const tags = [options.path];
    const base = `/admin/${options.path}`;
    const { noun } = options;

    app.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    app.get(
      `${base}`,
      {
        onRequest: anyStaff,
        schema: { tags, summary: `List ${noun}s (staff)`, querystring: StoryListQuery, response: responses({ 200: okEnvelope(storyListWireSchema) }) },
      },
      async (request) => ({
        success: true,
        data: await stories.list(request.query),
      }),
    );

    app.post(
      `${base}`,
      { onRequest: anyStaff, schema: { tags, summary: `Create a draft ${noun} (staff)`, body: options.createBody, response: responses({ 201: storyAnswer }) } },
      async (request, reply) => reply.status(201).send({ success: true, data: await stories.create(request.body, staffOf(request)) }),
    );

    app.get(
      `${base}/:id`,
      { onRequest: anyStaff, schema: { tags, summary: `One ${noun} (staff)`, params: StoryIdParams, response: responses({ 200: storyAnswer }) } },
      async (request) => ({
        success: true,
        data: await stories.get(request.params.id.toLowerCase()),
      }),
    );

    app.put(
      `${base}/:id`,
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: `Save a ${noun} (staff; 409 when the version is stale)`,
          params: StoryIdParams,
          body: options.updateBody,
          response: responses({ 200: storyAnswer }),
        },
      },
      async (request) => ({ success: true, data: await stories.update(request.params.id.toLowerCase(), request.body, staffOf(request)) }),
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: anyStaff,
        schema: { tags, summary: `Delete a ${noun} (editors)`, params: StoryIdParams, response: responses({ 200: okEnvelope(z.null()) }) },
      },
      async (request) => {
        await stories.remove(request.params.id.toLowerCase(), staffOf(request));
        return { success: true, data: null };
      },
    );

    app.post(
      `${base}/:id/publish`,
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: `Publish now, or schedule with a future publishAt (editors)`,
          params: StoryIdParams,
          body: StoryPublishBody,
          response: responses({ 200: storyAnswer }),
        },
      },
      async (request) => ({ success: true, data: await stories.publish(request.params.id.toLowerCase(), request.body ?? {}, staffOf(request)) }),
    );

    app.post(
      `${base}/:id/unpublish`,
      {
        onRequest: anyStaff,
        schema: { tags, summary: `Take a ${noun} off the site (editors)`, params: StoryIdParams, response: responses({ 200: storyAnswer }) },
      },
      async (request) => ({ success: true, data: await stories.unpublish(request.params.id.toLowerCase(), staffOf(request)) }),
    );

    app.post(
      `${base}/:id/submit`,
      {
        onRequest: anyStaff,
        schema: { tags, summary: `Submit a ${noun} for review (staff)`, params: StoryIdParams, response: responses({ 200: storyAnswer }) },
      },
      async (request) => ({ success: true, data: await stories.submit(request.params.id.toLowerCase(), staffOf(request)) }),
    );

    app.get(
      `${base}/:id/revisions`,
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: `A ${noun}'s revisions, newest first (staff)`,
          params: StoryIdParams,
          response: responses({ 200: okEnvelope(z.array(revisionWireSchema)) }),
        },
      },
      async (request) => ({ success: true, data: await stories.revisions(request.params.id.toLowerCase()) }),
    );

    app.post(
      `${base}/:id/revisions/:revisionId/restore`,
      {
        onRequest: anyStaff,
        schema: { tags, summary: `Restore a revision as a new revision (staff)`, params: RevisionParams, response: responses({ 200: storyAnswer }) },
      },
      async (request) => ({
        success: true,
        data: await stories.restoreRevision(request.params.id.toLowerCase(), request.params.revisionId.toLowerCase(), staffOf(request)),
      }),
    );

    app.post(
      `${base}/:id/preview-token`,
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: `A 15-minute preview link token (staff)`,
          params: StoryIdParams,
          response: responses({ 200: okEnvelope(previewTokenWireSchema) }),
        },
      },
      async (request) => ({ success: true, data: await stories.previewToken(request.params.id.toLowerCase()) }),
    );

    // Translations (ADR 079): whoever may create a draft may translate one.
    app.post(
      `${base}/:id/translations`,
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: `Translate a ${noun}: a linked draft in another language (staff; 409 when one exists)`,
          params: StoryIdParams,
          body: TranslateBody,
          response: responses({ 201: storyAnswer }),
        },
      },
      async (request, reply) =>
        reply.status(201).send({ success: true, data: await stories.translate(request.params.id.toLowerCase(), request.body.language, staffOf(request)) }),
    );

    app.get(
      `${base}/:id/source-changes`,
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: `What changed in a translation's source since it was saved (staff)`,
          params: StoryIdParams,
          response: responses({ 200: okEnvelope(sourceChangesWireSchema) }),
        },
      },
      async (request) => ({ success: true, data: await stories.sourceChanges(request.params.id.toLowerCase()) }),
    );

    app.get(
      `${base}/translation-gaps`,
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: `How many published ${noun}s lack a published translation (staff)`,
          querystring: TranslationGapsQuery,
          response: responses({ 200: okEnvelope(translationGapsWireSchema) }),
        },
      },
      async (request) => ({
        success: true,
        data: { from: request.query.from, into: request.query.into, count: await stories.gapCount(request.query.from, request.query.into) },
      }),
    );
  };

export const adminStoriesRoutes = deskRoutes({
  path: "stories",
  noun: "story",
  service: (app) => app.services.stories,
  createBody: StoryCreateBody,
  updateBody: StoryUpdateBody,
});

/** The blog desk: the same routes over blog posts (GET/POST /api/admin/blogs, .../{id}, .../{id}/publish...). */
export const adminBlogsRoutes = deskRoutes({
  path: "blogs",
  noun: "blog post",
  service: (app) => app.services.blogDesk,
  createBody: BlogCreateBody,
  updateBody: BlogUpdateBody,
});
