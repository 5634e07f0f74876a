import { createContext, useContext } from "react";
import type { EditionLink } from "./editionLinks";

/** The page's links to the other editions (root.tsx computes them once per page; the header's switch reads them). */
export const EditionLinksContext = createContext<EditionLink[]>([]);
export const useEditionLinks = () => useContext(EditionLinksContext);
