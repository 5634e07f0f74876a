import { sitemapIndex, xmlResponse } from "../../features/distribution/xml.server";
import type { Route } from "./+types/sitemap-index";

export const SITEMAPS = ["sections", "articles", "authors", "news"] as const;

/** `/sitemap.xml`: the index of the section, article, author and Google News sitemaps. */
export async function loader({ context }: Route.LoaderArgs) {
  const [latest] = await context.site.sitePages.feedItems({ limit: 1 });
  const lastmod = latest?.updatedAt ?? null;
  return xmlResponse(sitemapIndex(SITEMAPS.map((name) => ({ loc: `${context.origin}/sitemaps/${name}.xml`, lastmod }))));
}
