import { type AuthorWire, type DocumentKind, EDITIONS, PAGE_NAMES, STORY_LIST_DEFAULT_LIMIT, STORY_STATUSES, type StoryListWire } from "@matv/shared";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../admin/ui";
import { StatusBadge } from "./StatusBadge";
import { DESK_KINDS } from "./deskKinds";
import { deskApi, listActiveAuthors } from "./storyApi";
import { formatWhen, PLACEMENT_FEEDS, PLACEMENT_SECTIONS, STATUS_LABELS } from "./storyForm";
import { StaffTableHead } from "../admin/StaffTableHead";
import { FilterOptions } from "../../components/FilterOptions";
import { LabelledControl } from "../admin/StaffForm";
import { languageName, SourceChangedBadge } from "./Translations";

const FILTERS = ["q", "status", "section", "authorId", "language", "stale", "untranslated"] as const;

/** Page names as the editor labels them, for the Section column and filter. */
const PAGE_LABELS: Record<string, string> = Object.fromEntries([
  ...PLACEMENT_SECTIONS.map((s) => [s.pageName, s.navLabel]),
  ...PLACEMENT_FEEDS.map((f) => [f.pageName, f.label]),
]);

/** One filter of the list: a labelled select whose empty first option means any ("Any status"). */
function FilterSelect({
  name,
  label,
  defaultValue,
  options,
}: {
  name: string;
  label: string;
  defaultValue: string | null;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <LabelledControl
      label={label}
      control={(id) => (
        <select id={id} name={name} defaultValue={defaultValue ?? ""} className={inputClass}>
          <FilterOptions anyLabel={`Any ${label.toLowerCase()}`} options={options} />
        </select>
      )}
    />
  );
}

/** /admin/stories (or /admin/blogs): every story or blog post, searched and filtered through the address bar (so a filtered list can be shared and reloaded). */
export function StoryList({ kind = "story", initial = null }: { kind?: DocumentKind; initial?: StoryListWire | null }) {
  const desk = DESK_KINDS[kind];
  const api = deskApi(kind);
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<StoryListWire | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [authors, setAuthors] = useState<AuthorWire[]>([]);
  const searchId = useId();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = params.toString();
  /** The query the server rendered the list for (ADR 070): not fetched again. */
  const renderedFor = useRef(initial ? query : null);

  useEffect(() => {
    listActiveAuthors()
      .then(setAuthors)
      .catch(() => setAuthors([]));
  }, []);

  useEffect(() => {
    if (renderedFor.current === query) {
      renderedFor.current = null;
      return;
    }
    renderedFor.current = null;
    let live = true;
    setError(null);
    const search = new URLSearchParams(query);
    api
      .listStories({
        q: search.get("q") ?? undefined,
        status: search.get("status") ?? undefined,
        section: search.get("section") ?? undefined,
        authorId: search.get("authorId") ?? undefined,
        language: search.get("language") ?? undefined,
        stale: search.get("stale") ?? undefined,
        untranslated: search.get("untranslated") ?? undefined,
        page,
        limit: STORY_LIST_DEFAULT_LIMIT,
      })
      .then((list) => live && setResult(list))
      .catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : `Failed to load ${desk.nounPlural}`));
    return () => {
      live = false;
    };
  }, [query, page, api, desk.nounPlural]);

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  function goTo(nextPage: number) {
    const next = new URLSearchParams(params);
    next.set("page", String(nextPage));
    setParams(next);
  }

  const filterSelects = [
    { name: "status", label: "Status", options: STORY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
    { name: "section", label: "Section", options: PAGE_NAMES.map((p) => ({ value: p, label: PAGE_LABELS[p] ?? p })) },
    { name: "authorId", label: "Author", options: authors.map((a) => ({ value: a._id, label: a.name })) },
    // Translations (ADR 079): by language, the ones whose source changed, the ones missing a published translation.
    { name: "language", label: "Language", options: EDITIONS.map((e) => ({ value: e.code, label: languageName(e.code) })) },
    { name: "stale", label: "Translation", options: [{ value: "true", label: "Source changed" }] },
    { name: "untranslated", label: "Missing translation", options: EDITIONS.map((e) => ({ value: e.code, label: `No published ${languageName(e.code)}` })) },
  ];
  const pages = result ? Math.max(1, Math.ceil(result.total / STORY_LIST_DEFAULT_LIMIT)) : 1;

  return (
    <section aria-labelledby="stories-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="stories-title" className="text-2xl font-bold">
          {desk.titlePlural}
        </h1>
        <Link to={`${desk.path}/new`} className={primaryButton}>
          New {desk.noun}
        </Link>
      </div>

      <form role="search" aria-label={`Find ${desk.nounPlural}`} onSubmit={applyFilters} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={searchId} className={labelClass}>
            Search
          </label>
          <input id={searchId} name="q" type="search" defaultValue={params.get("q") ?? ""} className={inputClass} />
        </div>
        {filterSelects.map((select) => (
          <FilterSelect key={select.name} {...select} defaultValue={params.get(select.name)} />
        ))}
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className={secondaryButton}>
            Apply filters
          </button>
        </div>
      </form>

      <div role="status" aria-live="polite" className="mt-4">
        {error ? (
          <p className="text-red-800">{error}</p>
        ) : !result ? (
          <p>Loading...</p>
        ) : (
          <p>{result.total === 1 ? `1 ${desk.noun}` : `${result.total} ${desk.nounPlural}`}</p>
        )}
      </div>

      {result && result.stories.length > 0 && (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{desk.titlePlural}, newest first</caption>
          <StaffTableHead columns={["Title", "Language", "Status", "Placements", "Author", "Last edited"]} />
          <tbody>
            {result.stories.map((story) => (
              <tr key={story._id} className="border-b border-gray-200 align-top">
                <td className="py-2 pr-3">
                  <Link to={`${desk.path}/${story._id}`} className="font-semibold text-brand underline">
                    {story.title}
                  </Link>
                </td>
                <td className="py-2 pr-3">{languageName(story.language)}</td>
                <td className="py-2 pr-3">
                  <StatusBadge story={story} />
                  {story.stale && <SourceChangedBadge />}
                </td>
                <td className="py-2 pr-3">{story.pages.map((p) => PAGE_LABELS[p] ?? p).join(", ")}</td>
                <td className="py-2 pr-3">{story.author ?? ""}</td>
                <td className="py-2">
                  {story.lastEditedBy?.name ?? ""}
                  <span className="block text-gray-700" suppressHydrationWarning>
                    {formatWhen(story.updatedAt)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {result && pages > 1 && (
        <nav aria-label={`Pages of ${desk.nounPlural}`} className="mt-4 flex items-center gap-3">
          <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous page
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className={secondaryButton} disabled={!result.hasMore} onClick={() => goTo(page + 1)}>
            Next page
          </button>
        </nav>
      )}
    </section>
  );
}
