import {
  type AdminDeepDiveCardWire,
  DEEP_DIVE_SAVE_FAILED,
  DEEP_DIVE_SAVED,
  type DeepDiveCardWire,
  type DeepDiveSectionWire,
  deepDiveSectionsHtml,
  type EditionCode,
} from "@matv/shared";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { LazyRichTextEditor } from "../editor/LazyRichTextEditor";
import {
  isTranslation,
  languageName,
  SourceChanged,
  SourceChangedBadge,
  SourcePanel,
  TranslateButtons,
  type TranslationDesk,
  type TranslationFilter,
  TranslationFilters,
  translationFilterParams,
} from "../desk/Translations";
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
type Draft = Omit<DeepDiveCardWire, "updatedAt" | "category" | "img" | "heading" | "image" | "sections" | "language" | "translations"> & {
  category: string;
  img: string;
  heading: string;
  image: string;
  sections: DraftSection[];
  /** A translation's publishing (ADR 083): a draft is off the site until an editor publishes it. */
  status: AdminDeepDiveCardWire["status"];
};

/** Where a card opens in the editor: the deep-dive page with that card in edit mode. */
const cardEditorPath = (id: string) => `/admin/update-deep-dive?card=${id}`;

/** The deep-dive desk's translation calls (ADR 083, through the desk's one TranslationDesk, ADR 079). */
export const deepDiveTranslationDesk: TranslationDesk = {
  editorPath: cardEditorPath,
  translate: async (id: string, language: EditionCode) => (await staffApi(api.translateDeepDive(id), { language })).data,
  source: async (id: string) => {
    const card = (await staffApi(api.adminDeepDiveCard(id))).data;
    return { _id: card._id, language: card.language, title: card.title, subtitle: card.heading, summary: card.category, content: deepDiveSectionsHtml(card) };
  },
  sourceChanges: async (id: string) => (await staffApi(api.deepDiveSourceChanges(id))).data,
  fieldLabels: { content: "Summary", heading: "Heading", sections: "Sections" },
};

let sectionKeys = 0;
const newSectionKey = () => `section-${++sectionKeys}`;

const toDraft = (card: AdminDeepDiveCardWire): Draft => ({
  status: card.status,
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
  const [cards, setCards] = useState<AdminDeepDiveCardWire[] | null>(null);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [uploads, setUploads] = useState(0);
  const [saving, setSaving] = useState(false);
  const [filter, setFilter] = useState<TranslationFilter>({ language: "", stale: false });
  const [failure, setFailure] = useState("");
  // `?card={id}`: the card to open (a translation just made, or a translation's source), once per address.
  const [search] = useSearchParams();
  const wanted = search.get("card");
  const opened = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    staffApi(api.adminDeepDiveCards(translationFilterParams(wanted && opened.current !== wanted ? { language: "", stale: false } : filter)))
      .then(({ data }) => {
        if (!live) return;
        setCards(data);
        const card = wanted && opened.current !== wanted ? data.find((c) => c._id === wanted) : undefined;
        if (card) {
          opened.current = wanted;
          setFilter({ language: "", stale: false });
          setEditing(toDraft(card));
        }
      })
      .catch((error) => {
        reportError("deep dive cards: load failed", error);
        if (live) setCards([]);
      });
    return () => {
      live = false;
    };
  }, [filter, wanted]);

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
      const { _id, sections, status, ...card } = editing;
      const translation = cards?.find((c) => c._id === _id && isTranslation(c));
      const body = { ...card, ...(translation ? { status } : {}), sections: sections.map(({ key: _key, ...section }) => section) };
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
  // The home section's slots are the English cards' (a translation is read on its own page, ADR 083).
  const placeholders = filter.language || filter.stale ? 0 : Math.max(0, DEEP_DIVE_MIN_CARDS - cards.filter((c) => c.language === "en").length);
  return (
    <section aria-labelledby="deep-dive-editor-title">
      <h1 id="deep-dive-editor-title" className="text-2xl font-bold">
        Update Deep Dive Cards
      </h1>
      <p className="mt-2 text-gray-700">Edit one card at a time; save or cancel it before editing another.</p>
      <TranslationFilters idPrefix="dd-filter" value={filter} onChange={setFilter} />
      <p role="alert" className="mt-2 text-red-800">
        {failure}
      </p>
      <ul className="mt-4 grid gap-6 lg:grid-cols-2">
        {cards.map((card) => {
          const isEditing = editing?._id === card._id;
          const translation = isTranslation(card);
          return (
            <li
              key={card._id}
              className={`rounded border border-gray-300 p-4 ${isEditing && translation ? "lg:col-span-2" : ""}`}
              aria-label={`Card: ${card.title}`}
              data-testid={card.language === "en" ? "deep-dive-card" : "deep-dive-edition-card"}
            >
              <p className="mb-2 flex flex-wrap gap-2 text-xs font-semibold">
                <span className="rounded bg-gray-100 px-2 py-0.5">{languageName(card.language)}</span>
                {card.status === "draft" && <span className="rounded bg-gray-700 px-2 py-0.5 text-white">Draft</span>}
                {card.stale && <SourceChangedBadge />}
              </p>
              {!isEditing ? (
                <div>
                  {card.img ? <img src={card.img} alt="" width={320} height={180} className="mb-3 h-40 w-full rounded object-cover" /> : null}
                  <p className="text-sm font-semibold uppercase text-brand-dark">{card.category}</p>
                  <h2 className="text-lg font-bold" lang={card.language === "en" ? undefined : card.language}>
                    {card.title}
                  </h2>
                  <p className="mt-1 text-sm text-gray-700">{card.sections.length} sections</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button type="button" className={secondaryButton} disabled={editing !== null} onClick={() => setEditing(toDraft(card))}>
                      Edit<span className="sr-only"> {card.title}</span>
                    </button>
                    {!translation && (
                      <TranslateButtons
                        doc={card}
                        desk={deepDiveTranslationDesk}
                        disabled={editing !== null}
                        onError={(error) => setFailure(error instanceof Error ? error.message : String(error))}
                      />
                    )}
                  </div>
                </div>
              ) : (
                <div className={translation ? "grid gap-6 lg:grid-cols-2" : ""}>
                  {translation && (
                    <div>
                      <SourceChanged doc={card} desk={deepDiveTranslationDesk} />
                      <div className="mt-4">
                        <SourcePanel doc={card} desk={deepDiveTranslationDesk} />
                      </div>
                    </div>
                  )}
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
                    {translation && (
                      <div>
                        <label htmlFor="dd-status" className={labelClass}>
                          Status
                        </label>
                        <select
                          id="dd-status"
                          className={inputClass}
                          value={editing.status}
                          onChange={(e) => patch({ status: e.target.value as Draft["status"] })}
                        >
                          <option value="draft">Draft (not on the site)</option>
                          <option value="published">Published</option>
                        </select>
                      </div>
                    )}
                    <div className="flex gap-2 pt-2">
                      <SaveButton uploading={uploads > 0} saving={saving}>
                        Save
                      </SaveButton>
                      <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
                        Cancel
                      </button>
                    </div>
                  </form>
                </div>
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
