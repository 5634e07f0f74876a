import { CATEGORY_SECTIONS } from "@matv/shared";

export interface AdminLink {
  to: string;
  label: string;
}

/** The dashboard grid (spec 001 §2 "Admin dashboard"): every /admin/update-* editor, then staff views. */
export const ADMIN_EDITOR_LINKS: readonly AdminLink[] = [
  { to: "/admin/update-homepage", label: "Homepage" },
  { to: "/admin/update-matv", label: "MATV section" },
  { to: "/admin/update-deep-dive", label: "Deep dive cards" },
  ...CATEGORY_SECTIONS.map((s) => ({ to: s.editorPath, label: s.key === "world" ? "World news and recommended" : s.navLabel })),
];

export const ADMIN_TOOL_LINKS: readonly AdminLink[] = [
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/stories", label: "Stories" },
  { to: "/admin/blogs", label: "Blog posts" },
  { to: "/admin/authors", label: "Authors" },
  { to: "/admin/live-scores", label: "Live scores" },
  { to: "/admin/liveblogs", label: "Live blogs" },
  { to: "/admin/staff", label: "Staff accounts" },
  { to: "/admin/petitions", label: "Petitions" },
  { to: "/admin/signatures", label: "Petition signatures" },
  { to: "/admin/support-requests", label: "Support requests" },
  { to: "/admin/live-tv", label: "Live TV" },
  { to: "/admin/schedule", label: "TV schedule" },
  { to: "/admin/shows", label: "Shows" },
  { to: "/admin/breaking", label: "Breaking news banner" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/alerts", label: "Alerts sent" },
  { to: "/admin/audit", label: "Audit log" },
];

/** What writers may open: the desk (stories and blog posts), live blogs (they post entries), their stories' analytics and their own account (the list editors and staff views answer them 403). */
const WRITER_LINKS = new Set(["/admin/analytics", "/admin/stories", "/admin/blogs", "/admin/liveblogs", "/admin/staff"]);

/** The dashboard's links for a role: writers see only what they can use; the server checks every call anyway. */
export function dashboardLinks(role: string | undefined): { editors: readonly AdminLink[]; tools: readonly AdminLink[] } {
  if (role === "admin") return { editors: ADMIN_EDITOR_LINKS, tools: ADMIN_TOOL_LINKS };
  // The audit log is for admins only.
  if (role !== "writer") return { editors: ADMIN_EDITOR_LINKS, tools: ADMIN_TOOL_LINKS.filter((link) => link.to !== "/admin/audit") };
  return { editors: [], tools: ADMIN_TOOL_LINKS.filter((link) => WRITER_LINKS.has(link.to)) };
}
