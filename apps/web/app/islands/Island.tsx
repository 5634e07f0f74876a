import type { ComponentType } from "react";
import { usePageAssets } from "../lib/pageAssets";
import type { IslandsPage } from "./hydrate";
import { ISLAND_ATTRIBUTES, ISLANDS_PAGE_ID, type IslandPriority } from "./islandMarkup";
import type { IslandName } from "./registry";

/** JSON safe inside a `<script>` element: no `<` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  priority: IslandPriority;
  /** A time (ms) when what the server wrote goes stale (the schedule's next programme): it hydrates then unasked (ADR 085). */
  wakeAt?: number;
}

/**
 * One existing React component as an island of a static page (ADR 078): in the server HTML, the component's
 * markup inside a wrapper naming it, with its own props as a JSON block beside the markup; in the browser the
 * loader hydrates that markup alone with the same component and props. After a client-side navigation (the
 * page rendered by React Router in the browser) it is the component in the same wrapper.
 */
export function Island<P extends object>({ name, component: Component, props, priority, wakeAt }: IslandProps<P>) {
  return (
    <div {...{ [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.priority]: priority, [ISLAND_ATTRIBUTES.wake]: wakeAt }}>
      {import.meta.env.SSR && <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />}
      <div {...{ [ISLAND_ATTRIBUTES.root]: "" }}>
        <Component {...props} />
      </div>
    </div>
  );
}

/**
 * The page-wide JSON block of the islands (hydrate.tsx `IslandsPage`): the islands module's address, the texts
 * and the server's clock, once for every island. Only in the server HTML: after a client-side navigation the
 * page is React Router's and nothing reads it.
 */
export function IslandsPageData({ texts, now }: { texts: Pick<IslandsPage, "edition" | "messages"> | undefined; now: number }) {
  const src = usePageAssets()?.islandsModule;
  if (!import.meta.env.SSR || !src || !texts) return null;
  const page: IslandsPage = { src, edition: texts.edition, messages: texts.messages, now };
  return <script type="application/json" id={ISLANDS_PAGE_ID} dangerouslySetInnerHTML={{ __html: scriptJson(page) }} />;
}
