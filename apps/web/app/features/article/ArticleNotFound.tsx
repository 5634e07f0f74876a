import { editionPath } from "@matv/shared";
import { Link } from "react-router";
import { useEdition, useT } from "../../i18n/texts";

/** Article page failures (spec 001 §8), shown on the screen below. */
export const ARTICLE_LOAD_FAILED = "Failed to load article";
export const ARTICLE_NOT_FOUND = "Article not found";

/** The 'Article Not Found' screen with the error text and Go Home (spec 001 §2, §8). */
export function ArticleNotFound({ message }: { message: string }) {
  const t = useT();
  const edition = useEdition();
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-3xl font-bold">
        {t("article.notFoundTitle")}
      </h1>
      <p className="mt-4 text-gray-700" data-testid="article-error">
        {message}
      </p>
      <Link to={editionPath(edition, "/")} className="mt-8 inline-block rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
        {t("shell.goHome")}
      </Link>
    </section>
  );
}
