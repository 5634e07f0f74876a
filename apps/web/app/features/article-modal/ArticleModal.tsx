import {
  type ArticleWire,
  articleShareLinks,
  authorPath,
  DEFAULT_AUTHOR_NAME,
  FALLBACK_IMAGE,
  formatReadTime,
  previewDescription,
  deepDiveCardAsStory,
  type ShareNetwork,
  shareWindowFeatures,
  SITE,
  socialImage,
  storyPath,
} from "@matv/shared";
import { Link2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { TimeAgo } from "../../components/TimeAgo";
import { useT } from "../../i18n/texts";
import { AuthorProfile } from "../author/AuthorProfile";
import { authorFromNameLookup } from "../author/authorProfileRules";
import { copyLink } from "../../lib/share";
import type { HomeStory } from "../home/sectionData";
import { reportError } from "../../lib/reportError";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";

interface AuthorInfo {
  name: string;
  avatar?: string;
  title?: string;
}

/** Category badge: category, else the first tag, else News (spec 000 §2). */
export function modalCategory(article: Pick<ArticleWire, "category" | "tags">): string {
  return article.category?.trim() || article.tags?.[0] || "News";
}

function postAnalytics(path: "view" | "share", body: Record<string, string>) {
  const request = path === "view" ? api.analyticsView() : api.analyticsShare();
  // Tracking failures are only logged (spec 000 §8).
  apiFetch(request, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), keepalive: true })
    .then((res) => {
      if (!res.ok) reportError(`analytics ${path}`, res.status);
    })
    .catch((error: unknown) => reportError(`analytics ${path}`, error));
}

/** Sets the page title and social-preview tags while the modal is open; puts the old ones back after. */
function useDocumentMeta(article: HomeStory, url: string) {
  useEffect(() => {
    const description = previewDescription(article.summary, article.content);
    const image = new URL(socialImage(article.img || article.imageUrl, FALLBACK_IMAGE), window.location.origin).toString();
    const values: Array<[string, string, string]> = [
      ["name", "description", description],
      ["property", "og:title", article.title],
      ["property", "og:description", description],
      ["property", "og:image", image],
      ["property", "og:url", url],
      ["property", "og:type", "article"],
      ["name", "twitter:card", "summary_large_image"],
      ["name", "twitter:title", article.title],
      ["name", "twitter:description", description],
      ["name", "twitter:image", image],
    ];
    const restore: Array<() => void> = [];
    for (const [attr, key, content] of values) {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
      if (tag) {
        const old = tag.content;
        restore.push(() => tag!.setAttribute("content", old));
      } else {
        tag = document.createElement("meta");
        tag.setAttribute(attr, key);
        document.head.append(tag);
        const created = tag;
        restore.push(() => created.remove());
      }
      tag.setAttribute("content", content);
    }
    const oldTitle = document.title;
    document.title = `${article.title} | ${SITE.name}`;
    return () => {
      document.title = oldTitle;
      for (const undo of restore) undo();
    };
  }, [article, url]);
}

/**
 * The article modal (spec 000 §2): a full-screen dialog over the home page. While open, the address
 * is the article's own page, so reload, back and sharing all work.
 */
function currentAddress(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

let pendingStepBack: Promise<void> | null = null;

/**
 * Closed by the reader: step back off the article's address without React Router seeing a navigation. If the
 * browser ignores the step (no popstate within 500 ms), the address is put back by hand.
 */
function stepBackQuietly(previous: string): void {
  const step = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener("popstate", swallow, { capture: true });
      window.clearTimeout(timer);
      if (currentAddress() !== previous) window.history.replaceState(window.history.state, "", previous);
      if (pendingStepBack === step) pendingStepBack = null;
      resolve();
    };
    const swallow = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      done();
    };
    window.addEventListener("popstate", swallow, { capture: true });
    const timer = window.setTimeout(done, 500);
    window.history.back();
  });
  pendingStepBack = step;
}

