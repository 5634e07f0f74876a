/**
 * The site's Content-Security-Policy, in one place: the server's security headers give every response
 * one with a per-request script nonce; every page replaces it with one that names the page's inline
 * scripts by hash (entry.server.tsx), so a page's bytes are the same on every response and can be kept
 * compressed (ADR 027). Never 'unsafe-inline' for scripts.
 */
export type ScriptSources = { nonce: string } | { scriptHashes: readonly string[] };

export function contentSecurityPolicy(scripts: ScriptSources, isDev: boolean): string {
  const allowed = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.scriptHashes.map((hash) => `'${hash}'`);
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...allowed, ...(isDev ? ["'unsafe-eval'"] : [])].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // Pictures from any https host: editors may keep a headline service's or an agency's picture address,
    // and an image cannot run code; plain-http pictures stay blocked (mixed content).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    `connect-src 'self'${isDev ? " ws: wss:" : ""} https:`,
    "frame-src https://www.youtube-nocookie.com",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}
