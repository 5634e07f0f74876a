import { NEWSLETTER_TEXTS, newsletterSubscribeSchema } from "@matv/shared";
import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter";

export interface NewsletterActionData {
  ok: boolean;
  message: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSubscribeSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return data<NewsletterActionData>({ ok: false, message: "Please enter a valid email address" }, { status: 400 });
  }
  await context.newsletter.subscribe(parsed.data.email, context.origin);
  // The same answer whatever the address's state: a confirmation email does the rest.
  return data<NewsletterActionData>({ ok: true, message: NEWSLETTER_TEXTS.checkInbox });
}

export const meta: Route.MetaFunction = () => [{ title: "Newsletter | MATV" }, { name: "robots", content: "noindex" }];

/** Shown only when the footer form was posted without JavaScript. */
export default function NewsletterResult({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-2xl font-bold">Newsletter</h1>
      <p className="mt-4" role="status">
        {actionData?.message ?? "Use the form at the foot of any page to subscribe."}
      </p>
      <Link to="/" className="mt-6 inline-block text-brand underline">
        Back to the home page
      </Link>
    </section>
  );
}
