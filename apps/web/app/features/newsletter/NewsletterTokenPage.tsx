import { Form, Link } from "react-router";

/**
 * A page reached from an emailed link that acts only when the reader presses its button (a POST): link
 * scanners in mail systems follow plain links, and must not confirm or unsubscribe anyone.
 */
export function NewsletterTokenPage(props: { title: string; button: string; token: string | null; result?: { ok: boolean; message: string } }) {
  const { title, button, token, result } = props;
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
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
            {button}
          </button>
        </Form>
      ) : null}
      <Link to="/" className="mt-6 inline-block text-brand underline">
        Back to the home page
      </Link>
    </section>
  );
}
