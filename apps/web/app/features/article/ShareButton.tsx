import { Share2 } from "lucide-react";
import { COPY_FAILED, LINK_COPIED } from "./shareTexts";

export { COPY_FAILED, LINK_COPIED };

/** Native share where the device has it, else copy the link (spec 001 §7 "Article page"). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      window.alert(LINK_COPIED);
    } catch {
      window.alert(COPY_FAILED);
    }
  }
  return (
    <button
      type="button"
      onClick={share}
      data-island="share"
      data-share-url={url}
      data-share-title={title}
      className="inline-flex items-center gap-2 rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
    >
      <Share2 aria-hidden="true" className="h-4 w-4" /> Share
    </button>
  );
}
