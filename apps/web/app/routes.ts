import { CATEGORY_SECTIONS, type Edition, EDITIONS } from "@matv/shared";
import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The reader's routes of one edition (ADR 076): English at the spec's paths, every other edition the same
 * pages under its prefix (/hi, /hi/world, /hi/articles/…). The same route files serve every edition; their
 * loaders read the edition from the address. Route ids of the default edition stay the files' own.
 */
function readerRoutes(edition: Edition): RouteConfigEntry[] {
  const base = edition.prefix.replace(/^\//, "");
  const at = (path: string) => (base ? (path ? `${base}/${path}` : base) : path);
  const id = (own: string) => (base ? { id: `${edition.code}-${own}` } : own.startsWith("routes/") ? {} : { id: own });
  const page = (path: string, file: string) => route(at(path), file, id(file.replace(/\.tsx?$/, "")));
  return [
    base ? route(base, "routes/home.tsx", id("routes/home")) : index("routes/home.tsx"),
    page("articles/:slug", "routes/article.tsx"),
    ...CATEGORY_SECTIONS.map((s) => route(at(s.key), "routes/section.tsx", id(`section-${s.key}`))),
    ...CATEGORY_SECTIONS.map((s) => route(at(`${s.key}/:id`), "routes/section-detail.tsx", id(`section-detail-${s.key}`))),
    ...CATEGORY_SECTIONS.map((s) => route(at(`${s.key}/rss.xml`), "routes/feeds/section-rss.ts", id(`section-rss-${s.key}`))),
    page("blog/:id", "routes/blog.tsx"),
    page("deep-dive/:id", "routes/deep-dive.tsx"),
    page("author/:authorName", "routes/author.tsx"),
    page("about", "routes/about.tsx"),
    page("search", "routes/search.tsx"),
    page("rss.xml", "routes/feeds/rss.ts"),
    page("newsletter", "routes/newsletter.tsx"),
    page("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    page("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    page("newsletter/language", "routes/newsletter-language.tsx"),
    page("petition", "routes/petition.tsx"),
    page("diaspora-support", "routes/diaspora-support.tsx"),
    page("terms", "routes/terms.tsx"),
    page("privacy", "routes/privacy.tsx"),
    page("videos", "routes/videos.tsx"),
    page("videos/:videoId", "routes/video.tsx"),
    page("shows", "routes/shows.tsx"),
    page("shows/:slug", "routes/show.tsx"),
    page("live", "routes/live.tsx"),
    page("schedule", "routes/schedule.tsx"),
    page("live-updates/:slug", "routes/live-blog.tsx"),
    // Alerts in the edition's language (ADR 074).
    page("alerts", "routes/alerts.tsx"),
    page("offline", "routes/offline.tsx"),
  ];
}

/** The site's route table (spec 001 §2 "Full route table"). Section pages come from the registry. */
export default [
  ...EDITIONS.flatMap(readerRoutes),
  route("sitemap.xml", "routes/feeds/sitemap-index.ts"),
  route("sitemaps/:name", "routes/feeds/sitemap.ts"),
  route("robots.txt", "routes/feeds/robots.ts"),
  route("shows/:slug/calendar.ics", "routes/feeds/show-calendar.ts"),
  route("schedule.ics", "routes/feeds/schedule-calendar.ts"),
  route("texts.json", "routes/texts.ts"),
  route("login", "routes/login.tsx"),
  // The installable site (ADR 074).
  route("sw.js", "routes/service-worker.ts"),
  route("manifest.webmanifest", "routes/web-manifest.ts"),
  // Staff area: client-rendered, token-guarded layout; children are the dashboard, editors and staff views.
  route("admin", "routes/admin/layout.tsx", [
    route("signatures", "routes/admin/signatures.tsx"),
    route("petitions", "routes/admin/petitions.tsx"),
    route("support-requests", "routes/admin/support-requests.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("update-world-news", "routes/admin/update-world-news.tsx"),
    route("update-homepage", "routes/admin/update-homepage.tsx"),
    route("update-matv", "routes/admin/update-matv.tsx"),
    route("update-deep-dive", "routes/admin/update-deep-dive.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    ...CATEGORY_SECTIONS.filter((s) => s.key !== "world").map((s) =>
      route(s.editorPath.replace("/admin/", ""), "routes/admin/update-list.tsx", { id: `admin-${s.key}` }),
    ),
    route("live-tv", "routes/admin/live-tv.tsx"),
    route("schedule", "routes/admin/schedule.tsx"),
    route("shows", "routes/admin/shows.tsx"),
    route("breaking", "routes/admin/breaking.tsx"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("alerts", "routes/admin/alerts.tsx"),
    route("stories", "routes/admin/stories.tsx"),
    route("stories/new", "routes/admin/stories.edit.tsx", { id: "admin-story-new" }),
    route("stories/:id", "routes/admin/stories.edit.tsx", { id: "admin-story-edit" }),
    route("blogs", "routes/admin/blogs.tsx"),
    route("blogs/new", "routes/admin/blogs.edit.tsx", { id: "admin-blog-new" }),
    route("blogs/:id", "routes/admin/blogs.edit.tsx", { id: "admin-blog-edit" }),
    route("audit", "routes/admin/audit.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("authors", "routes/admin/authors.tsx"),
    route("live-scores", "routes/admin/live-scores.tsx"),
    route("liveblogs", "routes/admin/liveblogs.tsx"),
    route("liveblogs/:id", "routes/admin/liveblogs.edit.tsx"),
  ]),
  // A story before it is published, from a short-lived token: never cached, never indexed.
  route("preview/:token", "routes/preview.tsx"),
  // Any unknown path shows the login screen, with status 404 (spec 001 §2).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
