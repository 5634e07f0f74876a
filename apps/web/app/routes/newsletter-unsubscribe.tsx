import { NEWSLETTER_TEXTS, newsletterTokenSchema } from "@matv/shared";
import { data } from "react-router";
import { NewsletterTokenPage } from "../features/newsletter/NewsletterTokenPage";
import type { Route } from "./+types/newsletter-unsubscribe";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

/** The reader pressed Unsubscribe (mail clients use the one-click API call instead). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = newsletterTokenSchema.safeParse({ token: (await request.formData()).get("token") });
  if (!parsed.success) return data({ ok: false, message: NEWSLETTER_TEXTS.invalidLink }, { status: 400 });
  try {
    await context.newsletter.unsubscribe(parsed.data.token);
    return { ok: true, message: NEWSLETTER_TEXTS.unsubscribed };
  } catch {
    return data({ ok: false, message: NEWSLETTER_TEXTS.invalidLink }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = () => [{ title: `${NEWSLETTER_TEXTS.unsubscribeTitle} | MATV` }, { name: "robots", content: "noindex" }];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterTokenPage title={NEWSLETTER_TEXTS.unsubscribeTitle} button={NEWSLETTER_TEXTS.unsubscribeButton} token={loaderData.token} result={actionData} />
  );
}
