import { isObjectId, type LiveBlogPageWire, liveBlogIdOf, liveBlogPath, type PageCacheRule, socialImage, FALLBACK_IMAGE } from "@matv/shared";
import { redirect } from "react-router";
import { storyEditionLinks } from "../i18n/storyEditionLinks";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import { LiveBlogView } from "../features/liveblog/LiveBlogView";
import liveBlogIsland from "../islands/liveBlog.ts?iife";
import { notFound, unavailable } from "../lib/loaderResponses";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta, publisherJsonLd } from "../lib/seo";
import type { Route } from "./+types/live-blog";

/** The English page's title when there is no blog (the screen itself says it in the reader's edition). */
const NOT_FOUND = "Live blog not found";

/**
 * /live-updates/{slug}-{id} (ADR 061): server HTML without the React runtime; its own island
 * checks for updates. `?before={entryId}` pages to older entries (a plain link), one cache entry a page.
 * A Hindi blog is at /hi/live-updates/{Unicode slug}-{id}, paired with its translations (ADR 077, 079).
 */
export const handle: RouteHandle & PageCacheRule = { render: "static", cacheParams: ["before"] };

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { t } = loaderTranslator(url);
  const id = liveBlogIdOf(params.slug);
  if (!id) notFound(t("liveBlog.notFound"));
  const asked = url.searchParams.get("before");
  const before = asked && isObjectId(asked) ? asked.toLowerCase() : null;
  let page: LiveBlogPageWire | null;
  try {
    page = await context.site.liveBlogs.page(id, before ?? undefined);
  } catch (error) {
    context.log.error({ err: error, liveBlogId: id }, "live blog page: read failed");
    unavailable(t("liveBlog.loadFailed"));
  }
  if (!page) notFound(t("liveBlog.notFound"));
  // One address per blog: its slug, in the edition of its language (ADR 077); any other form moves there.
  const path = liveBlogPath(page.blog);
  if (safeDecode(url.pathname) !== decodeURIComponent(path)) throw redirect(`${path}${url.search}`, 301);
  const { blog } = page;
  return {
    page,
    // The page is in its blog's edition (its address is), and says its words in that language (ADR 076).
    texts: pageTexts(url, ["liveBlog"]),
    title: blog.status === "live" ? t("liveBlog.metaLive", { title: blog.title }) : blog.title,
    before,
    path,
    url: `${context.origin}${path}`,
    origin: context.origin,
    // Its translations are its hreflang pairs and the language switch's links, as a story's are.
    editionLinks: storyEditionLinks({ language: blog.language, translations: blog.translations, pages: blog.placements.map((p) => p.page) }, path),
  };
}

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: NOT_FOUND }, { name: "robots", content: "noindex" }];
  const { page, url, origin } = data;
  const { blog } = page;
  const image = new URL(socialImage(blog.imageUrl, FALLBACK_IMAGE), origin).toString();
  const updates = [...(page.pinned ? [page.pinned] : []), ...page.entries];
  return pageMeta({
    title: data.title,
    description: blog.summary || blog.title,
    url: data.before ? `${url}?before=${data.before}` : url,
    image,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "LiveBlogPosting",
      headline: blog.title,
      description: blog.summary || undefined,
      image: [image],
      url,
      mainEntityOfPage: url,
      datePublished: blog.createdAt,
      dateModified: blog.updatedAt,
      coverageStartTime: blog.coverageStart,
      ...(blog.status === "ended" && blog.coverageEnd ? { coverageEndTime: blog.coverageEnd } : {}),
      publisher: publisherJsonLd(origin),
      liveBlogUpdate: updates.map((entry) => ({
        "@type": "BlogPosting",
        headline: entry.title || plainText(entry.body).slice(0, 110) || blog.title,
        datePublished: entry.createdAt,
        dateModified: entry.editedAt ?? entry.createdAt,
        url: `${url}#entry-${entry._id}`,
        articleBody: plainText(entry.body),
        ...(entry.author ? { author: { "@type": "Person", name: entry.author.name } } : {}),
      })),
    },
  });
};

export default function LiveBlogRoute({ loaderData }: Route.ComponentProps) {
  const { page, url, path, before } = loaderData;
  return (
    <>
      <LiveBlogView page={page} url={url} path={path} before={before} />
      {page.blog.status === "live" && !before && <script dangerouslySetInnerHTML={{ __html: liveBlogIsland }} />}
    </>
  );
}
