import { PETITION_TEXTS, type PetitionDto, type PetitionStatsDto } from "@matv/shared/petition";
import { data, useRevalidator, useRouteError } from "react-router";
import { PetitionView } from "../features/petition/PetitionView";
import { loaderErrorMessage, notFound, unavailable } from "../lib/loaderResponses";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/petition";

const PETITION_LOAD_FAILED = "Failed to fetch data";

/** /petition: the current petition with its live stats, read through the services (no HTTP hop). */
export async function loader({ context }: Route.LoaderArgs) {
  const url = `${context.origin}/petition`;
  let petition: PetitionDto | null;
  try {
    petition = await context.site.petitions.getCurrent();
  } catch (error) {
    context.log.error({ err: error }, "petition page: read failed");
    unavailable(PETITION_LOAD_FAILED);
  }
  if (!petition) notFound(PETITION_TEXTS.notFound);
  let stats: PetitionStatsDto | null = null;
  try {
    stats = await context.site.petitions.stats(petition._id);
  } catch (error) {
    // The stats are optional on the page: it shows without them.
    context.log.warn({ err: error }, "petition page: stats failed");
  }
  return data({ petition, stats, now: Date.now(), url }, { headers: { "cache-control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  // No data: the loader failed (no petition, or it could not be read); the error screen is not for search engines.
  if (!loaderData) return [{ title: "Petition | MATV" }, { name: "robots", content: "noindex" }];
  const { petition } = loaderData;
  const title = petition.title;
  const description = petition.description || "Sign MATV's petition and add your voice.";
  return pageMeta({
    title,
    description,
    url: loaderData.url,
    image: petition.imageUrl,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: title,
      description,
      url: loaderData.url,
    },
  });
};

export function headers() {
  return { "cache-control": "no-store" };
}

/** 'Loading petition...' while Retry loads the data again. */
function useRetrying() {
  const revalidator = useRevalidator();
  return { retrying: revalidator.state === "loading", retry: () => void revalidator.revalidate() };
}

const LOADING = (
  <p role="status" className="py-16 text-center text-lg">
    {PETITION_TEXTS.loading}
  </p>
);

export default function PetitionRoute({ loaderData }: Route.ComponentProps) {
  if (useRetrying().retrying) return LOADING;
  return <PetitionView key={loaderData.petition._id} petition={loaderData.petition} stats={loaderData.stats} now={loaderData.now} />;
}

/** 'Error loading petition: {message}' with Retry (spec 001 §2, §8), for a missing petition or a failed read. */
export function ErrorBoundary() {
  const message = loaderErrorMessage(useRouteError()) ?? PETITION_LOAD_FAILED;
  const { retrying, retry } = useRetrying();
  if (retrying) return LOADING;
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      {/* The page's only heading in this state (a page without a level-one heading fails axe). */}
      <h1 className="text-lg font-semibold text-red-800">{PETITION_TEXTS.loadError(message)}</h1>
      <button type="button" onClick={retry} className="mt-4 rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
        {PETITION_TEXTS.retry}
      </button>
    </div>
  );
}
