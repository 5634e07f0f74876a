import { SITE } from "@matv/shared";
import { sectionFromUrl } from "../../features/sections/sectionRoute";
import { FEED_ITEMS, rssFeed, xmlResponse } from "../../features/distribution/xml.server";
import { notFound } from "../../lib/loaderResponses";
import type { Route } from "./+types/section-rss";

/** `/{section}/rss.xml`: one section's newest published articles (one route for all 15, from the registry). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const section = sectionFromUrl(url);
  if (!section) notFound();
  const items = await context.site.sitePages.feedItems({ pageName: section.pageName, limit: FEED_ITEMS });
  return xmlResponse(
    rssFeed({
      origin: context.origin,
      selfPath: `${section.path}/rss.xml`,
      linkPath: section.path,
      title: `${SITE.fullName}: ${section.navLabel}`,
      description: section.description,
      items,
    }),
    "application/rss+xml; charset=utf-8",
  );
}
