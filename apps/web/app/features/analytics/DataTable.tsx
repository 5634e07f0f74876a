import { secondaryButton } from "../admin/ui";
import { downloadCsv, toCsv } from "./csv";

/**
 * One figures table with its CSV export (ADR 075). The table is the chart's accessible twin: every number a
 * chart draws is in a table too.
 */
export function DataTable({
  caption,
  columns,
  rows,
  fileName,
  empty = "Nothing counted yet.",
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
  fileName: string;
  empty?: string;
}) {
  return (
    <figure className="min-w-0">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-bold">{caption}</h3>
        <button
          type="button"
          className={`${secondaryButton} text-sm`}
          disabled={!rows.length}
          onClick={() => downloadCsv(fileName, toCsv(columns, rows))}
          aria-label={`Download ${caption} as CSV`}
        >
          CSV
        </button>
      </div>
      {rows.length ? (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-gray-400">
              {columns.map((c, i) => (
                <th key={c} scope="col" className={`py-1 pr-3 ${i > 0 ? "text-right" : ""}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-b border-gray-200">
                {row.map((cell, i) => (
                  <td key={i} className={`py-1 pr-3 ${i > 0 ? "text-right tabular-nums" : ""}`}>
                    {typeof cell === "number" ? cell.toLocaleString("en-GB") : cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-gray-700">{empty}</p>
      )}
    </figure>
  );
}
