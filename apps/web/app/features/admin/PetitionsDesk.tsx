import type { EditionCode } from "@matv/shared";
import type { AdminPetitionDto } from "@matv/shared/petition";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { reportError } from "../../lib/reportError";
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
import { ApiError, staffApi } from "./apiClient";
import { ImageField } from "./ImageField";
import { draftToBody, EMPTY_PETITION, type PetitionDraft, petitionToDraft } from "./petitionForm";
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from "./ui";
import { SaveButton } from "./SaveButton";
import * as api from "../../lib/api/endpoints";

type Editing = { id: string | null; version?: number; draft: PetitionDraft };

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The petitions desk's translation calls (ADR 083, through the desk's one TranslationDesk, ADR 079). */
export const petitionTranslationDesk: TranslationDesk = {
  editorPath: (id) => `/admin/petitions?edit=${id}`,
  translate: async (id: string, language: EditionCode) => (await staffApi(api.translatePetition(id), { language })).data,
  source: async (id: string) => {
    const p = (await staffApi(api.adminPetition(id))).data;
    const blocks = [...p.story.paragraphs, ...p.story.currentSituation, p.decisionMaker ?? ""].filter(Boolean);
    return { _id: p._id, language: p.language, title: p.title, summary: p.description, content: blocks.map((b) => `<p>${escapeHtml(b)}</p>`).join("") };
  },
  sourceChanges: async (id: string) => (await staffApi(api.petitionSourceChanges(id))).data,
  fieldLabels: { description: "Description", decisionMaker: "Decision maker", story: "The issue and current situation" },
};

