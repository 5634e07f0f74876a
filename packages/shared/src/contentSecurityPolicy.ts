import { VIDEO_EMBED_ORIGIN } from "./deepDive.ts";

/**
 * The site's Content-Security-Policy, in one place. A page's policy names its inline scripts by hash
 * (entry.server.tsx), so its bytes are the same on every response and can be kept compressed (ADR 027);
 * every other response (JSON, media, files) gets the policy with none: no inline script at all, and
 * no nonce, which nothing would use (ADR 030). Never 'unsafe-inline' for scripts.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[], isDev: boolean): string {
  const allowed = inlineScriptHashes.map((hash) => `'${hash}'`);
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...allowed, ...(isDev ? ["'unsafe-eval'"] : [])].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // Pictures from any https host: editors may keep a headline service's or an agency's picture address,
    // and an image cannot run code; plain-http pictures stay blocked (mixed content).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    `connect-src 'self'${isDev ? " ws: wss:" : ""} https:`,
    // Exactly the host the sanitiser rewrites every video embed to (rules/sanitizeHtml.ts).
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}
