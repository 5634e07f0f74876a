import type { DeletedSectionItemWire, SectionListAdminView } from "@matv/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { staffApi, staffFetch } from "./apiClient";
import { restoreDeletedItem } from "./DeletedItems";
import { type EditorStatus, type SaveProblem, saveFailure } from "./EditorLoadState";
import { reportError } from "../../lib/reportError";
import * as api from "../../lib/api/endpoints";

interface SectionListOptions<T> {
  /** The section's key in /api/admin/sections/{key}. */
  sectionKey: string;
  /** The editor's own state from the server's view (a module-level function: loads follow it). */
  fromView(view: SectionListAdminView): T;
  initial: T;
  /** Names the list in the load failure's report ("section list") and the restore question ("list"). */
  reportName: string;
  restoreWhat: string;
}

/**
 * The load, save and restore cycle of a section list editor: after each of them the server's view replaces
 * the editor's state, its version (sent back with the next save) and its deleted items (ADR 011).
 */
export function useSectionList<T>({ sectionKey, fromView, initial, reportName, restoreWhat }: SectionListOptions<T>) {
  const [value, setValue] = useState<T>(initial);
  const [version, setVersion] = useState<number | undefined>();
  const [deleted, setDeleted] = useState<DeletedSectionItemWire[]>([]);
  const [status, setStatus] = useState<EditorStatus>("loading");
  const [uploads, setUploads] = useState(0);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const dirty = useRef(false);

  const apply = useCallback(
    (view: SectionListAdminView) => {
      setValue(fromView(view));
      setVersion(view.version);
      setDeleted(view.deleted);
      dirty.current = false;
    },
    [fromView],
  );

  const load = useCallback(async () => {
    setStatus("loading");
    setProblem(null);
    try {
      apply((await staffApi(api.sectionList(sectionKey))).data);
      setStatus("ready");
    } catch (error) {
      reportError(`${reportName}: load failed`, error);
      setStatus("failed");
    }
  }, [apply, sectionKey, reportName]);

  useEffect(() => {
    void load();
  }, [load]);

  /** An edit by the editor: the state changes and is now unsaved. */
  function edit(change: (current: T) => T) {
    dirty.current = true;
    setValue(change);
  }

  /** Posts `body` with the list's version to `path`; the server's answer replaces the list. Tells the editor either way. */
  async function save(path: string, body: object, savedMessage: string, saveFailedMessage: string) {
    setSaving(true);
    setProblem(null);
    try {
      apply((await staffFetch<{ data: SectionListAdminView }>(path, { method: "POST", body: JSON.stringify({ version, ...body }) })).data);
      window.alert(savedMessage);
    } catch (error) {
      const failure = saveFailure(error, saveFailedMessage);
      setProblem(failure.problem);
      window.alert(failure.alert);
    } finally {
      setSaving(false);
    }
  }

  function restore(id: string) {
    void restoreDeletedItem({ sectionKey, id, unsaved: dirty.current, what: restoreWhat, setBusy: setSaving, apply });
  }

  return {
    value,
    edit,
    deleted,
    status,
    problem,
    saving,
    uploading: uploads > 0,
    /** For ImageField's onUploadingChange: Save waits while any upload runs. */
    trackUpload: (on: boolean) => setUploads((n) => n + (on ? 1 : -1)),
    load,
    save,
    restore,
  };
}
