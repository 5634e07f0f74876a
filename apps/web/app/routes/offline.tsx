import { SITE } from "@matv/shared";
import type { RouteHandle } from "../lib/renderMode";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/offline";

// Static: the service worker keeps this page and shows it when the network is gone (ADR 074).
export const handle: RouteHandle = { render: "static" };

export function loader({ context }: Route.LoaderArgs) {
  return { url: `${context.origin}/offline` };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: "You are offline", description: `${SITE.fullName} cannot be reached right now.`, url: data?.url ?? "/offline", noindex: true });

/**
 * /offline: what a reader sees when a page cannot load. The service worker fills the list with the headlines of
 * the pages this reader last loaded (serviceWorker/offlineHeadlines.ts); kept pages may open from the browser's cache.
 */
export default function Offline() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold">You are offline</h1>
      <p className="mt-3 text-lg">{SITE.fullName} cannot be reached right now. Check your connection, then try again.</p>
      <p className="mt-3">
        <a href="/" className="font-semibold text-brand underline">
          Try again
        </a>
      </p>
      <h2 className="mt-8 text-xl font-bold">Stories you saw recently</h2>
      <p id="offline-none" className="mt-3 text-gray-700">
        Nothing saved yet on this device.
      </p>
      <ul id="offline-headlines" className="mt-3 list-disc space-y-2 pl-6"></ul>
    </div>
  );
}
