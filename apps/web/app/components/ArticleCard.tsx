import { type ArticleWire, articlePath, editionByCode, feedTimeAgoText } from "@matv/shared";
import { useEdition, useT, useTimeText } from "../i18n/texts";
import { Link } from "react-router";
import { ResponsiveImage } from "./ResponsiveImage";

interface ArticleCardProps {
  article: ArticleWire;
  /** Link target; the article page unless a section gives its own detail route. */
  to?: string;
  size?: "large" | "normal";
  /** "wide": a listing's lead story, picture beside the text on wide screens and above it on phones. */
  layout?: "stacked" | "wide";
  priority?: boolean;
  headingLevel?: "h2" | "h3";
}

const WIDE = {
  link: "grid focus-visible:outline-2 focus-visible:outline-brand lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
  sizes: "(min-width: 1024px) 60vw, 100vw",
  body: "flex flex-col gap-3 p-5 lg:p-8",
  heading: "text-2xl font-extrabold leading-tight group-hover:underline lg:text-3xl",
  summary: "text-gray-700 lg:text-lg",
};

/** The standard story card: image, category, headline, summary, author and time. */
export function ArticleCard({ article, to, size = "normal", layout = "stacked", priority = false, headingLevel: Heading = "h3" }: ArticleCardProps) {
  const large = size === "large";
  const wide = layout === "wide";
  const t = useT();
  const timeText = useTimeText();
  // A story in another language than the page's (English filling a Hindi section) says so, for people and
  // screen readers alike (ADR 077).
  const edition = useEdition();
  const foreign = (article.language ?? "en") !== edition.code;
  return (
    <article
      className={`group overflow-hidden rounded-lg border border-gray-200 bg-white${wide ? "" : " flex flex-col"}`}
      lang={foreign ? editionByCode(article.language).lang : undefined}
    >
      <Link to={to ?? articlePath(article)} className={wide ? WIDE.link : "flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-brand"}>
        <ResponsiveImage
          src={article.imageUrl}
          alt=""
          sizes={wide ? WIDE.sizes : large ? "(min-width: 1024px) 66vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
          priority={priority}
          className="aspect-video w-full"
        />
        <div className={wide ? WIDE.body : "flex flex-1 flex-col gap-2 p-4"}>
          {(article.category || foreign) && (
            <span className="flex gap-2 text-xs font-bold uppercase tracking-wide text-brand">
              {article.category}
              {foreign && (
                <span lang={edition.lang} className="rounded bg-gray-100 px-1.5 normal-case text-gray-800">
                  {t("shell.englishStory")}
                </span>
              )}
            </span>
          )}
          <Heading className={wide ? WIDE.heading : `${large ? "text-2xl" : "text-lg"} font-bold leading-snug group-hover:underline`}>{article.title}</Heading>
          {article.summary && <p className={wide ? WIDE.summary : "line-clamp-3 text-sm text-gray-700"}>{article.summary}</p>}
          <p className="mt-auto text-xs text-gray-600">
            {article.author || t("common.staffReporter")}
            {article.publishedAt && (
              <>
                {" · "}
                <time dateTime={article.publishedAt} suppressHydrationWarning>
                  {timeText(feedTimeAgoText(article.publishedAt))}
                </time>
              </>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}
