import { type LiveBlogEntryWire, liveBlogPath, type LiveBlogWire } from "@matv/shared";
import { SendAlertButton } from "../push/SendAlert";
import { useCallback, useEffect, useId, useState } from "react";
import { ApiError } from "../admin/apiClient";
import { ImageField } from "../admin/ImageField";
import { PresenceBanner } from "../admin/PresenceBanner";
import { usePresence } from "../admin/usePresence";
import { sessionUser } from "../admin/session";
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from "../admin/ui";
import { isTranslation, languageName, SourceChanged, SourcePanel, TranslateButtons } from "../desk/Translations";
import { LazyRichTextEditor } from "../editor/LazyRichTextEditor";
import { deleteEntry, getLiveBlog, liveBlogTranslationDesk, postEntry, updateEntry, updateLiveBlog } from "./liveBlogApi";
import { LiveBlogStatusBadge } from "./LiveBlogStatusBadge";

export const ENTRY_POSTED = "Entry posted.";
export const BLOG_SAVED = "Live blog saved.";
const HOME_PAGE = "TopStories";

interface EntryForm {
  title: string;
  body: string;
  imageUrl: string;
  imageAlt: string;
  youtube: string;
  isKeyEvent: boolean;
  pinned: boolean;
}
const EMPTY_ENTRY: EntryForm = { title: "", body: "", imageUrl: "", imageAlt: "", youtube: "", isKeyEvent: false, pinned: false };
const formOf = (e: LiveBlogEntryWire): EntryForm => ({
  title: e.title,
  body: e.body,
  imageUrl: e.imageUrl ?? "",
  imageAlt: e.imageAlt ?? "",
  youtube: e.youtubeId ?? "",
  isKeyEvent: e.isKeyEvent,
  pinned: e.pinned,
});
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? `${error.message} Reloaded the latest version; check it and save again.` : (error as Error).message;

function Field({ label, value, onChange, multiline = false }: { label: string; value: string; onChange(v: string): void; multiline?: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} rows={2} className={inputClass} />
      ) : (
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />
      )}
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="inline-flex items-center gap-2 font-semibold">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-5 w-5" />
      {label}
    </label>
  );
}

