import type { PageCacheRule } from "@matv/shared";
import { NewsletterTokenPage } from "../features/newsletter/NewsletterTokenPage";
import { tokenAction, tokenFromUrl } from "../features/newsletter/tokenRoute";
import { metaTranslator, useT } from "../i18n/texts";
import type { Route } from "./+types/newsletter-confirm";

/** The emailed token is a reader's secret: this page is never cached nor shared, and sends no Referer (ADR 069). */
export const handle: PageCacheRule = { cacheParams: ["token"], secretAddress: true };

export const loader = ({ request }: Route.LoaderArgs) => tokenFromUrl(request);

/** The reader pressed Confirm: only now is the subscription confirmed. */
export const action = ({ request, context }: Route.ActionArgs) => tokenAction(request, context.newsletter.confirm, "newsletterPage.confirmed");

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("newsletterPage.confirmTitle")} | MATV` },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <NewsletterTokenPage title={t("newsletterPage.confirmTitle")} button={t("newsletterPage.confirmButton")} token={loaderData.token} result={actionData} />
  );
}
