import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ERROR_MESSAGES, NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";
import { articleWireSchema, newsListSchema } from "@matv/shared/contracts/content";
import { dataEnvelope, responses } from "@matv/shared/contracts/envelope";
import { CategoryParams, NewsIdParams, NewsListQuery, NewsSearchQuery, PagingQuery, TrendingQuery } from "./schema.ts";

const envelope = (data: unknown) => ({ success: true, data, error: null });
const listAnswer = responses({ 200: dataEnvelope(newsListSchema) });

/** News calls (spec 000 §7 "News"): `{success, data, error}` envelopes, published articles only (cached reads of services.news). */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const news = app.services.news;

  app.get(
    "/news",
    {
      schema: {
        tags: ["news"],
        summary: "Published articles, newest first",
        description: "category: a section key (india-news), page name (IndiaNews) or category label; search: full-text search.",
        querystring: NewsListQuery,
        response: listAnswer,
      },
    },
    async (request, reply) => {
      return sendJson(reply, "news", await news.list(request.query), envelope);
    },
  );

  app.get(
    "/news/trending",
    {
      schema: {
        tags: ["news"],
        summary: "Trending articles (marked trending first, then most viewed)",
        querystring: TrendingQuery,
        response: responses({ 200: dataEnvelope(z.array(articleWireSchema)) }),
      },
    },
    async (request, reply) => {
      return sendJson(reply, "news", await news.trending(request.query.limit), envelope);
    },
  );

  app.get(
    "/news/featured",
    { schema: { tags: ["news"], summary: "The featured article (else the newest)", response: responses({ 200: dataEnvelope(articleWireSchema.nullable()) }) } },
    async (_request, reply) => {
      return sendJson(reply, "news", await news.featured(), envelope);
    },
  );

  app.get(
    "/news/search",
    {
      schema: {
        tags: ["news"],
        summary: "Full-text search of published articles, best match first",
        description: "q: words in English or Hindi (at most 200 characters); tags: a comma list (any of them); startDate/endDate: ISO dates.",
        querystring: NewsSearchQuery,
        response: listAnswer,
      },
    },
    async (request, reply) => {
      return sendJson(reply, "news", await news.search(request.query), envelope);
    },
  );

  app.get(
    "/news/category/:category",
    {
      schema: {
        tags: ["news"],
        summary: "Published articles of one category, newest first",
        params: CategoryParams,
        querystring: PagingQuery,
        response: listAnswer,
      },
    },
    async (request, reply) => {
      return sendJson(reply, "news", await news.listByCategory(request.params.category, request.query), envelope);
    },
  );

  app.get(
    "/news/:id",
    { schema: { tags: ["news"], summary: "One published article", params: NewsIdParams, response: responses({ 200: dataEnvelope(articleWireSchema) }) } },
    async (request, reply) => {
      const article = await news.getPublished(request.params.id);
      if (!article) throw new NotFoundError(ERROR_MESSAGES.articleNotFound);
      return sendJson(reply, "news", article, envelope);
    },
  );
};
