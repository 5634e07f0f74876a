/**
 * How a page reaches the browser (ADR 037). Each route declares its mode once, in its `handle`:
 *   static      the server HTML is the page: no React runtime, only the islands script (article, listings)
 *   hydrate     React Router's runtime, hydrating the page as usual (the default)
 * root.tsx (what the page carries) and entry.server.tsx (how it is rendered) both read it from here.
 */
export type RenderMode = "static" | "hydrate";

export interface RouteHandle {
  render?: RenderMode;
  /**
   * A hydrated page whose server HTML still works without its scripts (links, text), so the live player's
   * navigation layer may show it in place while the stream plays (ADR 063). Static pages always can.
   */
  follow?: "in-place";
  /**
   * The stylesheet inside the page instead of linked (ADR 084): only for a page shown with no network, the offline
   * page the service worker keeps, which cannot fetch the file then.
   */
  styles?: "inline";
}

/** Whether a matched route carries the stylesheet inline (ADR 084); every other page links the cached file. */
export function inlinesStyles(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.styles === "inline");
}

/** Whether a matched route lets the live player show this page in place (ADR 063). */
export function followsInPlace(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.follow === "in-place");
}

/** The head tag that carries `follow` to the browser (root.tsx writes it; the navigation layer reads it). */
export const FOLLOW_META_NAME = "matv-follow";

/** The mode of the deepest matched route that declares one; `hydrate` when none does. */
export function renderMode(handles: readonly unknown[]): RenderMode {
  for (let i = handles.length - 1; i >= 0; i--) {
    const mode = (handles[i] as RouteHandle | undefined)?.render;
    if (mode) return mode;
  }
  return "hydrate";
}
