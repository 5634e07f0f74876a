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

/** The page-wide JSON block (`ISLANDS_PAGE_ID`): the texts the page's islands say, and the server's clock. */
export interface IslandsPage {
  src: string;
  edition: EditionCode;
  messages: CompiledMessages;
  now: number;
}

let translator: Translator | undefined;

/** Tells the loader once the island's first commit has run (its effects, timers and listeners are live). */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/** Hydrates one island's server HTML (`root`) with its component and props; resolves once it has hydrated. */
export async function hydrateIsland(root: HTMLElement, name: string, props: object, page: IslandsPage): Promise<void> {
  const load = ISLANDS[name as IslandName] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) throw new Error(`No island named ${name}`);
  const Component = await load();
  translator ??= createTranslator(page.edition, page.messages);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      <TranslatorProvider translator={translator!}>
        <StoryClockProvider serverNow={page.now}>
          <ArticleModalProvider>
            <Hydrated onDone={resolve}>
              <Component {...props} />
            </Hydrated>
          </ArticleModalProvider>
        </StoryClockProvider>
      </TranslatorProvider>,
      { onRecoverableError: (error) => reportError(`island ${name}`, error) },
    );
  });
}
