import { type ArticleWire, type AuthorWire, articlePath, type RelatedStory, authorPath, editionPath, formatEditionDate } from "@matv/shared";
import { useEdition, useT } from "../../i18n/texts";
import { Eye } from "lucide-react";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { ShareButton } from "./ShareButton";
import { ShareLinks } from "./ShareLinks";

interface ArticleViewProps {
  article: ArticleWire;
  author: AuthorWire | null;
  related: RelatedStory[];
  url: string;
}

/** The article page body: hero, headline, byline, share, tags, content and related stories. */
export function ArticleView({ article, author, related, url }: ArticleViewProps) {
  const t = useT();
  const edition = useEdition();
  const authorName = author?.name ?? article.author ?? t("common.staffReporter");
  const description = article.subtitle || article.summary;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <article>
        <ResponsiveImage src={article.imageUrl} alt="" sizes="(min-width: 1024px) 48rem, 100vw" priority className="aspect-video w-full rounded-lg" />
        {article.category && <p className="mt-6 text-sm font-bold uppercase tracking-wide text-brand">{article.category}</p>}
        <h1 className="mt-2 text-3xl font-extrabold leading-tight sm:text-4xl">{article.title}</h1>
        {description && <p className="mt-3 text-lg text-gray-700">{description}</p>}

        <div className="mt-5 flex flex-wrap items-center gap-4 border-y border-gray-200 py-3">
          <a href={editionPath(edition, authorPath(authorName))} target="_blank" rel="noopener" className="flex items-center gap-3 hover:underline">
            {author?.avatar && <img src={author.avatar} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />}
            <span>
              <span className="block font-semibold">{authorName}</span>
              {author?.title && <span className="block text-xs text-gray-600">{author.title}</span>}
            </span>
          </a>
          {article.publishedAt && (
            <time dateTime={article.publishedAt} className="text-sm text-gray-700">
              {formatEditionDate(edition, article.publishedAt)}
            </time>
          )}
          {article.views > 0 && (
            <span className="inline-flex items-center gap-1 text-sm text-gray-700">
              <Eye aria-hidden="true" className="h-4 w-4" /> {t("common.views", { count: article.views })}
            </span>
          )}
          <div className="ml-auto flex flex-wrap items-center gap-2" role="group" aria-label={t("share.shareArticle")}>
            <ShareLinks url={url} title={article.title} articleId={article._id} />
            <ShareButton title={article.title} url={url} />
          </div>
        </div>

        {article.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("common.tags")}>
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-800">
                {tag}
              </li>
            ))}
          </ul>
        )}

        {/* Sanitised on the server when saved and again when read (services/articleMapper). */}
        <div className="prose-article mt-6 text-lg" dangerouslySetInnerHTML={{ __html: article.content }} />
        {/* Reaching it may show the alerts card (islands/pushCard.ts). */}
        <div data-article-end="" />
      </article>

      {related.length > 0 && (
        <aside aria-labelledby="related-title">
          <h2 id="related-title" className="text-lg font-bold">
            {t("article.related")}
          </h2>
          <ul className="mt-4 space-y-4">
            {related.map((item) => (
              <li key={item._id}>
                {/* A plain link: this page has no client router (ADR 019). */}
                <a
                  href={articlePath(item)}
                  className="flex gap-3 hover:underline"
                  lang={item.language && item.language !== edition.code ? item.language : undefined}
                >
                  <ResponsiveImage src={item.imageUrl} alt="" width={112} height={63} sizes="112px" className="h-16 w-28 shrink-0 rounded" />
                  <span className="text-sm font-semibold leading-snug">{item.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
