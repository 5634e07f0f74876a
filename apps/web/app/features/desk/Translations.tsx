import { type DiffPart, type DocumentKind, type EditionCode, editionByCode, EDITIONS, type SourceChangesWire, stripHtml } from "@matv/shared";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { secondaryButton } from "../admin/ui";
import { DESK_KINDS } from "./deskKinds";
import { deskApi, existingTranslationOf } from "./storyApi";
import { FIELD_LABELS } from "./storyForm";

/**
 * The newsroom's translations on the desk (ADR 079): the Translate buttons, the source beside a translation, and
 * what changed in it, for any translatable kind (stories, blog posts, live blogs, deep dives, petitions) through its
 * `TranslationDesk`.
 */

/** A translatable document as its editor has it. */
export interface TranslatableDoc {
  _id: string;
  language?: EditionCode;
  translationGroup?: string | null;
  stale?: boolean;
  version: number;
}

/** A translation's source as the panel shows it (the fields a kind has). */
export interface TranslationSource {
  _id: string;
  language?: EditionCode;
  title: string;
  subtitle?: string | null;
  summary?: string | null;
  content?: string;
}

/** A kind's translation calls and where its editor is. */
export interface TranslationDesk {
  editorPath(id: string): string;
  translate(id: string, language: EditionCode): Promise<{ _id: string }>;
  source(id: string): Promise<TranslationSource>;
  sourceChanges(id: string): Promise<SourceChangesWire>;
  /** The kind's names for its translated fields in the diff (a deep dive's "Sections"), where they are not a story's. */
  fieldLabels?: Partial<Record<string, string>>;
}

/** The stories and blog posts desks' translation calls. */
export function storyTranslationDesk(kind: DocumentKind): TranslationDesk {
  const api = deskApi(kind);
  return {
    editorPath: (id) => `${DESK_KINDS[kind].path}/${id}`,
    translate: api.translateStory,
    source: api.getStory,
    sourceChanges: api.sourceChanges,
  };
}

/** Whether the document is a translation (a member of a group that is not its source). */
export const isTranslation = (doc: Pick<TranslatableDoc, "_id" | "translationGroup">) => Boolean(doc.translationGroup && doc.translationGroup !== doc._id);

/** The language's name as staff read it: its own name, and English's for the others ("हिन्दी (Hindi)"). */
export function languageName(code: string | undefined): string {
  const edition = editionByCode(code);
  return edition.label === edition.englishLabel ? edition.label : `${edition.label} (${edition.englishLabel})`;
}

/** "Translate into हिन्दी" for every other edition: creates the linked draft (or finds the one there is) and opens it. */
export function TranslateButtons({
  doc,
  desk,
  disabled,
  onError,
}: {
  doc: TranslatableDoc;
  desk: TranslationDesk;
  disabled: boolean;
  onError(error: unknown): void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const into = EDITIONS.filter((edition) => edition.code !== (doc.language ?? "en"));
  async function translate(language: EditionCode) {
    setBusy(true);
    try {
      const draft = await desk.translate(doc._id, language);
      navigate(desk.editorPath(draft._id));
    } catch (error) {
      const existing = existingTranslationOf(error);
      if (existing) navigate(desk.editorPath(existing));
      else onError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {into.map((edition) => (
        <button key={edition.code} type="button" className={secondaryButton} disabled={disabled || busy} onClick={() => void translate(edition.code)}>
          Translate into <span lang={edition.lang}>{edition.label}</span>
        </button>
      ))}
    </>
  );
}

/** A desk list's translation filters (ADR 079, 083): one language, and only translations whose source changed. */
export interface TranslationFilter {
  language: EditionCode | "";
  stale: boolean;
}

/** The filter as the admin list routes take it (`language`, `stale`). */
export function translationFilterParams(filter: TranslationFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.language) params.set("language", filter.language);
  if (filter.stale) params.set("stale", "true");
  return params;
}

/** The language select and the "Source changed only" box above a desk's list. */
export function TranslationFilters({ idPrefix, value, onChange }: { idPrefix: string; value: TranslationFilter; onChange(next: TranslationFilter): void }) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor={`${idPrefix}-language`} className="block text-sm font-semibold">
          Language
        </label>
        <select
          id={`${idPrefix}-language`}
          value={value.language}
          onChange={(e) => onChange({ ...value, language: e.target.value as EditionCode | "" })}
          className="mt-1 rounded border border-gray-400 px-2 py-1"
        >
          <LanguageOptions />
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" checked={value.stale} onChange={(e) => onChange({ ...value, stale: e.target.checked })} />
        Source changed only
      </label>
    </div>
  );
}

