import { PETITION_TEXTS, type PetitionDto, type PetitionStatsDto } from "@matv/shared/petition";
import { data, useRevalidator } from "react-router";
import { PetitionView } from "../features/petition/PetitionView";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/petition";

type LoaderData = { ok: true; petition: PetitionDto; stats: PetitionStatsDto | null; now: number; url: string } | { ok: false; message: string; url: string };

/** /petition: the current petition with its live stats, read through the services (no HTTP hop). */
export async function loader({ context }: Route.LoaderArgs) {
  const url = `${context.origin}/petition`;
  let petition: PetitionDto | null;
  try {
    petition = await context.site.petitions.getCurrent();
  } catch (error) {
    context.log.error({ err: error }, "petition page: read failed");
    return data<LoaderData>({ ok: false, message: "Failed to fetch data", url }, { status: 503 });
  }
  if (!petition) return data<LoaderData>({ ok: false, message: PETITION_TEXTS.notFound, url }, { status: 404 });
  let stats: PetitionStatsDto | null = null;
  try {
    stats = await context.site.petitions.stats(petition._id);
  } catch (error) {
    // The stats are optional on the page: it shows without them.
    context.log.warn({ err: error }, "petition page: stats failed");
  }
  return data<LoaderData>({ ok: true, petition, stats, now: Date.now(), url }, { headers: { "cache-control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: "Petition | MATV" }];
  const petition = loaderData.ok ? loaderData.petition : null;
  const title = petition?.title ?? "Petition";
  const description = petition?.description || "Sign MATV's petition and add your voice.";
  return pageMeta({
    title,
    description,
    url: loaderData.url,
    image: petition?.imageUrl,
    noindex: !loaderData.ok,
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

export default function PetitionRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  if (revalidator.state === "loading") {
    return (
      <p role="status" className="py-16 text-center text-lg">
        {PETITION_TEXTS.loading}
      </p>
    );
  }
  if (!loaderData.ok) {
    return (
      <div role="alert" className="mx-auto max-w-xl py-16 text-center">
        {/* The page's only heading in this state (a page without a level-one heading fails axe). */}
        <h1 className="text-lg font-semibold text-red-800">{PETITION_TEXTS.loadError(loaderData.message)}</h1>
        <button type="button" onClick={() => revalidator.revalidate()} className="mt-4 rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
          {PETITION_TEXTS.retry}
        </button>
      </div>
    );
  }
  return <PetitionView key={loaderData.petition._id} petition={loaderData.petition} stats={loaderData.stats} now={loaderData.now} />;
}
