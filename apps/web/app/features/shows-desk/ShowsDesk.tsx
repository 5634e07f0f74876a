import { type AdminShowWire, buildEditorSlug, SHOW_LANGUAGE_LABELS, SHOW_LANGUAGES, type ShowLanguage, showPagePath } from "@matv/shared";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { ApiError, staffApi } from "../admin/apiClient";
import { ImageField } from "../admin/ImageField";
import { SaveButton } from "../admin/SaveButton";
import { inputClass, labelClass, secondaryButton } from "../admin/ui";
import * as api from "../../lib/api/endpoints";

/** The desk's texts, together (the Hindi edition moves UI strings into catalogues). */
export const SHOWS_DESK_TEXTS = {
  title: "Shows",
  all: "All shows",
  create: "New show",
  edit: (name: string) => `Edit ${name}`,
  save: "Save show",
  createButton: "Create show",
  saved: (name: string) => `Saved ${name}.`,
  created: (name: string) => `Created ${name}.`,
  reloadStale: "Load the saved version",
  none: "No shows yet.",
  matchHelp: "A video whose title holds one of these (one a line) and that is published within 24 hours after an airing becomes that airing's recording.",
} as const;

export interface ShowForm {
  name: string;
  slug: string;
  description: string;
  presenters: string;
  imageUrl: string;
  matchWords: string;
  language: ShowLanguage;
}

const EMPTY: ShowForm = { name: "", slug: "", description: "", presenters: "", imageUrl: "", matchWords: "", language: "en" };
const lines = (text: string) =>
  text
    .split(/\n|,/)
    .map((v) => v.trim())
    .filter(Boolean);

function formOf(show: AdminShowWire): ShowForm {
  return {
    name: show.name,
    slug: show.slug,
    description: show.description,
    presenters: show.presenters.join(", "),
    imageUrl: show.imageUrl ?? "",
    matchWords: show.matchWords.join("\n"),
    language: show.language,
  };
}

function bodyOf(form: ShowForm) {
  return {
    name: form.name.trim(),
    slug: form.slug.trim(),
    description: form.description,
    presenters: lines(form.presenters),
    imageUrl: form.imageUrl || null,
    matchWords: form.matchWords
      .split("\n")
      .map((v) => v.trim())
      .filter(Boolean),
    language: form.language,
  };
}

/**
 * The shows desk (ADR 073): name, address (slug), description, presenters, image, match words and language. Saves
 * name the version loaded; a 409 offers the stored show to start again from.
 */
