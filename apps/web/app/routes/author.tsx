import { DEFAULT_AUTHOR_AVATAR, DEFAULT_AUTHOR_BIO, type PageCacheRule, resolveAuthorName } from "@matv/shared";
import { data, redirect } from "react-router";
import { AuthorProfile } from "../features/author/AuthorProfile";
import { AUTHOR_PAGE_SIZE, type AuthorProfileInitial, viewFromSearch } from "../features/author/authorProfileRules";
import { readerIdFromCookieHeader } from "../features/author/readerCookie.server";
import { pageTexts } from "../i18n/texts.server";
import { pageMeta, publisherJsonLd } from "../lib/seo";
import type { Route } from "./+types/author";

/** The profile's words (`AuthorProfile.tsx`): the `modal.author` part of the article modal's namespace. */
const AUTHOR_TEXTS = ["modal.author"];

/** The view's query parameters are the page cache's key; a reader with the reader-id cookie gets their own follow state, uncached. */
export const handle: PageCacheRule = { cacheParams: ["tab", "year", "category"], cacheCookies: ["matv_reader"] };

/** `/author/{authorName}` (spec 000 §2 "Author profile"); an unknown name shows the placeholder with 404. */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const name = params.authorName.trim().slice(0, 120);
  const view = viewFromSearch(url.searchParams);
  const canonical = `${context.origin}/author/${encodeURIComponent(name)}`;
  const authors = context.site.authors;
  const author = name ? await authors.getByName(name) : null;
  if (!author) {
    // A renamed author's old name: 301 to the current name (ADR 056); a current name always wins.
    const current = name ? await authors.currentNameOf(name) : null;
    const resolution = resolveAuthorName(null, current ? { name: current } : null);
    if (resolution.kind === "redirect") return redirect(resolution.to, 301);
    const initial: AuthorProfileInitial = { author: null, content: [], hasMore: false, view };
    return data({ name, initial, url: canonical, origin: context.origin, now: Date.now(), texts: pageTexts(url, AUTHOR_TEXTS) }, { status: 404 });
  }
  const readerId = readerIdFromCookieHeader(request.headers.get("cookie"));
  const [content, archive, following] = await Promise.all([
    authors.content(author._id, {
      page: 1,
      limit: AUTHOR_PAGE_SIZE,
      sort: view.tab === "popular" ? "popular" : "latest",
      year: view.tab === "archive" && view.year ? Number(view.year) : undefined,
      category: view.tab === "archive" && view.category ? view.category : undefined,
    }),
    authors.archiveFacets(author._id),
    authors.isFollowing(author._id, readerId),
  ]);
  const initial: AuthorProfileInitial = {
    author: { ...author, following, archive: archive ?? { years: [], categories: [] } },
    content: content?.content ?? [],
    hasMore: content?.hasMore ?? false,
    view,
  };
  return { name: author.name, initial, url: canonical, origin: context.origin, now: Date.now(), texts: pageTexts(url, AUTHOR_TEXTS) };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  const author = d.initial.author;
  const title = author ? `${author.name}, ${author.title}` : d.name;
  return pageMeta({
    title,
    description: author?.bio ?? DEFAULT_AUTHOR_BIO,
    url: d.url,
    image: new URL(author?.avatar ?? DEFAULT_AUTHOR_AVATAR, d.origin).toString(),
    noindex: !author,
    jsonLd: author
      ? {
          "@context": "https://schema.org",
          "@type": "ProfilePage",
          mainEntity: {
            "@type": "Person",
            name: author.name,
            jobTitle: author.title,
            description: author.bio,
            image: new URL(author.avatar, d.origin).toString(),
            url: d.url,
            worksFor: publisherJsonLd(d.origin),
            sameAs: [author.socialLinks.twitter, author.socialLinks.linkedin].filter(Boolean).map((u) => (/^https?:\/\//.test(u!) ? u : `https://${u}`)),
          },
        }
      : undefined,
  });
};

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  return <AuthorProfile key={loaderData.name} authorName={loaderData.name} initial={loaderData.initial} now={loaderData.now} />;
}
