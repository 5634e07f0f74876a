import { type AdminAuthorWire, FIELD_ERROR_NOTICE, type FieldMessage, isMessageFor } from "@matv/shared";
import { useCallback, useId, useState } from "react";
import { FieldError, invalidField } from "../../components/FieldError";
import { formMessage } from "../../lib/apiError";
import { staffApi } from "../admin/apiClient";
import { ImageField } from "../admin/ImageField";
import { inputClass, labelClass } from "../admin/ui";
import { useVersionedDesk, VersionedDesk } from "../admin/VersionedDesk";
import * as api from "../../lib/api/endpoints";

/** The form's text fields; expertise is comma-separated. */
export interface AuthorForm {
  name: string;
  title: string;
  category: string;
  bio: string;
  avatar: string;
  email: string;
  location: string;
  expertise: string;
  twitter: string;
  linkedin: string;
  website: string;
  active: boolean;
}

export const EMPTY_AUTHOR_FORM: AuthorForm = {
  name: "",
  title: "",
  category: "",
  bio: "",
  avatar: "",
  email: "",
  location: "",
  expertise: "",
  twitter: "",
  linkedin: "",
  website: "",
  active: true,
};

/** The form filled from a stored author. */
export function formOf(author: AdminAuthorWire): AuthorForm {
  return {
    name: author.name,
    title: author.title,
    category: author.category,
    bio: author.bio,
    avatar: author.avatar,
    email: author.email ?? "",
    location: author.location ?? "",
    expertise: author.expertise.join(", "),
    twitter: author.socialLinks.twitter ?? "",
    linkedin: author.socialLinks.linkedin ?? "",
    website: author.socialLinks.website ?? "",
    active: author.active,
  };
}

/** The request body of a save: blanks are sent as empty (cleared), expertise split on commas. */
export function bodyOf(form: AuthorForm) {
  return {
    name: form.name.trim(),
    title: form.title,
    category: form.category,
    bio: form.bio,
    avatar: form.avatar || null,
    email: form.email.trim(),
    location: form.location,
    expertise: form.expertise
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean),
    socialLinks: { twitter: form.twitter.trim(), linkedin: form.linkedin.trim(), website: form.website.trim() },
    active: form.active,
  };
}

type TextField = Exclude<keyof AuthorForm, "active" | "avatar">;
const FIELDS: ReadonlyArray<{ key: TextField; label: string; type?: string; multiline?: boolean }> = [
  { key: "name", label: "Name" },
  { key: "title", label: "Job title" },
  { key: "category", label: "Category" },
  { key: "bio", label: "Bio", multiline: true },
  { key: "email", label: "Email (never shown publicly)", type: "email" },
  { key: "location", label: "Location" },
  { key: "expertise", label: "Expertise (comma-separated)" },
  { key: "twitter", label: "Twitter link", type: "url" },
  { key: "linkedin", label: "LinkedIn link", type: "url" },
  { key: "website", label: "Website", type: "url" },
];

/** The labels of the form's fields by key, for messages about one of them. */
const FIELD_LABELS: Record<string, string> = Object.fromEntries(FIELDS.map((f) => [f.key, f.label.replace(/ \(.*\)$/, "")]));

const AUTHORS_DESK_TEXTS = {
  title: "Authors",
  all: "All authors",
  listLabel: "Authors",
  create: "New author",
  none: "No authors found.",
  edit: (name: string) => `Edit ${name}`,
  save: "Save author",
  createButton: "Create author",
  reloadStale: "Load the saved version",
};

/**
 * The authors desk (ADR 056): search the list, create an author, edit one (a rename keeps
 * /author/{old name} working), deactivate instead of delete. Saves name the version loaded; a 409
 * shows the stored author so the editor can start again from it.
 */
export function AuthorsDesk() {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const activeId = useId();
  const ids = useId();
  const list = useCallback(async () => (await staffApi(api.adminAuthors(query.trim()))).data, [query]);
  /** A failed save, in words; beside its field when it is about one (fieldMessage). */
  const desk = useVersionedDesk<AdminAuthorWire, AuthorForm, FieldMessage>({
    list,
    delayMs: 200,
    empty: EMPTY_AUTHOR_FORM,
    formOf,
    create: async (form) => (await staffApi(api.createAuthor(), bodyOf(form))).data,
    update: async (author, form) => (await staffApi(api.updateAuthor(author._id), { ...bodyOf(form), version: author.version })).data,
    errorOf: (err) => formMessage(err, "Save failed", FIELD_LABELS),
    saved: (author, created) => (created ? `Created ${author.name}.` : `Saved ${author.name}.`),
  });
  const { editing, form, setForm, error } = desk;

  const set = (key: keyof AuthorForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };

  return (
    <VersionedDesk
      desk={desk}
      texts={AUTHORS_DESK_TEXTS}
      listTools={
        <>
          <label htmlFor={searchId} className={labelClass}>
            Search authors
          </label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} className={inputClass} />
        </>
      }
      describe={(a) => (
        <>
          {a.title} · {a.articlesCount} {a.articlesCount === 1 ? "story" : "stories"}
          {a.active ? "" : " · Inactive"}
        </>
      )}
      formIntro={
        editing?.formerNames.length ? <p className="text-sm text-gray-700">Formerly: {editing.formerNames.join(", ")} (old pages redirect here)</p> : null
      }
      alert={error ? (FIELDS.some((f) => isMessageFor(error, f.key)) ? FIELD_ERROR_NOTICE : error.text) : null}
    >
      {FIELDS.map((f) => (
        <div key={f.key}>
          <label htmlFor={`${ids}-${f.key}`} className={labelClass}>
            {f.label}
          </label>
          {f.multiline ? (
            <textarea
              id={`${ids}-${f.key}`}
              rows={4}
              value={form[f.key]}
              onChange={set(f.key)}
              className={inputClass}
              {...invalidField(isMessageFor(error, f.key), `${ids}-${f.key}-error`)}
            />
          ) : (
            <input
              id={`${ids}-${f.key}`}
              type={f.type ?? "text"}
              value={form[f.key]}
              onChange={set(f.key)}
              className={inputClass}
              required={f.key === "name"}
              {...invalidField(isMessageFor(error, f.key), `${ids}-${f.key}-error`)}
            />
          )}
          <FieldError id={`${ids}-${f.key}-error`} message={isMessageFor(error, f.key) ? error : null} />
        </div>
      ))}
      <ImageField
        label="Avatar"
        value={form.avatar}
        onChange={(avatar) => setForm((f) => ({ ...f, avatar }))}
        onUploadingChange={desk.setUploading}
        failureMessage="Avatar upload failed"
      />
      <div className="flex items-center gap-2">
        <input
          id={activeId}
          type="checkbox"
          checked={form.active}
          onChange={(e) => {
            const active = e.currentTarget.checked;
            setForm((f) => ({ ...f, active }));
          }}
        />
        <label htmlFor={activeId}>Active (offered for new stories)</label>
      </div>
    </VersionedDesk>
  );
}
