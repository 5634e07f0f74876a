import { type ArticleWire, articlePath, editionPath, formatEditionNumber } from "@matv/shared";
import { ArrowLeft, Eye, Linkedin, type LucideIcon, Twitter } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { StoryClockProvider, TimeAgo } from "../../components/TimeAgo";
import {
  authorFromNameLookup,
  type AuthorProfileAuthor,
  type AuthorProfileInitial,
  type AuthorTab,
  type AuthorView,
  contentQuery,
  formatViews,
  mergeArticles,
  placeholderAuthor,
  viewHref,
  withHttps,
} from "./authorProfileRules";
import { reportError } from "../../lib/reportError";
import { FilterOptions } from "../../components/FilterOptions";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";
import { useEdition, useT } from "../../i18n/texts";

interface AuthorProfileProps {
  /** The author's name as in the URL (decoded). */
  authorName: string;
  /** In the article modal: replaces the history back action. */
  onBack?: () => void;
  /** Server-rendered first view (the /author page); without it the component fetches on mount. */
  initial?: AuthorProfileInitial;
  /** The server's clock (the /author loader's `now`): the articles' times in the server HTML and at hydration. */
  now?: number;
}

/**
 * The profile's words (ADR 076) are `modal.author.*`: the profile is also shown inside the article modal, so
 * every page that can open the modal (it sends `modal`) has them; the /author page sends `modal.author`.
 */
const TABS: Array<{ tab: AuthorTab; label: string }> = [
  { tab: "latest", label: "modal.author.tabLatest" },
  { tab: "popular", label: "modal.author.tabPopular" },
  { tab: "archive", label: "modal.author.tabArchive" },
];

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-6 text-gray-700" data-testid="author-spinner">
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-gray-300 border-t-brand" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The author profile (spec 000 §2 "Author profile"), on its own page or inside the article modal. */
function SocialLink({ href, icon: Icon, label }: { href: string; icon: LucideIcon; label: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand underline">
        <Icon aria-hidden="true" className="h-4 w-4" /> {label}
      </a>
    </li>
  );
}

/** One filter of the archive tab: the empty first option means all. */
function ArchiveSelect(props: { label: string; name: string; value: string; anyLabel: string; options: string[]; onChange(value: string): void }) {
  return (
    <label className="flex flex-col text-sm font-semibold">
      {props.label}
      <select
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="mt-1 rounded border border-gray-300 px-3 py-2 font-normal"
      >
        <FilterOptions anyLabel={props.anyLabel} options={props.options.map((option) => ({ value: option, label: option }))} />
      </select>
    </label>
  );
}

