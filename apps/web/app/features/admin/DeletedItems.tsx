import type { DeletedSectionItemWire, SectionListAdminView } from "@matv/shared";
import { staffApi } from "./apiClient";
import * as api from "../../lib/api/endpoints";

interface RestoreOptions {
  sectionKey: string;
  id: string;
  /** The editor holds changes not saved yet: restoring replaces them, so the editor is asked first. */
  unsaved: boolean;
  /** "list", or "lists" for world news and recommended. */
  what: string;
  setBusy(busy: boolean): void;
  /** Takes the server's list after the restore. */
  apply(view: SectionListAdminView): void;
}

/** Puts a deleted item back at the end of its list (ADR 011); a failure alerts the server's message. */
export async function restoreDeletedItem({ sectionKey, id, unsaved, what, setBusy, apply }: RestoreOptions): Promise<void> {
  if (unsaved && !window.confirm(`Restoring reloads the ${what} from the server; your unsaved changes will be lost. Continue?`)) return;
  setBusy(true);
  try {
    apply((await staffApi(api.restoreSectionItem(sectionKey, id), {})).data);
  } catch (error) {
    window.alert(error instanceof Error ? error.message : "Restore failed");
  } finally {
    setBusy(false);
  }
}

/** Items removed from a list by earlier saves: the editor can put each back (ADR 011). */
export function DeletedItems({ items, onRestore, busy }: { items: DeletedSectionItemWire[]; onRestore(id: string): void; busy: boolean }) {
  if (items.length === 0) return null;
  return (
    <details className="mt-8 rounded border border-gray-300 p-4">
      <summary className="cursor-pointer font-semibold">Deleted items ({items.length})</summary>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item._id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {item.title} <span className="text-sm text-gray-700">(deleted {new Date(item.deletedAt).toLocaleString("en-GB")})</span>
            </span>
            <button
              type="button"
              disabled={busy}
              onClick={() => onRestore(item._id)}
              className="rounded border border-gray-500 px-3 py-1 text-sm font-semibold hover:bg-gray-50 disabled:opacity-60"
            >
              Restore
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