/** /admin/petitions (ADR 058): create and edit petitions, choose the current one, close one. */
export function PetitionsDesk() {
  const [petitions, setPetitions] = useState<AdminPetitionDto[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [filter, setFilter] = useState<TranslationFilter>({ language: "", stale: false });
  // `?edit={id}`: the petition to open (a translation just made, or a translation's source), once per address.
  const [search] = useSearchParams();
  const wanted = search.get("edit");
  const opened = useRef<string | null>(null);

  const load = useCallback(async () => {
    try {
      const open = wanted && opened.current !== wanted ? wanted : null;
      const list = (await staffApi(api.adminPetitions(translationFilterParams(open ? { language: "", stale: false } : filter)))).data;
      setPetitions(list);
      const found = open ? list.find((p) => p._id === open) : undefined;
      if (found) {
        opened.current = open;
        setFilter({ language: "", stale: false });
        setEditing({ id: found._id, version: found.version, draft: petitionToDraft(found) });
      }
    } catch (error) {
      reportError("petitions desk: load failed", error);
      setMessage({ kind: "error", text: error instanceof Error ? error.message : "Failed to load petitions" });
      setPetitions([]);
    }
  }, [filter, wanted]);

  useEffect(() => {
    void load();
  }, [load]);

  const patch = (p: Partial<PetitionDraft>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...p } } : e));

  function failure(error: unknown): string {
    if (error instanceof ApiError && error.status === 409) return `${error.message} Reload the list to see the current version.`;
    return error instanceof Error ? error.message : String(error);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    setBusy(true);
    setMessage(null);
    try {
      const body = draftToBody(editing.draft, editing.id ? editing.version : undefined);
      if (editing.id) await staffApi(api.updatePetition(editing.id), body);
      else await staffApi(api.createPetition(), body);
      setEditing(null);
      setMessage({ kind: "ok", text: "Petition saved." });
      await load();
    } catch (error) {
      setMessage({ kind: "error", text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  async function act(petition: AdminPetitionDto, action: "make-current" | "close" | "publish") {
    if (action === "close" && !window.confirm(`Close "${petition.title}"? Readers will no longer be able to sign it.`)) return;
    setBusy(true);
    setMessage(null);
    try {
      await staffApi(api.petitionAction(petition._id, action), { version: petition.version });
      const done = {
        close: `"${petition.title}" is closed.`,
        "make-current": `"${petition.title}" is now the current petition.`,
        publish: `"${petition.title}" is published.`,
      };
      setMessage({ kind: "ok", text: done[action] });
      await load();
    } catch (error) {
      setMessage({ kind: "error", text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  if (!petitions) return <p>Loading...</p>;
  const editedTranslation = editing?.id ? petitions.find((p) => p._id === editing.id && isTranslation(p)) : undefined;
  return (
    <section aria-labelledby="petitions-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="petitions-heading" className="text-2xl font-bold">
          Petitions
        </h1>
        <button type="button" className={primaryButton} disabled={editing !== null} onClick={() => setEditing({ id: null, draft: EMPTY_PETITION })}>
          New petition
        </button>
      </div>
      <p className="mt-2 text-gray-700">
        The current petition is what /petition, the home page promo and the footer link show. Closing a petition stops signing.
      </p>
      {message && (
        <p
          data-testid="desk-message"
          role={message.kind === "error" ? "alert" : "status"}
          className={`mt-4 rounded p-3 ${message.kind === "error" ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900"}`}
        >
          {message.text}
        </p>
      )}

      <TranslationFilters idPrefix="petition-filter" value={filter} onChange={setFilter} />

      {editing && (
        <div className={editedTranslation ? "mt-6 grid gap-6 lg:grid-cols-2" : ""}>
          {editedTranslation && (
            <div>
              <SourceChanged doc={editedTranslation} desk={petitionTranslationDesk} />
              <div className="mt-4">
                <SourcePanel doc={editedTranslation} desk={petitionTranslationDesk} />
              </div>
            </div>
          )}
          <form onSubmit={save} className="mt-6 space-y-4 rounded border border-gray-300 p-4" aria-label={editing.id ? "Edit petition" : "New petition"}>
            <h2 className="text-xl font-bold">{editing.id ? "Edit petition" : "New petition"}</h2>
            <div>
              <label htmlFor="petition-title" className={labelClass}>
                Title
              </label>
              <input
                id="petition-title"
                required
                maxLength={200}
                className={inputClass}
                value={editing.draft.title}
                onChange={(e) => patch({ title: e.target.value })}
              />
            </div>
            <div>
              <label htmlFor="petition-description" className={labelClass}>
                Description
              </label>
              <textarea
                id="petition-description"
                rows={3}
                maxLength={2000}
                className={inputClass}
                value={editing.draft.description}
                onChange={(e) => patch({ description: e.target.value })}
              />
            </div>
            <div>
              <label htmlFor="petition-decision-maker" className={labelClass}>
                Decision maker
              </label>
              <input
                id="petition-decision-maker"
                maxLength={200}
                className={inputClass}
                value={editing.draft.decisionMaker}
                onChange={(e) => patch({ decisionMaker: e.target.value })}
              />
            </div>
            <ImageField
              label="Petition image"
              value={editing.draft.imageUrl}
              onChange={(url) => patch({ imageUrl: url })}
              onUploadingChange={(on) => setUploads((n) => n + (on ? 1 : -1))}
              failureMessage="Failed to upload image"
            />
            <div>
              <label htmlFor="petition-paragraphs" className={labelClass}>
                The issue (paragraphs, separated by a blank line)
              </label>
              <textarea
                id="petition-paragraphs"
                rows={6}
                className={inputClass}
                value={editing.draft.paragraphs}
                onChange={(e) => patch({ paragraphs: e.target.value })}
              />
            </div>
            <div>
              <label htmlFor="petition-bullets" className={labelClass}>
                Current situation (one bullet a line)
              </label>
              <textarea
                id="petition-bullets"
                rows={4}
                className={inputClass}
                value={editing.draft.currentSituation}
                onChange={(e) => patch({ currentSituation: e.target.value })}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="petition-goal" className={labelClass}>
                  Signature target
                </label>
                <input
                  id="petition-goal"
                  type="number"
                  min={1}
                  required
                  className={inputClass}
                  value={editing.draft.goal}
                  onChange={(e) => patch({ goal: e.target.value })}
                />
              </div>
              <div>
                <label htmlFor="petition-deadline" className={labelClass}>
                  Deadline (empty for none)
                </label>
                <input
                  id="petition-deadline"
                  type="datetime-local"
                  className={inputClass}
                  value={editing.draft.deadline}
                  onChange={(e) => patch({ deadline: e.target.value })}
                />
              </div>
            </div>
            <div className="flex gap-2">
              <SaveButton uploading={uploads > 0} saving={busy}>
                Save petition
              </SaveButton>
              <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
                Cancel
              </button>
            </div>
          </form>
        </div>
      )}

      {petitions.length === 0 ? (
        <p className="mt-6">No petitions yet.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {petitions.map((p) => (
            <li key={p._id} className="rounded border border-gray-300 p-4" data-testid="petition-row" aria-label={`Petition: ${p.title}`}>
              <div className="flex flex-wrap items-baseline gap-2">
                <h2 className="text-lg font-bold" lang={p.language === "en" ? undefined : p.language}>
                  {p.title}
                </h2>
                <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold">{languageName(p.language)}</span>
                {p.isCurrent && <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold uppercase text-white">Current</span>}
                {isTranslation(p) ? (
                  <span className="rounded bg-gray-700 px-2 py-0.5 text-xs font-bold uppercase text-white">{p.published ? "Translation" : "Draft"}</span>
                ) : (
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${p.status === "closed" ? "bg-gray-700 text-white" : "bg-green-100 text-green-900"}`}
                  >
                    {p.status === "closed" ? "Closed" : "Open"}
                  </span>
                )}
                {p.stale && <SourceChangedBadge />}
              </div>
              <p className="mt-1 text-sm text-gray-700">
                {p.currentSignatures.toLocaleString("en-GB")} of {p.goal.toLocaleString("en-GB")} signatures
                {p.deadline ? ` · deadline ${new Date(p.deadline).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}` : " · no deadline"}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={editing !== null || busy}
                  onClick={() => setEditing({ id: p._id, version: p.version, draft: petitionToDraft(p) })}
                >
                  Edit<span className="sr-only"> {p.title}</span>
                </button>
                {isTranslation(p) ? (
                  // A translation follows its source's state (ADR 083): it is only published, shown on its edition's /petition.
                  <button type="button" className={secondaryButton} disabled={p.published || busy} onClick={() => void act(p, "publish")}>
                    Publish<span className="sr-only"> {p.title}</span>
                  </button>
                ) : (
                  <>
                    <button type="button" className={secondaryButton} disabled={p.isCurrent || busy} onClick={() => void act(p, "make-current")}>
                      Make current<span className="sr-only"> {p.title}</span>
                    </button>
                    <button type="button" className={dangerButton} disabled={p.status === "closed" || busy} onClick={() => void act(p, "close")}>
                      Close<span className="sr-only"> {p.title}</span>
                    </button>
                    <TranslateButtons
                      doc={p}
                      desk={petitionTranslationDesk}
                      disabled={editing !== null || busy}
                      onError={(error) => setMessage({ kind: "error", text: failure(error) })}
                    />
                  </>
                )}
                <Link to={`/admin/signatures?petition=${p._id}`} className="self-center font-semibold text-brand-dark underline">
                  Signatures<span className="sr-only"> for {p.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
