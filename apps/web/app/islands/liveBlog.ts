/**
 * The live blog page's island (issue 22, ADR 061): checks for updates every LIVE_BLOG_POLL_MS while the tab
 * is visible (the answer is cached on the server and revalidated with ETag/304), inserts new entries at the
 * top when the reader is there, else counts them on a "N new updates" button and in the tab title, so
 * nothing moves under a reader who scrolled; edited entries are replaced and deleted ones removed in place.
 * Built by Vite into its own inline script (vite.config.ts `?iife`); only /live-updates/* carries it.
 */
import { type LiveBlogMergePlan, planLiveBlogMerge, titleWithCount } from "@matv/shared/liveBlogMerge";
import { articleShareLinks } from "@matv/shared/share";
import { LIVE_BLOG_TEXTS, liveBlogTime } from "../features/liveblog/liveBlogText";

interface Entry {
  _id: string;
  version: number;
  title: string;
  body: string;
  imageUrl: string | null;
  imageAlt: string | null;
  youtubeId: string | null;
  isKeyEvent: boolean;
  pinned: boolean;
  author: { name: string } | null;
  createdAt: string;
  editedAt: string | null;
}

/** LIVE_BLOG_POLL_MS of @matv/shared/liveBlogs (not imported: that module brings zod). */
const POLL_MS = 10_000;
const root = document.querySelector<HTMLElement>("[data-live-blog]");
const list = root?.querySelector<HTMLElement>("[data-entries]");
const button = root?.querySelector<HTMLButtonElement>("[data-new-updates]");
const status = root?.querySelector<HTMLElement>("[data-live-status]");

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = ""): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function time(iso: string): HTMLTimeElement {
  const node = el("time", "", liveBlogTime(iso));
  node.dateTime = iso;
  return node;
}

/** The same markup as features/liveblog/LiveBlogView's LiveBlogEntry. */
function renderEntry(entry: Entry, pageUrl: string): HTMLElement {
  const article = el("article", `scroll-mt-4 border-t-2 py-5 ${entry.isKeyEvent ? "border-brand" : "border-gray-200"}`);
  article.id = `entry-${entry._id}`;
  article.dataset.entryId = entry._id;
  article.dataset.version = String(entry.version);
  const meta = el("p", "flex flex-wrap items-center gap-2 text-sm text-gray-700");
  const stamp = el("a", "font-bold text-gray-900 hover:underline");
  stamp.href = `#entry-${entry._id}`;
  stamp.append(time(entry.createdAt));
  meta.append(stamp);
  if (entry.pinned) meta.append(el("span", "rounded bg-brand px-1.5 py-0.5 text-xs font-bold uppercase text-white", LIVE_BLOG_TEXTS.pinned));
  if (entry.isKeyEvent) meta.append(el("span", "rounded bg-gray-900 px-1.5 py-0.5 text-xs font-bold uppercase text-white", LIVE_BLOG_TEXTS.keyEvent));
  if (entry.editedAt) {
    const updated = el("span", "text-xs italic", `${LIVE_BLOG_TEXTS.updated} `);
    updated.append(time(entry.editedAt));
    meta.append(updated);
  }
  article.append(meta);
  if (entry.title) article.append(el("h2", "mt-1 text-xl font-bold", entry.title));
  const body = el("div", "article-content mt-2");
  // Sanitised by the server when saved (the same HTML the server render inserts).
  body.innerHTML = entry.body;
  article.append(body);
  if (entry.imageUrl) {
    const img = el("img", "mt-3 aspect-video w-full rounded object-cover");
    img.src = entry.imageUrl;
    img.alt = entry.imageAlt ?? "";
    img.width = 1200;
    img.height = 675;
    article.append(img);
  }
  if (entry.youtubeId) {
    const frame = el("iframe", "mt-3 aspect-video w-full rounded");
    frame.src = `https://www.youtube-nocookie.com/embed/${entry.youtubeId}`;
    frame.title = entry.title ? `Video: ${entry.title}` : "Video clip";
    frame.allowFullscreen = true;
    article.append(frame);
  }
  const footer = el("footer", "mt-3 flex flex-wrap items-center gap-3 text-sm text-gray-700");
  if (entry.author) footer.append(el("span", "", entry.author.name));
  const permalink = `${pageUrl}#entry-${entry._id}`;
  const link = el("a", "underline", LIVE_BLOG_TEXTS.permalink);
  link.href = permalink;
  footer.append(link);
  for (const share of articleShareLinks(permalink, entry.title || LIVE_BLOG_TEXTS.shareTitle)) {
    const a = el("a", "underline", share.label);
    a.href = share.href;
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    a.setAttribute("aria-label", `Share this update on ${share.label}`);
    footer.append(a);
  }
  article.append(footer);
  return article;
}

