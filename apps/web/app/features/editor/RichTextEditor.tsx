import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ModalDialog } from "../admin/ModalDialog";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../admin/ui";
import { uploadImage } from "../admin/uploadImage";
import { cleanPastedHtml } from "./cleanPastedHtml";
import { createEditorExtensions } from "./editorExtensions";
import { editorHtml } from "./editorHtml";
import { LINK_URL_INVALID, safeLinkHref, YOUTUBE_URL_INVALID, youtubeEmbedUrl } from "./editorUrls";

export interface RichTextEditorProps {
  /** Visible label of the editing area (e.g. "Body"). */
  label: string;
  /** Initial HTML; the editor is uncontrolled afterwards (remount with a new key to replace it). */
  initialHtml: string;
  onChange(html: string): void;
  /** Tells the form an image upload is running (Save waits for it). */
  onUploadingChange?(uploading: boolean): void;
}

type DialogKind = "link" | "image" | "video" | null;

/**
 * The desk's one rich-text editor (Tiptap 3 on ProseMirror). It writes HTML the server's sanitiser
 * keeps unchanged; it is loaded only by staff pages (React.lazy), never by readers' pages.
 */
export default function RichTextEditor({ label, initialHtml, onChange, onUploadingChange }: RichTextEditorProps) {
  const labelId = useId();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const editor = useEditor({
    extensions: createEditorExtensions(),
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: "prose-article min-h-64 max-w-none rounded-b border border-gray-400 px-3 py-2 focus:outline-3 focus:outline-brand",
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(editorHtml(current)),
  });

  return (
    <div>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      {editor ? <Toolbar editor={editor} label={label} onOpen={setDialog} /> : <p className="mt-1">Loading the editor...</p>}
      <EditorContent editor={editor} />
      {editor && (
        <>
          <LinkDialog editor={editor} open={dialog === "link"} onClose={() => setDialog(null)} />
          <ImageDialog editor={editor} open={dialog === "image"} onClose={() => setDialog(null)} onUploadingChange={onUploadingChange} />
          <VideoDialog editor={editor} open={dialog === "video"} onClose={() => setDialog(null)} />
        </>
      )}
    </div>
  );
}

function Toolbar({ editor, label, onOpen }: { editor: Editor; label: string; onOpen(kind: DialogKind): void }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={`${label} formatting`} className="mt-1 flex flex-wrap gap-1 rounded-t border border-b-0 border-gray-400 bg-gray-50 p-1">
      <ToggleButton pressed={active.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        Heading 2
      </ToggleButton>
      <ToggleButton pressed={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        Heading 3
      </ToggleButton>
      <ToggleButton pressed={active.bold} onClick={() => chain().toggleBold().run()} shortcut="Control+B">
        Bold
      </ToggleButton>
      <ToggleButton pressed={active.italic} onClick={() => chain().toggleItalic().run()} shortcut="Control+I">
        Italic
      </ToggleButton>
      <ToggleButton pressed={active.link} onClick={() => onOpen("link")}>
        Link
      </ToggleButton>
      <ToggleButton pressed={active.bulletList} onClick={() => chain().toggleBulletList().run()}>
        Bulleted list
      </ToggleButton>
      <ToggleButton pressed={active.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        Numbered list
      </ToggleButton>
      <ToggleButton pressed={active.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        Quote
      </ToggleButton>
      <button type="button" className={toolButton} onClick={() => onOpen("image")}>
        Image
      </button>
      <button type="button" className={toolButton} onClick={() => onOpen("video")}>
        YouTube video
      </button>
    </div>
  );
}

const toolButton = "rounded border border-gray-400 bg-white px-2 py-1 text-sm font-semibold hover:bg-gray-100 aria-pressed:bg-brand aria-pressed:text-white";

function ToggleButton({ pressed, onClick, shortcut, children }: { pressed: boolean; onClick(): void; shortcut?: string; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} aria-keyshortcuts={shortcut} className={toolButton} onClick={onClick}>
      {children}
    </button>
  );
}

function DialogActions({ submitLabel, onCancel, disabled }: { submitLabel: string; onCancel(): void; disabled?: boolean }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <button type="submit" className={primaryButton} disabled={disabled}>
        {submitLabel}
      </button>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role={message ? "alert" : undefined} className="mt-1 min-h-5 text-sm text-red-800">
      {message}
    </p>
  );
}

/**
 * A dialog that asks for one web address. `apply` acts on the address and answers an error message
 * when it is refused (the dialog stays open), or null (the dialog closes).
 */
function UrlDialog(props: {
  title: string;
  open: boolean;
  onClose(): void;
  label: string;
  name: string;
  placeholder: string;
  defaultValue?: string;
  submitLabel: string;
  apply(value: string): string | null;
  /** Further actions beside Submit and Cancel (laid out in a row with them); given the dialog's close. */
  extraAction?(close: () => void): ReactNode;
}) {
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = props.apply(String(new FormData(event.currentTarget).get(props.name) ?? ""));
    if (refused) return setError(refused);
    close();
  }
  function close() {
    setError(null);
    props.onClose();
  }
  const actions = <DialogActions submitLabel={props.submitLabel} onCancel={close} />;
  return (
    <ModalDialog title={props.title} open={props.open} onClose={close}>
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={labelClass}>
          {props.label}
        </label>
        <input
          id={inputId}
          name={props.name}
          type="url"
          defaultValue={props.defaultValue}
          autoFocus
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={inputClass}
          placeholder={props.placeholder}
        />
        <FieldError id={errorId} message={error} />
        {props.extraAction ? (
          <div className="flex flex-wrap items-end gap-2">
            {actions}
            {props.extraAction(close)}
          </div>
        ) : (
          actions
        )}
      </form>
    </ModalDialog>
  );
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose(): void }) {
  const current = open ? ((editor.getAttributes("link").href as string | undefined) ?? "") : "";
  return (
    <UrlDialog
      title="Link"
      open={open}
      onClose={onClose}
      label="Web address"
      name="href"
      placeholder="https://"
      defaultValue={current}
      submitLabel="Apply link"
      apply={(value) => {
        const href = safeLinkHref(value);
        if (!href) return LINK_URL_INVALID;
        const chain = editor.chain().focus().extendMarkRange("link");
        if (editor.state.selection.empty && !editor.isActive("link"))
          chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
        else chain.setLink({ href }).run();
        return null;
      }}
      extraAction={(close) =>
        current && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              close();
            }}
          >
            Remove link
          </button>
        )
      }
    />
  );
}

