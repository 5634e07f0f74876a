import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/**
 * One log line per request, written when it has been answered (Fastify's own pair, "incoming request" and
 * "request completed", is turned off in app.ts): method, path, status and time in one place, and half the log
 * bytes and serialisation under load. An answer replayed from a cache (a page cache hit, the API fast path) is
 * logged at debug only: at the default info level a cached read costs no log line at all (ADR 071).
 */

const answeredFromCache = new WeakSet<IncomingMessage>();

/**
 * Says whether this request is answered from a cache (its log line then at debug, not info). Set before the answer
 * is written: a response may finish, and its onResponse hook run, while it is being written.
 */
export function markAnsweredFromCache(request: IncomingMessage, answered = true): void {
  if (answered) answeredFromCache.add(request);
  else answeredFromCache.delete(request);
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    // A level that is off is pino's no-op: nothing is serialised.
    const level = answeredFromCache.has(request.raw) ? "debug" : "info";
    request.log[level]({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 }, "request completed");
    done();
  });
}
