import { Link2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/texts";
import { ShareLinks } from "../article/ShareLinks";

/** The English feedback (the spec's, 001 §2), for pages shown in place without the page's texts (followNavigation). */
export const LINK_COPIED_SHORT = "Link copied!";
/** Copy feedback stays for 2 seconds (spec 001 §9). */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Share buttons for the four networks and Copy Link with 'Link copied!' for 2 seconds (spec 001 §2, §4), in
 * the edition's words (`share.*`, ADR 076); the button carries its feedback texts for pages the live player
 * shows in place, where no React handles the click (followNavigation).
 */
export function ShareBar({ url, title, articleId }: { url: string; title: string; articleId?: string }) {
  const t = useT();
  const [feedback, setFeedback] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setFeedback(t("share.linkCopiedShort"));
    } catch {
      setFeedback(t("share.copyFailed"));
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("share.shareArticle")}>
      <ShareLinks url={url} title={title} articleId={articleId} />
      <button
        type="button"
        onClick={copy}
        data-copy-url={url}
        data-copied={t("share.linkCopiedShort")}
        data-copy-failed={t("share.copyFailed")}
        className="inline-flex items-center gap-1 rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
      >
        <Link2 aria-hidden="true" className="h-4 w-4" /> {t("share.copyLink")}
      </button>
      <span role="status" aria-live="polite" className="text-sm font-semibold text-green-800">
        {feedback}
      </span>
    </div>
  );
}
