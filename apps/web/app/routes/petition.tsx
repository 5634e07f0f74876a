import { editionByCode, editionOfPath } from "@matv/shared";
import { PETITION_TEXTS, type PetitionDto, type PetitionStatsDto } from "@matv/shared/petition";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PetitionLoadError } from "../features/petition/PetitionLoadError";
import { PetitionView } from "../features/petition/PetitionView";
import { Island, IslandsPageData } from "../islands/Island";
import { notFound, unavailable } from "../lib/loaderResponses";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta, editionUrl } from "../lib/seo";
import { loaderTranslator, pageTexts } from "../i18n/texts.server";
import type { Route } from "./+types/petition";

/**
 * Server HTML with one island, the petition with its form and counts (ADR 085): no React Router runtime. It
 * hydrates on the reader's first touch or focus inside it; what was typed meanwhile is kept, and a press on Sign
 * or Enter in a field is sent once it has. The page is cached (its counts may be seconds old); after signing, the
 * counts come from the API.
 */
export const handle: RouteHandle = { render: "static", follow: "in-place" };

/** /petition: the current petition with its live stats, read through the services (no HTTP hop). */
export async function loader({ context, url: address }: Route.LoaderArgs) {
  const url = editionUrl(context.origin, address, "/petition");
  const edition = editionOfPath(address.pathname);
  let petition: PetitionDto | null;
  try {
    // In another edition, a published translation's words (ADR 083); the id, status and count are the one petition's.
    petition = await context.site.petitions.getCurrent(edition.code);
  } catch (error) {
    context.log.error({ err: error }, "petition page: read failed");
    unavailable(PETITION_TEXTS.loadFailed);
  }
  if (!petition) notFound(PETITION_TEXTS.notFound);
  let stats: PetitionStatsDto | null = null;
  try {
    stats = await context.site.petitions.stats(petition._id);
  } catch (error) {
    // The stats are optional on the page: it shows without them.
    context.log.warn({ err: error }, "petition page: stats failed");
  }
  // Cached like every anonymous page (its counts may be seconds old); after signing, the form reads them from the API.
  const fallbackDescription = loaderTranslator(address).t("petition.metaDescription");
  // Words in another language than the page's (the English petition on /hi until it is translated) say so.
  const textLang = petition.language && petition.language !== edition.code ? editionByCode(petition.language).lang : undefined;
  return { petition, stats, now: Date.now(), url, fallbackDescription, textLang, texts: pageTexts(address, ["petition", "common", "time"]) };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  // No data: the loader failed (no petition, or it could not be read); the error screen is not for search engines.
  if (!loaderData) return [{ title: "Petition | MATV" }, { name: "robots", content: "noindex" }];
  const { petition } = loaderData;
  const title = petition.title;
  const description = petition.description || loaderData.fallbackDescription;
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

export default function PetitionRoute({ loaderData }: Route.ComponentProps) {
  const { petition, stats, now, texts, textLang } = loaderData;
  return (
    <>
      <Island key={petition._id} name="PetitionView" component={PetitionView} props={{ petition, stats, now, textLang }} priority="interaction" />
      <IslandsPageData texts={texts} now={now} />
    </>
  );
}

/** 'Error loading petition: {message}' with Retry, which reloads the page (spec 001 §2, §8, §9), for a missing petition or a failed read. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <PetitionLoadError notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
