import { editionPath } from "@matv/shared";
import { useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/terms";

export function loader({ context, url }: Route.LoaderArgs) {
  const { t, edition } = loaderTranslator(url);
  const seo = { title: t("terms.title"), description: t("terms.metaDescription") };
  return { url: `${context.origin}${editionPath(edition, "/terms")}`, seo, texts: pageTexts(url, ["terms"]) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data?.seo.title ?? "Terms of Use",
    description: data?.seo.description ?? "",
    url: data?.url ?? "/terms",
    jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: data?.seo.title ?? "Terms of Use" },
  });

/** /terms: short terms written for this site (linked from the petition and support forms), in the edition's language. */
export default function Terms() {
  const t = useT();
  const edition = useEdition();
  return (
    <article className="prose-article mx-auto max-w-3xl">
      <h1 className="mb-4 text-3xl font-extrabold">{t("terms.title")}</h1>
      <p>{t("terms.intro")}</p>
      <h2>{t("terms.using")}</h2>
      <p>{t("terms.usingText")}</p>
      <h2>{t("terms.petitions")}</h2>
      <p>{t("terms.petitionsText")}</p>
      <h2>{t("terms.support")}</h2>
      <p>{t("terms.supportText")}</p>
      <h2>{t("terms.contact")}</h2>
      <p>
        {t("terms.contactBefore")} <a href={editionPath(edition, "/privacy")}>{t("terms.contactLink")}</a>
        {t("terms.contactAfter")}
      </p>
    </article>
  );
}
