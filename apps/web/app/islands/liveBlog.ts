/**
 * The live blog page's island (ADR 061): checks for updates every LIVE_BLOG_POLL_MS while the tab
 * is visible (the answer is cached on the server and revalidated with ETag/304), inserts new entries at the
 * top when the reader is there, else counts them on a "N new updates" button and in the tab title, so
 * nothing moves under a reader who scrolled; edited entries are replaced and deleted ones removed in place.
 * Built by Vite into its own inline script (vite.config.ts `?iife`); only /live-updates/* carries it.
 */
import { type LiveBlogMergePlan, planLiveBlogMerge, titleWithCount } from "@matv/shared/liveBlogMerge";
import type { LiveBlogEntryWire } from "@matv/shared/liveBlogs";
import { type LiveBlogIslandTexts, newUpdatesText } from "../features/liveblog/liveBlogText";
import { renderLiveBlogEntry } from "./liveBlogEntry";
import { apiFetch } from "../lib/api/reader";
import * as api from "../lib/api/endpoints";

/** LIVE_BLOG_POLL_MS of @matv/shared/liveBlogs (not imported: that module brings zod). */
const POLL_MS = 10_000;
const root = document.querySelector<HTMLElement>("[data-live-blog]");
const list = root?.querySelector<HTMLElement>("[data-entries]");
const button = root?.querySelector<HTMLButtonElement>("[data-new-updates]");
const status = root?.querySelector<HTMLElement>("[data-live-status]");

if (root && list && button && root.dataset.status === "live") {
  const blogId = root.dataset.liveBlog as string;
  const pageUrl = root.dataset.pageUrl ?? location.pathname;
  const baseTitle = document.title;
  let latest = root.dataset.latest ?? "";
  // The page's words for what this script writes, in its language (LiveBlogView's data-texts).
  const texts = JSON.parse(root.dataset.texts ?? "{}") as LiveBlogIslandTexts;
  let pending: LiveBlogEntryWire[] = [];
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
    window.setTimeout(() => (status.textContent = newUpdatesText(texts, count)), 100);
  };

  const showPending = () => {
    button.hidden = pending.length === 0;
    button.textContent = newUpdatesText(texts, pending.length);
    document.title = titleWithCount(baseTitle, pending.length);
  };

  const insert = (entries: LiveBlogEntryWire[]) => {
    if (!entries.length) return;
    list.querySelector(":scope > p")?.remove();
    list.prepend(...entries.map((entry) => renderLiveBlogEntry(entry, pageUrl, texts)));
  };

  const apply = (plan: LiveBlogMergePlan<LiveBlogEntryWire>) => {
    for (const entry of plan.replace)
      for (const node of root.querySelectorAll(`[data-entry-id="${entry._id}"]`)) node.replaceWith(renderLiveBlogEntry(entry, pageUrl, texts));
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
      const response = await apiFetch(api.liveBlogUpdates(blogId, latest), { cache: "no-cache" });
      if (response.ok) {
        const { data } = await response.json();
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
