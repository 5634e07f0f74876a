import { CATEGORY_SECTIONS, deepDivePath } from "@matv/shared";
import { ARTICLE_SITEMAP_LIMIT, NEWS_SITEMAP_MS, newsSitemap, storyAlternates, urlSet, xmlResponse } from "../../features/distribution/xml.server";
import { notFound } from "../../lib/loaderResponses";
import type { Route } from "./+types/sitemap";

/** `/sitemaps/{sections|articles|authors|news}.xml` (listed by /sitemap.xml). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { origin } = context;
  const pages = context.site.sitePages;
  switch (params.name) {
    case "sections.xml": {
      const [lastModified, other] = await Promise.all([pages.sectionsLastModified(), pages.otherPages()]);
      return xmlResponse(
        urlSet([
          { loc: `${origin}/`, changefreq: "hourly", priority: "1.0" },
          ...CATEGORY_SECTIONS.map((s) => ({ loc: `${origin}${s.path}`, lastmod: lastModified.get(s.key) ?? null, changefreq: "hourly", priority: "0.8" })),
          { loc: `${origin}/about`, changefreq: "monthly", priority: "0.5" },
          ...other.deepDives.map((d) => ({ loc: `${origin}${deepDivePath(d.id, d.language)}`, lastmod: d.updatedAt })),
          ...other.blogs.map((b) => ({ loc: `${origin}/blog/${b.id}`, lastmod: b.updatedAt })),
        ]),
      );
    }
    case "articles.xml": {
      const items = await pages.sitemapItems({ limit: ARTICLE_SITEMAP_LIMIT });
      // A story with translations names them all, itself included (hreflang pairs, ADR 077).
      return xmlResponse(urlSet(items.map((i) => ({ loc: `${origin}${i.path}`, lastmod: i.updatedAt, alternates: storyAlternates(origin, i) }))));
    }
    case "authors.xml": {
      const authors = await pages.sitemapAuthors();
      return xmlResponse(urlSet(authors.map((a) => ({ loc: `${origin}/author/${encodeURIComponent(a.name)}`, lastmod: a.lastPublished }))));
    }
    case "news.xml": {
      const items = await pages.sitemapItems({ since: new Date(Date.now() - NEWS_SITEMAP_MS), limit: 1000 });
      return xmlResponse(newsSitemap(origin, items));
    }
    default:
      notFound();
  }
}
