import { type ArticleWire, DEFAULT_AUTHOR_NAME, feedTimeAgo } from "@matv/shared";
import { Link } from "react-router";
import { ResponsiveImage } from "../../components/ResponsiveImage";

/** The listing's first story as a large card: picture beside the headline on wide screens, above it on phones. */
export function LeadStory({ article, to }: { article: ArticleWire; to: string }) {
  return (
    <article className="group overflow-hidden rounded-lg border border-gray-200 bg-white">
      <Link to={to} className="grid focus-visible:outline-2 focus-visible:outline-brand lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ResponsiveImage src={article.imageUrl} alt="" sizes="(min-width: 1024px) 60vw, 100vw" priority className="aspect-video w-full" />
        <div className="flex flex-col gap-3 p-5 lg:p-8">
          {article.category && <span className="text-xs font-bold uppercase tracking-wide text-brand">{article.category}</span>}
          <h2 className="text-2xl font-extrabold leading-tight group-hover:underline lg:text-3xl">{article.title}</h2>
          {article.summary && <p className="text-gray-700 lg:text-lg">{article.summary}</p>}
          <p className="mt-auto text-xs text-gray-600">
            {article.author || DEFAULT_AUTHOR_NAME}
            {article.publishedAt && (
              <>
                {" · "}
                <time dateTime={article.publishedAt} suppressHydrationWarning>
                  {feedTimeAgo(article.publishedAt)}
                </time>
              </>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}
