import { editionOfPath, editionPath, FALLBACK_IMAGE, SITE } from "@matv/shared";
import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute or root-relative image URL; the fallback logo when missing. */
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>;
}

/** The site as publisher (schema.org NewsMediaOrganization), for every page's JSON-LD that names it. */
export function publisherJsonLd(origin: string) {
  return { "@type": "NewsMediaOrganization", name: SITE.fullName, url: `${origin}/`, logo: { "@type": "ImageObject", url: `${origin}/logo.jpg` } };
}

/**
 * A page's absolute address in the edition it was asked in (`/live` asked as `/hi/live` is `{origin}/hi/live`): its
 * canonical. Each edition's page is its own, beside the hreflang alternates that pair them (ADR 077).
 */
export function editionUrl(origin: string, asked: URL, path: string): string {
  return `${origin}${editionPath(editionOfPath(asked.pathname), path)}`;
}

function absolute(url: string, base: string): string {
  return new URL(url, base).toString();
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for a page's `meta` export. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const image = absolute(seo.image || FALLBACK_IMAGE, seo.url);
  const fullTitle = seo.title === SITE.fullName ? seo.title : `${seo.title} | ${SITE.name}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { name: "robots", content: seo.noindex ? "noindex" : "index, follow, max-image-preview:large" },
    { property: "og:site_name", content: SITE.fullName },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:image", content: image },
    // The edition the page is in (its address), not always English: /hi pages are hi_IN.
    { property: "og:locale", content: editionOfPath(new URL(seo.url).pathname).ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.jsonLd) {
    for (const item of Array.isArray(seo.jsonLd) ? seo.jsonLd : [seo.jsonLd]) tags.push({ "script:ld+json": item });
  }
  return tags;
}

/** schema.org breadcrumbs from Home through `trail` (each step's name and absolute URL) to the page. */
export function breadcrumbJsonLd(origin: string, trail: Array<{ name: string; item: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", item: `${origin}/` }, ...trail].map((step, i) => ({ "@type": "ListItem", position: i + 1, ...step })),
  };
}

/**
 * pageMeta for one piece of writing (a story, a blog post, a deep dive): its schema.org posting, naming
 * the site as publisher, and its breadcrumbs. `posting` adds the type's own fields (dates, author, section).
 */
export function postingPageMeta(page: {
  type: "NewsArticle" | "BlogPosting";
  title: string;
  description: string;
  url: string;
  image: string;
  origin: string;
  posting: Record<string, unknown>;
  trail: Array<{ name: string; item: string }>;
}): MetaDescriptor[] {
  const { type, title, description, url, image, origin } = page;
  return pageMeta({
    title,
    description,
    url,
    image,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": type,
        headline: title,
        description,
        image: [image],
        mainEntityOfPage: url,
        ...page.posting,
        publisher: publisherJsonLd(origin),
      },
      breadcrumbJsonLd(origin, page.trail),
    ],
  });
}
