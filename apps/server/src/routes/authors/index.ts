import { authorWireSchema } from "@matv/shared/contracts/content";
import { noContentSchema, okEnvelope, responses, successTrue } from "@matv/shared/contracts/envelope";
import { authorContentSchema, authorProfileSchema, followStateSchema } from "@matv/shared/contracts/reads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ERROR_MESSAGES, NotFoundError, PreconditionRequiredError } from "../../rules/errors.ts";
import { ensureReaderId, READER_COOKIE, READER_MESSAGES, readerIdFrom } from "../../http/readerCookie.ts";
import { AuthorContentQuery, AuthorIdParams, AuthorNameParams } from "./schema.ts";

const authorsAnswer = responses({ 200: okEnvelope(z.array(authorWireSchema)) });
const followAnswer = responses({ 200: okEnvelope(followStateSchema) });
const movedAnswer = noContentSchema.describe("A renamed author's old name: Location is the current one");

/**
 * Authors (spec 000 §7 "Authors"). Every answer is `{success, data}`; an unknown author is the spec's
 * failure shape `{success: false, data: null, message: 'Author not found'}` with 404.
 */
export const authorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notFound = () => new NotFoundError(ERROR_MESSAGES.authorNotFound);

  app.get("/authors", { schema: { tags: ["authors"], summary: "Every author, by name", response: authorsAnswer } }, async () => ({
    success: true,
    data: await app.services.authors.list(),
  }));

  app.get("/authors/status/active", { schema: { tags: ["authors"], summary: "Active authors, by name", response: authorsAnswer } }, async () => ({
    success: true,
    data: await app.services.authors.list({ activeOnly: true }),
  }));

  app.get(
    "/authors/name/:name",
    {
      schema: {
        tags: ["authors"],
        summary: "One author by name (URL-encoded, case-insensitive)",
        description:
          "data is `{authors: [author]}` (the spec's object with `authors`); the author carries `following` (this browser follows) and `archive` {years, categories} for the profile's filters.",
        params: AuthorNameParams,
        response: responses({ 200: okEnvelope(z.object({ authors: z.array(authorProfileSchema) })), 301: movedAnswer }),
      },
    },
    async (request, reply) => {
      const author = await app.services.authors.getByName(request.params.name);
      if (!author) {
        // A renamed author's old name answers 301 to the current one, as /author/{old name} does (ADR 056).
        const current = await app.services.authors.currentNameOf(request.params.name);
        if (current) return reply.redirect(`/api/authors/name/${encodeURIComponent(current)}`, 301);
        throw notFound();
      }
      const readerCookie = request.cookies[READER_COOKIE];
      const [following, archive] = await Promise.all([
        app.services.authors.isFollowing(author._id, readerIdFrom(readerCookie)),
        app.services.authors.archiveFacets(author._id),
      ]);
      // `following` is this reader's own state: never shared through a CDN that ignores cookies.
      reply.header("vary", "cookie");
      if (readerCookie) reply.header("cache-control", "private, no-store");
      return { success: true, data: { authors: [{ ...author, following, archive }] } };
    },
  );

  app.get(
    "/authors/:id",
    { schema: { tags: ["authors"], summary: "One author by id", params: AuthorIdParams, response: responses({ 200: okEnvelope(authorWireSchema) }) } },
    async (request) => {
      const author = await app.services.authors.getById(request.params.id);
      if (!author) throw notFound();
      return { success: true, data: author };
    },
  );

  app.get(
    "/authors/:id/content",
    {
      schema: {
        tags: ["authors"],
        summary: "One page of an author's published articles",
        description:
          "Answers {success, content, hasMore, total, title, category, socialLinks}. sort, year and category are extensions for the profile's Popular and Archive tabs.",
        params: AuthorIdParams,
        querystring: AuthorContentQuery,
        response: responses({ 200: authorContentSchema.extend({ success: successTrue }) }),
      },
    },
    async (request) => {
      const result = await app.services.authors.content(request.params.id, request.query);
      if (!result) throw notFound();
      return { success: true, ...result };
    },
  );

  app.get(
    "/authors/:id/follow",
    {
      schema: {
        tags: ["authors"],
        summary: "Whether this browser follows the author, and the current count",
        description: "Lets a cached profile page show this reader's own follow state.",
        params: AuthorIdParams,
        response: followAnswer,
      },
    },
    async (request, reply) => {
      const followersCount = await app.services.authors.followersOf(request.params.id);
      if (followersCount === null) throw notFound();
      // No cookie is issued here: a reader cookie makes the author page the reader's own (never cached).
      const following = await app.services.authors.isFollowing(request.params.id, readerIdFrom(request.cookies[READER_COOKIE]));
      // Per reader: never stored by a shared cache.
      reply.header("cache-control", "private, no-store");
      return { success: true, data: { followersCount, following } };
    },
  );

  app.post(
    "/authors/:id/follow",
    {
      schema: {
        tags: ["authors"],
        summary: "Follow an author (once per reader cookie; 428 and a cookie when the request has none)",
        params: AuthorIdParams,
        response: followAnswer,
      },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      // A follow counts once per reader cookie: without one (a script, or a browser's first follow) the
      // cookie is set and the follow refused (the web client sends it again), so cookieless posts add nothing.
      if ((await app.services.authors.followersOf(request.params.id)) === null) throw notFound();
      const readerId = readerIdFrom(request.cookies[READER_COOKIE]);
      if (!readerId) {
        ensureReaderId(request, reply);
        throw new PreconditionRequiredError(READER_MESSAGES.cookieRequired, "cookie");
      }
      // New follows of one author from one address are bounded too (fresh cookies are free to make).
      if (!(await app.services.authors.isFollowing(request.params.id, readerId))) await app.requestLimits.newFollow(request, reply);
      const state = await app.services.authors.follow(request.params.id, readerId);
      if (!state) throw notFound();
      return { success: true, data: state };
    },
  );

  app.delete(
    "/authors/:id/follow",
    {
      schema: { tags: ["authors"], summary: "Unfollow an author", params: AuthorIdParams, response: followAnswer },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request) => {
      const state = await app.services.authors.unfollow(request.params.id, readerIdFrom(request.cookies[READER_COOKIE]));
      if (!state) throw notFound();
      return { success: true, data: state };
    },
  );
};
