import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { ApiError } from "./apiClient";
import { SaveButton } from "./SaveButton";
import { secondaryButton } from "./ui";

/** A record a desk edits: saves name the version loaded (ADR 011), so a stale one answers 409 with `current`. */
interface Versioned {
  _id: string;
  name: string;
  version: number;
}

interface VersionedDeskOptions<W extends Versioned, F, E> {
  /** The list as it stands; memoise it (useCallback): the list reloads when it changes, and after each save. */
  list: () => Promise<W[]>;
  /** Wait this long after `list` changes before loading (a search box); at once when not given. */
  delayMs?: number;
  empty: F;
  formOf: (item: W) => F;
  create: (form: F) => Promise<W>;
  update: (item: W, form: F) => Promise<W>;
  /** A failed save as the desk shows it. */
  errorOf: (error: unknown) => E;
  saved: (item: W, created: boolean) => string;
  /** Called whenever the form is reset: to an item (edit, a save) or to a blank one (null). */
  onReset?: (item: W | null) => void;
}

/**
 * The state of a list-and-form desk (shows, authors): the list, the record being edited and its form, and the
 * save, which names the version loaded; a 409 keeps the stored record (`stale`) to start again from.
 */
export function useVersionedDesk<W extends Versioned, F, E>(options: VersionedDeskOptions<W, F, E>) {
  const { list, delayMs, empty, formOf, create, update, errorOf, saved, onReset } = options;
  const [items, setItems] = useState<W[]>([]);
  const [editing, setEditing] = useState<W | null>(null);
  const [form, setForm] = useState<F>(empty);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<E | null>(null);
  const [stale, setStale] = useState<W | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const reload = useCallback(async () => setItems(await list()), [list]);
  useEffect(() => {
    const run = () => void reload().catch(() => setItems([]));
    if (delayMs === undefined) return run();
    const timer = window.setTimeout(run, delayMs);
    return () => window.clearTimeout(timer);
  }, [reload, delayMs]);

  function edit(item: W | null) {
    setEditing(item);
    setForm(item ? formOf(item) : empty);
    onReset?.(item);
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
      const item = editing ? await update(editing, form) : await create(form);
      setEditing(item);
      setForm(formOf(item));
      onReset?.(item);
      setMessage(saved(item, !editing));
      await reload();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setStale((err.body as { current?: W })?.current ?? null);
      setError(errorOf(err));
    } finally {
      setSaving(false);
    }
  }

  return { items, editing, form, setForm, message, error, stale, uploading, setUploading, saving, edit, onSubmit };
}

/** What the desk's page shows of its state. */
interface DeskState<W> {
  items: W[];
  editing: W | null;
  message: string;
  stale: W | null;
  uploading: boolean;
  saving: boolean;
  edit(item: W | null): void;
  onSubmit(event: FormEvent): Promise<void>;
}

interface VersionedDeskProps<W extends Versioned> {
  desk: DeskState<W>;
  texts: {
    title: string;
    all: string;
    listLabel: string;
    create: string;
    none: string;
    edit: (name: string) => string;
    save: string;
    createButton: string;
    reloadStale: string;
  };
  /** Above the New button (a search box). */
  listTools?: ReactNode;
  /** An item's line in the list. */
  describe: (item: W) => ReactNode;
  /** Between the form's heading and the form. */
  formIntro?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** The failed save's words; null when there is none. */
  alert: ReactNode | null;
}

/** The page of a list-and-form desk: the list with New and Edit, the form with its save, status and alert. */
export function VersionedDesk<W extends Versioned>({ desk, texts, listTools, describe, formIntro, children, alert }: VersionedDeskProps<W>) {
  const ids = useId();
  const { items, editing, message, stale, uploading, saving, edit, onSubmit } = desk;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_1.3fr]">
        <section aria-labelledby={`${ids}-list`}>
          <h2 id={`${ids}-list`} className="text-lg font-semibold">
            {texts.all}
          </h2>
          {listTools}
          <button type="button" className={`${secondaryButton} mt-3`} onClick={() => edit(null)}>
            {texts.create}
          </button>
          <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200" aria-label={texts.listLabel}>
            {items.map((item) => (
              <li key={item._id} className="flex items-center justify-between gap-2 p-2">
                <span>
                  <span className="font-semibold">{item.name}</span>
                  <span className="block text-xs text-gray-700">{describe(item)}</span>
                </span>
                <button type="button" className={secondaryButton} onClick={() => edit(item)} aria-label={`Edit ${item.name}`}>
                  Edit
                </button>
              </li>
            ))}
            {!items.length && <li className="p-2 text-sm text-gray-700">{texts.none}</li>}
          </ul>
        </section>

        <section aria-labelledby={`${ids}-form`}>
          <h2 id={`${ids}-form`} className="text-lg font-semibold">
            {editing ? texts.edit(editing.name) : texts.create}
          </h2>
          {formIntro}
          <form onSubmit={onSubmit} className="mt-2 space-y-3" noValidate>
            {children}
            <SaveButton uploading={uploading} saving={saving}>
              {editing ? texts.save : texts.createButton}
            </SaveButton>
          </form>
          <div role="status" className="mt-3 text-sm">
            {message && <p className="text-green-800">{message}</p>}
          </div>
          <div role="alert" className="mt-1 text-sm">
            {alert !== null && <p className="text-red-800">{alert}</p>}
            {stale && (
              <button type="button" className={`${secondaryButton} mt-2`} onClick={() => edit(stale)}>
                {texts.reloadStale}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