export const IMAGE_ALT_REQUIRED = "Describe the image for readers who cannot see it.";
export const IMAGE_FILE_REQUIRED = "Choose an image to upload.";

function ImageDialog({
  editor,
  open,
  onClose,
  onUploadingChange,
}: {
  editor: Editor;
  open: boolean;
  onClose(): void;
  onUploadingChange?(uploading: boolean): void;
}) {
  const fileId = useId();
  const altId = useId();
  const errorId = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const altRef = useRef<HTMLInputElement>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      setSrc(await uploadImage(file, setProgress));
      altRef.current?.focus();
    } catch (failure) {
      setError(`The image could not be uploaded.${failure instanceof Error && failure.message ? ` ${failure.message}` : ""}`);
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const alt = String(new FormData(event.currentTarget).get("alt") ?? "").trim();
    if (!src) return setError(IMAGE_FILE_REQUIRED);
    if (!alt) return setError(IMAGE_ALT_REQUIRED);
    editor.chain().focus().setImage({ src, alt }).run();
    close();
  }
  function close() {
    setSrc(null);
    setError(null);
    onClose();
  }
  return (
    <ModalDialog title="Insert an image" open={open} onClose={close}>
      <form onSubmit={submit} noValidate>
        <label htmlFor={fileId} className={labelClass}>
          Image to insert
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="mt-1 text-sm"
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
        />
        {progress !== null && <progress className="mt-2 h-2 w-full" max={100} value={Math.round(progress * 100)} aria-label="Uploading the image" />}
        {src && <img src={src} alt="" className="mt-2 h-24 w-auto rounded object-cover" />}
        <label htmlFor={altId} className={`${labelClass} mt-3`}>
          Alt text (required)
        </label>
        <input ref={altRef} id={altId} name="alt" required aria-describedby={errorId} className={inputClass} maxLength={300} />
        <FieldError id={errorId} message={error} />
        <DialogActions submitLabel="Insert image" onCancel={close} disabled={progress !== null} />
      </form>
    </ModalDialog>
  );
}

function VideoDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose(): void }) {
  return (
    <UrlDialog
      title="Embed a YouTube video"
      open={open}
      onClose={onClose}
      label="YouTube address"
      name="url"
      placeholder="https://www.youtube.com/watch?v="
      submitLabel="Embed video"
      apply={(url) => {
        if (!youtubeEmbedUrl(url)) return YOUTUBE_URL_INVALID;
        editor.chain().focus().insertYoutubeEmbed(url).run();
        return null;
      }}
    />
  );
}
