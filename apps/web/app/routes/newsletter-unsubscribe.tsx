import type { PageCacheRule } from "@matv/shared";
import { NewsletterTokenPage } from "../features/newsletter/NewsletterTokenPage";
import { tokenAction, tokenFromUrl } from "../features/newsletter/tokenRoute";
import { metaTranslator, useT } from "../i18n/texts";
import type { Route } from "./+types/newsletter-unsubscribe";

/** The emailed token is a reader's secret: this page is never cached nor shared, and sends no Referer (ADR 069). */
export const handle: PageCacheRule = { cacheParams: ["token"], secretAddress: true };

export const loader = ({ request }: Route.LoaderArgs) => tokenFromUrl(request);

/** The reader pressed Unsubscribe (mail clients use the one-click API call instead). */
export const action = ({ request, context }: Route.ActionArgs) => tokenAction(request, context.newsletter.unsubscribe, "newsletterPage.unsubscribed");

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("newsletterPage.unsubscribeTitle")} | MATV` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <NewsletterTokenPage
      title={t("newsletterPage.unsubscribeTitle")}
      button={t("newsletterPage.unsubscribeButton")}
      token={loaderData.token}
      result={actionData}
    />
  );
}
