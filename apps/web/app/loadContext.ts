import type { PageLoadContext } from "@matv/shared";

// Page loaders receive the server's read-only SiteReader, the newsletter signup, the origin and the logger
// (packages/shared/src/siteReader.ts; built by apps/server/src/web/loadContext.ts).
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}
