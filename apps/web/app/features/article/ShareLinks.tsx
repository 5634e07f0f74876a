import { articleShareLinks, DEFAULT_SHARE_WINDOW, type SharePlatform } from "@matv/shared";
import { useT } from "../../i18n/texts";
import { sendAnalytics } from "../../lib/analyticsBeacon";

/**
 * Facebook, Twitter, WhatsApp and LinkedIn share links by URL (spec 000 §2, 001 §7). Plain links: on a
 * static page (no React runtime) they open the network in a new tab; once hydrated, in a 550x400 window.
 * A click counts as a share of `articleId` (the islands script sends it on static pages, ADR 075).
 */
export function ShareLinks({ url, title, articleId }: { url: string; title: string; articleId?: string }) {
  const t = useT();
  return articleShareLinks(url, title).map((link) => (
    <a
      key={link.network}
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      data-share-network={articleId ? link.network : undefined}
      data-share-article={articleId}
      onClick={(event) => {
        if (articleId) sendAnalytics([{ type: "share", articleId, platform: link.network as SharePlatform }]);
        const { width, height } = DEFAULT_SHARE_WINDOW;
        const win = window.open(link.href, `share-${link.network}`, `width=${width},height=${height}`);
        if (win) {
          win.opener = null;
          event.preventDefault();
        }
      }}
      className="rounded border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
      aria-label={t("share.shareOn", { network: link.label })}
    >
      {link.label}
    </a>
  ));
}
