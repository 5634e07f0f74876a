/** Saves `blob` as a file named `fileName` in the browser (a CSV made here, or a staff download from the API). */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