export function ShowsDesk() {
  const [shows, setShows] = useState<AdminShowWire[]>([]);
  const [editing, setEditing] = useState<AdminShowWire | null>(null);
  const [form, setForm] = useState<ShowForm>(EMPTY);
  const [slugTouched, setSlugTouched] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [stale, setStale] = useState<AdminShowWire | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const ids = useId();

  const load = useCallback(async () => {
    const res = await staffApi(api.shows());
    setShows(res.data);
  }, []);
  useEffect(() => {
    void load().catch(() => setShows([]));
  }, [load]);

  function edit(show: AdminShowWire | null) {
    setEditing(show);
    setForm(show ? formOf(show) : EMPTY);
    setSlugTouched(Boolean(show));
    setError(null);
    setStale(null);
    setMessage("");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setMessage("");
    try {
      const res = editing
        ? await staffApi(api.updateShow(editing._id), { ...bodyOf(form), version: editing.version })
        : await staffApi(api.createShow(), bodyOf(form));
      setEditing(res.data);
      setForm(formOf(res.data));
      setSlugTouched(true);
      setMessage(editing ? SHOWS_DESK_TEXTS.saved(res.data.name) : SHOWS_DESK_TEXTS.created(res.data.name));
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setStale((err.body as { current?: AdminShowWire })?.current ?? null);
      setError({ text: err instanceof Error ? err.message : "Save failed", field: err instanceof ApiError ? err.field : undefined });
    } finally {
      setSaving(false);
    }
  }

  const set = (key: keyof ShowForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value, ...(key === "name" && !slugTouched ? { slug: buildEditorSlug(value) } : {}) }));
    if (key === "slug") setSlugTouched(true);
  };
  const invalid = (field: string) => error?.field === field || undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">{SHOWS_DESK_TEXTS.title}</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_1.3fr]">
        <section aria-labelledby={`${ids}-list`}>
          <h2 id={`${ids}-list`} className="text-lg font-semibold">
            {SHOWS_DESK_TEXTS.all}
          </h2>
          <button type="button" className={`${secondaryButton} mt-3`} onClick={() => edit(null)}>
            {SHOWS_DESK_TEXTS.create}
          </button>
          <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200" aria-label="Shows">
            {shows.map((s) => (
              <li key={s._id} className="flex items-center justify-between gap-2 p-2">
                <span>
                  <span className="font-semibold">{s.name}</span>
                  <span className="block text-xs text-gray-700">
                    <a href={showPagePath(s.slug)} className="underline">
                      {showPagePath(s.slug)}
                    </a>{" "}
                    · {SHOW_LANGUAGE_LABELS[s.language]}
                  </span>
                </span>
                <button type="button" className={secondaryButton} onClick={() => edit(s)} aria-label={`Edit ${s.name}`}>
                  Edit
                </button>
              </li>
            ))}
            {!shows.length && <li className="p-2 text-sm text-gray-700">{SHOWS_DESK_TEXTS.none}</li>}
          </ul>
        </section>

        <section aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} className="text-lg font-semibold">
            {editing ? SHOWS_DESK_TEXTS.edit(editing.name) : SHOWS_DESK_TEXTS.create}
          </h2>
          <form onSubmit={onSubmit} className="mt-2 space-y-3" noValidate>
            <div>
              <label htmlFor={`${ids}-name`} className={labelClass}>
                Name
              </label>
              <input id={`${ids}-name`} value={form.name} onChange={set("name")} className={inputClass} required aria-invalid={invalid("name")} />
            </div>
            <div>
              <label htmlFor={`${ids}-slug`} className={labelClass}>
                Address (/shows/…)
              </label>
              <input id={`${ids}-slug`} value={form.slug} onChange={set("slug")} className={inputClass} required aria-invalid={invalid("slug")} />
            </div>
            <div>
              <label htmlFor={`${ids}-description`} className={labelClass}>
                Description
              </label>
              <textarea
                id={`${ids}-description`}
                rows={4}
                value={form.description}
                onChange={set("description")}
                className={inputClass}
                aria-invalid={invalid("description")}
              />
            </div>
            <div>
              <label htmlFor={`${ids}-presenters`} className={labelClass}>
                Presenters (comma-separated)
              </label>
              <input
                id={`${ids}-presenters`}
                value={form.presenters}
                onChange={set("presenters")}
                className={inputClass}
                aria-invalid={invalid("presenters")}
              />
            </div>
            <div>
              <label htmlFor={`${ids}-match`} className={labelClass}>
                Match words (one a line)
              </label>
              <textarea
                id={`${ids}-match`}
                rows={3}
                value={form.matchWords}
                onChange={set("matchWords")}
                className={inputClass}
                aria-describedby={`${ids}-match-help`}
                aria-invalid={invalid("matchWords")}
              />
              <p id={`${ids}-match-help`} className="mt-1 text-xs text-gray-700">
                {SHOWS_DESK_TEXTS.matchHelp}
              </p>
            </div>
            <div>
              <label htmlFor={`${ids}-language`} className={labelClass}>
                Language
              </label>
              <select id={`${ids}-language`} value={form.language} onChange={set("language")} className={inputClass} aria-invalid={invalid("language")}>
                {SHOW_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {SHOW_LANGUAGE_LABELS[l]}
                  </option>
                ))}
              </select>
            </div>
            <ImageField
              label="Image"
              value={form.imageUrl}
              onChange={(imageUrl) => setForm((f) => ({ ...f, imageUrl }))}
              onUploadingChange={setUploading}
              failureMessage="Image upload failed"
            />
            <SaveButton uploading={uploading} saving={saving}>
              {editing ? SHOWS_DESK_TEXTS.save : SHOWS_DESK_TEXTS.createButton}
            </SaveButton>
          </form>
          <div role="status" className="mt-3 text-sm">
            {message && <p className="text-green-800">{message}</p>}
          </div>
          <div role="alert" className="mt-1 text-sm">
            {error && <p className="text-red-800">{error.text}</p>}
            {stale && (
              <button type="button" className={`${secondaryButton} mt-2`} onClick={() => edit(stale)}>
                {SHOWS_DESK_TEXTS.reloadStale}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
