import { Share2 } from "lucide-react";
import { useT } from "../../i18n/texts";
import { shareOrCopy } from "../../lib/share";

/**
 * Native share where the device has it, else copy the link (spec 001 §7 "Article page"). On static pages
 * the islands script does the same through the data attributes (islands/index.ts).
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => void shareOrCopy({ title, url })}
      data-island="share"
      data-share-url={url}
      data-share-title={title}
      className="inline-flex items-center gap-2 rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
    >
      <Share2 aria-hidden="true" className="h-4 w-4" /> {t("share.share")}
    </button>
  );
}