export function AuthorProfile({ authorName, onBack, initial, now }: AuthorProfileProps) {
  const [author, setAuthor] = useState<AuthorProfileAuthor | null>(initial ? (initial.author ?? placeholderAuthor(authorName)) : null);
  const [found, setFound] = useState(initial ? initial.author !== null : true);
  const [articles, setArticles] = useState<ArticleWire[]>(initial?.content ?? []);
  const [hasMore, setHasMore] = useState(initial?.hasMore ?? false);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<AuthorView>(initial?.view ?? { tab: "latest", year: "", category: "" });
  const [listLoading, setListLoading] = useState(!initial);
  const [moreLoading, setMoreLoading] = useState(false);
  const [followers, setFollowers] = useState(initial?.author?.followersCount ?? 0);
  const [following, setFollowing] = useState(initial?.author?.following ?? false);
  const [followBusy, setFollowBusy] = useState(false);
  const request = useRef(0);
  const t = useT();
  const edition = useEdition();

  async function loadContent(authorId: string, nextView: AuthorView, nextPage: number) {
    const ticket = ++request.current;
    const res = await apiFetch(api.authorContent(authorId, contentQuery(nextView, nextPage)), { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
    const body = await res.json();
    if (ticket !== request.current) return; // a newer request won
    setArticles((current) => mergeArticles(current, body.content, nextPage));
    setHasMore(body.hasMore);
    setPage(nextPage);
  }

  // In the modal there is no server render: fetch the author, then the first page.
  useEffect(() => {
    if (initial) return;
    let cancelled = false;
    (async () => {
      try {
        const res = await apiFetch(api.authorByName(authorName), { headers: { accept: "application/json" } });
        if (res.status === 404) {
          if (!cancelled) {
            setAuthor(placeholderAuthor(authorName));
            setFound(false);
          }
          return;
        }
        if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
        const found = authorFromNameLookup(await res.json());
        if (!found) throw new Error("Unexpected author answer");
        if (cancelled) return;
        setAuthor(found);
        setFollowers(found.followersCount);
        setFollowing(found.following);
        await loadContent(found._id, view, 1);
      } catch (error) {
        reportError("Failed to fetch author", error);
        if (!cancelled) {
          setAuthor(placeholderAuthor(authorName));
          setFound(false);
        }
      } finally {
        if (!cancelled) setListLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authorName]);

  // The page may come from a shared cache: ask for this browser's own follow state once hydrated.
  useEffect(() => {
    const id = initial?.author?._id;
    if (!id) return;
    let cancelled = false;
    apiFetch(api.authorFollowState(id), { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((res) => (res.ok ? res.json() : null))
      .then((body) => {
        if (!body || cancelled) return;
        setFollowers(body.data.followersCount);
        setFollowing(body.data.following);
      })
      .catch((error: unknown) => reportError("Failed to fetch follow state", error));
    return () => {
      cancelled = true;
    };
  }, [initial?.author?._id]);

  async function changeView(next: AuthorView) {
    setView(next);
    if (!onBack) window.history.replaceState(window.history.state, "", editionPath(edition, viewHref(authorName, next)));
    if (!author?._id) return;
    setListLoading(true);
    try {
      await loadContent(author._id, next, 1);
    } catch (error) {
      reportError("Failed to fetch articles", error);
    } finally {
      setListLoading(false);
    }
  }

  async function loadMore() {
    if (!author?._id || !hasMore || moreLoading) return;
    setMoreLoading(true);
    try {
      await loadContent(author._id, view, page + 1);
    } catch (error) {
      reportError("Failed to fetch articles", error);
    } finally {
      setMoreLoading(false);
    }
  }

  async function toggleFollow() {
    if (!author?._id || followBusy) return;
    setFollowBusy(true);
    try {
      const send = () =>
        apiFetch(following ? api.unfollowAuthor(author._id) : api.followAuthor(author._id), {
          credentials: "same-origin",
          headers: { accept: "application/json" },
        });
      let res = await send();
      // 428: this browser's first follow; the answer set the reader cookie, so the second try counts.
      if (res.status === 428) res = await send();
      if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
      const body = await res.json();
      setFollowers(body.data.followersCount);
      setFollowing(body.data.following);
    } catch (error) {
      // Follow failures are only logged (spec 000 §8).
      reportError("Failed to follow author", error);
    } finally {
      setFollowBusy(false);
    }
  }

  // No router hook: the profile also renders inside the article modal, an island of the static home page
  // outside any router (ADR 078). Back is the browser's; home is a static page, loaded as a document.
  function back() {
    if (onBack) onBack();
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) window.history.back();
    else window.location.assign(editionPath(edition, "/"));
  }

  if (!author) return <Spinner label={t("modal.author.loadingAuthor")} />;

  const twitter = withHttps(author.socialLinks.twitter);
  const linkedin = withHttps(author.socialLinks.linkedin);
  const headingId = `author-name-${onBack ? "modal" : "page"}`;

  return (
    <StoryClockProvider serverNow={now ?? Date.now()}>
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <button
            type="button"
            onClick={back}
            className="inline-flex items-center gap-2 rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t("common.back")}
          </button>

          <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
            <img src={author.avatar} alt="" width={128} height={128} className="h-32 w-32 shrink-0 rounded-full bg-gray-200 object-cover" />
            <div className="flex-1">
              <h1 id={headingId} className="text-3xl font-extrabold">
                {author.name}
              </h1>
              <p className="mt-1 text-gray-700" data-testid="author-title">
                {author.title} | {author.category}
              </p>
              {(twitter || linkedin) && (
                <ul className="mt-3 flex gap-3" aria-label={t("modal.author.socialLinks")}>
                  {twitter && <SocialLink href={twitter} icon={Twitter} label="Twitter" />}
                  {linkedin && <SocialLink href={linkedin} icon={Linkedin} label="LinkedIn" />}
                </ul>
              )}
              <p className="mt-3 max-w-prose text-gray-800">{author.bio}</p>
              {found && (
                <div className="mt-4 flex items-center gap-4">
                  <button
                    type="button"
                    onClick={toggleFollow}
                    disabled={followBusy}
                    aria-pressed={following}
                    className={`rounded px-5 py-2 text-sm font-semibold disabled:opacity-60 ${following ? "border border-gray-400 bg-white text-ink hover:bg-gray-50" : "bg-brand text-white hover:bg-brand-dark"}`}
                  >
                    {following ? t("modal.author.unfollow") : t("modal.author.follow")}
                  </button>
                  <span className="text-sm text-gray-700" data-testid="followers-count" aria-live="polite">
                    {t("modal.author.followers", { count: followers, formatted: formatEditionNumber(edition, followers) })}
                  </span>
                </div>
              )}
            </div>
          </section>

          <nav aria-label={t("modal.author.articlesNav")} className="mt-8 flex gap-1 border-b border-gray-200">
            {TABS.map(({ tab, label }) => {
              const next: AuthorView = { ...view, tab };
              return (
                <a
                  key={tab}
                  href={editionPath(edition, viewHref(authorName, next))}
                  aria-current={view.tab === tab ? "page" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    if (view.tab !== tab) void changeView(next);
                  }}
                  className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${view.tab === tab ? "border-brand text-brand" : "border-transparent text-gray-700 hover:text-ink"}`}
                >
                  {t(label)}
                </a>
              );
            })}
          </nav>

          {view.tab === "archive" && (
            <form
              method="get"
              action={editionPath(edition, `/author/${encodeURIComponent(authorName)}`)}
              className="mt-4 flex flex-wrap items-end gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                const form = new FormData(event.currentTarget);
                void changeView({ tab: "archive", year: String(form.get("year") ?? ""), category: String(form.get("category") ?? "") });
              }}
            >
              <input type="hidden" name="tab" value="archive" />
              <ArchiveSelect
                label={t("modal.author.year")}
                name="year"
                value={view.year}
                anyLabel={t("modal.author.allTime")}
                options={author.archive.years.map(String)}
                onChange={(year) => void changeView({ ...view, year })}
              />
              <ArchiveSelect
                label={t("modal.author.category")}
                name="category"
                value={view.category}
                anyLabel={t("modal.author.allCategories")}
                options={author.archive.categories}
                onChange={(category) => void changeView({ ...view, category })}
              />
              <noscript>
                <button type="submit" className="rounded border border-gray-300 px-4 py-2 text-sm font-semibold">
                  {t("modal.author.apply")}
                </button>
              </noscript>
            </form>
          )}

          {listLoading ? (
            <Spinner label={t("modal.author.loadingArticles")} />
          ) : articles.length === 0 ? (
            <p className="mt-6 text-gray-700">{t("modal.author.none")}</p>
          ) : (
            <ul
              className="mt-6 space-y-6"
              aria-label={t("modal.author.listLabel", {
                author: author.name,
                tab: t(TABS.find((tab) => tab.tab === view.tab)?.label ?? "modal.author.tabLatest"),
              })}
              data-testid="author-articles"
            >
              {articles.map((article) => (
                <li key={article._id}>
                  <a href={articlePath(article)} className="group flex gap-4">
                    <ResponsiveImage
                      src={article.imageUrl}
                      alt=""
                      width={160}
                      height={90}
                      sizes="(min-width: 640px) 160px, 112px"
                      className="h-16 w-28 shrink-0 rounded sm:h-24 sm:w-40"
                    />
                    <span className="flex flex-col gap-1">
                      {article.isTrending && (
                        <span className="self-start rounded bg-brand px-2 py-0.5 text-xs font-bold text-white">
                          {t("modal.author.trending")} · {t("modal.author.views", { count: article.views, views: formatViews(article.views) })}
                        </span>
                      )}
                      <span className="text-lg font-bold leading-snug group-hover:underline">{article.title}</span>
                      {article.subtitle && <span className="text-sm text-gray-700">{article.subtitle}</span>}
                      <span className="flex flex-wrap items-center gap-3 text-xs text-gray-700">
                        <span className="inline-flex items-center gap-1">
                          <Eye aria-hidden="true" className="h-3.5 w-3.5" />{" "}
                          {t("modal.author.views", { count: article.views, views: formatViews(article.views) })}
                        </span>
                        <TimeAgo date={article.publishedAt} />
                        {article.category && <span>{article.category}</span>}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}

          {found && articles.length > 0 && !listLoading && (
            <div className="mt-8 text-center">
              {moreLoading && <Spinner label={t("modal.author.loadingMore")} />}
              <button
                type="button"
                onClick={loadMore}
                disabled={!hasMore || moreLoading}
                className="rounded bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark disabled:bg-gray-600"
              >
                {moreLoading ? t("common.loading") : hasMore ? t("modal.author.loadMore") : t("modal.author.noMore")}
              </button>
            </div>
          )}
        </div>

        <aside aria-label={t("modal.author.advert")} className="h-fit rounded border border-dashed border-gray-400 p-6 text-center">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-700">{t("modal.author.advert")}</p>
          <div className="mt-3 flex h-56 items-center justify-center bg-gray-100 text-sm text-gray-700">{t("modal.author.advertHere")}</div>
        </aside>
      </div>
    </StoryClockProvider>
  );
}
