import { NEWSLETTER_TEXTS, type PageCacheRule } from "@matv/shared";
import { NewsletterTokenPage } from "../features/newsletter/NewsletterTokenPage";
import { tokenAction, tokenFromUrl } from "../features/newsletter/tokenRoute";
import type { Route } from "./+types/newsletter-unsubscribe";

/** The emailed token is a reader's secret: this page is never cached nor shared, and sends no Referer (ADR 069). */
export const handle: PageCacheRule = { cacheParams: ["token"], secretAddress: true };

export const loader = ({ request }: Route.LoaderArgs) => tokenFromUrl(request);

/** The reader pressed Unsubscribe (mail clients use the one-click API call instead). */
export const action = ({ request, context }: Route.ActionArgs) => tokenAction(request, context.newsletter.unsubscribe, NEWSLETTER_TEXTS.unsubscribed);

export const meta: Route.MetaFunction = () => [{ title: `${NEWSLETTER_TEXTS.unsubscribeTitle} | MATV` }, { name: "robots", content: "noindex" }];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterTokenPage title={NEWSLETTER_TEXTS.unsubscribeTitle} button={NEWSLETTER_TEXTS.unsubscribeButton} token={loaderData.token} result={actionData} />
  );
}
