import type { DocumentKind, RevisionWire, StoryWire } from "@matv/shared";
import { useEffect, useState } from "react";
import { ModalDialog } from "../admin/ModalDialog";
import { primaryButton, secondaryButton } from "../admin/ui";
import { deskApi } from "./storyApi";
import { fieldLabel, formatWhen } from "./storyForm";

interface RevisionHistoryProps {
  storyId: string;
  kind?: DocumentKind;
  /** The story's current version: its revision has no Restore, and a change reloads the list. */
  currentVersion: number;
  /** Writers cannot restore published or scheduled stories; the panel hides the button then. */
  canRestore: boolean;
  onRestored(story: StoryWire): void;
}

const ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Saved",
  publish: "Published",
  schedule: "Scheduled",
  unpublish: "Unpublished",
  submit: "Submitted for review",
  restore: "Restored",
  delete: "Deleted",
  "scheduled-publish": "Published on schedule",
};

/** Every save of the story (who, when, which fields), newest first, with Restore after a confirmation. */
export function RevisionHistory({ storyId, kind = "story", currentVersion, canRestore, onRestored }: RevisionHistoryProps) {
  const api = deskApi(kind);
  const [revisions, setRevisions] = useState<RevisionWire[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RevisionWire | null>(null);

  useEffect(() => {
    let live = true;
    api
      .listRevisions(storyId)
      .then((list) => live && setRevisions([...list].sort((a, b) => b.version - a.version)))
      .catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : "Failed to load the history"));
    return () => {
      live = false;
    };
  }, [storyId, currentVersion, api]);

  async function restore(revision: RevisionWire) {
    setConfirming(null);
    try {
      onRestored(await api.restoreRevision(storyId, revision.id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Failed to restore the revision");
    }
  }

  return (
    <section aria-labelledby="history-title" className="rounded border border-gray-300 p-3">
      <h2 id="history-title" className="text-lg font-bold">
        History
      </h2>
      {error && (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      )}
      {!revisions && !error && <p className="mt-2">Loading...</p>}
      {revisions && (
        <ol className="mt-2 space-y-3 text-sm" aria-label="Revisions, newest first">
          {revisions.map((revision) => (
            <li key={revision.id} className="border-b border-gray-200 pb-2">
              <p className="font-semibold">
                Version {revision.version}: {ACTION_LABELS[revision.action] ?? revision.action}
              </p>
              <p className="text-gray-700">
                {revision.by?.name ?? "System"}, {formatWhen(revision.at)}
              </p>
              {revision.changedFields.length > 0 && <p>Changed: {revision.changedFields.map(fieldLabel).join(", ")}</p>}
              {canRestore && revision.version !== currentVersion && (
                <button type="button" className={`${secondaryButton} mt-1 text-sm`} onClick={() => setConfirming(revision)}>
                  Restore version {revision.version}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ModalDialog title={`Restore version ${confirming?.version ?? ""}?`} open={confirming !== null} onClose={() => setConfirming(null)}>
        <p>It goes back to how it was in this version, saved as a new revision. Changes in the form that are not saved are lost.</p>
        <div className="mt-4 flex gap-2">
          <button type="button" className={primaryButton} onClick={() => confirming && void restore(confirming)}>
            Restore
          </button>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
