import { articlePath, type AuthorWire, buildEditorSlug, canPublish, CATEGORY_SECTIONS, type DocumentKind, type StoryWire } from "@matv/shared";
import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { formMessage } from "../../lib/apiError";
import { ImageField } from "../admin/ImageField";
import { ModalDialog } from "../admin/ModalDialog";
import { PresenceBanner } from "../admin/PresenceBanner";
import { usePresence } from "../admin/usePresence";
import { sessionUser } from "../admin/session";
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from "../admin/ui";
import { LazyRichTextEditor } from "../editor/LazyRichTextEditor";
import { SendAlertButton } from "../push/SendAlert";
import { RevisionHistory } from "./RevisionHistory";
import { StatusBadge } from "./StatusBadge";
import { DESK_KINDS, type DeskKind } from "./deskKinds";
import { conflictOf, deskApi, listActiveAuthors } from "./storyApi";
import {
  editRefusal,
  changedFields,
  EMPTY_STORY_FORM,
  FIELD_LABELS,
  fieldLabel,
  formFromStory,
  formatWhen,
  fromLocalInput,
  PLACEMENT_FEEDS,
  PLACEMENT_SECTIONS,
  storyInput,
  type StoryForm,
} from "./storyForm";
import { StoryAnalyticsPanel } from "../analytics/StoryAnalyticsPanel";
import { isTranslation, languageName, SourceChanged, SourcePanel, storyTranslationDesk, TranslateButtons } from "./Translations";

type Notice = { kind: "ok" | "error"; text: string } | null;
type Flag = "isLive" | "isBreaking" | "featured" | "isTrending" | "isEyewitness" | "isVideo";
const FLAGS: { name: Flag; label: string }[] = [
  { name: "isLive", label: "LIVE" },
  { name: "isBreaking", label: "Breaking" },
  { name: "featured", label: "Featured" },
  { name: "isTrending", label: "Trending" },
  { name: "isEyewitness", label: "Eyewitness" },
  { name: "isVideo", label: "Video" },
];

export const STORY_SAVED = "Story saved.";
export const TITLE_REQUIRED = "Give the story a title.";

/**
 * /admin/stories/new and /admin/stories/:id: every field of a story, its workflow (save, submit,
 * publish, schedule, unpublish, preview), its history, who else has it open, and the stale-save path.
 * The same editor edits blog posts (`kind` "blog", /admin/blogs; ADR 060) with a blog post's fields.
 */
