import { editionPath } from "@matv/shared";
import { useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/privacy";

export function loader({ context, url }: Route.LoaderArgs) {
  const { t, edition } = loaderTranslator(url);
  const seo = { title: t("privacy.title"), description: t("privacy.metaDescription") };
  return { url: `${context.origin}${editionPath(edition, "/privacy")}`, seo, texts: pageTexts(url, ["privacy"]) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data?.seo.title ?? "Privacy Policy",
    description: data?.seo.description ?? "",
    url: data?.url ?? "/privacy",
    jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: data?.seo.title ?? "Privacy Policy" },
  });

/** /privacy: a short privacy notice written for this site, in the edition's language (`privacy.*`, ADR 076). */
export default function Privacy() {
  const t = useT();
  const edition = useEdition();
  return (
    <article className="prose-article mx-auto max-w-3xl">
      <h1 className="mb-4 text-3xl font-extrabold">{t("privacy.title")}</h1>
      <p>{t("privacy.intro")}</p>
      <h2>{t("privacy.petitions")}</h2>
      <p>{t("privacy.petitionsText")}</p>
      <h2>{t("privacy.support")}</h2>
      <p>{t("privacy.supportText")}</p>
      <h2 id="analytics">{t("privacy.counting")}</h2>
      <p>{t("privacy.countingText")}</p>
      <p>{t("privacy.countingPrivacy")}</p>
      <h2>{t("privacy.alerts")}</h2>
      <p>{t("privacy.alertsText")}</p>
      <h2>{t("privacy.rights")}</h2>
      <p>{t("privacy.rightsText")}</p>
      <p>
        {t("privacy.seeAlsoBefore")} <a href={editionPath(edition, "/terms")}>{t("privacy.seeAlsoLink")}</a>
        {t("privacy.seeAlsoAfter")}
      </p>
    </article>
  );
}
