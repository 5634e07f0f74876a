import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What a proxy's id may look like: short, printable, no spaces (it goes into logs and a header). */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The proxy's X-Request-Id when it is well formed, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  const value = Array.isArray(given) ? given[0] : given;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}
