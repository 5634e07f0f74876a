import { resolvePageName } from "@matv/shared";
import { blogWireSchema } from "@matv/shared/contracts/content";
import { okEnvelope, responses, successTrue } from "@matv/shared/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError, NotFoundError } from "../../rules/errors.ts";
import { sendJson } from "../../http/httpCache.ts";
import { BlogIdParams, BlogPageIdParams, BlogPageParams } from "./schema.ts";

const listAnswer = responses({ 200: z.object({ success: successTrue, blogs: z.array(blogWireSchema) }) });
const itemAnswer = responses({ 200: okEnvelope(blogWireSchema) });

export const BLOG_NOT_FOUND = "Blog post not found";

/** Published blog posts (spec 000 §7 "Blogs and contents", spec 001 §7 "Published content"). */
export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const pageNameOf = (page: string) => {
    const pageName = resolvePageName(page);
    if (!pageName) throw new BadRequestError(`page: unknown page '${page}'`, "page");
    return pageName;
  };

  const envelope = (blogs: unknown) => ({ success: true, blogs });
  app.get(
    "/blogs/published",
    { schema: { tags: ["blogs"], summary: "Every published blog post, newest first", response: listAnswer } },
    async (_request, reply) => {
      return sendJson(reply, "blogs", await app.services.blogs.listPublished(), envelope);
    },
  );

  app.get(
    "/blogs/published/pages/:page",
    { schema: { tags: ["blogs"], summary: "Published blog posts of a page (WorldNews or world)", params: BlogPageParams, response: listAnswer } },
    async (request, reply) => {
      return sendJson(reply, "blogs", await app.services.blogs.listPublished({ pageName: pageNameOf(request.params.page) }), envelope);
    },
  );

  app.get(
    "/blogs/published/pages/:page/:id",
    { schema: { tags: ["blogs"], summary: "One published blog post of a page", params: BlogPageIdParams, response: itemAnswer } },
    async (request) => {
      const blog = await app.services.blogs.getPublished(request.params.id, pageNameOf(request.params.page));
      if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
      return { success: true, data: blog };
    },
  );

  app.get("/blogs/:id", { schema: { tags: ["blogs"], summary: "One published blog post", params: BlogIdParams, response: itemAnswer } }, async (request) => {
    const blog = await app.services.blogs.getPublished(request.params.id);
    if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
    return { success: true, data: blog };
  });
};
