import { articleShareLinks, DEFAULT_SHARE_WINDOW } from "@matv/shared";
import { useT } from "../../i18n/texts";

/**
 * Facebook, Twitter, WhatsApp and LinkedIn share links by URL (spec 000 §2, 001 §7). Plain links: on a
 * static page (no React runtime) they open the network in a new tab; once hydrated, in a 550x400 window.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  return articleShareLinks(url, title).map((link) => (
    <a
      key={link.network}
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
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
