import { NEWSLETTER_TEXTS } from "@matv/shared";
import { NewsletterTokenPage } from "../features/newsletter/NewsletterTokenPage";
import { tokenAction, tokenFromUrl } from "../features/newsletter/tokenRoute";
import type { Route } from "./+types/newsletter-confirm";

export const loader = ({ request }: Route.LoaderArgs) => tokenFromUrl(request);

/** The reader pressed Confirm: only now is the subscription confirmed. */
export const action = ({ request, context }: Route.ActionArgs) => tokenAction(request, context.newsletter.confirm, NEWSLETTER_TEXTS.confirmed);

export const meta: Route.MetaFunction = () => [{ title: `${NEWSLETTER_TEXTS.confirmTitle} | MATV` }, { name: "robots", content: "noindex" }];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterTokenPage title={NEWSLETTER_TEXTS.confirmTitle} button={NEWSLETTER_TEXTS.confirmButton} token={loaderData.token} result={actionData} />;
}
