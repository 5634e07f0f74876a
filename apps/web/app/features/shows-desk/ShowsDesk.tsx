import { type AdminShowWire, buildEditorSlug, SHOW_LANGUAGE_LABELS, SHOW_LANGUAGES, type ShowLanguage, showPagePath } from "@matv/shared";
import { useCallback, useId, useState } from "react";
import { ApiError, staffApi } from "../admin/apiClient";
import { ImageField } from "../admin/ImageField";
import { inputClass, labelClass } from "../admin/ui";
import { useVersionedDesk, VersionedDesk } from "../admin/VersionedDesk";
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
  const [slugTouched, setSlugTouched] = useState(false);
  const ids = useId();
  const list = useCallback(async () => (await staffApi(api.shows())).data, []);
  const desk = useVersionedDesk<AdminShowWire, ShowForm, { text: string; field?: string }>({
    list,
    empty: EMPTY,
    formOf,
    create: async (form) => (await staffApi(api.createShow(), bodyOf(form))).data,
    update: async (show, form) => (await staffApi(api.updateShow(show._id), { ...bodyOf(form), version: show.version })).data,
    errorOf: (err) => ({ text: err instanceof Error ? err.message : "Save failed", field: err instanceof ApiError ? err.field : undefined }),
    saved: (show, created) => (created ? SHOWS_DESK_TEXTS.created(show.name) : SHOWS_DESK_TEXTS.saved(show.name)),
    onReset: (show) => setSlugTouched(Boolean(show)),
  });
  const { form, setForm, error } = desk;

  const set = (key: keyof ShowForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value, ...(key === "name" && !slugTouched ? { slug: buildEditorSlug(value) } : {}) }));
    if (key === "slug") setSlugTouched(true);
  };
  const invalid = (field: string) => error?.field === field || undefined;

  return (
    <VersionedDesk
      desk={desk}
      texts={{ ...SHOWS_DESK_TEXTS, listLabel: "Shows" }}
      describe={(s) => (
        <>
          <a href={showPagePath(s.slug)} className="underline">
            {showPagePath(s.slug)}
          </a>{" "}
          · {SHOW_LANGUAGE_LABELS[s.language]}
        </>
      )}
      alert={error ? error.text : null}
    >
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
        <input id={`${ids}-presenters`} value={form.presenters} onChange={set("presenters")} className={inputClass} aria-invalid={invalid("presenters")} />
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
        onUploadingChange={desk.setUploading}
        failureMessage="Image upload failed"
      />
    </VersionedDesk>
  );
}
