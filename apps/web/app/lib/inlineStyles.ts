import { createContext, useContext } from "react";

/**
 * The site's compiled stylesheet as text, given by entry.server. Pages without the React runtime
 * (handle.hydrate === false) put it in a <style> element instead of linking it: one render-blocking
 * request less on a slow connection (ADR 021). Undefined in the browser and in unit tests.
 */
export const InlineStylesContext = createContext<string | undefined>(undefined);
export const useInlineStyles = () => useContext(InlineStylesContext);