export function StoryEditor({ storyId, kind = "story" }: { storyId?: string; kind?: DocumentKind }) {
  const navigate = useNavigate();
  const desk = DESK_KINDS[kind];
  const { messages } = desk;
  const api = deskApi(kind);
  const translationDesk = useMemo(() => storyTranslationDesk(kind), [kind]);
  const me = sessionUser();
  const [story, setStory] = useState<StoryWire | null>(null);
  const [form, setForm] = useState<StoryForm>(EMPTY_STORY_FORM);
  const [loadState, setLoadState] = useState<"loading" | "ready" | "failed">(storyId ? "loading" : "ready");
  const [loadError, setLoadError] = useState("");
  const [editorKey, setEditorKey] = useState(0);
  const [slugTouched, setSlugTouched] = useState(Boolean(storyId));
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState<StoryWire | null>(null);
  const [publishAt, setPublishAt] = useState("");
  const [authors, setAuthors] = useState<AuthorWire[]>([]);
  const { presence, takeOver } = usePresence(kind, storyId);
  const ids = { publishAt: useId(), category: useId(), categories: useId() };

  /** Shows a stored story in the form (first load, reload after a conflict, restore). */
  const show = useCallback((next: StoryWire) => {
    setStory(next);
    setForm(formFromStory(next));
    setEditorKey((k) => k + 1);
  }, []);

  const load = useCallback(async () => {
    if (!storyId) return;
    setLoadState("loading");
    try {
      show(await api.getStory(storyId));
      setLoadState("ready");
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : `Failed to load the ${desk.noun}`);
      setLoadState("failed");
    }
  }, [storyId, show, api, desk.noun]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    listActiveAuthors()
      .then(setAuthors)
      .catch(() => setAuthors([]));
  }, []);

  function set<K extends keyof StoryForm>(name: K, value: StoryForm[K]) {
    setForm((current) => {
      const next = { ...current, [name]: value };
      if (name === "title" && !slugTouched) next.slug = buildEditorSlug(String(value));
      return next;
    });
  }
  const text = (name: keyof StoryForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(name, event.currentTarget.value as never);

  function fail(error: unknown, fallback: string) {
    setNotice({ kind: "error", text: formMessage(error, fallback, FIELD_LABELS).text });
  }

  /** Saves the form; resolves with the stored story, or null when it failed (the notice or the conflict dialog says why). */
  async function save(version = story?.version): Promise<StoryWire | null> {
    if (!form.title.trim()) {
      setNotice({ kind: "error", text: kind === "story" ? TITLE_REQUIRED : `Give the ${desk.noun} a title.` });
      return null;
    }
    if (form.imageUrl && !form.imageAlt.trim()) {
      setNotice({ kind: "error", text: messages.imageAltRequired });
      return null;
    }
    try {
      if (!story) {
        const created = await api.createStory(storyInput(form));
        navigate(`${desk.path}/${created._id}`, { replace: true });
        return created;
      }
      const saved = await api.updateStory(story._id, { ...storyInput(form), version: version ?? story.version });
      setStory(saved);
      return saved;
    } catch (error) {
      const current = conflictOf(error);
      if (current) setConflict(current);
      else fail(error, `Failed to save the ${desk.noun}`);
      return null;
    }
  }

  /** Save first, then the workflow step on the saved story. */
  async function run(step: ((saved: StoryWire) => Promise<StoryWire | void>) | null, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      const saved = await save();
      if (!saved) return;
      if (step && story) {
        const next = await step(saved);
        if (next) show(next);
      }
      setNotice({ kind: "ok", text: done });
    } catch (error) {
      fail(error, "The action failed");
    } finally {
      setBusy(false);
    }
  }

  async function preview() {
    if (!story) return;
    // Opened at once (a window opened after awaiting is a blocked pop-up), pointed at the preview when the token arrives.
    const tab = window.open("about:blank", "_blank");
    setBusy(true);
    try {
      if (!(await save())) {
        tab?.close();
        return;
      }
      const { token } = await api.createPreviewToken(story._id);
      const url = `/preview/${encodeURIComponent(token)}`;
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      fail(error, "Failed to open the preview");
    } finally {
      setBusy(false);
    }
  }

  async function overwrite() {
    if (!conflict) return;
    const version = conflict.version;
    setConflict(null);
    setBusy(true);
    const saved = await save(version);
    setBusy(false);
    if (saved) setNotice({ kind: "ok", text: savedText });
  }

  if (loadState === "loading") return <p>Loading...</p>;
  if (loadState === "failed")
    return (
      <div>
        <p role="alert">{loadError}</p>
        <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void load()}>
          Try Again
        </button>
      </div>
    );

  const savedText = kind === "story" ? STORY_SAVED : `${desk.title} saved.`;
  const publisher = canPublish(me?.role);
  const refusal = editRefusal(me, story, desk);
  const editable = !refusal;
  const isDraft = !story || story.status === "draft" || story.status === "unpublished";

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="story-title">
        <p className="text-sm">
          <Link to={desk.path} className="text-brand underline">
            All {desk.nounPlural}
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 id="story-title" className="text-2xl font-bold">
            {story ? `Edit ${desk.noun}` : `New ${desk.noun}`}
          </h1>
          {story && <StatusBadge story={story} />}
          {story && <span className="text-sm text-gray-700">Language: {languageName(story.language)}</span>}
        </div>
        {story?.lastEditedBy && (
          <p className="mt-1 text-sm text-gray-700">
            Last edited by {story.lastEditedBy.name}, {formatWhen(story.updatedAt)}
          </p>
        )}

        <PresenceBanner presence={presence} onTakeOver={() => void takeOver().catch((e: unknown) => fail(e, "Failed to take over"))} />
        {refusal && <p className="mt-4 rounded border border-gray-400 bg-gray-50 p-3">{refusal}</p>}
        {story && <SourceChanged doc={story} desk={translationDesk} />}

        <div role={notice?.kind === "error" ? "alert" : "status"} aria-live="polite" className="mt-3 min-h-6">
          {notice && <p className={notice.kind === "ok" ? "text-green-800" : "text-red-800"}>{notice.text}</p>}
        </div>

        <form
          className="mt-2 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void run(null, savedText);
          }}
        >
          <fieldset disabled={!editable} className="space-y-5">
            <legend className="sr-only">{desk.title}</legend>
            <TextInput label="Title" value={form.title} onChange={text("title")} required />
            {desk.storyFields && <TextInput label="Subtitle" value={form.subtitle} onChange={text("subtitle")} />}
            <TextInput label="Summary" value={form.summary} onChange={text("summary")} multiline />
            <LazyRichTextEditor
              key={editorKey}
              label="Body"
              initialHtml={form.content}
              onChange={(html) => set("content", html)}
              onUploadingChange={setUploading}
            />

            <div className="grid gap-4 sm:grid-cols-2">
              <Labelled label="Author">
                {(id) => (
                  <select id={id} value={form.authorId} onChange={text("authorId")} className={inputClass}>
                    <option value="">No byline</option>
                    {story?.authorId && !authors.some((a) => a._id === story.authorId) && (
                      <option value={story.authorId}>{story.author ?? "Current author"}</option>
                    )}
                    {authors.map((a) => (
                      <option key={a._id} value={a._id}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                )}
              </Labelled>
              {desk.storyFields && (
                <div>
                  <label htmlFor={ids.category} className={labelClass}>
                    Category
                  </label>
                  <input id={ids.category} list={ids.categories} value={form.category} onChange={text("category")} className={inputClass} />
                  <datalist id={ids.categories}>
                    {CATEGORY_SECTIONS.map((s) => (
                      <option key={s.key} value={s.defaultCategory} />
                    ))}
                  </datalist>
                </div>
              )}
            </div>
            {desk.storyFields && <TextInput label="Tags (separated by commas)" value={form.tags} onChange={text("tags")} />}

            <fieldset className="space-y-3 rounded border border-gray-300 p-3">
              <legend className="px-1 font-semibold">Hero image</legend>
              <ImageField
                label="Image file"
                value={form.imageUrl}
                onChange={(url) => set("imageUrl", url)}
                onUploadingChange={setUploading}
                failureMessage="Image upload failed"
              />
              {form.imageUrl && (
                <button type="button" className={secondaryButton} onClick={() => set("imageUrl", "")}>
                  Remove image
                </button>
              )}
              <TextInput label="Alt text (required with an image)" value={form.imageAlt} onChange={text("imageAlt")} required={Boolean(form.imageUrl)} />
              <TextInput label="Caption" value={form.imageCaption} onChange={text("imageCaption")} />
              <TextInput label="Credit" value={form.imageCredit} onChange={text("imageCredit")} />
            </fieldset>

            <TextInput
              label="Slug"
              value={form.slug}
              onChange={(event) => {
                setSlugTouched(true);
                set("slug", event.currentTarget.value);
              }}
              hint="Made from the title; change it if you need to."
            />

            {desk.storyFields && (
              <fieldset className="rounded border border-gray-300 p-3">
                <legend className="px-1 font-semibold">Flags</legend>
                <div className="flex flex-wrap gap-x-5 gap-y-2">
                  {FLAGS.map((flag) => (
                    <Checkbox key={flag.name} label={flag.label} checked={form[flag.name]} onChange={(checked) => set(flag.name, checked)} />
                  ))}
                </div>
                {form.isVideo && (
                  <div className="mt-3 max-w-xs">
                    <TextInput label="Video duration (e.g. 3:45)" value={form.videoDuration} onChange={text("videoDuration")} />
                  </div>
                )}
              </fieldset>
            )}

            <Placements desk={desk} form={form} onChange={(placements) => set("placements", placements)} />
          </fieldset>

          <div className="flex flex-wrap items-center gap-2 border-t border-gray-200 pt-4">
            {editable && (
              <button type="submit" className={primaryButton} disabled={busy || uploading}>
                {isDraft ? "Save draft" : "Save changes"}
              </button>
            )}
            {story && !publisher && editable && story.status === "draft" && (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy || uploading}
                onClick={() => void run((s) => api.submitStory(s._id), "Submitted for review.")}
              >
                Submit for review
              </button>
            )}
            {story && (
              <button type="button" className={secondaryButton} disabled={busy || uploading} onClick={() => void preview()}>
                Preview
              </button>
            )}
            {story && publisher && (
              <button
                type="button"
                className={primaryButton}
                disabled={busy || uploading}
                onClick={() => void run((s) => api.publishStory(s._id), `${desk.title} published.`)}
              >
                Publish now
              </button>
            )}
            {story && publisher && (story.status === "published" || story.status === "scheduled") && (
              <button
                type="button"
                className={dangerButton}
                disabled={busy || uploading}
                onClick={() => void run((s) => api.unpublishStory(s._id), `${desk.title} unpublished.`)}
              >
                Unpublish
              </button>
            )}
            {story && (
              <TranslateButtons
                doc={story}
                desk={translationDesk}
                disabled={busy || uploading}
                onError={(e) => fail(e, `Failed to translate the ${desk.noun}`)}
              />
            )}
            {story && publisher && kind === "story" && story.status === "published" && (
              <SendAlertButton draft={{ title: story.title, body: story.summary ?? story.subtitle ?? "", url: articlePath(story), image: story.imageUrl }} />
            )}
          </div>
          {story && publisher && (
            <div className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={ids.publishAt} className={labelClass}>
                  Publish at (your local time)
                </label>
                <input
                  id={ids.publishAt}
                  type="datetime-local"
                  value={publishAt}
                  onChange={(e) => setPublishAt(e.currentTarget.value)}
                  className={inputClass}
                />
              </div>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy || uploading || !fromLocalInput(publishAt)}
                onClick={() => {
                  const at = fromLocalInput(publishAt);
                  if (at) void run((s) => api.publishStory(s._id, at), `${desk.title} scheduled for ${formatWhen(at)}.`);
                }}
              >
                Schedule
              </button>
            </div>
          )}
        </form>
      </section>

      <aside aria-label={`${desk.title} history`}>
        {story && isTranslation(story) && <SourcePanel doc={story} desk={translationDesk} />}
        {story ? (
          <RevisionHistory
            storyId={story._id}
            kind={kind}
            currentVersion={story.version}
            canRestore={editable}
            onRestored={(restored) => {
              show(restored);
              setNotice({ kind: "ok", text: `Restored; the ${desk.noun} is now version ${restored.version}.` });
            }}
          />
        ) : (
          <p className="text-sm text-gray-700">The history starts when the {desk.noun} is first saved.</p>
        )}
        {story && story.status !== "draft" && <StoryAnalyticsPanel storyId={story._id} />}
      </aside>

      <ModalDialog title={`Someone else saved this ${desk.noun}`} open={conflict !== null} onClose={() => setConflict(null)}>
        {conflict && story && (
          <>
            <p>
              {messages.stale}
              {conflict.lastEditedBy ? ` ${conflict.lastEditedBy.name} saved version ${conflict.version}.` : ""}
            </p>
            <p className="mt-2 font-semibold">They changed:</p>
            <ul aria-label="Changed fields" className="list-disc pl-6">
              {(changedFields(story, conflict).length ? changedFields(story, conflict) : ["status"]).map((field) => (
                <li key={field}>{fieldLabel(field)}</li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  show(conflict);
                  setConflict(null);
                  setNotice({ kind: "ok", text: "Reloaded: your changes were discarded." });
                }}
              >
                Reload (discard my changes)
              </button>
              <button type="button" className={dangerButton} onClick={() => void overwrite()}>
                Overwrite with my version
              </button>
            </div>
          </>
        )}
      </ModalDialog>
    </div>
  );
}

