import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/terms";

export function loader({ context }: Route.LoaderArgs) {
  return { url: `${context.origin}/terms` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Terms of Use",
    description: "The terms for using the MATV website, signing its petitions and sending support requests.",
    url: data?.url ?? "/terms",
    jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: "Terms of Use" },
  });

/** /terms: short terms written for this site (linked from the petition and support forms). */
export default function Terms() {
  return (
    <article className="prose-article mx-auto max-w-3xl">
      <h1 className="mb-4 text-3xl font-extrabold">Terms of Use</h1>
      <p>These terms apply when you use the MATV website, sign a petition or send us a diaspora support request.</p>
      <h2>Using the site</h2>
      <p>
        You may read, share and link to our stories for personal, non-commercial use. Please do not copy whole articles, images or videos to publish elsewhere
        without our written permission.
      </p>
      <h2>Petitions</h2>
      <p>
        When you sign a petition you confirm that the details you give are your own and true. One signature per person is counted. We may remove signatures that
        look automated or false. A petition asks its decision maker to act; MATV cannot promise any outcome.
      </p>
      <h2>Support requests</h2>
      <p>
        A support request lets you tell our newsroom about a problem you or your family face. We read every request, but we cannot guarantee a reply, coverage
        or a resolution, and we do not give legal advice. Only send documents you are entitled to share.
      </p>
      <h2>Contact</h2>
      <p>
        For questions about these terms, write to MATV, London, United Kingdom. How we handle personal data is described in our{" "}
        <a href="/privacy">Privacy Policy</a>.
      </p>
    </article>
  );
}
