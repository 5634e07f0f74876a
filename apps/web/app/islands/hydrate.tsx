/**
 * The islands' browser module (ADR 078), built by Vite into hashed files (vite.config.ts `?islands`) and
 * imported by the inline loader (hydrateIslands.ts) the first time an island of the page must hydrate: React,
 * then each island's component in its own file. Each island is its own React root over its server HTML,
 * inside the providers the page gives every component on the server (texts, the story clock, the modal).
 */
import type { EditionCode } from "@matv/shared";
import { type CompiledMessages, createTranslator, type Translator } from "@matv/shared/i18n/translator";
import { type ComponentType, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { StoryClockProvider } from "../components/TimeAgo";
import { ArticleModalProvider } from "../features/article-modal/ArticleModalContext";
import { TranslatorProvider } from "../i18n/texts";
import { reportError } from "../lib/reportError";
import { ISLANDS, type IslandName } from "./registry";
import { captureTypedInput, leaveReplayedFields } from "./typedInput";

/** The page-wide JSON block (`ISLANDS_PAGE_ID`): the texts the page's islands say, and the server's clock. */
export interface IslandsPage {
  src: string;
  edition: EditionCode;
  messages: CompiledMessages;
  now: number;
}

/** One translator per page block (a document has one; the loader parses its block once). */
const translators = new WeakMap<IslandsPage, Translator>();

/**
 * Tells the loader once the island's first commit has run (its effects, timers and listeners are live), after
 * giving the component what the reader typed into its server HTML meanwhile (typedInput.ts).
 */
function Hydrated({ root, onDone, children }: { root: HTMLElement; onDone: () => void; children: ReactNode }) {
  useEffect(() => {
    const typed = captureTypedInput(root);
    if (!typed.fields.length) return onDone();
    // Each in a task of its own: the changes once React's commit is over, the fields left once it has rendered them.
    let later = setTimeout(() => {
      typed.replay();
      later = setTimeout(() => {
        leaveReplayedFields(typed.fields);
        onDone();
      }, 0);
    }, 0);
    return () => clearTimeout(later);
  }, [root, onDone]);
  return children;
}

/** Hydrates one island's server HTML (`root`) with its component and props; resolves once it has hydrated. */
export async function hydrateIsland(root: HTMLElement, name: string, props: object, page: IslandsPage): Promise<void> {
  const load = ISLANDS[name as IslandName] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) throw new Error(`No island named ${name}`);
  const Component = await load();
  let translator = translators.get(page);
  if (!translator) translators.set(page, (translator = createTranslator(page.edition, page.messages)));
  await new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      <TranslatorProvider translator={translator}>
        <StoryClockProvider serverNow={page.now}>
          <ArticleModalProvider>
            <Hydrated root={root} onDone={resolve}>
              <Component {...props} />
            </Hydrated>
          </ArticleModalProvider>
        </StoryClockProvider>
      </TranslatorProvider>,
      { onRecoverableError: (error) => reportError(`island ${name}`, error) },
    );
  });
}
