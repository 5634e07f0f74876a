import { DEFAULT_SHARE_WINDOW, facebookShareUrl, linkedinShareUrl, twitterShareUrl, whatsappShareUrl } from "@matv/shared";
import { Link2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";

export const LINK_COPIED_SHORT = "Link copied!";
export const COPY_LINK_FAILED = "Failed to copy link";
/** Copy feedback stays for 2 seconds (spec 001 §9). */
export const COPY_FEEDBACK_MS = 2000;

/** Share buttons for the four networks and Copy Link with 'Link copied!' for 2 seconds (spec 001 §2, §4). */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const [feedback, setFeedback] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const networks = [
    { name: "Facebook", href: facebookShareUrl(url) },
    { name: "Twitter", href: twitterShareUrl(url, { title }) },
    { name: "WhatsApp", href: whatsappShareUrl(url, { title }) },
    { name: "LinkedIn", href: linkedinShareUrl(url, { title }) },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setFeedback(LINK_COPIED_SHORT);
    } catch {
      setFeedback(COPY_LINK_FAILED);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Share this article">
      {networks.map((n) => (
        <a
          key={n.name}
          href={n.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            const { width, height } = DEFAULT_SHARE_WINDOW;
            const win = window.open(n.href, `share-${n.name}`, `width=${width},height=${height}`);
            if (win) {
              win.opener = null;
              event.preventDefault();
            }
          }}
          className="rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
          aria-label={`Share on ${n.name}`}
        >
          {n.name}
        </a>
      ))}
      <button
        type="button"
        onClick={copy}
        className="inline-flex items-center gap-1 rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
      >
        <Link2 aria-hidden="true" className="h-4 w-4" /> Copy Link
      </button>
      <span role="status" aria-live="polite" className="text-sm font-semibold text-green-800">
        {feedback}
      </span>
    </div>
  );
}
