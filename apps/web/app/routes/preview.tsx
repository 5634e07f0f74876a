import { articlePath, type PageCacheRule, SITE, STORY_MESSAGES } from "@matv/shared";
import { data } from "react-router";
import { ArticleNotFound } from "../features/article/ArticleNotFound";
import { ArticleView } from "../features/article/ArticleView";
import type { RouteHandle } from "../lib/renderMode";
import type { Route } from "./+types/preview";

/** Rendered like the article page, with no React runtime (ADR 019); its token is a secret (ADR 069). */
export const handle: RouteHandle & PageCacheRule = { render: "static", secretAddress: true };

/**
 * /preview/{token}: a story as readers will see it, before it is published, read by a short-lived
 * token the desk asks for. never stored by the page cache (it skips no-store answers) nor by browsers
 * and proxies, and never indexed.
 */
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await context.site.stories.getPreview(params.token);
  if (!page) throw data({ message: STORY_MESSAGES.previewInvalid }, { status: 404, headers: headers() });
  return { ...page, url: `${context.origin}${articlePath(page.article)}` };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Preview: ${loaderData?.article.title ?? "story"} | ${SITE.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Preview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p role="note" className="mx-auto mb-4 max-w-6xl rounded border border-amber-600 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
        Preview: readers cannot see this page until the story is published.
      </p>
      <ArticleView article={loaderData.article} author={loaderData.author} related={loaderData.related} url={loaderData.url} />
    </>
  );
}

export function ErrorBoundary() {
  return <ArticleNotFound message={STORY_MESSAGES.previewInvalid} />;
}
