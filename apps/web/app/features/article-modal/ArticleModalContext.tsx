import { readablePath, storyPath } from "@matv/shared";
import type { HomeStory } from "../home/sectionData";
import { TranslatorProvider, type Translator } from "../../i18n/texts";
import { createContext, lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

const importModal = () => import("./ArticleModal");
const ArticleModal = lazy(() => importModal().then((m) => ({ default: m.ArticleModal })));

/** The namespaces the modal says (with its author profile and share links). */
export const MODAL_TEXTS = ["modal", "share"] as const;

interface ModalApi {
  open(article: HomeStory, trigger: HTMLElement | null): void;
}

const ModalContext = createContext<ModalApi | null>(null);

interface Opened {
  article: HomeStory;
  trigger: HTMLElement | null;
  /** The translator with the modal's texts, when they came apart from the page's. */
  translator?: Translator;
}

/**
 * Lets any home card open the article modal; the modal's code loads on first use. `modalTexts`: on a page that
 * did not send the modal's texts (an islands page, ADR 088), the translator with them; the modal opens once it and
 * the modal's code have come, and if they cannot, the card's link loads its page.
 */
export function ArticleModalProvider({ children, modalTexts }: { children: ReactNode; modalTexts?: () => Promise<Translator> }) {
  const [current, setCurrent] = useState<Opened | null>(null);
  const api = useMemo<ModalApi>(
    () => ({
      open: (article, trigger) => {
        if (!modalTexts) return setCurrent({ article, trigger });
        Promise.all([modalTexts(), importModal()]).then(
          ([translator]) => setCurrent({ article, trigger, translator }),
          () => {
            if (trigger instanceof HTMLAnchorElement) window.location.assign(trigger.href);
          },
        );
      },
    }),
    [modalTexts],
  );
  const returnFocus = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    returnFocus.current = current?.trigger ?? null;
    setCurrent(null);
  }, [current]);
  // Focus goes back to the card that opened the modal, once the dialog has gone.
  useEffect(() => {
    if (current || !returnFocus.current) return;
    if (returnFocus.current.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  }, [current]);
  return (
    <ModalContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          {current.translator ? (
            <TranslatorProvider translator={current.translator}>
              <ArticleModal key={current.article._id} article={current.article} onClose={close} />
            </TranslatorProvider>
          ) : (
            <ArticleModal key={current.article._id} article={current.article} onClose={close} />
          )}
        </Suspense>
      )}
    </ModalContext.Provider>
  );
}

export function useArticleModal(): ModalApi | null {
  return useContext(ModalContext);
}

interface StoryLinkProps {
  article: HomeStory;
  className?: string;
  children: ReactNode;
}

/** A card's link: the article's own page (works without script, new tabs), the modal on a plain click. */
export function StoryLink({ article, className, children }: StoryLinkProps) {
  const modal = useArticleModal();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!modal || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    modal.open(article, event.currentTarget);
  }
  return (
    // data-story-id (and data-deep-dive): what the page's one modal opener fetches when no React owns this link (ADR 088).
    // The href's letters as they are: the browser encodes them when it follows it (ADR 088).
    <a
      href={readablePath(storyPath(article))}
      onClick={onClick}
      className={className}
      aria-haspopup="dialog"
      data-story-id={article._id}
      data-deep-dive={article.pagePath ? "" : undefined}
    >
      {children}
    </a>
  );
}
