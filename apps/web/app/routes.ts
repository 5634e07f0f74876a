import { CATEGORY_SECTIONS } from "@matv/shared";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The site's route table (spec 001 §2 "Full route table"). Section pages come from the registry. */
export default [
  index("routes/home.tsx"),
  route("articles/:slug", "routes/article.tsx"),
  ...CATEGORY_SECTIONS.map((s) => route(`${s.key}`, "routes/section.tsx", { id: `section-${s.key}` })),
  route("login", "routes/login.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  // Staff area: client-rendered, token-guarded layout; children are the dashboard, editors and staff views.
  route("admin", "routes/admin/layout.tsx", [
  ]),
  // Any unknown path shows the login screen, with status 404 (spec 001 §2).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
