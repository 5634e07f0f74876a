import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/privacy";

export function loader({ context }: Route.LoaderArgs) {
  return { url: `${context.origin}/privacy` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Privacy Policy",
    description: "What personal data MATV keeps when you sign a petition or send a support request, why, and for how long.",
    url: data?.url ?? "/privacy",
    jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: "Privacy Policy" },
  });

/** /privacy: a short privacy notice written for this site. */
export default function Privacy() {
  return (
    <article className="prose-article mx-auto max-w-3xl">
      <h1 className="mb-4 text-3xl font-extrabold">Privacy Policy</h1>
      <p>MATV keeps as little personal data as it needs, and never sells it.</p>
      <h2>Petition signatures</h2>
      <p>
        We keep your name, email address and location with your signature. Your email address is never shown on the site; it lets us count one signature per
        person and, if needed, verify the list before it is handed to the decision maker. If you tick the box, your name and location appear among recent
        supporters.
      </p>
      <h2>Support requests</h2>
      <p>
        We keep the contact details, location, description and attachments you send. They are stored outside the public website and only our newsroom staff can
        open them. We use them to look into your request and, with your agreement, to report on it.
      </p>
      <h2 id="analytics">What we count when you read</h2>
      <p>
        We count our readers ourselves, with no advertising or analytics company involved, and without cookies. When our server sends you a page we count a view
        of it (once per story every 30 minutes), the kind of page, and where you came from in broad terms: WhatsApp, Google, Facebook, X, Instagram, YouTube,
        our newsletter, a notification, another site (its name only), or none. Pages may also tell us when a story is shared, a video is played, the live stream
        or a live blog is being watched, and, for some visits, how fast the page loaded.
      </p>
      <p>
        Nothing personal is kept. To count a reader once a day we combine your internet address and browser name with a random value that changes every day and
        is deleted at the end of it, and keep only the scrambled result, which cannot be traced back to you or linked to another day. Your address and browser
        name are never stored. Individual records are deleted after 7 days; only totals are kept, for 13 months. Signed-in staff and automated visitors are not
        counted.
      </p>
      <h2>Breaking news alerts</h2>
      <p>
        If you turn on alerts, we keep only what your browser gives us to reach it: the address of its push service, its encryption keys, the topics you picked,
        your language and when you subscribed. Nothing else about you. Stopping alerts (Manage alerts, at the foot of every page) deletes it, and we delete it
        ourselves when the push service tells us the address has expired.
      </p>
      <h2>Your rights</h2>
      <p>
        Under UK data protection law you may ask for a copy of your data, ask us to correct it, or ask us to delete it. Write to MATV, London, United Kingdom,
        and we will answer within one month.
      </p>
      <p>
        See also our <a href="/terms">Terms of Use</a>.
      </p>
    </article>
  );
}
