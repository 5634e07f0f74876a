/**
 * Which push services the server may ever send to (ADR 074): no request cannon. A subscription whose endpoint
 * is not on one of these origins is refused with 400 and never stored, so an alert can only reach the browsers'
 * own push services (or, in tests, a fake one on loopback).
 */

/** The browsers' push services: Chrome/Edge/Opera (FCM), Firefox, Safari, and Windows (WNS, many hosts). */
export const DEFAULT_PUSH_SERVICE_ORIGINS =
  "https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com";

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** One allowed origin: exact, or `https://*.example.com` for any sub-domain (never the bare domain's siblings). */
interface OriginRule {
  protocol: "https:" | "http:";
  host: string;
  anySubdomain: boolean;
}

/** Parses the comma list; throws with the offending entry (the env schema reports it at start-up). */
export function parsePushServiceOrigins(list: string): OriginRule[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const anySubdomain = /^https:\/\/\*\./.test(entry);
      let url: URL;
      try {
        url = new URL(anySubdomain ? entry.replace("*.", "") : entry);
      } catch {
        throw new Error(`${entry}: not an origin`);
      }
      if (url.origin !== (anySubdomain ? entry.replace("*.", "") : entry).replace(/\/$/, "")) throw new Error(`${entry}: an origin only (no path)`);
      if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) throw new Error(`${entry}: plain http only for loopback`);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${entry}: https only`);
      return { protocol: url.protocol, host: url.host, anySubdomain };
    });
}

export function isAllowedPushEndpoint(endpoint: string, rules: readonly OriginRule[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) return false;
  return rules.some((rule) => {
    if (rule.protocol !== url.protocol) return false;
    if (!rule.anySubdomain) return url.host === rule.host;
    return url.host.endsWith(`.${rule.host}`) && url.host.length > rule.host.length + 1;
  });
}