export function ArticleModal({ article: initial, onClose }: { article: HomeStory; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [article, setArticle] = useState<HomeStory>(initial);
  const [author, setAuthor] = useState<AuthorInfo | null>(null);
  const [showAuthor, setShowAuthor] = useState(false);
  const t = useT();
  const path = storyPath(article);
  const url = typeof window === "undefined" ? path : new URL(path, window.location.origin).toString();
  const authorName = article.author?.trim() || DEFAULT_AUTHOR_NAME;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useDocumentMeta(article, url);

  // Open as a modal dialog (the rest of the page becomes inert), move the address, record a view.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    let previous = "";
    let pushed = false;
    let cancelled = false;
    let closedByBack = false;
    // The browser's Back closes the modal; React Router must not treat it as a navigation.
    const onPop = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      closedByBack = true;
      closeRef.current();
    };
    const moveAddress = () => {
      if (cancelled) return;
      previous = currentAddress();
      window.history.pushState({ ...(window.history.state as object | null), matvModal: initial._id }, "", storyPath(initial));
      pushed = true;
      window.addEventListener("popstate", onPop, { capture: true });
    };
    // A modal closed a moment ago may still be stepping back off its address: push only once that step has landed.
    if (pendingStepBack) void pendingStepBack.then(moveAddress);
    else moveAddress();
    postAnalytics("view", { articleId: initial._id, timestamp: new Date().toISOString() });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      cancelled = true;
      document.body.style.overflow = overflow;
      window.removeEventListener("popstate", onPop, { capture: true });
      if (pushed && !closedByBack && (window.history.state as { matvModal?: string } | null)?.matvModal === initial._id) {
        stepBackQuietly(previous);
      }
    };
  }, [initial]);

  // Lists sent with the page leave the body out; fetch the whole article.
  useEffect(() => {
    if (initial.content) return;
    const controller = new AbortController();
    // A deep-dive card (it has its own page): its sections come from the deep-dive API.
    if (initial.pagePath) {
      apiFetch(api.deepDiveCard(initial._id), { signal: controller.signal })
        .then((res) => (res.ok ? res.json() : null))
        .then((card) => {
          if (card?._id) setArticle(deepDiveCardAsStory(card));
        })
        .catch(() => undefined);
      return () => controller.abort();
    }
    apiFetch(api.publishedStory(initial._id), { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body) => {
        if (body?.success && body.data) setArticle(body.data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [initial]);

  // The author's avatar and title, when the newsroom knows them; failure leaves the name alone.
  useEffect(() => {
    const controller = new AbortController();
    apiFetch(api.authorByName(authorName), { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: unknown) => {
        const found = authorFromNameLookup(body);
        if (found) setAuthor({ name: found.name, avatar: found.avatar, title: found.title });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [authorName]);

  function share(network: ShareNetwork, href: string) {
    window.open(
      href,
      `share-${network}`,
      shareWindowFeatures(network, { width: window.outerWidth, height: window.outerHeight, left: window.screenX, top: window.screenY }),
    );
    postAnalytics("share", { articleId: article._id, platform: network, timestamp: new Date().toISOString() });
  }

  async function copyArticleLink() {
    if (await copyLink(url)) postAnalytics("share", { articleId: article._id, platform: "copy", timestamp: new Date().toISOString() });
  }

  const category = modalCategory(article);
  const titleId = `modal-title-${article._id}`;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-black/75 p-0 backdrop:bg-black/40"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Focus stays inside: Tab from the last control goes to the first, Shift+Tab the other way.
        if (event.key !== "Tab" || !dialogRef.current) return;
        const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter(
          (el) => el.offsetParent !== null,
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        // A click on the overlay itself (not the panel) closes.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="mx-auto my-0 min-h-full w-full max-w-3xl bg-white shadow-xl sm:my-8 sm:min-h-0 sm:rounded-lg">
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-gray-200 bg-white px-4 py-2">
          <span className="text-sm font-bold uppercase tracking-wide text-brand">{SITE.fullName}</span>
          <button type="button" onClick={onClose} aria-label={t("modal.close")} className="rounded p-2 hover:bg-gray-100" autoFocus>
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        {showAuthor ? (
          // The shared profile (features/author), with its Back returning to the article.
          <div className="p-4 sm:p-6">
            <AuthorProfile authorName={authorName} onBack={() => setShowAuthor(false)} />
          </div>
        ) : (
          <article>
            <ResponsiveImage src={article.img || article.imageUrl} alt="" sizes="(min-width: 768px) 768px, 100vw" priority className="aspect-video w-full" />
            <div className="space-y-4 p-4 sm:p-6">
              <p className="flex flex-wrap items-center gap-2">
                <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold uppercase text-white">{category}</span>
                {article.isLive && <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">{t("common.live")}</span>}
                {article.readTime > 0 && <span className="text-xs text-gray-700">{formatReadTime(article.readTime)}</span>}
              </p>
              <h2 id={titleId} className="text-2xl font-extrabold leading-tight sm:text-3xl">
                {article.title}
              </h2>
              <div className="flex flex-wrap items-center gap-3 text-sm text-gray-700">
                {author?.avatar && <img src={author.avatar} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />}
                <div>
                  <a href={authorPath(authorName)} target="_blank" rel="noopener noreferrer" className="font-semibold text-ink underline">
                    {authorName}
                  </a>
                  {author?.title && <span className="block text-xs">{author.title}</span>}
                </div>
                <TimeAgo date={article.publishedAt} className="text-xs" />
                <button type="button" onClick={() => setShowAuthor(true)} className="text-xs font-semibold text-brand underline">
                  {t("modal.aboutAuthor", { author: authorName })}
                </button>
              </div>
              <div className="flex flex-wrap gap-2" role="group" aria-label={t("share.shareArticle")}>
                {articleShareLinks(url, article.title).map((link) => (
                  <button
                    key={link.network}
                    type="button"
                    onClick={() => share(link.network, link.href)}
                    className="rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
                  >
                    {link.label}
                  </button>
                ))}
                <button
                  type="button"
                  onClick={copyArticleLink}
                  className="inline-flex items-center gap-1 rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
                >
                  <Link2 aria-hidden="true" className="h-4 w-4" /> {t("share.copyLink")}
                </button>
              </div>
              {article.summary && (
                <section aria-label={t("modal.summary")} className="rounded border-l-4 border-brand bg-red-50 p-4">
                  <h3 className="mb-1 text-sm font-bold uppercase">{t("modal.summary")}</h3>
                  <p>{article.summary}</p>
                </section>
              )}
              {/* The API sanitises stored HTML on every read (rules/sanitizeHtml.ts). */}
              <div className="prose-article" dangerouslySetInnerHTML={{ __html: article.content }} />
              <p>
                <a href={path} className="font-semibold text-brand underline">
                  {article.pagePath ? "Read the full deep dive" : "Open the full article page"}
                </a>
              </p>
            </div>
          </article>
        )}
      </div>
    </dialog>
  );
}
