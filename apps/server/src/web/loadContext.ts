import type { Services } from "../services/index.ts";

/** What page loaders receive as `context` (declared for the web app in apps/web/app/loadContext.ts). */
export interface PageLoadContext {
  services: Services;
  /** Absolute origin for canonical URLs and Open Graph. */
  origin: string;
}
