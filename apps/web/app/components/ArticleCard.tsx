import { type ArticleWire, articlePath, DEFAULT_AUTHOR_NAME, feedTimeAgo } from "@matv/shared";
import { Link } from "react-router";
import { ResponsiveImage } from "./ResponsiveImage";

interface ArticleCardProps {
  article: ArticleWire;
  /** Link target; the article page unless a section gives its own detail route. */
  to?: string;
  size?: "large" | "normal";
  priority?: boolean;
  headingLevel?: "h2" | "h3";
}

/** The standard story card: image, category, headline, summary, author and time. */
export function ArticleCard({ article, to, size = "normal", priority = false, headingLevel: Heading = "h3" }: ArticleCardProps) {
  const large = size === "large";
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <Link to={to ?? articlePath(article)} className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-brand">
        <ResponsiveImage
          src={article.imageUrl}
          alt=""
          sizes={large ? "(min-width: 1024px) 66vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
          priority={priority}
          className="aspect-video w-full"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          {article.category && <span className="text-xs font-bold uppercase tracking-wide text-brand">{article.category}</span>}
          <Heading className={`${large ? "text-2xl" : "text-lg"} font-bold leading-snug group-hover:underline`}>{article.title}</Heading>
          {article.summary && <p className="line-clamp-3 text-sm text-gray-700">{article.summary}</p>}
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
