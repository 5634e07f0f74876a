import type { AdminPetitionDto } from "@matv/shared/petition";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { reportError } from "../../lib/reportError";
import { ApiError, staffApi } from "./apiClient";
import { ImageField } from "./ImageField";
import { draftToBody, EMPTY_PETITION, type PetitionDraft, petitionToDraft } from "./petitionForm";
import { dangerButton, inputClass, labelClass, primaryButton, secondaryButton } from "./ui";
import { SaveButton } from "./SaveButton";
import * as api from "../../lib/api/endpoints";

type Editing = { id: string | null; version?: number; draft: PetitionDraft };

/** /admin/petitions (ADR 058): create and edit petitions, choose the current one, close one. */
export function PetitionsDesk() {
  const [petitions, setPetitions] = useState<AdminPetitionDto[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploads, setUploads] = useState(0);

  const load = useCallback(async () => {
    try {
      setPetitions((await staffApi(api.adminPetitions())).data);
    } catch (error) {
      reportError("petitions desk: load failed", error);
      setMessage({ kind: "error", text: error instanceof Error ? error.message : "Failed to load petitions" });
      setPetitions([]);
    }
  }, []);

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

  async function act(petition: AdminPetitionDto, action: "make-current" | "close") {
    if (action === "close" && !window.confirm(`Close "${petition.title}"? Readers will no longer be able to sign it.`)) return;
    setBusy(true);
    setMessage(null);
    try {
      await staffApi(api.petitionAction(petition._id, action), { version: petition.version });
      setMessage({ kind: "ok", text: action === "close" ? `"${petition.title}" is closed.` : `"${petition.title}" is now the current petition.` });
      await load();
    } catch (error) {
      setMessage({ kind: "error", text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  if (!petitions) return <p>Loading...</p>;
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

      {editing && (
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
      )}

      {petitions.length === 0 ? (
        <p className="mt-6">No petitions yet.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {petitions.map((p) => (
            <li key={p._id} className="rounded border border-gray-300 p-4" data-testid="petition-row" aria-label={`Petition: ${p.title}`}>
              <div className="flex flex-wrap items-baseline gap-2">
                <h2 className="text-lg font-bold">{p.title}</h2>
                {p.isCurrent && <span className="rounded bg-brand px-2 py-0.5 text-xs font-bold uppercase text-white">Current</span>}
                <span
                  className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${p.status === "closed" ? "bg-gray-700 text-white" : "bg-green-100 text-green-900"}`}
                >
                  {p.status === "closed" ? "Closed" : "Open"}
                </span>
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
                <button type="button" className={secondaryButton} disabled={p.isCurrent || busy} onClick={() => void act(p, "make-current")}>
                  Make current<span className="sr-only"> {p.title}</span>
                </button>
                <button type="button" className={dangerButton} disabled={p.status === "closed" || busy} onClick={() => void act(p, "close")}>
                  Close<span className="sr-only"> {p.title}</span>
                </button>
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
