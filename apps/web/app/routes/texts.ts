import { EDITION_CODES, isEditionCode, type PageCacheRule } from "@matv/shared";
import { messagesFor } from "@matv/shared/i18n/catalogues";
import type { Route } from "./+types/texts";

/** Its query is the answer: the page cache keys on it and lets the loader see it (else every ask is a 400). */
export const handle: PageCacheRule = { cacheParams: ["lang", "ns"] };

const NAMESPACE = /^[a-zA-Z*.-]{1,40}$/;

/**
 * `GET /texts.json?lang=hi&ns=feed,home`: compiled messages of some namespaces, for a route's clientLoader
 * (a client-side navigation gets no server loader data, ADR 076). Only the asked edition's words.
 */
export function loader({ url }: Route.LoaderArgs) {
  const lang = url.searchParams.get("lang");
  const namespaces = (url.searchParams.get("ns") ?? "").split(",").filter(Boolean);
  if (!isEditionCode(lang) || namespaces.length === 0 || namespaces.length > 20 || !namespaces.every((ns) => NAMESPACE.test(ns))) {
    return Response.json({ error: `lang must be one of ${EDITION_CODES.join(", ")}; ns a list of namespaces` }, { status: 400 });
  }
  return Response.json({ edition: lang, messages: messagesFor(lang, namespaces) }, { headers: { "Cache-Control": "public, max-age=300" } });
}
