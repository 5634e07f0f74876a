import type { IncomingMessage } from "node:http";

export const REQUEST_STREAM_MESSAGE = "The request was interrupted before it was complete. Please send it again.";

/** Codes Node, busboy and Fastify give a request body that broke off (client gone, socket reset, form cut short). */
const STREAM_CODES = new Set(["ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE", "FST_ERR_CTP_INVALID_CONTENT_LENGTH"]);
const STREAM_MESSAGES = /^(aborted|Premature close|Unexpected end of (form|multipart data)|Request aborted)$/i;

/**
 * Whether an error came from reading the request itself rather than from anything the server did:
 * the socket closed mid-body ("aborted", code ECONNRESET) or a multipart form ended early. A reset
 * code alone is not enough (the database driver uses the same codes), so it counts only when the
 * request's own stream has ended abnormally.
 */
export function isRequestStreamError(error: unknown, raw: IncomingMessage): boolean {
  const e = error as { code?: string; message?: string } | undefined;
  if (!e) return false;
  const requestBroken = raw.readableAborted || raw.aborted || raw.destroyed || raw.socket?.destroyed === true;
  if (e.code && STREAM_CODES.has(e.code)) return e.code === "ERR_STREAM_PREMATURE_CLOSE" || e.code === "ECONNABORTED" || requestBroken;
  if (e.message && STREAM_MESSAGES.test(e.message)) return true;
  return false;
}
