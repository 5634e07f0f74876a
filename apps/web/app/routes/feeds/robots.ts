import type { Route } from "./+types/robots";

/** `/robots.txt`: the sitemaps, and the staff area and the API kept out. */
export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /api", "Allow: /", "", `Sitemap: ${context.origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
