/**
 * Addresses editors type into links and image fields: a path on this site, or an http(s) URL. One rule for
 * every such field (ADR 069), because a browser reads `/\evil.example` as `//evil.example`, another site.
 */

const SITE = "https://site.invalid";

/** Whether `path`, or what it becomes once %-decoded (as a server or router may decode it), leads off the site. */
function leavesSite(path: string): boolean {
  // A second slash or a backslash where the host would start makes it a link to another host.
  return /^[/\\]{2}/.test(path) || path.includes("\\");
}

/**
 * A path on this site: starts with exactly one "/", holds no backslash, whitespace or control character, and
 * neither it nor its %-decoded forms (`/%2F%2Fevil.example`, `/%5Cevil.example`, decoded once or twice) reach
 * another host. Refuses "//evil.example", "/\evil.example", "/\\", "javascript:" and relative paths.
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith("/") || leavesSite(value) || /[\s\u0000-\u001F\u007F]/.test(value)) return false;
  let decoded = value;
  for (let round = 0; round < 3 && decoded.includes("%"); round++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    // eslint-disable-next-line no-control-regex
    if (leavesSite(decoded) || /[\u0000-\u001F\u007F]/.test(decoded)) return false;
  }
  try {
    return new URL(value, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/** An absolute http or https URL with a host (no spaces): what a link or image may name off the site. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/\\]/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** "" (none), a path on this site, or an http(s) URL: the rule of every editor's link and image field. */
export const isLinkOrImageAddress = (value: string): boolean => value === "" || isSitePath(value) || isHttpUrl(value);
