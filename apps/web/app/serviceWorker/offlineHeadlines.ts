/**
 * The offline page's headlines (ADR 074), pure so they have tests: what a page the reader loaded says it is
 * (an article's own title) and the story links it showed, kept newest first, and written into the cached
 * /offline page in place of its empty list.
 */

export interface SeenHeadline {
  title: string;
  /** A path on the site. */
  url: string;
  seenAt: number;
}

export const HEADLINES_MAX = 20;
const LINKS_PER_PAGE = 10;
const TITLE_MAX = 200;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const cleanText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, TITLE_MAX);

const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//") && !/[\s\\]/.test(url);

/** An article page gives its own title; any page gives the story links it listed (one path segment under a section, link text of 12+ characters). */
export function headlinesFromPage(html: string, path: string, now: number): SeenHeadline[] {
  const found: SeenHeadline[] = [];
  const isArticle = /<meta property="og:type" content="article"/.test(html);
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  if (isArticle && ogTitle && isSitePath(path)) found.push({ title: cleanText(ogTitle), url: path, seenAt: now });
  // Story links: /articles/{slug}, a section's /{section}/{id}, /live-updates/{slug}, /blog/{id}... never staff or author pages.
  const links = /<a\b[^>]*\bhref="(\/(?!admin\/|api\/|author\/|media\/|assets\/)[a-z-]+\/[^"#?/]+)"[^>]*>([\s\S]*?)<\/a>/g;
  for (let match = links.exec(html); match && found.length < LINKS_PER_PAGE + 1; match = links.exec(html)) {
    const url = decodeEntities(match[1] ?? "");
    // A story card's link holds its section, headline and summary: the headline is its heading.
    const inner = match[2] ?? "";
    const title = cleanText(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/.exec(inner)?.[1] ?? inner);
    if (title.length >= 12 && isSitePath(url) && !found.some((h) => h.url === url)) found.push({ title, url, seenAt: now });
  }
  return found;
}

/** Newest first, one entry per address, at most HEADLINES_MAX. */
export function mergeHeadlines(kept: readonly SeenHeadline[], seen: readonly SeenHeadline[]): SeenHeadline[] {
  const byUrl = new Map<string, SeenHeadline>();
  for (const headline of [...seen, ...kept]) if (!byUrl.has(headline.url)) byUrl.set(headline.url, headline);
  return [...byUrl.values()].slice(0, HEADLINES_MAX);
}

/** The cached offline page with its empty `#offline-headlines` list filled (and its "nothing yet" line hidden). */
export function offlinePageWithHeadlines(html: string, headlines: readonly SeenHeadline[]): string {
  const items = headlines
    .filter((h) => isSitePath(h.url) && h.title)
    .map((h) => `<li><a class="text-brand underline" href="${escapeHtml(h.url)}">${escapeHtml(h.title)}</a></li>`)
    .join("");
  if (!items) return html;
  return html
    .replace(/(<ul id="offline-headlines"[^>]*>)\s*(<\/ul>)/, `$1${items}$2`)
    .replace(/<p id="offline-none"([^>]*)>/, '<p id="offline-none" hidden$1>');
}
