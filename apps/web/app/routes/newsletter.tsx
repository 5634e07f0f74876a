import { editionPath, newsletterSubscribeSchema } from "@matv/shared";
import { data, Link } from "react-router";
import { metaTranslator, useEdition, useT } from "../i18n/texts";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import type { Route } from "./+types/newsletter";

export interface NewsletterActionData {
  ok: boolean;
  message: string;
}

export const loader = ({ request }: Route.LoaderArgs) => ({ texts: pageTexts(request.url, ["newsletterPage"]) });

/** The footer's sign-up, in the page's edition: its answer in that language, the chosen edition's briefing (ADR 076). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { t, edition } = loaderTranslator(request.url);
  const parsed = newsletterSubscribeSchema.safeParse({ email: form.get("email") ?? "", language: form.get("language") ?? edition.code });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return data<NewsletterActionData>(
      { ok: false, message: field === "language" ? `language: ${parsed.error.issues[0]?.message}` : t("newsletterPage.invalidEmail") },
      { status: 400 },
    );
  }
  await context.newsletter.subscribe(parsed.data.email, context.origin, parsed.data.language);
  // The same answer whatever the address's state: a confirmation email does the rest.
  return data<NewsletterActionData>({ ok: true, message: t("newsletterPage.checkInbox") });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("newsletterPage.title")} | MATV` },
  { name: "robots", content: "noindex" },
];

/** Shown only when the footer form was posted without JavaScript. */
export default function NewsletterResult({ actionData }: Route.ComponentProps) {
  const t = useT();
  const edition = useEdition();
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-2xl font-bold">{t("newsletterPage.title")}</h1>
      <p className="mt-4" role="status">
        {actionData?.message ?? t("newsletterPage.useForm")}
      </p>
      <Link to={editionPath(edition, "/")} className="mt-6 inline-block text-brand underline">
        {t("newsletterPage.backHome")}
      </Link>
    </section>
  );
}
