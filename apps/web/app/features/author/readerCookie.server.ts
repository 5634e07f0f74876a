/** The anonymous reader id cookie set by the follow call (apps/server/src/routes/authors). */
const READER_COOKIE = "matv_reader";
const READER_ID = /^[0-9a-f]{32}$/;

export function readerIdFromCookieHeader(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === READER_COOKIE) {
      const value = rest.join("=");
      return READER_ID.test(value) ? value : undefined;
    }
  }
  return undefined;
}
