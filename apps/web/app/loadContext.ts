import type { PageLoadContext } from "../../server/src/web/loadContext.ts";

// Page loaders receive the server's services directly (no HTTP hop to ourselves).
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}

export type { PageLoadContext };
