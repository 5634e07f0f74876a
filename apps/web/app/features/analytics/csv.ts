import { saveFile } from "../../lib/saveFile";

/** One table as CSV (RFC 4180): every cell quoted when it holds a comma, quote or line break; a formula start is defused. */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cell = (value: string | number) => {
    let text = String(value);
    // A cell that a spreadsheet would run as a formula (a story title starting with "=") is kept as text.
    if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** Saves `csv` as a file in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob([csv], { type: "text/csv;charset=utf-8" }));
}
