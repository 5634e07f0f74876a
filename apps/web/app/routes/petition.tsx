import { PETITION_TEXTS, type PetitionDto, type PetitionStatsDto } from "@matv/shared/petition";
import { data } from "react-router";
import { PetitionLoadError } from "../features/petition/PetitionLoadError";
import { PetitionView } from "../features/petition/PetitionView";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/petition";

type LoaderData = { ok: true; petition: PetitionDto; stats: PetitionStatsDto | null; now: number; url: string } | { ok: false; message: string; url: string };

/** /petition: the current petition with its live stats, read through the services (no HTTP hop). */
export async function loader({ context }: Route.LoaderArgs) {
  const url = `${context.origin}/petition`;
  let petition: PetitionDto | null;
  try {
    petition = await context.services.petitions.getCurrent();
  } catch (error) {
    console.error(error);
    return data<LoaderData>({ ok: false, message: "Failed to fetch data", url }, { status: 503 });
  }
  if (!petition) return data<LoaderData>({ ok: false, message: PETITION_TEXTS.notFound, url }, { status: 404 });
  let stats: PetitionStatsDto | null = null;
  try {
    stats = await context.services.petitions.stats(petition._id);
  } catch (error) {
    console.error(error);
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
  if (!loaderData.ok) return <PetitionLoadError message={loaderData.message} />;
  return <PetitionView key={loaderData.petition._id} petition={loaderData.petition} stats={loaderData.stats} now={loaderData.now} />;
}
