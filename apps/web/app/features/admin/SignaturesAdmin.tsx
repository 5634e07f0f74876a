import { formatDate } from "@matv/shared";
import type { AdminPetitionDto, StaffSignaturePage } from "@matv/shared/petition";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { staffApi } from "./apiClient";
import { staffDownload } from "../../lib/api/staff";
import { FilterOptions } from "../../components/FilterOptions";
import * as api from "../../lib/api/endpoints";

/** Staff view of petition signatures: per petition (?petition=id, chosen from the desk or the list), search and CSV export. */
export function SignaturesAdmin() {
  const [searchParams, setSearchParams] = useSearchParams();
  const petitionId = searchParams.get("petition") ?? "";
  const [petitions, setPetitions] = useState<AdminPetitionDto[]>([]);
  const [query, setQuery] = useState("");
  const [applied, setApplied] = useState("");
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<StaffSignaturePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      const params = new URLSearchParams({ page: String(page), limit: "50" });
      if (applied) params.set("q", applied);
      if (petitionId) params.set("petitionId", petitionId);
      setResult((await staffApi(api.signatures(params))).data);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [applied, page, petitionId]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    staffApi(api.adminPetitions())
      .then((body) => setPetitions(body.data))
      .catch(() => setPetitions([]));
  }, []);

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      const params = new URLSearchParams();
      if (applied) params.set("q", applied);
      if (petitionId) params.set("petitionId", petitionId);
      await staffDownload(api.signaturesCsv(params), "signatures.csv");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby="signatures-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="signatures-heading" className="text-2xl font-bold">
          Petition signatures
        </h1>
        <button
          type="button"
          onClick={download}
          disabled={downloading}
          className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {downloading ? "Preparing..." : "Download CSV"}
        </button>
      </div>
      <div className="mt-4">
        <label htmlFor="signature-petition" className="block text-sm font-semibold">
          Petition
        </label>
        <select
          id="signature-petition"
          value={petitionId}
          onChange={(e) => {
            setPage(1);
            setSearchParams(e.target.value ? { petition: e.target.value } : {});
          }}
          className="mt-1 w-full max-w-md rounded border border-gray-400 px-3 py-2"
        >
          <FilterOptions anyLabel="All petitions" options={petitions.map((p) => ({ value: p._id, label: p.title }))} />
        </select>
      </div>
      <form
        role="search"
        aria-label="Signature search"
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setApplied(query.trim());
        }}
      >
        <label className="sr-only" htmlFor="signature-search">
          Search signatures
        </label>
        <input
          id="signature-search"
          type="search"
          placeholder="Name, email or location"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full max-w-md rounded border border-gray-400 px-3 py-2"
        />
        <button type="submit" className="rounded border border-gray-500 px-4 py-2 font-semibold hover:bg-gray-50">
          Search
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-4 text-red-800">
          {error}
        </p>
      )}
      {result && (
        <>
          <p className="mt-4 text-sm text-gray-700" data-testid="signatures-total">
            {result.total} signature{result.total === 1 ? "" : "s"}
          </p>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-gray-300">
                  {["Name", "Email", "Location", "Public", "Signed"].map((column) => (
                    <th key={column} scope="col" className="py-2 pr-3">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.signatures.map((s) => (
                  <tr key={s._id} className="border-b border-gray-200">
                    <td className="py-2 pr-3">
                      {s.firstName} {s.lastName}
                    </td>
                    <td className="py-2 pr-3">{s.email}</td>
                    <td className="py-2 pr-3">{s.location}</td>
                    <td className="py-2 pr-3">{s.displayName ? "Yes" : "No"}</td>
                    <td className="py-2 pr-3">{formatDate(s.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex gap-2">
            <button
              type="button"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
              className="rounded border border-gray-500 px-3 py-1.5 disabled:opacity-50"
            >
              Previous
            </button>
            <button
              type="button"
              disabled={!result.hasMore}
              onClick={() => setPage((p) => p + 1)}
              className="rounded border border-gray-500 px-3 py-1.5 disabled:opacity-50"
            >
              Next
            </button>
          </div>
        </>
      )}
    </section>
  );
}
