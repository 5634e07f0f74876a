/**
 * One live blog entry as DOM, for the live blog island (islands/liveBlog.ts): the same markup as
 * features/liveblog/LiveBlogView's LiveBlogEntry, checked by liveBlogEntry.test.tsx, so an entry that arrives
 * while the reader is on the page looks exactly like one the server rendered.
 */
import { FALLBACK_IMAGE } from "@matv/shared/content";
import { VIDEO_EMBED_ORIGIN } from "@matv/shared/deepDive";
import { responsiveImage } from "@matv/shared/images";
import type { LiveBlogEntryWire } from "@matv/shared/liveBlogs";
import { articleShareLinks } from "@matv/shared/share";
import { type LiveBlogIslandTexts, liveBlogTime } from "../features/liveblog/liveBlogText";

/** ResponsiveImage's sizes for an entry's image (LiveBlogEntry). */
const ENTRY_IMAGE_SIZES = "(min-width: 1024px) 48rem, 100vw";

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = ""): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function time(iso: string, locale: string): HTMLTimeElement {
  const node = el("time", "", liveBlogTime(iso, false, locale));
  node.dateTime = iso;
  return node;
}

/** `texts`: the page's words for what the island writes (`data-texts`, in the page's language). */
export function renderLiveBlogEntry(entry: LiveBlogEntryWire, pageUrl: string, texts: LiveBlogIslandTexts): HTMLElement {
  const article = el("article", `scroll-mt-4 border-t-2 py-5 ${entry.isKeyEvent ? "border-brand" : "border-gray-200"}`);
  article.id = `entry-${entry._id}`;
  article.dataset.entryId = entry._id;
  article.dataset.version = String(entry.version);
  const meta = el("p", "flex flex-wrap items-center gap-2 text-sm text-gray-700");
  const stamp = el("a", "font-bold text-gray-900 hover:underline");
  stamp.href = `#entry-${entry._id}`;
  stamp.append(time(entry.createdAt, texts.lang));
  meta.append(stamp);
  if (entry.pinned) meta.append(el("span", "rounded bg-brand px-1.5 py-0.5 text-xs font-bold uppercase text-white", texts.pinned));
  if (entry.isKeyEvent) meta.append(el("span", "rounded bg-gray-900 px-1.5 py-0.5 text-xs font-bold uppercase text-white", texts.keyEvent));
  if (entry.editedAt) {
    const updated = el("span", "text-xs italic", `${texts.updated} `);
    updated.append(time(entry.editedAt, texts.lang));
    meta.append(updated);
  }
  article.append(meta);
  if (entry.title) article.append(el("h2", "mt-1 text-xl font-bold", entry.title));
  const body = el("div", "article-content mt-2");
  // Sanitised by the server when saved (the same HTML the server render inserts).
  body.innerHTML = entry.body;
  article.append(body);
  if (entry.imageUrl) {
    const image = responsiveImage(entry.imageUrl, FALLBACK_IMAGE);
    const img = el("img", "img-cover mt-3 aspect-video w-full rounded");
    img.src = image.src;
    if (image.srcSet) {
      img.srcset = image.srcSet;
      img.sizes = ENTRY_IMAGE_SIZES;
    }
    img.alt = entry.imageAlt ?? "";
    img.width = 1200;
    img.height = 675;
    img.loading = "lazy";
    img.decoding = "async";
    article.append(img);
  }
  if (entry.youtubeId) {
    const frame = el("iframe", "mt-3 aspect-video w-full rounded");
    frame.src = `${VIDEO_EMBED_ORIGIN}/embed/${entry.youtubeId}`;
    frame.title = entry.title ? texts.video.replace("%s", entry.title) : texts.videoClip;
    frame.setAttribute("loading", "lazy");
    frame.setAttribute("allowfullscreen", "");
    article.append(frame);
  }
  const footer = el("footer", "mt-3 flex flex-wrap items-center gap-3 text-sm text-gray-700");
  if (entry.author) footer.append(el("span", "", entry.author.name));
  const permalink = `${pageUrl}#entry-${entry._id}`;
  const link = el("a", "underline", texts.permalink);
  link.href = permalink;
  footer.append(link);
  for (const share of articleShareLinks(permalink, entry.title || texts.shareTitle)) {
    const a = el("a", "underline", share.label);
    a.href = share.href;
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    a.setAttribute("aria-label", texts.shareOn.replace("%s", share.label));
    footer.append(a);
  }
  article.append(footer);
  return article;
}
