import { editionByCode, isEditionCode, type PageCacheRule } from "@matv/shared";
import { data } from "react-router";
import { NewsletterTokenPage } from "../features/newsletter/NewsletterTokenPage";
import { tokenAction, tokenFromUrl } from "../features/newsletter/tokenRoute";
import { metaTranslator, useT } from "../i18n/texts";
import { loaderTranslator } from "../i18n/texts.server";
import type { Route } from "./+types/newsletter-language";

/** The emailed token is a reader's secret: this page is never cached nor shared, and sends no Referer (ADR 069). */
export const handle: PageCacheRule = { cacheParams: ["token", "to"], secretAddress: true };

/** The email footer's "receive it in …" link: `?token=…&to=hi`. Nothing changes on GET. */
export const loader = ({ request }: Route.LoaderArgs) => {
  const to = new URL(request.url).searchParams.get("to");
  return { ...tokenFromUrl(request), to: isEditionCode(to) ? to : null };
};

/** The reader pressed the button: from the next email on, the newsletter comes in that edition (ADR 076). */
export const action = async ({ request, context }: Route.ActionArgs) => {
  const language = (await request.clone().formData()).get("language");
  if (!isEditionCode(language)) return data({ ok: false, message: loaderTranslator(request.url).t("newsletterPage.invalidLink") }, { status: 400 });
  return tokenAction(request, (token) => context.newsletter.changeLanguage(token, language), "newsletterPage.languageChanged", {
    language: editionByCode(language).label,
  });
};

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("newsletterPage.languageTitle")} | MATV` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterLanguage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = loaderData.to ? editionByCode(loaderData.to) : null;
  const invalid = !to || !loaderData.token;
  return (
    <NewsletterTokenPage
      title={t("newsletterPage.languageTitle")}
      question={to ? t("newsletterPage.languageQuestion", { language: to.label }) : undefined}
      button={to ? t("newsletterPage.languageButton", { language: to.label }) : ""}
      token={invalid ? null : loaderData.token}
      result={actionData ?? (invalid ? { ok: false, message: t("newsletterPage.invalidLink") } : undefined)}
      fields={to ? <input type="hidden" name="language" value={to.code} /> : null}
    />
  );
}
