import type { AuditListWire } from "@matv/shared";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../admin/apiClient";
import { secondaryButton } from "../admin/ui";
import { listAudit } from "./storyApi";
import { formatWhen } from "./storyForm";
import { StaffTableHead } from "../admin/StaffTableHead";

const PAGE_SIZE = 50;

/** /admin/audit: every staff write (who, what, when), newest first; admins only (the server answers 403 to others). */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [result, setResult] = useState<AuditListWire | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    listAudit(page, PAGE_SIZE)
      .then((list) => live && setResult(list))
      .catch((failure: unknown) => {
        if (!live) return;
        setError(
          failure instanceof ApiError && failure.status === 403
            ? "Only admins can read the audit log."
            : failure instanceof Error
              ? failure.message
              : "Failed to load the audit log",
        );
      });
    return () => {
      live = false;
    };
  }, [page]);

  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold">
        Audit log
      </h1>
      <div role="status" aria-live="polite" className="mt-3">
        {error ? <p className="text-red-800">{error}</p> : !result ? <p>Loading...</p> : <p>{result.total === 1 ? "1 entry" : `${result.total} entries`}</p>}
      </div>
      {result && result.entries.length > 0 && (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Staff writes, newest first</caption>
          <StaffTableHead columns={["When", "Who", "Action", "What"]} />
          <tbody>
            {result.entries.map((entry) => (
              <tr key={entry.id} className="border-b border-gray-200 align-top">
                <td className="whitespace-nowrap py-2 pr-3">
                  <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                </td>
                <td className="py-2 pr-3">{entry.staff?.name ?? "System"}</td>
                <td className="py-2 pr-3 font-mono text-xs">{entry.action}</td>
                <td className="py-2">{entry.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result && pages > 1 && (
        <nav aria-label="Pages of the audit log" className="mt-4 flex items-center gap-3">
          <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
            Previous page
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className={secondaryButton} disabled={!result.hasMore} onClick={() => setParams({ page: String(page + 1) })}>
            Next page
          </button>
        </nav>
      )}
    </section>
  );
}
