/**
 * The headline service behind the homepage editor's prefill (spec 001 §7 "Admin editors"): top
 * headlines, English, 5 items, key from env. Without a key, or when the service fails, the editor
 * starts empty.
 */
import type { Headline } from "@matv/shared";

export const HEADLINES_COUNT = 5;

export function createHeadlinesService(options: { apiKey?: string; baseUrl: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
  const fetchImpl = options.fetchImpl ?? fetch;
  async function topHeadlines(): Promise<Headline[]> {
    if (!options.apiKey) return [];
    const url = new URL(`${options.baseUrl.replace(/\/$/, "")}/top-headlines`);
    url.searchParams.set("language", "en");
    url.searchParams.set("pageSize", String(HEADLINES_COUNT));
    url.searchParams.set("apiKey", options.apiKey);
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000), headers: { accept: "application/json" } });
      if (!response.ok) return [];
      const body = (await response.json()) as { articles?: Array<{ title?: unknown; urlToImage?: unknown; image?: unknown }> };
      if (!Array.isArray(body.articles)) return [];
      return body.articles.slice(0, HEADLINES_COUNT).flatMap((a) => {
        const title = typeof a.title === "string" ? a.title.trim() : "";
        const rawImage = typeof a.urlToImage === "string" ? a.urlToImage : typeof a.image === "string" ? a.image : "";
        const image = /^https?:\/\//i.test(rawImage) ? rawImage : "";
        return title ? [{ title, image }] : [];
      });
    } catch {
      return [];
    }
  }
  return { topHeadlines };
}

export type HeadlinesService = ReturnType<typeof createHeadlinesService>;
