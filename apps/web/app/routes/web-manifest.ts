import { SITE } from "@matv/shared";

/** The installable site's description (ADR 074): names, colours, standalone display and the locally drawn icons. */
const MANIFEST = {
  id: "/",
  name: SITE.fullName,
  short_name: SITE.name,
  description: SITE.tagline,
  lang: "en-GB",
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: "#b91c1c",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

/** `/manifest.webmanifest` */
export function loader() {
  return new Response(JSON.stringify(MANIFEST), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
