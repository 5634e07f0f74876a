import { articleShareLinks, type LiveBlogEntryWire, type LiveBlogPageWire, VIDEO_EMBED_ORIGIN } from "@matv/shared";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useEdition, useT } from "../../i18n/texts";
import { liveBlogIslandTexts, liveBlogTime } from "./liveBlogText";

/** One entry: its anchor (#entry-{id}) is its permalink; the island finds it by data-entry-id and data-version. */
export function LiveBlogEntry({ entry, pageUrl }: { entry: LiveBlogEntryWire; pageUrl: string }) {
  const permalink = `${pageUrl}#entry-${entry._id}`;
  const t = useT();
  const locale = useEdition().locale;
  return (
    <article
      id={`entry-${entry._id}`}
      data-entry-id={entry._id}
      data-version={entry.version}
      className={`scroll-mt-4 border-t-2 py-5 ${entry.isKeyEvent ? "border-brand" : "border-gray-200"}`}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <a href={`#entry-${entry._id}`} className="font-bold text-gray-900 hover:underline">
          <time dateTime={entry.createdAt}>{liveBlogTime(entry.createdAt, false, locale)}</time>
        </a>
        {entry.pinned && <span className="rounded bg-brand px-1.5 py-0.5 text-xs font-bold uppercase text-white">{t("liveBlog.pinned")}</span>}
        {entry.isKeyEvent && <span className="rounded bg-gray-900 px-1.5 py-0.5 text-xs font-bold uppercase text-white">{t("liveBlog.keyEvent")}</span>}
        {entry.editedAt && (
          <span className="text-xs italic">
            {t("liveBlog.updated")} <time dateTime={entry.editedAt}>{liveBlogTime(entry.editedAt, false, locale)}</time>
          </span>
        )}
      </p>
      {entry.title && <h2 className="mt-1 text-xl font-bold">{entry.title}</h2>}
      {/* Sanitised on the server when saved (services/liveBlogs). */}
      <div className="article-content mt-2" dangerouslySetInnerHTML={{ __html: entry.body }} />
      {entry.imageUrl && (
        <ResponsiveImage
          src={entry.imageUrl}
          alt={entry.imageAlt ?? ""}
          sizes="(min-width: 1024px) 48rem, 100vw"
          className="mt-3 aspect-video w-full rounded"
        />
      )}
      {entry.youtubeId && (
        <iframe
          className="mt-3 aspect-video w-full rounded"
          src={`${VIDEO_EMBED_ORIGIN}/embed/${entry.youtubeId}`}
          title={entry.title ? t("liveBlog.video", { title: entry.title }) : t("liveBlog.videoClip")}
          loading="lazy"
          allowFullScreen
        />
      )}
      <footer className="mt-3 flex flex-wrap items-center gap-3 text-sm text-gray-700">
        {entry.author && <span>{entry.author.name}</span>}
        <a href={permalink} className="underline">
          {t("liveBlog.permalink")}
        </a>
        {articleShareLinks(permalink, entry.title || t("liveBlog.shareTitle")).map((link) => (
          <a
            key={link.network}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="underline"
            aria-label={t("liveBlog.shareOn", { network: link.label })}
          >
            {link.label}
          </a>
        ))}
      </footer>
    </article>
  );
}

/** The live blog page: heading, key events, pinned entry, the entries newest first, "Older updates". */
export function LiveBlogView({ page, url, path, before }: { page: LiveBlogPageWire; url: string; path: string; before: string | null }) {
  const { blog } = page;
  const pageUrl = before ? `${url}?before=${before}` : url;
  const latest = before ? null : (page.entries[0]?._id ?? page.pinned?._id ?? null);
  const t = useT();
  const locale = useEdition().locale;
  return (
    <div
      className="mx-auto max-w-3xl"
      data-live-blog={blog._id}
      data-latest={latest ?? ""}
      data-status={blog.status}
      data-page-url={pageUrl}
      data-texts={JSON.stringify(liveBlogIslandTexts(t, locale))}
    >
      <p className="flex items-center gap-2 text-sm font-bold uppercase">
        {blog.status === "live" ? (
          <span className="rounded bg-red-700 px-2 py-0.5 text-white">{t("liveBlog.live")}</span>
        ) : (
          <span className="rounded bg-gray-700 px-2 py-0.5 text-white">{t("liveBlog.ended")}</span>
        )}
        <span className="text-gray-700">
          {t("liveBlog.since")} <time dateTime={blog.coverageStart}>{liveBlogTime(blog.coverageStart, true, locale)}</time>
        </span>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold leading-tight sm:text-4xl">{blog.title}</h1>
      {blog.summary && <p className="mt-3 text-lg text-gray-700">{blog.summary}</p>}
      {blog.imageUrl && (
        <ResponsiveImage
          src={blog.imageUrl}
          alt={blog.imageAlt ?? ""}
          sizes="(min-width: 1024px) 48rem, 100vw"
          priority
          className="mt-4 aspect-video w-full rounded-lg"
        />
      )}

      {page.keyEvents.length > 0 && (
        <nav aria-labelledby="key-events" className="mt-6 rounded border border-gray-200 p-4">
          <h2 id="key-events" className="font-bold">
            {t("liveBlog.keyEvents")}
          </h2>
          <ul className="mt-2 space-y-1">
            {page.keyEvents.map((event) => (
              <li key={event._id}>
                <a href={`${event.before ? `${path}?before=${event.before}` : before ? path : ""}#entry-${event._id}`} className="underline">
                  <time dateTime={event.createdAt} className="font-semibold">
                    {liveBlogTime(event.createdAt, false, locale)}
                  </time>{" "}
                  {event.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {page.pinned && !before && (
        <section aria-label={t("liveBlog.pinned")} className="mt-6 rounded bg-gray-50 px-4" data-pinned>
          <LiveBlogEntry entry={page.pinned} pageUrl={pageUrl} />
        </section>
      )}

      <h2 className="sr-only">{t("liveBlog.updates")}</h2>
      <button
        type="button"
        hidden
        data-new-updates
        className="fixed left-1/2 top-4 z-20 -translate-x-1/2 rounded-full bg-brand px-4 py-2 font-semibold text-white shadow-lg"
      >
        {t("liveBlog.newUpdates", { count: 0 })}
      </button>
      <div data-entries className="mt-4">
        {page.entries.map((entry) => (
          <LiveBlogEntry key={entry._id} entry={entry} pageUrl={pageUrl} />
        ))}
        {page.entries.length === 0 && !page.pinned && <p className="py-6 text-gray-700">{t("liveBlog.noEntries")}</p>}
      </div>
      {/* The one live region: new updates are announced counted ("3 new updates"), never entry by entry. */}
      <p role="status" aria-live="polite" className="sr-only" data-live-status />
      {(page.olderBefore || before) && (
        <nav aria-label={t("liveBlog.pages")} className="mt-6 flex gap-4 border-t border-gray-200 pt-4">
          {before && (
            <a href={path} className="font-semibold underline">
              {t("liveBlog.latest")}
            </a>
          )}
          {page.olderBefore && (
            <a href={`${path}?before=${page.olderBefore}`} className="font-semibold underline" rel="next">
              {t("liveBlog.older")}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