if (root && list && button && root.dataset.status === "live") {
  const blogId = root.dataset.liveBlog as string;
  const pageUrl = root.dataset.pageUrl ?? location.pathname;
  const baseTitle = document.title;
  let latest = root.dataset.latest ?? "";
  let pending: Entry[] = [];
  let timer: number | undefined;

  const shown = () => {
    const versions = new Map<string, number>();
    for (const node of root.querySelectorAll<HTMLElement>("[data-entry-id]")) versions.set(node.dataset.entryId as string, Number(node.dataset.version));
    return versions;
  };
  // At the top: the first entry's top edge (or the list's) is still in view.
  const atTop = () => list.getBoundingClientRect().top > -40;

  /**
   * Tells screen readers, politely, how many updates arrived: one counted sentence per check, never the
   * entries themselves. Emptied first, so the same count twice in a row is announced again.
   */
  const announce = (count: number) => {
    if (!status || count === 0) return;
    status.textContent = "";
    window.setTimeout(() => (status.textContent = LIVE_BLOG_TEXTS.newUpdates(count)), 100);
  };

  const showPending = () => {
    button.hidden = pending.length === 0;
    button.textContent = LIVE_BLOG_TEXTS.newUpdates(pending.length);
    document.title = titleWithCount(baseTitle, pending.length);
  };

  const insert = (entries: Entry[]) => {
    if (!entries.length) return;
    list.querySelector(":scope > p")?.remove();
    list.prepend(...entries.map((entry) => renderEntry(entry, pageUrl)));
  };

  const apply = (plan: LiveBlogMergePlan<Entry>) => {
    for (const entry of plan.replace) for (const node of root.querySelectorAll(`[data-entry-id="${entry._id}"]`)) node.replaceWith(renderEntry(entry, pageUrl));
    for (const id of plan.remove) for (const node of root.querySelectorAll(`[data-entry-id="${id}"]`)) node.remove();
    insert(plan.insert);
    // Inserted at the top, the reader hears how many; held back on the button, what the button says.
    const count = plan.insert.length || (plan.pending.length > pending.length ? plan.pending.length : 0);
    pending = plan.pending;
    showPending();
    announce(count);
  };

  const check = async () => {
    try {
      const response = await fetch(`/api/liveblogs/${blogId}/entries${latest ? `?after=${latest}` : ""}`, { cache: "no-cache" });
      if (response.ok) {
        const { data } = (await response.json()) as { data: { entries: Entry[]; changed: Entry[]; deleted: string[]; latest: string | null } };
        if (data.latest) latest = data.latest;
        apply(planLiveBlogMerge({ atTop: atTop(), shown: shown(), pending, updates: data }));
      }
    } catch {
      // Offline for a moment: the next check tries again.
    }
  };

  const schedule = () => {
    window.clearTimeout(timer);
    timer = document.hidden ? undefined : window.setTimeout(() => void check().then(schedule), POLL_MS);
  };

  button.addEventListener("click", () => {
    insert(pending);
    pending = [];
    showPending();
    list.scrollIntoView({ block: "start" });
    (list.firstElementChild as HTMLElement | null)?.focus?.();
  });
  // Back at the top, the held-back entries go in.
  window.addEventListener(
    "scroll",
    () => {
      // Announced when they arrived: they go in quietly.
      if (pending.length && atTop()) {
        insert(pending);
        pending = [];
        showPending();
      }
    },
    { passive: true },
  );
  // Background tabs do not poll; coming back checks at once.
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) window.clearTimeout(timer);
    else void check().then(schedule);
  });
  schedule();
}
