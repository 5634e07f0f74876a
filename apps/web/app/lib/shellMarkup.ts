import { createContext, useContext } from "react";

/**
 * The inside of the site header and footer, already rendered, for pages without the React runtime
 * (handle.hydrate === false). entry.server gives it (lib/shellMarkup.server.tsx); hydrated pages and
 * the browser get undefined and render the components themselves.
 */
export interface ShellMarkup {
  header: string;
  footer: string;
}

export const ShellMarkupContext = createContext<ShellMarkup | undefined>(undefined);
export const useShellMarkup = () => useContext(ShellMarkupContext);
