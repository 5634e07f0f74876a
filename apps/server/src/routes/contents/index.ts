import { type NewsList, resolvePageName } from "@matv/shared";
import { articleWireSchema } from "@matv/shared/contracts/content";
import { responses, successTrue } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError, ERROR_MESSAGES, NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";
import { ContentIdParams, ContentPageIdParams, ContentPageParams, ContentsQuery } from "./schema.ts";

const listAnswer = responses({
  200: z.object({ success: successTrue, contents: z.array(articleWireSchema), total: z.number(), hasMore: z.boolean() }),
});
const itemAnswer = responses({ 200: articleWireSchema });
const listEnvelope = (list: NewsList) => ({ success: true, contents: list.articles, total: list.total, hasMore: list.hasMore });

function pageNameOf(page: string): string {
  const pageName = resolvePageName(page);
  if (!pageName) throw new BadRequestError(`page: unknown page '${page}'`, "page");
  return pageName;
}

/**
 * Published contents (spec 000 §7 "Blogs and contents", spec 001 §7 "Published content"): lists
 * answer `{contents}`, one item answers the item itself. Published articles only.
 */
export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const news = app.services.news;
  const found = async <T>(item: Promise<T | null>): Promise<T> => {
    const value = await item;
    if (!value) throw new NotFoundError(ERROR_MESSAGES.articleNotFound);
    return value;
  };

  app.get(
    "/contents/published",
    { schema: { tags: ["contents"], summary: "Published contents, newest first", querystring: ContentsQuery, response: listAnswer } },
    async (request, reply) => {
      return sendJson(reply, "contents", await news.listPublished(request.query), listEnvelope);
    },
  );

  app.get(
    "/contents/published/pages/:page",
    {
      schema: {
        tags: ["contents"],
        summary: "Published contents of one page, newest first",
        description: "page: a page name (IndiaNews) or key (india-news). Query page/limit paginate.",
        params: ContentPageParams,
        querystring: ContentsQuery,
        response: listAnswer,
      },
    },
    async (request, reply) => {
      return sendJson(reply, "contents", await news.listByPage(pageNameOf(request.params.page), request.query), listEnvelope);
    },
  );

  app.get(
    "/contents/published/pages/:page/:id",
    { schema: { tags: ["contents"], summary: "One published content of a page", params: ContentPageIdParams, response: itemAnswer } },
    async (request, reply) => {
      const item = await found(news.getPublishedInPage(pageNameOf(request.params.page), request.params.id));
      return sendJson(reply, "item", item, (i) => i);
    },
  );

  app.get(
    "/contents/:id",
    { schema: { tags: ["contents"], summary: "One published content", params: ContentIdParams, response: itemAnswer } },
    async (request, reply) => {
      const item = await found(news.getPublished(request.params.id));
      return sendJson(reply, "item", item, (i) => i);
    },
  );
};
