import { editionPath } from "@matv/shared";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useEdition, useT } from "../../i18n/texts";

/**
 * A page reached from an emailed link that acts only when the reader presses its button (a POST): link
 * scanners in mail systems follow plain links, and must not confirm, unsubscribe or switch anyone.
 */
export function NewsletterTokenPage(props: {
  title: string;
  button: string;
  token: string | null;
  result?: { ok: boolean; message: string };
  /** Said above the button (the language page's question). */
  question?: string;
  /** More fields the POST carries (the language page's choice). */
  fields?: ReactNode;
}) {
  const { title, button, token, result, question, fields } = props;
  const t = useT();
  const edition = useEdition();
  return (
    <section className="mx-auto max-w-xl py-10 text-center" aria-labelledby="newsletter-token-title">
      <h1 id="newsletter-token-title" className="text-2xl font-bold">
        {title}
      </h1>
      {result ? (
        <p className={`mt-4 ${result.ok ? "" : "text-red-800"}`} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : token ? (
        <Form method="post" className="mt-6">
          {question ? <p className="mb-4">{question}</p> : null}
          <input type="hidden" name="token" value={token} />
          {fields}
          <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
            {button}
          </button>
        </Form>
      ) : null}
      <Link to={editionPath(edition, "/")} className="mt-6 inline-block text-brand underline">
        {t("newsletterPage.backHome")}
      </Link>
    </section>
  );
}
