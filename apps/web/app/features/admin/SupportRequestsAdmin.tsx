import { formatDate } from "@matv/shared";
import { formatMegabytes, SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportRequestDto, type SupportStatus } from "@matv/shared/support";
import { Download } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { staffApi } from "./apiClient";
import { staffDownload } from "../../lib/api/staff";
import * as api from "../../lib/api/endpoints";

/** One option per support status, as staff read them. */
function StatusOptions() {
  return SUPPORT_STATUSES.map((s) => (
    <option key={s} value={s}>
      {SUPPORT_STATUS_LABELS[s]}
    </option>
  ));
}

function RequestCard({ request, onSaved }: { request: SupportRequestDto; onSaved: (r: SupportRequestDto) => void }) {
  const [status, setStatus] = useState<SupportStatus>(request.status);
  const [notes, setNotes] = useState(request.notes);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await staffApi(api.updateSupportRequest(request._id), { status, notes });
      onSaved(saved.data);
      setMessage("Saved.");
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function download(attachmentId: string, name: string) {
    setMessage(null);
    try {
      await staffDownload(api.supportAttachment(request._id, attachmentId), name);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  }

  const headingId = `request-${request._id}`;
  return (
    <li className="rounded-lg border border-gray-200 p-4" aria-labelledby={headingId} data-testid="support-request">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {request.context}
        </h2>
        <span className="text-sm text-gray-700">
          {request.reference} · {formatDate(request.createdAt)} · {SUPPORT_STATUS_LABELS[request.status]}
        </span>
      </div>
      <p className="mt-1 text-sm">
        {request.email}
        {request.phone ? ` · ${request.phone}` : ""} · {request.city}, {request.state}, {request.country}
      </p>
      <p className="mt-3 whitespace-pre-line">{request.issueDescription}</p>
      {request.attachments.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Attachments">
          {request.attachments.map((a) => (
            <li key={a._id}>
              <button
                type="button"
                onClick={() => download(a._id, a.originalName)}
                className="inline-flex items-center gap-1 rounded border border-gray-400 px-2 py-1 text-sm hover:bg-gray-50"
              >
                <Download size={14} aria-hidden="true" /> {a.originalName} ({formatMegabytes(a.bytes)} MB)
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 grid gap-3 md:grid-cols-[200px_minmax(0,1fr)_auto] md:items-end">
        <label className="block text-sm font-semibold">
          Status
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as SupportStatus)}
            className="mt-1 w-full rounded border border-gray-400 bg-white px-2 py-2"
          >
            <StatusOptions />
          </select>
        </label>
        <label className="block text-sm font-semibold">
          Notes
          <textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} className="mt-1 w-full rounded border border-gray-400 px-2 py-1.5" />
        </label>
        <button
          type="button"
          onClick={save}
          disabled={busy}
          className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {busy ? "Saving..." : "Save"}
        </button>
      </div>
      {message && (
        <p role="status" className="mt-2 text-sm">
          {message}
        </p>
      )}
    </li>
  );
}

/** Staff queue of diaspora support requests: status filter, status and notes, attachment downloads. */
export function SupportRequestsAdmin() {
  const [filter, setFilter] = useState<SupportStatus | "">("");
  const [requests, setRequests] = useState<SupportRequestDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const qs = filter ? `?status=${filter}` : "";
      setRequests((await staffApi(api.supportRequests(qs))).data.requests);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [filter]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="support-admin-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="support-admin-heading" className="text-2xl font-bold">
          Support requests
        </h1>
        <label className="text-sm font-semibold">
          Show{" "}
          <select
            value={filter}
            onChange={(e) => setFilter(e.target.value as SupportStatus | "")}
            className="ml-1 rounded border border-gray-400 bg-white px-2 py-1.5"
          >
            <option value="">All</option>
            <StatusOptions />
          </select>
        </label>
      </div>
      {error && (
        <p role="alert" className="mt-4 text-red-800">
          {error}
        </p>
      )}
      {requests && requests.length === 0 && <p className="mt-6">No support requests.</p>}
      {requests && requests.length > 0 && (
        <ul className="mt-6 space-y-4">
          {requests.map((r) => (
            <RequestCard key={r._id} request={r} onSaved={(saved) => setRequests((list) => list?.map((x) => (x._id === saved._id ? saved : x)) ?? null)} />
          ))}
        </ul>
      )}
    </section>
  );
}
