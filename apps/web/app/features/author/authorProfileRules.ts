import {
  type ArticleWire,
  type AuthorWire,
  DEFAULT_AUTHOR_AVATAR,
  DEFAULT_AUTHOR_BIO,
  DEFAULT_AUTHOR_CATEGORY,
  DEFAULT_AUTHOR_TITLE,
  socialLinkWithScheme,
} from "@matv/shared";

/** Articles per page on the author profile (spec 000 §9). */
export const AUTHOR_PAGE_SIZE = 5;

export type AuthorTab = "latest" | "popular" | "archive";

export interface AuthorView {
  tab: AuthorTab;
  /** Archive filters; empty means All Time / All Categories. */
  year: string;
  category: string;
}

export interface AuthorProfileAuthor extends AuthorWire {
  following: boolean;
  archive: { years: number[]; categories: string[] };
}

/** What the profile shows first (from the page loader, or fetched by the component in the article modal). */
export interface AuthorProfileInitial {
  /** Null when no author has this name: the placeholder is shown. */
  author: AuthorProfileAuthor | null;
  content: ArticleWire[];
  hasMore: boolean;
  view: AuthorView;
}

/**
 * The author in a `GET /api/authors/name/{name}` answer: `{success, data: {authors: [...]}}` (spec 000 §7 allows
 * that or an array); null when there is none or the body is something else.
 */
export function authorFromNameLookup(body: unknown): AuthorProfileAuthor | null {
  const data = (body as { data?: unknown } | null)?.data;
  const list = Array.isArray(data)
    ? data
    : Array.isArray(body)
      ? body
      : ((data as { authors?: unknown } | undefined)?.authors ?? (body as { authors?: unknown } | null)?.authors);
  const first: unknown = Array.isArray(list) ? list[0] : null;
  return first && typeof first === "object" && typeof (first as { name?: unknown }).name === "string" ? (first as AuthorProfileAuthor) : null;
}

/** Social links may be stored without a scheme; https:// is added (spec 000 §2), as the desk does on save; other schemes are dropped. */
export function withHttps(url: string | null | undefined): string | null {
  const link = socialLinkWithScheme(url ?? "");
  return /^https?:\/\//i.test(link) ? link : null;
}

/** The spec's placeholder author for an unknown name (spec 000 §4 "Author store"). */
export function placeholderAuthor(name: string): AuthorProfileAuthor {
  return {
    _id: "",
    name,
    bio: DEFAULT_AUTHOR_BIO,
    avatar: DEFAULT_AUTHOR_AVATAR,
    title: DEFAULT_AUTHOR_TITLE,
    category: DEFAULT_AUTHOR_CATEGORY,
    socialLinks: {},
    articlesCount: 0,
    followersCount: 0,
    joinedDate: new Date(0).toISOString(),
    location: null,
    expertise: [],
    following: false,
    archive: { years: [], categories: [] },
  };
}

/** Page 1 replaces, later pages append; duplicates removed by _id (spec 000 §4). */
export function mergeArticles(current: ArticleWire[], incoming: ArticleWire[], page: number): ArticleWire[] {
  const base = page <= 1 ? [] : current;
  const seen = new Set(base.map((a) => a._id));
  const merged = [...base];
  for (const article of incoming) {
    if (seen.has(article._id)) continue;
    seen.add(article._id);
    merged.push(article);
  }
  return merged;
}

/** Views as 12.3K / 1.2M (one decimal above a thousand and a million). */
export function formatViews(views: number): string {
  if (views >= 1_000_000) return `${(views / 1_000_000).toFixed(1)}M`;
  if (views >= 1_000) return `${(views / 1_000).toFixed(1)}K`;
  return String(views);
}

/** Reads the tab and archive filters from a query string. */
export function viewFromSearch(params: URLSearchParams): AuthorView {
  const tab = params.get("tab");
  const year = params.get("year") ?? "";
  return {
    tab: tab === "popular" || tab === "archive" ? tab : "latest",
    year: /^\d{4}$/.test(year) ? year : "",
    category: (params.get("category") ?? "").slice(0, 60),
  };
}

/** The content call's query for a view and page. */
export function contentQuery(view: AuthorView, page: number): string {
  const params = new URLSearchParams({ page: String(page), limit: String(AUTHOR_PAGE_SIZE) });
  if (view.tab === "popular") params.set("sort", "popular");
  if (view.tab === "archive") {
    if (view.year) params.set("year", view.year);
    if (view.category) params.set("category", view.category);
  }
  return params.toString();
}

/** The profile URL for a view (tabs and filters are links, so they work without JavaScript). */
export function viewHref(authorName: string, view: AuthorView): string {
  const params = new URLSearchParams();
  if (view.tab !== "latest") params.set("tab", view.tab);
  if (view.tab === "archive" && view.year) params.set("year", view.year);
  if (view.tab === "archive" && view.category) params.set("category", view.category);
  const query = params.toString();
  return `/author/${encodeURIComponent(authorName)}${query ? `?${query}` : ""}`;
}
