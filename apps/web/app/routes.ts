import { CATEGORY_SECTIONS } from "@matv/shared";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The site's route table (spec 001 §2 "Full route table"). Section pages come from the registry. */
export default [
  index("routes/home.tsx"),
  route("articles/:slug", "routes/article.tsx"),
  ...CATEGORY_SECTIONS.map((s) => route(`${s.key}`, "routes/section.tsx", { id: `section-${s.key}` })),
  ...CATEGORY_SECTIONS.map((s) => route(`${s.key}/:id`, "routes/section-detail.tsx", { id: `section-detail-${s.key}` })),
  ...CATEGORY_SECTIONS.map((s) => route(`${s.key}/rss.xml`, "routes/feeds/section-rss.ts", { id: `section-rss-${s.key}` })),
  route("blog/:id", "routes/blog.tsx"),
  route("deep-dive/:id", "routes/deep-dive.tsx"),
  route("author/:authorName", "routes/author.tsx"),
  route("about", "routes/about.tsx"),
  route("search", "routes/search.tsx"),
  route("rss.xml", "routes/feeds/rss.ts"),
  route("sitemap.xml", "routes/feeds/sitemap-index.ts"),
  route("sitemaps/:name", "routes/feeds/sitemap.ts"),
  route("robots.txt", "routes/feeds/robots.ts"),
  route("login", "routes/login.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("petition", "routes/petition.tsx"),
  route("diaspora-support", "routes/diaspora-support.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("videos", "routes/videos.tsx"),
  route("live", "routes/live.tsx"),
  route("schedule", "routes/schedule.tsx"),
  route("live-updates/:slug", "routes/live-blog.tsx"),
  // Staff area: client-rendered, token-guarded layout; children are the dashboard, editors and staff views.
  route("admin", "routes/admin/layout.tsx", [
    route("signatures", "routes/admin/signatures.tsx"),
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
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("stories", "routes/admin/stories.tsx"),
    route("stories/new", "routes/admin/stories.edit.tsx", { id: "admin-story-new" }),
    route("stories/:id", "routes/admin/stories.edit.tsx", { id: "admin-story-edit" }),
    route("audit", "routes/admin/audit.tsx"),
    route("liveblogs", "routes/admin/liveblogs.tsx"),
    route("liveblogs/:id", "routes/admin/liveblogs.edit.tsx"),
  ]),
  // A story before it is published, from a short-lived token: never cached, never indexed.
  route("preview/:token", "routes/preview.tsx"),
  // Any unknown path shows the login screen, with status 404 (spec 001 §2).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