/** /admin/liveblogs/:id: the blog's fields (editors), the entry composer (the desk's rich-text editor) and the entries. */
export function LiveBlogEditor({ blogId }: { blogId: string }) {
  const me = sessionUser();
  const isEditor = me?.role !== "writer";
  const [blog, setBlog] = useState<LiveBlogWire | null>(null);
  const [entries, setEntries] = useState<LiveBlogEntryWire[]>([]);
  const [fields, setFields] = useState({ title: "", summary: "", imageUrl: "", imageAlt: "", onHome: false });
  const [entry, setEntry] = useState<EntryForm>(EMPTY_ENTRY);
  const [editing, setEditing] = useState<LiveBlogEntryWire | null>(null);
  /** Remounts the rich-text editor with new initial HTML (after a post, or to edit another entry). */
  const [editorKey, setEditorKey] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const { presence, takeOver } = usePresence("liveblog", blogId);

  const load = useCallback(async () => {
    const loaded = await getLiveBlog(blogId);
    setBlog(loaded.blog);
    setEntries(loaded.entries);
    setFields({
      title: loaded.blog.title,
      summary: loaded.blog.summary,
      imageUrl: loaded.blog.imageUrl ?? "",
      imageAlt: loaded.blog.imageAlt ?? "",
      onHome: loaded.blog.placements.some((p) => p.page === HOME_PAGE),
    });
  }, [blogId]);

  useEffect(() => {
    load().catch((e: Error) => setNotice({ kind: "error", text: e.message }));
  }, [load]);

  async function act(run: () => Promise<unknown>, ok: string) {
    setNotice(null);
    try {
      await run();
      setNotice({ kind: "ok", text: ok });
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error) });
      if (error instanceof ApiError && error.status === 409) await load();
    }
  }

  const saveBlog = (status?: LiveBlogWire["status"]) =>
    blog &&
    act(async () => {
      const others = blog.placements.filter((p) => p.page !== HOME_PAGE);
      const saved = await updateLiveBlog(blog._id, {
        version: blog.version,
        title: fields.title,
        summary: fields.summary,
        imageUrl: fields.imageUrl || null,
        imageAlt: fields.imageAlt || null,
        placements: [...others, ...(fields.onHome ? [{ page: HOME_PAGE }] : [])],
        ...(status ? { status } : {}),
      });
      setBlog(saved);
    }, BLOG_SAVED);

  const submitEntry = () =>
    act(
      async () => {
        const input = {
          title: entry.title,
          body: entry.body,
          imageUrl: entry.imageUrl || null,
          imageAlt: entry.imageAlt || null,
          youtube: entry.youtube || null,
          isKeyEvent: entry.isKeyEvent,
          pinned: entry.pinned,
        };
        if (editing) await updateEntry(blogId, editing._id, { ...input, version: editing.version });
        else await postEntry(blogId, input);
        setEntry(EMPTY_ENTRY);
        setEditing(null);
        setEditorKey((k) => k + 1);
        await load();
      },
      editing ? "Entry updated." : ENTRY_POSTED,
    );

  if (!blog) return <p role={notice?.kind === "error" ? "alert" : "status"}>{notice?.text ?? "Loading…"}</p>;
  const set = (key: keyof EntryForm) => (value: string | boolean) => setEntry((e) => ({ ...e, [key]: value }));

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{blog.title}</h1>
        <LiveBlogStatusBadge status={blog.status} />
        <span className="text-sm">{languageName(blog.language)}</span>
        {blog.status !== "draft" && (
          <a href={liveBlogPath(blog)} className="underline">
            Reader page
          </a>
        )}
        {isEditor && (
          <TranslateButtons
            doc={blog}
            desk={liveBlogTranslationDesk}
            disabled={uploading}
            onError={(error) => setNotice({ kind: "error", text: `Failed to translate the live blog: ${messageOf(error)}` })}
          />
        )}
        {isEditor && blog.status === "live" && (
          <SendAlertButton draft={{ title: blog.title, body: blog.summary ?? "", url: liveBlogPath(blog), image: blog.imageUrl, topic: "breaking" }} />
        )}
      </header>
      <PresenceBanner presence={presence} onTakeOver={() => void takeOver().catch((e: unknown) => setNotice({ kind: "error", text: messageOf(e) }))} />
      <div role={notice?.kind === "error" ? "alert" : "status"} aria-live="polite" className="min-h-6">
        {notice?.text}
      </div>
      {/* A translation (ADR 079): what changed in its source since it was saved, and the source itself. */}
      <SourceChanged doc={blog} desk={liveBlogTranslationDesk} />
      {isTranslation(blog) && <SourcePanel doc={blog} desk={liveBlogTranslationDesk} />}

      {isEditor && (
        <form
          className="space-y-4 rounded border border-gray-300 p-4"
          aria-label="Live blog details"
          onSubmit={(event) => {
            event.preventDefault();
            void saveBlog();
          }}
        >
          <Field label="Title" value={fields.title} onChange={(title) => setFields((f) => ({ ...f, title }))} />
          <Field label="Summary" value={fields.summary} onChange={(summary) => setFields((f) => ({ ...f, summary }))} multiline />
          <ImageField
            label="Hero image"
            value={fields.imageUrl}
            onChange={(imageUrl) => setFields((f) => ({ ...f, imageUrl }))}
            onUploadingChange={setUploading}
            failureMessage="Image upload failed"
          />
          {fields.imageUrl && <Field label="Hero image alt text" value={fields.imageAlt} onChange={(imageAlt) => setFields((f) => ({ ...f, imageAlt }))} />}
          <Check label="Show on the home page (LIVE card)" checked={fields.onHome} onChange={(onHome) => setFields((f) => ({ ...f, onHome }))} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={uploading}>
              Save live blog
            </button>
            {blog.status === "draft" ? (
              <button type="button" className={secondaryButton} onClick={() => void saveBlog("live")}>
                Go live
              </button>
            ) : blog.status === "live" ? (
              <button type="button" className={dangerButton} onClick={() => void saveBlog("ended")}>
                End coverage
              </button>
            ) : (
              <button type="button" className={secondaryButton} onClick={() => void saveBlog("live")}>
                Reopen coverage
              </button>
            )}
          </div>
        </form>
      )}

      <form
        className="space-y-4 rounded border border-gray-300 p-4"
        aria-label={editing ? "Edit entry" : "New entry"}
        onSubmit={(event) => {
          event.preventDefault();
          void submitEntry();
        }}
      >
        <h2 className="text-lg font-bold">{editing ? "Edit entry" : "New entry"}</h2>
        <Field label="Entry title (optional)" value={entry.title} onChange={set("title")} />
        <LazyRichTextEditor key={editorKey} label="Entry text" initialHtml={entry.body} onChange={set("body")} onUploadingChange={setUploading} />
        <ImageField
          label="Entry image"
          value={entry.imageUrl}
          onChange={set("imageUrl")}
          onUploadingChange={setUploading}
          failureMessage="Image upload failed"
        />
        {entry.imageUrl && <Field label="Entry image alt text" value={entry.imageAlt} onChange={set("imageAlt")} />}
        <Field label="YouTube clip (link, optional)" value={entry.youtube} onChange={set("youtube")} />
        <div className="flex flex-wrap gap-6">
          <Check label="Key event" checked={entry.isKeyEvent} onChange={set("isKeyEvent")} />
          <Check label="Pin to the top" checked={entry.pinned} onChange={set("pinned")} />
        </div>
        <div className="flex gap-3">
          <button type="submit" className={primaryButton} disabled={uploading}>
            {editing ? "Save entry" : "Post entry"}
          </button>
          {editing && (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setEditing(null);
                setEntry(EMPTY_ENTRY);
                setEditorKey((k) => k + 1);
              }}
            >
              Cancel editing
            </button>
          )}
        </div>
      </form>

      <section aria-labelledby="entries-title">
        <h2 id="entries-title" className="text-lg font-bold">
          Entries ({entries.length})
        </h2>
        <ul className="mt-2 divide-y divide-gray-200">
          {entries.map((e) => {
            const mine = isEditor || e.author?.id === me?.id;
            const label = e.title || e.body.replace(/<[^>]*>/g, "").slice(0, 60) || "Entry";
            return (
              <li key={e._id} className="flex flex-wrap items-center gap-3 py-2">
                <time dateTime={e.createdAt} className="text-sm text-gray-700">
                  {new Date(e.createdAt).toLocaleTimeString("en-GB")}
                </time>
                <span className="flex-1">
                  {e.pinned && <strong>Pinned · </strong>}
                  {e.isKeyEvent && <strong>Key event · </strong>}
                  {label}
                  {e.editedAt && <em> (updated)</em>}
                  {e.author && <span className="text-sm text-gray-700"> by {e.author.name}</span>}
                </span>
                {isEditor && e.isKeyEvent && (
                  <SendAlertButton
                    about={label}
                    draft={{
                      title: e.title || blog.title,
                      body: e.body
                        .replace(/<[^>]*>/g, " ")
                        .replace(/\s+/g, " ")
                        .trim()
                        .slice(0, 240),
                      url: `${liveBlogPath(blog)}#entry-${e._id}`,
                      image: e.imageUrl,
                      topic: "breaking",
                    }}
                  />
                )}
                {mine && (
                  <>
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => {
                        setEditing(e);
                        setEntry(formOf(e));
                        setEditorKey((k) => k + 1);
                      }}
                    >
                      Edit<span className="sr-only"> {label}</span>
                    </button>
                    <button
                      type="button"
                      className={dangerButton}
                      onClick={() => {
                        if (window.confirm("Delete this entry? Readers will no longer see it."))
                          void act(async () => (await deleteEntry(blogId, e._id), load()), "Entry deleted.");
                      }}
                    >
                      Delete<span className="sr-only"> {label}</span>
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
