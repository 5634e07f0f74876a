import { SITE } from "@matv/shared";
import { FEED_ITEMS, rssFeed, xmlResponse } from "../../features/distribution/xml.server";
import type { Route } from "./+types/rss";

/** `/rss.xml`: every section's newest published articles. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = await context.site.sitePages.feedItems({ limit: FEED_ITEMS });
  return xmlResponse(
    rssFeed({ origin: context.origin, selfPath: "/rss.xml", linkPath: "/", title: SITE.fullName, description: SITE.description, items }),
    "application/rss+xml; charset=utf-8",
  );
}
