/**
 * Share and copy link in the browser, for the React components (ShareButton, ArticleModal) and the
 * islands script alike. The alert texts are the spec's (000 §8, 001 §8) and live only here.
 */
export const LINK_COPIED = "Link copied to clipboard!";
export const COPY_FAILED = "Failed to copy link";

/** Copies the link and says so; true when it was copied. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    window.alert(COPY_FAILED);
    return false;
  }
  window.alert(LINK_COPIED);
  return true;
}

export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/** The device's own share sheet where there is one, else copy the link (spec 001 §7 "Article page"). */
export async function shareOrCopy(page: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(page);
      return "shared";
    } catch (error) {
      // The reader closed the sheet: nothing else to do. Any other failure falls back to copying.
      if ((error as { name?: string } | null)?.name === "AbortError") return "cancelled";
    }
  }
  return (await copyLink(page.url)) ? "copied" : "failed";
}
