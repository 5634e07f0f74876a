import { DEEP_DIVE_SAVE_FAILED, DEEP_DIVE_SAVED, type DeepDiveCardWire, type DeepDiveSectionWire } from "@matv/shared";
import { useEffect, useState, type FormEvent } from "react";
import { staffFetch } from "./apiClient";
import { ImageField } from "./ImageField";
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from "./ui";
import { reportError } from "../../lib/reportError";

/** The editor always shows at least this many cards (spec 001 §9). */
export const DEEP_DIVE_MIN_CARDS = 4;

type Draft = Omit<DeepDiveCardWire, "updatedAt" | "category" | "img" | "heading" | "image"> & { category: string; img: string; heading: string; image: string };

const toDraft = (card: DeepDiveCardWire): Draft => ({
  _id: card._id,
  title: card.title,
  category: card.category ?? "",
  img: card.img ?? "",
  content: card.content,
  heading: card.heading ?? "",
  image: card.image ?? "",
  sections: card.sections.map((s) => ({ subheading: s.subheading, paragraph: s.paragraph, image: s.image ?? "", video: s.video ?? "" })),
  version: card.version,
});

/** Deep-dive cards (spec 001 §2): one card in edit mode at a time, with Edit, Save and Cancel. */
export function DeepDiveEditor() {
  const [cards, setCards] = useState<DeepDiveCardWire[] | null>(null);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [uploads, setUploads] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    staffFetch<DeepDiveCardWire[]>("/api/deepdive")
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

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    setSaving(true);
    try {
      const { _id, ...body } = editing;
      const saved = await staffFetch<DeepDiveCardWire>(`/api/deepdive/${_id}`, { method: "PUT", body: JSON.stringify(body) });
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
                    <fieldset key={index} className="space-y-2 rounded border border-gray-200 p-3">
                      <legend className="px-1 text-sm font-semibold">Section {index + 1}</legend>
                      <label htmlFor={`dd-s${index}-sub`} className={labelClass}>
                        Subheading
                      </label>
                      <input
                        id={`dd-s${index}-sub`}
                        className={inputClass}
                        value={section.subheading}
                        onChange={(e) => patchSection(index, { subheading: e.target.value })}
                      />
                      <label htmlFor={`dd-s${index}-para`} className={labelClass}>
                        Paragraph
                      </label>
                      <textarea
                        id={`dd-s${index}-para`}
                        rows={4}
                        className={inputClass}
                        value={section.paragraph}
                        onChange={(e) => patchSection(index, { paragraph: e.target.value })}
                      />
                      <ImageField
                        label={`Section ${index + 1} image`}
                        value={section.image ?? ""}
                        onChange={(url) => patchSection(index, { image: url })}
                        onUploadingChange={onUploading}
                        failureMessage="Failed to upload image"
                      />
                      <label htmlFor={`dd-s${index}-video`} className={labelClass}>
                        Video link (optional, YouTube)
                      </label>
                      <input
                        id={`dd-s${index}-video`}
                        className={inputClass}
                        value={section.video ?? ""}
                        onChange={(e) => patchSection(index, { video: e.target.value })}
                      />
                      <button
                        type="button"
                        className={dangerButton}
                        onClick={() => window.confirm("Remove this section?") && patch({ sections: editing.sections.filter((_, i) => i !== index) })}
                      >
                        Remove section
                      </button>
                    </fieldset>
                  ))}
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => patch({ sections: [...editing.sections, { subheading: "", paragraph: "", image: "", video: "" }] })}
                  >
                    Add section
                  </button>
                  <div className="flex gap-2 pt-2">
                    <button type="submit" className={primaryButton} disabled={uploads > 0 || saving}>
                      {uploads > 0 ? "Uploading..." : saving ? "Saving..." : "Save"}
                    </button>
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
