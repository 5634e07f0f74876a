import { DEEP_DIVE_SAVE_FAILED, DEEP_DIVE_SAVED, type DeepDiveCardWire, type DeepDiveSectionWire } from "@matv/shared";
import { useEffect, useState, type FormEvent } from "react";
import { LazyRichTextEditor } from "../editor/LazyRichTextEditor";
import { staffApi } from "./apiClient";
import { ImageField } from "./ImageField";
import { dangerButton, inputClass, labelClass, secondaryButton } from "./ui";
import { reportError } from "../../lib/reportError";
import { SaveButton } from "./SaveButton";
import * as api from "../../lib/api/endpoints";

/** The editor always shows at least this many cards (spec 001 §9). */
export const DEEP_DIVE_MIN_CARDS = 4;

/** A section being edited: `key` keeps its rich-text editor with it when sections move (never saved). */
type DraftSection = DeepDiveSectionWire & { key: string };
type Draft = Omit<DeepDiveCardWire, "updatedAt" | "category" | "img" | "heading" | "image" | "sections"> & {
  category: string;
  img: string;
  heading: string;
  image: string;
  sections: DraftSection[];
};

let sectionKeys = 0;
const newSectionKey = () => `section-${++sectionKeys}`;

const toDraft = (card: DeepDiveCardWire): Draft => ({
  _id: card._id,
  title: card.title,
  category: card.category ?? "",
  img: card.img ?? "",
  content: card.content,
  heading: card.heading ?? "",
  image: card.image ?? "",
  sections: card.sections.map((s) => ({ key: newSectionKey(), subheading: s.subheading, paragraph: s.paragraph, image: s.image ?? "", video: s.video ?? "" })),
  version: card.version,
});

