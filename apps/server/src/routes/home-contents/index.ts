import { resolvePageName } from "@matv/shared";
import { articleWireSchema } from "@matv/shared/contracts/content";
import { okEnvelope, responses } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError, ERROR_MESSAGES, NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";
import { PageParams, PageQuery, PublishedIdParams } from "./schema.ts";

const DEEP_DIVE_PAGE = "DeepDive";

/** Published home contents (spec 000 §7 "Home contents", spec 001 §7 "Article page"). */
export const homeContentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/home-contents/published/:id",
    {
      schema: {
        tags: ["home-contents"],
        summary: "One published article",
        params: PublishedIdParams,
        response: responses({ 200: okEnvelope(articleWireSchema) }),
      },
    },
    async (request, reply) => {
      const article = await app.services.articles.getPublished(request.params.id);
      if (!article) throw new NotFoundError(ERROR_MESSAGES.articleNotFound);
      return sendJson(reply, "home-contents", article, (a) => ({ success: true, data: a }));
    },
  );

  app.get(
    "/home-contents/published/pages/:pageName",
    {
      schema: {
        tags: ["home-contents"],
        summary: "Published articles of a page, newest first",
        description: "pageName is a page name (WorldNews) or a feed key (top-stories).",
        params: PageParams,
        querystring: PageQuery,
        response: responses({ 200: okEnvelope(z.array(articleWireSchema)) }),
      },
    },
    async (request, reply) => {
      const pageName = resolvePageName(request.params.pageName);
      if (!pageName) throw new BadRequestError(`pageName: unknown page '${request.params.pageName}'`, "pageName");
      // Deep Dive is the deep-dive editor's cards (ADR 059: one model), not stories placed on a page.
      const data =
        pageName === DEEP_DIVE_PAGE
          ? await app.services.deepDive.homeStories(request.query.limit)
          : await app.services.articles.listPublishedByPage(pageName, { limit: request.query.limit, language: request.query.lang });
      return sendJson(reply, "home-contents", data, (list) => ({ success: true, data: list }));
    },
  );
};
