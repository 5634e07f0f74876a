/**
 * The one section registry. Navigation, section pages, list editors, the category API and the
 * seed all read this table; nothing else lists the sections.
 */

export interface CategorySection {
  /** URL segment and API resource, e.g. "india-news". */
  key: string;
  /** Page name stored in an article's `pages[]`, e.g. "IndiaNews" (spec 001 §3). */
  pageName: string;
  /** Listing route, e.g. "/india-news". */
  path: string;
  /** Full label in the desktop navigation. */
  navLabel: string;
  /** Short label in the compact mobile navigation. */
  shortLabel: string;
  /** Default category label on detail pages when an item has none (spec 001 §9). */
  defaultCategory: string;
  /** GET/POST list endpoint under /api (spec 001 §7). */
  apiPath: string;
  /** Admin editor route (spec 001 §2). */
  editorPath: string;
  /** Where the link sits in the header: the main row or behind More. */
  nav: "main" | "more";
  /** Empty-list text on the listing page (spec 001 §8). */
  emptyMessage: string;
  /** Editor save texts (spec 001 §8). */
  savedMessage: string;
  saveFailedMessage: string;
  /** The web-stories editor asks this before deleting (spec 001 §5); every editor asks something. */
  deleteConfirm: string;
  /** One-line description used for the listing page's meta description. */
  description: string;
}

function section(
  key: string,
  pageName: string,
  navLabel: string,
  shortLabel: string,
  nav: "main" | "more",
  texts: Partial<Pick<CategorySection, "emptyMessage" | "savedMessage" | "saveFailedMessage" | "deleteConfirm" | "defaultCategory" | "apiPath">> & {
    description: string;
  },
): CategorySection {
  const defaultCategory = texts.defaultCategory ?? navLabel;
  return {
    key,
    pageName,
    path: `/${key}`,
    navLabel,
    shortLabel,
    defaultCategory,
    apiPath: texts.apiPath ?? `/api/${key}`,
    editorPath: `/admin/update-${texts.apiPath ? texts.apiPath.replace("/api/", "") : key}`,
    nav,
    emptyMessage: texts.emptyMessage ?? `No ${defaultCategory.toLowerCase()} available.`,
    savedMessage: texts.savedMessage ?? `${defaultCategory} updated successfully!`,
    saveFailedMessage: texts.saveFailedMessage ?? `Failed to update ${defaultCategory.toLowerCase()}`,
    deleteConfirm: texts.deleteConfirm ?? `Are you sure you want to delete this item from ${defaultCategory}?`,
    description: texts.description,
  };
}

export const CATEGORY_SECTIONS: readonly CategorySection[] = [
  section("world", "WorldNews", "World", "World", "main", {
    apiPath: "/api/world-news",
    defaultCategory: "World News",
    savedMessage: "Content updated successfully!",
    saveFailedMessage: "Failed to update content",
    description: "World news from a UK and Indian diaspora point of view.",
  }),
  section("viral", "ViralNews", "Viral", "Viral", "main", {
    apiPath: "/api/viral-news",
    defaultCategory: "Viral News",
    emptyMessage: "No Viral News available.",
    savedMessage: "Viral news updated successfully!",
    saveFailedMessage: "Failed to update viral news",
    description: "The stories everyone is sharing today.",
  }),
  section("latest-news", "LatestNews", "Latest News", "Latest", "main", {
    emptyMessage: "No latest news available.",
    savedMessage: "Latest news updated successfully.",
    saveFailedMessage: "Failed to update latest news.",
    description: "The latest news as it happens, from the UK and India.",
  }),
  section("india-news", "IndiaNews", "India News", "India", "main", {
    savedMessage: "India news updated",
    saveFailedMessage: "Failed to update India news",
    description: "News from India for the diaspora in the UK and Europe.",
  }),
  section("web-stories", "WebStories", "Web Stories", "Stories", "main", {
    deleteConfirm: "Are you sure you want to delete this web story?",
    description: "Short visual stories from the newsroom.",
  }),
  section("science-news", "ScienceNews", "Science News", "Science", "main", {
    description: "Science and research news from the UK, India and beyond.",
  }),
  section("opinion", "Opinion", "Opinion", "Opinion", "main", {
    description: "Columns and comment from our writers and guests.",
  }),
  section("defence", "Defence", "Defence", "Defence", "more", {
    description: "Defence and security news.",
  }),
  section("sportfit", "SportFit", "SportFit", "SportFit", "more", {
    description: "Sport, fitness and healthy living.",
  }),
  section("education", "Education", "Education", "Education", "more", {
    description: "Schools, universities and learning.",
  }),
  section("election-news", "ElectionNews", "Election News", "Elections", "more", {
    description: "Elections in the UK, India and around the world.",
  }),
  section("health", "Health", "Health", "Health", "more", {
    description: "Health news and the NHS.",
  }),
  section("tech", "Tech", "Tech", "Tech", "more", {
    description: "Technology news from the UK and India.",
  }),
  section("initiatives", "Initiatives", "Initiatives", "Initiatives", "more", {
    savedMessage: "Initiatives updated successfully.",
    saveFailedMessage: "Failed to update initiatives.",
    description: "The channel's community initiatives and campaigns.",
  }),
  section("entertainment", "Entertainment", "Entertainment", "Entertain", "more", {
    description: "Bollywood, British TV, music and culture.",
  }),
];