function Labelled({ label, hint, children }: { label: string; hint?: string; children(id: string, hintId?: string): ReactNode }) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id, hint ? hintId : undefined)}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
}

function TextInput(props: {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  required?: boolean;
  multiline?: boolean;
  hint?: string;
}) {
  return (
    <Labelled label={props.label} hint={props.hint}>
      {(id, hintId) =>
        props.multiline ? (
          <textarea id={id} value={props.value} onChange={props.onChange} required={props.required} rows={3} aria-describedby={hintId} className={inputClass} />
        ) : (
          <input id={id} value={props.value} onChange={props.onChange} required={props.required} aria-describedby={hintId} className={inputClass} />
        )
      }
    </Labelled>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="inline-flex items-center gap-2">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} className="h-4 w-4" />
      {label}
    </label>
  );
}

/**
 * Where the story appears: every home feed (with order and pin) and every section page from the registry.
 * A blog post goes on category pages' blog lists only (newest first, so no order or pin).
 */
function Placements({ desk, form, onChange }: { desk: DeskKind; form: StoryForm; onChange(placements: StoryForm["placements"]): void }) {
  const toggle = (page: string, on: boolean) => {
    const next = { ...form.placements };
    if (on) next[page] = next[page] ?? { position: "", pinned: false };
    else delete next[page];
    onChange(next);
  };
  const update = (page: string, change: Partial<StoryForm["placements"][string]>) =>
    onChange({ ...form.placements, [page]: { ...form.placements[page]!, ...change } });
  return (
    <fieldset className="rounded border border-gray-300 p-3">
      <legend className="px-1 font-semibold">{desk.storyFields ? "Placements" : "Category blog lists"}</legend>
      {desk.storyFields && (
        <fieldset>
          <legend className="text-sm font-semibold">Home feeds</legend>
          <ul className="mt-2 space-y-2">
            {PLACEMENT_FEEDS.map((feed) => {
              const placement = form.placements[feed.pageName];
              return (
                <li key={feed.pageName} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <Checkbox label={feed.label} checked={Boolean(placement)} onChange={(on) => toggle(feed.pageName, on)} />
                  {placement && (
                    <>
                      <label className="inline-flex items-center gap-2 text-sm">
                        Order in {feed.label}
                        <input
                          type="number"
                          min={0}
                          value={placement.position}
                          onChange={(e) => update(feed.pageName, { position: e.currentTarget.value })}
                          className="w-20 rounded border border-gray-400 px-2 py-1"
                        />
                      </label>
                      <Checkbox label={`Pin in ${feed.label}`} checked={placement.pinned} onChange={(pinned) => update(feed.pageName, { pinned })} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      <fieldset className={desk.storyFields ? "mt-4" : ""}>
        <legend className="text-sm font-semibold">Sections</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {(desk.storyFields ? PLACEMENT_SECTIONS : CATEGORY_SECTIONS).map((section) => (
            <Checkbox
              key={section.pageName}
              label={section.navLabel}
              checked={Boolean(form.placements[section.pageName])}
              onChange={(on) => toggle(section.pageName, on)}
            />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
