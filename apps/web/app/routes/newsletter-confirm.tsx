import { NEWSLETTER_TEXTS, type PageCacheRule } from "@matv/shared";
import { NewsletterTokenPage } from "../features/newsletter/NewsletterTokenPage";
import { tokenAction, tokenFromUrl } from "../features/newsletter/tokenRoute";
import type { Route } from "./+types/newsletter-confirm";

/** The emailed token is a reader's secret: this page is never cached nor shared, and sends no Referer (ADR 069). */
export const handle: PageCacheRule = { cacheParams: ["token"], secretAddress: true };

export const loader = ({ request }: Route.LoaderArgs) => tokenFromUrl(request);

/** The reader pressed Confirm: only now is the subscription confirmed. */
export const action = ({ request, context }: Route.ActionArgs) => tokenAction(request, context.newsletter.confirm, NEWSLETTER_TEXTS.confirmed);

export const meta: Route.MetaFunction = () => [{ title: `${NEWSLETTER_TEXTS.confirmTitle} | MATV` }, { name: "robots", content: "noindex" }];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterTokenPage title={NEWSLETTER_TEXTS.confirmTitle} button={NEWSLETTER_TEXTS.confirmButton} token={loaderData.token} result={actionData} />;
}