/** Home feeds that are not category pages (spec 000 §7 "Home contents"). */
export interface HomeFeed {
  /** Path segment under /api/home-contents/published/pages/. */
  key: string;
  pageName: string;
  label: string;
}

export const HOME_FEEDS: readonly HomeFeed[] = [
  { key: "latest-news", pageName: "LatestNews", label: "More to Explore" },
  { key: "top-stories", pageName: "TopStories", label: "Top Stories" },
  { key: "community", pageName: "Community", label: "Community" },
  { key: "money", pageName: "Money", label: "Money" },
  { key: "sports", pageName: "Sports", label: "Sports" },
  { key: "deep-dive", pageName: "DeepDive", label: "Deep Dive" },
  { key: "technology", pageName: "Technology", label: "Technology" },
];

/** Every page name an article may carry in `pages[]`. */
export const PAGE_NAMES: readonly string[] = [...new Set([...CATEGORY_SECTIONS.map((s) => s.pageName), ...HOME_FEEDS.map((f) => f.pageName)])];

/** Resolve a page name ("WorldNews") or a feed/section key ("top-stories", "world") to a page name. */
export function resolvePageName(pageOrKey: string): string | undefined {
  if (PAGE_NAMES.includes(pageOrKey)) return pageOrKey;
  const feed = HOME_FEEDS.find((f) => f.key === pageOrKey);
  if (feed) return feed.pageName;
  const section = CATEGORY_SECTIONS.find((s) => s.key === pageOrKey || s.apiPath === `/api/${pageOrKey}`);
  return section?.pageName;
}

export function sectionByKey(key: string): CategorySection | undefined {
  return CATEGORY_SECTIONS.find((s) => s.key === key);
}

export function sectionByPageName(pageName: string): CategorySection | undefined {
  return CATEGORY_SECTIONS.find((s) => s.pageName === pageName);
}

export interface NavLink {
  to: string;
  label: string;
  shortLabel: string;
}

/** Main navigation in the spec's order (spec 000 §2 "Site shell"). */
export const MAIN_NAV: readonly NavLink[] = [
  { to: "/", label: "Home", shortLabel: "Home" },
  { to: "/live", label: "Live TV", shortLabel: "Live" },
  { to: "/videos", label: "Videos", shortLabel: "Videos" },
  ...CATEGORY_SECTIONS.filter((s) => s.nav === "main").map((s) => ({ to: s.path, label: s.navLabel, shortLabel: s.shortLabel })),
];

/** The More group in the spec's order. */
export const MORE_NAV: readonly NavLink[] = CATEGORY_SECTIONS.filter((s) => s.nav === "more").map((s) => ({
  to: s.path,
  label: s.navLabel,
  shortLabel: s.shortLabel,
}));

/** Whether `pathname` belongs to the nav link `to` (used to highlight the current page). */
export function isNavLinkActive(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
