/**
 * The islands' browser module (ADR 078), built by Vite into hashed files (vite.config.ts `?islands`) and
 * imported by the inline loader (hydrateIslands.ts) the first time an island of the page must hydrate: React,
 * then each island's component in its own file. Each island is its own React root over its server HTML,
 * inside the providers the page gives every component on the server (texts, the story clock, the modal).
 */
import { deepDiveCardAsStory, editionByCode, type EditionCode, editionPath } from "@matv/shared";
import { type CompiledMessages, createTranslator, type Translator } from "@matv/shared/i18n/translator";
import { type ComponentType, type ReactNode, useCallback, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { StoryClockProvider } from "../components/TimeAgo";
import { ArticleModalProvider, MODAL_TEXTS, useArticleModal } from "../features/article-modal/ArticleModalContext";
import type { HomeStory } from "../features/home/sectionData";
import * as api from "../lib/api/endpoints";
import { apiFetch } from "../lib/api/reader";
import { fetchPageTexts, TranslatorProvider } from "../i18n/texts";
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

/**
 * The page's translator with the article modal's texts, which the page block leaves out (ADR 088): fetched once,
 * the first time a story opens; a failed fetch is asked again at the next.
 */
const modalTranslators = new WeakMap<IslandsPage, Promise<Translator>>();
function modalTranslator(page: IslandsPage): Promise<Translator> {
  let translator = modalTranslators.get(page);
  if (!translator) {
    // The page's edition, whatever the address says (the modal moves it to the story's).
    translator = fetchPageTexts(editionPath(editionByCode(page.edition), "/"), MODAL_TEXTS).then((texts) => {
      if (!texts) throw new Error("the article modal's texts did not come");
      return createTranslator(page.edition, { ...page.messages, ...texts.messages });
    });
    translator.catch(() => modalTranslators.delete(page));
    modalTranslators.set(page, translator);
  }
  return translator;
}

/** The providers the server gave every component of the page: its texts, its story clock, the article modal. */
function PageProviders({ page, children }: { page: IslandsPage; children: ReactNode }) {
  let translator = translators.get(page);
  if (!translator) translators.set(page, (translator = createTranslator(page.edition, page.messages)));
  const modalTexts = useCallback(() => modalTranslator(page), [page]);
  return (
    <TranslatorProvider translator={translator}>
      <StoryClockProvider serverNow={page.now}>
        <ArticleModalProvider modalTexts={modalTexts}>{children}</ArticleModalProvider>
      </StoryClockProvider>
    </TranslatorProvider>
  );
}

/** Hydrates one island's server HTML (`root`) with its component and props; resolves once it has hydrated. */
export async function hydrateIsland(root: HTMLElement, name: string, props: object, page: IslandsPage): Promise<void> {
  const load = ISLANDS[name as IslandName] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) throw new Error(`No island named ${name}`);
  const Component = await load();
  await new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      <PageProviders page={page}>
        <Hydrated root={root} onDone={resolve}>
          <Component {...props} />
        </Hydrated>
      </PageProviders>,
      { onRecoverableError: (error) => reportError(`island ${name}`, error) },
    );
  });
}

type ModalOpener = NonNullable<ReturnType<typeof useArticleModal>>;

/** Hands the modal provider's opener out of React once it has mounted. */
function ModalOpenerOut({ onReady }: { onReady: (open: ModalOpener) => void }) {
  const modal = useArticleModal();
  useEffect(() => {
    if (modal) onReady(modal);
  }, [modal, onReady]);
  return null;
}

/** The page's one article modal (ADR 088): a React root of its own, mounted at the first story opened. */
let modalHost: Promise<ModalOpener> | null = null;
function articleModalHost(page: IslandsPage): Promise<ModalOpener> {
  modalHost ??= new Promise<ModalOpener>((resolve) => {
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container, { onRecoverableError: (error) => reportError("article modal", error) }).render(
      <PageProviders page={page}>
        <ModalOpenerOut onReady={resolve} />
      </PageProviders>,
    );
  });
  return modalHost;
}

/** The story a card's link names (`data-story-id`, `data-deep-dive`), as the API gives it: the modal's first view. */
async function fetchStory(link: HTMLAnchorElement): Promise<HomeStory> {
  const id = link.dataset.storyId ?? "";
  if (link.dataset.deepDive !== undefined) {
    const res = await apiFetch(api.deepDiveCard(id));
    if (!res.ok) throw new Error(`deep-dive card ${id}: ${res.status}`);
    return deepDiveCardAsStory(await res.json());
  }
  const res = await apiFetch(api.publishedStory(id));
  const body = res.ok ? await res.json() : null;
  if (!body?.success || !body.data) throw new Error(`story ${id}: ${res.status}`);
  return body.data;
}

/**
 * Opens the story of a card link that no island owns (a section sent as server HTML, ADR 088) in the article
 * modal, as the card's own click does in React: the story fetched through the API, focus back to the link on close.
 */
export async function openStory(link: HTMLAnchorElement, page: IslandsPage): Promise<void> {
  // The modal's own file and texts too, at the same time: the provider then finds them loaded.
  const [modal, story] = await Promise.all([articleModalHost(page), fetchStory(link), import("../features/article-modal/ArticleModal"), modalTranslator(page)]);
  modal.open(story, link);
}