/** Deep-dive cards (spec 001 §2): one card in edit mode at a time, with Edit, Save and Cancel. */
export function DeepDiveEditor() {
  const [cards, setCards] = useState<DeepDiveCardWire[] | null>(null);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [uploads, setUploads] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    staffApi(api.deepDiveCards())
      .then((list) => setCards(Array.isArray(list) ? list : []))
      .catch((error) => {
        reportError("deep dive cards: load failed", error);
        setCards([]);
      });
  }, []);

  const onUploading = (on: boolean) => setUploads((n) => n + (on ? 1 : -1));
  const patch = (p: Partial<Draft>) => setEditing((d) => (d ? { ...d, ...p } : d));
  const patchSection = (index: number, p: Partial<DeepDiveSectionWire>) =>
    setEditing((d) => (d ? { ...d, sections: d.sections.map((s, i) => (i === index ? { ...s, ...p } : s)) } : d));
  /** Moves a section one place up (-1) or down (+1). */
  const moveSection = (index: number, step: -1 | 1) =>
    setEditing((d) => {
      if (!d || index + step < 0 || index + step >= d.sections.length) return d;
      const sections = [...d.sections];
      [sections[index], sections[index + step]] = [sections[index + step]!, sections[index]!];
      return { ...d, sections };
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    setSaving(true);
    try {
      const { _id, sections, ...card } = editing;
      const body = { ...card, sections: sections.map(({ key: _key, ...section }) => section) };
      const saved = await staffApi(api.saveDeepDiveCard(_id), body);
      setCards((list) => (list ?? []).map((c) => (c._id === saved._id ? saved : c)));
      setEditing(null);
      window.alert(DEEP_DIVE_SAVED);
    } catch (error) {
      window.alert(`${DEEP_DIVE_SAVE_FAILED}${error instanceof Error && error.message ? `\n${error.message}` : ""}`);
    } finally {
      setSaving(false);
    }
  }

  if (!cards) return <p>Loading...</p>;
  const placeholders = Math.max(0, DEEP_DIVE_MIN_CARDS - cards.length);
  return (
    <section aria-labelledby="deep-dive-editor-title">
      <h1 id="deep-dive-editor-title" className="text-2xl font-bold">
        Update Deep Dive Cards
      </h1>
      <p className="mt-2 text-gray-700">Edit one card at a time; save or cancel it before editing another.</p>
      <ul className="mt-6 grid gap-6 lg:grid-cols-2">
        {cards.map((card) => {
          const isEditing = editing?._id === card._id;
          return (
            <li key={card._id} className="rounded border border-gray-300 p-4" aria-label={`Card: ${card.title}`} data-testid="deep-dive-card">
              {!isEditing ? (
                <div>
                  {card.img ? <img src={card.img} alt="" width={320} height={180} className="mb-3 h-40 w-full rounded object-cover" /> : null}
                  <p className="text-sm font-semibold uppercase text-brand-dark">{card.category}</p>
                  <h2 className="text-lg font-bold">{card.title}</h2>
                  <p className="mt-1 text-sm text-gray-700">{card.sections.length} sections</p>
                  <button type="button" className={`${secondaryButton} mt-3`} disabled={editing !== null} onClick={() => setEditing(toDraft(card))}>
                    Edit
                  </button>
                </div>
              ) : (
                <form onSubmit={save} className="space-y-3" aria-label={`Edit card ${card.title}`}>
                  {(
                    [
                      ["title", "Title"],
                      ["category", "Category"],
                      ["heading", "Heading"],
                    ] as const
                  ).map(([field, label]) => (
                    <div key={field}>
                      <label htmlFor={`dd-${field}`} className={labelClass}>
                        {label}
                      </label>
                      <input
                        id={`dd-${field}`}
                        className={inputClass}
                        required={field === "title"}
                        value={editing[field]}
                        onChange={(e) => patch({ [field]: e.target.value })}
                      />
                    </div>
                  ))}
                  <div>
                    <label htmlFor="dd-content" className={labelClass}>
                      Summary
                    </label>
                    <textarea id="dd-content" rows={3} className={inputClass} value={editing.content} onChange={(e) => patch({ content: e.target.value })} />
                  </div>
                  <ImageField
                    label="Card image"
                    value={editing.img}
                    onChange={(url) => patch({ img: url })}
                    onUploadingChange={onUploading}
                    failureMessage="Failed to upload image"
                  />
                  <ImageField
                    label="Article image"
                    value={editing.image}
                    onChange={(url) => patch({ image: url })}
                    onUploadingChange={onUploading}
                    failureMessage="Failed to upload image"
                  />
                  {editing.sections.map((section, index) => (
                    <fieldset key={section.key} className="space-y-2 rounded border border-gray-200 p-3" data-testid="deep-dive-section">
                      <legend className="px-1 text-sm font-semibold">Section {index + 1}</legend>
                      <label htmlFor={`dd-${section.key}-sub`} className={labelClass}>
                        Subheading
                      </label>
                      <input
                        id={`dd-${section.key}-sub`}
                        className={inputClass}
                        value={section.subheading}
                        onChange={(e) => patchSection(index, { subheading: e.target.value })}
                      />
                      {/* The desk's one rich-text editor (ADR 049), uncontrolled: its key moves with the section. */}
                      <LazyRichTextEditor
                        label={`Section ${index + 1} paragraph`}
                        initialHtml={section.paragraph}
                        onChange={(html) => patchSection(index, { paragraph: html })}
                        onUploadingChange={onUploading}
                      />
                      <ImageField
                        label={`Section ${index + 1} image`}
                        value={section.image ?? ""}
                        onChange={(url) => patchSection(index, { image: url })}
                        onUploadingChange={onUploading}
                        failureMessage="Failed to upload image"
                      />
                      <label htmlFor={`dd-${section.key}-video`} className={labelClass}>
                        Video link (optional, YouTube)
                      </label>
                      <input
                        id={`dd-${section.key}-video`}
                        className={inputClass}
                        value={section.video ?? ""}
                        onChange={(e) => patchSection(index, { video: e.target.value })}
                      />
                      <div className="flex flex-wrap gap-2">
                        <button type="button" className={secondaryButton} disabled={index === 0} onClick={() => moveSection(index, -1)}>
                          Move up<span className="sr-only"> section {index + 1}</span>
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          disabled={index === editing.sections.length - 1}
                          onClick={() => moveSection(index, 1)}
                        >
                          Move down<span className="sr-only"> section {index + 1}</span>
                        </button>
                        <button
                          type="button"
                          className={dangerButton}
                          onClick={() => window.confirm("Remove this section?") && patch({ sections: editing.sections.filter((_, i) => i !== index) })}
                        >
                          Remove section<span className="sr-only"> {index + 1}</span>
                        </button>
                      </div>
                    </fieldset>
                  ))}
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => patch({ sections: [...editing.sections, { key: newSectionKey(), subheading: "", paragraph: "", image: "", video: "" }] })}
                  >
                    Add section
                  </button>
                  <div className="flex gap-2 pt-2">
                    <SaveButton uploading={uploads > 0} saving={saving}>
                      Save
                    </SaveButton>
                    <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
                      Cancel
                    </button>
                  </div>
                </form>
              )}
            </li>
          );
        })}
        {Array.from({ length: placeholders }, (_, i) => (
          <li key={`placeholder-${i}`} className="rounded border border-dashed border-gray-400 p-4 text-gray-700" data-testid="deep-dive-placeholder">
            <h2 className="text-lg font-bold">Empty card {cards.length + i + 1}</h2>
            <p className="mt-1 text-sm">No deep-dive card in this place yet.</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