/** The desk lists' mark on a stale translation. */
export function SourceChangedBadge() {
  return <span className="ml-1 inline-block rounded border border-amber-600 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">Source changed</span>;
}

/** A stored body as plain paragraphs (read-only: no markup of the source is rendered). */
function Paragraphs({ html = "" }: { html?: string }) {
  const blocks = html
    .split(/<\/(?:p|h[1-6]|li|blockquote|figcaption)>|<br\s*\/?>/i)
    .map(stripHtml)
    .filter(Boolean);
  return (
    <>
      {blocks.map((text, index) => (
        <p key={index} className="mt-2">
          {text}
        </p>
      ))}
    </>
  );
}

/** The translation's source, read-only, beside its editor. */
export function SourcePanel({ doc, desk }: { doc: TranslatableDoc; desk: TranslationDesk }) {
  const [source, setSource] = useState<TranslationSource | null>(null);
  const [failed, setFailed] = useState(false);
  const group = doc.translationGroup;
  useEffect(() => {
    if (!group) return;
    let live = true;
    desk
      .source(group)
      .then((found) => live && setSource(found))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [group, desk]);
  const lang = source ? editionByCode(source.language).lang : undefined;
  return (
    <section aria-labelledby="translation-source-title" className="mb-6 rounded border border-gray-300 bg-gray-50 p-3">
      <h2 id="translation-source-title" className="text-lg font-semibold">
        Source{source ? ` in ${languageName(source.language)}` : ""}
      </h2>
      {failed ? (
        <p className="mt-2 text-sm">The source could not be loaded.</p>
      ) : !source ? (
        <p className="mt-2 text-sm">Loading...</p>
      ) : (
        <div lang={lang} className="mt-2 max-h-[32rem] overflow-y-auto text-sm">
          <Link to={desk.editorPath(source._id)} className="font-semibold text-brand underline">
            {source.title}
          </Link>
          {source.subtitle && <p className="mt-1 italic">{source.subtitle}</p>}
          {source.summary && <p className="mt-2 font-semibold">{source.summary}</p>}
          <Paragraphs html={source.content} />
        </div>
      )}
    </section>
  );
}

function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.op === "added" ? (
          <ins key={index} className="bg-green-100 text-green-900">
            {part.text}
          </ins>
        ) : part.op === "removed" ? (
          <del key={index} className="bg-red-100 text-red-900">
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** "Source changed": shown on a stale translation, with what changed in the source's words since it was last saved. */
export function SourceChanged({ doc, desk }: { doc: TranslatableDoc; desk: TranslationDesk }) {
  const [changes, setChanges] = useState<SourceChangesWire | null>(null);
  const { _id: id, stale, version } = doc;
  useEffect(() => {
    if (!stale) return;
    let live = true;
    desk
      .sourceChanges(id)
      .then((found) => live && setChanges(found))
      .catch(() => live && setChanges(null));
    return () => {
      live = false;
    };
  }, [id, stale, version, desk]);
  if (!stale) return null;
  return (
    <section aria-labelledby="source-changed-title" className="mt-4 rounded border border-amber-600 bg-amber-50 p-3 text-amber-950">
      <h2 id="source-changed-title" className="font-semibold">
        Source changed
      </h2>
      <p className="mt-1 text-sm">
        The source was changed after this translation was last saved. Bring the translation up to date and save it; saving marks it up to date.
      </p>
      {changes && changes.changes.length > 0 && (
        <dl className="mt-2 space-y-2 text-sm" lang={editionByCode(changes.sourceLanguage).lang}>
          {changes.changes.map((change) => (
            <div key={change.field}>
              <dt className="font-semibold" lang="en">
                {desk.fieldLabels?.[change.field] ?? FIELD_LABELS[change.field] ?? change.field}
              </dt>
              <dd>
                <DiffText parts={change.parts} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * The editions as a select's choices: a desk list's language filter (after "All languages", the value ""), or, with
 * `all={false}`, the language of what is being written (the breaking banner's headline).
 */
export function LanguageOptions({ all = true }: { all?: boolean }) {
  return (
    <>
      {all && <option value="">All languages</option>}
      {EDITIONS.map((edition) => (
        <option key={edition.code} value={edition.code}>
          {languageName(edition.code)}
        </option>
      ))}
    </>
  );
}
