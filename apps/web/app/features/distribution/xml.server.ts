import { DEFAULT_EDITION, type DistributionItem, editionByCode, SITE } from "@matv/shared";

/**
 * Characters XML 1.0 does not allow anywhere (not even as references): C0 controls other than tab, newline and
 * carriage return, U+FFFE, U+FFFF, and UTF-16 surrogates without their pair. One of them makes a whole feed
 * or sitemap unreadable, so they are dropped.
 */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function stripXmlForbidden(value: string): string {
  return value.replace(XML_FORBIDDEN, "");
}

/** Escapes text for XML element content and attribute values (forbidden characters dropped). */
export function xmlEscape(value: string): string {
  return stripXmlForbidden(value).replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** Feeds and sitemaps may be cached briefly by a CDN. */
export function xmlResponse(body: string, contentType = "application/xml; charset=utf-8"): Response {
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=300, s-maxage=300, stale-while-revalidate=600" } });
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 with an atom:link to itself. */
export function rssFeed(options: {
  origin: string;
  selfPath: string;
  title: string;
  description: string;
  linkPath: string;
  items: DistributionItem[];
}): string {
  const { origin } = options;
  const latest = options.items[0]?.publishedAt;
  const items = options.items
    .map((item) => {
      const link = `${origin}${item.path}`;
      return [
        "    <item>",
        `      <title>${xmlEscape(item.title)}</title>`,
        `      <link>${xmlEscape(link)}</link>`,
        `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
        item.summary ? `      <description>${xmlEscape(item.summary)}</description>` : "",
        item.author ? `      <dc:creator>${xmlEscape(item.author)}</dc:creator>` : "",
        item.category ? `      <category>${xmlEscape(item.category)}</category>` : "",
        item.publishedAt ? `      <pubDate>${rfc822(item.publishedAt)}</pubDate>` : "",
        item.imageUrl
          ? `      <enclosure url="${xmlEscape(new URL(item.imageUrl, origin).toString())}" type="${item.imageUrl.endsWith(".webp") ? "image/webp" : "image/jpeg"}" length="0"/>`
          : "",
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(options.title)}</title>
    <link>${xmlEscape(`${origin}${options.linkPath}`)}</link>
    <description>${xmlEscape(options.description)}</description>
    <language>en-gb</language>
    <atom:link href="${xmlEscape(`${origin}${options.selfPath}`)}" rel="self" type="application/rss+xml"/>
    <image><url>${xmlEscape(`${origin}/logo.jpg`)}</url><title>${xmlEscape(options.title)}</title><link>${xmlEscape(`${origin}${options.linkPath}`)}</link></image>
${latest ? `    <lastBuildDate>${rfc822(latest)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}

/** An alternate language version of a sitemap entry (`xhtml:link`, Google's sitemap form of hreflang). */
export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export function urlSet(
  entries: Array<{ loc: string; lastmod?: string | null; changefreq?: string; priority?: string; alternates?: SitemapAlternate[] }>,
): string {
  const body = entries
    .map((e) =>
      [
        "  <url>",
        `    <loc>${xmlEscape(e.loc)}</loc>`,
        e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>` : "",
        e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : "",
        e.priority ? `    <priority>${e.priority}</priority>` : "",
        ...(e.alternates ?? []).map((a) => `    <xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`),
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n");
  const xhtml = entries.some((e) => e.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${body}\n</urlset>\n`;
}

/**
 * The hreflang set of a story with translations: every member of its group, itself included, and `x-default` on
 * the default edition's member, so each member's entry lists the same set (reciprocal by construction, ADR 077).
 * None for a story without translations.
 */
export function storyAlternates(origin: string, item: Pick<DistributionItem, "language" | "path" | "translations">): SitemapAlternate[] {
  if (!item.translations.length) return [];
  const members = [{ language: item.language, path: item.path }, ...item.translations].sort((a, b) => a.language.localeCompare(b.language));
  const fallback = members.find((m) => m.language === DEFAULT_EDITION.code);
  return [
    ...members.map((m) => ({ hreflang: editionByCode(m.language).hreflang, href: `${origin}${m.path}` })),
    ...(fallback ? [{ hreflang: "x-default", href: `${origin}${fallback.path}` }] : []),
  ];
}

export function sitemapIndex(entries: Array<{ loc: string; lastmod?: string | null }>): string {
  const body = entries
    .map((e) => `  <sitemap>\n    <loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ""}\n  </sitemap>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Google News sitemap: articles of the last two days. */
export function newsSitemap(origin: string, items: DistributionItem[]): string {
  const body = items
    .map((item) =>
      [
        "  <url>",
        `    <loc>${xmlEscape(`${origin}${item.path}`)}</loc>`,
        "    <news:news>",
        `      <news:publication><news:name>${xmlEscape(SITE.fullName)}</news:name><news:language>en</news:language></news:publication>`,
        `      <news:publication_date>${item.publishedAt}</news:publication_date>`,
        `      <news:title>${xmlEscape(item.title)}</news:title>`,
        "    </news:news>",
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${body}\n</urlset>\n`;
}

/** How far back the Google News sitemap reaches. */
export const NEWS_SITEMAP_MS = 2 * 24 * 60 * 60 * 1000;
/** Sitemaps hold at most 50,000 URLs; we list the newest 45,000 articles. */
export const ARTICLE_SITEMAP_LIMIT = 45_000;
export const FEED_ITEMS = 50;
