import { type AdminAuthorWire, FIELD_ERROR_NOTICE, type FieldMessage, isMessageFor } from "@matv/shared";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { FieldError, invalidField } from "../../components/FieldError";
import { formMessage } from "../../lib/apiError";
import { ApiError, staffApi } from "../admin/apiClient";
import { ImageField } from "../admin/ImageField";
import { inputClass, labelClass, secondaryButton } from "../admin/ui";
import { SaveButton } from "../admin/SaveButton";
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

/**
 * The authors desk (issue 18, ADR 056): search the list, create an author, edit one (a rename keeps
 * /author/{old name} working), deactivate instead of delete. Saves name the version loaded; a 409
 * shows the stored author so the editor can start again from it.
 */
export function AuthorsDesk() {
  const [authors, setAuthors] = useState<AdminAuthorWire[]>([]);
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminAuthorWire | null>(null);
  const [form, setForm] = useState<AuthorForm>(EMPTY_AUTHOR_FORM);
  const [message, setMessage] = useState("");
  /** A failed save, in words; beside its field when it is about one (fieldMessage). */
  const [error, setError] = useState<FieldMessage | null>(null);
  const [stale, setStale] = useState<AdminAuthorWire | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const searchId = useId();
  const activeId = useId();
  const ids = useId();

  const load = useCallback(async (q: string) => {
    const res = await staffApi(api.adminAuthors(q.trim()));
    setAuthors(res.data);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => void load(query).catch(() => setAuthors([])), 200);
    return () => window.clearTimeout(timer);
  }, [query, load]);

  function edit(author: AdminAuthorWire | null) {
    setEditing(author);
    setForm(author ? formOf(author) : EMPTY_AUTHOR_FORM);
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
        ? await staffApi(api.updateAuthor(editing._id), { ...bodyOf(form), version: editing.version })
        : await staffApi(api.createAuthor(), bodyOf(form));
      setEditing(res.data);
      setForm(formOf(res.data));
      setMessage(editing ? `Saved ${res.data.name}.` : `Created ${res.data.name}.`);
      await load(query);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setStale((err.body as { current?: AdminAuthorWire })?.current ?? null);
      setError(formMessage(err, "Save failed", FIELD_LABELS));
    } finally {
      setSaving(false);
    }
  }

  const set = (key: keyof AuthorForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">Authors</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_1.3fr]">
        <section aria-labelledby={`${ids}-list`}>
          <h2 id={`${ids}-list`} className="text-lg font-semibold">
            All authors
          </h2>
          <label htmlFor={searchId} className={labelClass}>
            Search authors
          </label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} className={inputClass} />
          <button type="button" className={`${secondaryButton} mt-3`} onClick={() => edit(null)}>
            New author
          </button>
          <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200" aria-label="Authors">
            {authors.map((a) => (
              <li key={a._id} className="flex items-center justify-between gap-2 p-2">
                <span>
                  <span className="font-semibold">{a.name}</span>
                  <span className="block text-xs text-gray-700">
                    {a.title} · {a.articlesCount} {a.articlesCount === 1 ? "story" : "stories"}
                    {a.active ? "" : " · Inactive"}
                  </span>
                </span>
                <button type="button" className={secondaryButton} onClick={() => edit(a)} aria-label={`Edit ${a.name}`}>
                  Edit
                </button>
              </li>
            ))}
            {!authors.length && <li className="p-2 text-sm text-gray-700">No authors found.</li>}
          </ul>
        </section>

        <section aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} className="text-lg font-semibold">
            {editing ? `Edit ${editing.name}` : "New author"}
          </h2>
          {editing?.formerNames.length ? <p className="text-sm text-gray-700">Formerly: {editing.formerNames.join(", ")} (old pages redirect here)</p> : null}
          <form onSubmit={onSubmit} className="mt-2 space-y-3" noValidate>
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
              onUploadingChange={setUploading}
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
            <SaveButton uploading={uploading} saving={saving}>
              {editing ? "Save author" : "Create author"}
            </SaveButton>
          </form>
          <div role="status" className="mt-3 text-sm">
            {message && <p className="text-green-800">{message}</p>}
          </div>
          <div role="alert" className="mt-1 text-sm">
            {error && <p className="text-red-800">{FIELDS.some((f) => isMessageFor(error, f.key)) ? FIELD_ERROR_NOTICE : error.text}</p>}
            {stale && (
              <button type="button" className={`${secondaryButton} mt-2`} onClick={() => edit(stale)}>
                Load the saved version
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
