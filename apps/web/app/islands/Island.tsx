import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import { usePageAssets } from "../lib/pageAssets";
import type { IslandsPage } from "./hydrate";
import { ISLAND_ATTRIBUTES, ISLANDS_PAGE_ID, type IslandPriority } from "./islandMarkup";
import type { IslandName } from "./registry";

/** JSON safe inside a `<script>` element: no `<` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Where a component renders (ADR 088): "page" in the server HTML of a page with islands, outside any island
 * (a part that needs the browser, such as a like button, becomes an island of its own there); "island" inside
 * an island's markup; "none" elsewhere (a hydrated page, an island hydrating in the browser).
 */
type IslandPlace = "page" | "island" | "none";
const IslandPlaceContext = createContext<IslandPlace>("none");

/** Marks a static page's server HTML as the place where parts may become islands of their own (`useOwnIsland`). */
export function IslandsPageScope({ children }: { children: ReactNode }) {
  return <IslandPlaceContext.Provider value="page">{children}</IslandPlaceContext.Provider>;
}

/**
 * Whether a part should render as an island of its own: only in the server HTML of an islands page, outside
 * any island (inside one, or once in the browser, it is the component itself, as the enclosing island renders it).
 */
export function useOwnIsland(): boolean {
  const place = useContext(IslandPlaceContext);
  return import.meta.env.SSR && place === "page";
}

export interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  priority: IslandPriority;
  /** A time (ms) when what the server wrote goes stale (the schedule's next programme): it hydrates then unasked (ADR 085). */
  wakeAt?: number;
  /** Inside phrasing content (a like button in a paragraph): `span` wrappers instead of `div`. */
  inline?: boolean;
}

/**
 * One existing React component as an island of a static page (ADR 078): in the server HTML, the component's
 * markup inside a wrapper naming it, with its own props as a JSON block beside the markup; in the browser the
 * loader hydrates that markup alone with the same component and props. After a client-side navigation (the
 * page rendered by React Router in the browser) it is the component in the same wrapper.
 */
export function Island<P extends object>({ name, component: Component, props, priority, wakeAt, inline }: IslandProps<P>) {
  const Wrapper = inline ? "span" : "div";
  return (
    <Wrapper {...{ [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.priority]: priority, [ISLAND_ATTRIBUTES.wake]: wakeAt }}>
      {import.meta.env.SSR && <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />}
      <Wrapper {...{ [ISLAND_ATTRIBUTES.root]: "" }}>
        <IslandPlaceContext.Provider value="island">
          <Component {...props} />
        </IslandPlaceContext.Provider>
      </Wrapper>
    </Wrapper>
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
