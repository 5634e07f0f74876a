import os from "node:os";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Env } from "./env.ts";

/**
 * The site's public origin, written into canonical links, og:url, feeds, sitemaps and robots.txt (ADR 043).
 * PUBLIC_URL wins whatever the request says. Without it, in production, the origin comes from the request's
 * host (Host, or X-Forwarded-Host from a trusted proxy) only when that host is allowed: ALLOWED_HOSTS, or by
 * default this machine's own names and addresses; any other host is refused (421) rather than echoed into
 * pages a CDN may keep. Development and test take any host.
 */
export interface HostPolicy {
  /** The origin for links, or null when the request's host is not one this site answers to. */
  originOf(request: { protocol: string; host: string }): string | null;
  /** Says which hosts are accepted without configuration, for the start-up warning; null when configured or permissive. */
  unconfiguredWarning: string | null;
}

export const MISDIRECTED_TEXT = "Misdirected Request: this site does not answer to that host name.";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "::1"];

export function createHostPolicy(
  env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "ALLOWED_HOSTS">,
  machine: { names: string[] } = { names: machineNames() },
): HostPolicy {
  if (env.PUBLIC_URL) {
    const origin = new URL(env.PUBLIC_URL).origin;
    return { originOf: () => origin, unconfiguredWarning: null };
  }
  if (env.NODE_ENV !== "production") return { originOf: (request) => `${request.protocol}://${request.host}`, unconfiguredWarning: null };
  const configured = env.ALLOWED_HOSTS ?? [];
  const allowed = new Set((configured.length ? configured : [...LOOPBACK_NAMES, ...machine.names]).map((name) => name.toLowerCase()));
  return {
    originOf(request) {
      const host = parseHost(request.host);
      if (!host) return null;
      // An entry with a port matches that port only; one without matches the name on any port.
      if (!allowed.has(host.name) && !allowed.has(host.full)) return null;
      return `${request.protocol}://${host.full}`;
    },
    unconfiguredWarning: configured.length
      ? null
      : "Neither PUBLIC_URL nor ALLOWED_HOSTS is set: pages answer only to this machine's own names and addresses " +
        "(others get 421). Set PUBLIC_URL to the site's public address (or ALLOWED_HOSTS to its host names).",
  };
}

/** A Host header value as name and name:port, lower case; null when it is not a host name or address. */
export function parseHost(value: string | undefined): { name: string; full: string } | null {
  if (!value) return null;
  const full = value.toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?)(?::(\d{1,5}))?$/.exec(full);
  if (!match) return null;
  const name = match[1]!.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  return { name, full };
}

/** This machine's host name and interface addresses: the names the server can be addressed by without a proxy. */
function machineNames(): string[] {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address.replace(/%.*$/, "")] : []));
  return [os.hostname(), ...addresses];
}

/** Paths whose answers carry no link built from the origin: the API (health checks by address) and media. */
function usesOrigin(url: string): boolean {
  return !(url === "/api" || url.startsWith("/api/") || url.startsWith("/api?") || url.startsWith("/media/"));
}

declare module "fastify" {
  interface FastifyInstance {
    hostPolicy: HostPolicy;
  }
}

/** Refuses pages and feeds for a host the site does not answer to (421), before any rendering. */
export function registerHostPolicy(app: FastifyInstance, env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "ALLOWED_HOSTS">) {
  const policy = createHostPolicy(env);
  app.decorate("hostPolicy", policy);
  if (policy.unconfiguredWarning) app.log.warn(policy.unconfiguredWarning);
  if (env.PUBLIC_URL || env.NODE_ENV !== "production") return;
  app.addHook("onRequest", async (request, reply) => {
    if (!usesOrigin(request.url) || policy.originOf(request) !== null) return;
    return reply.code(421).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(MISDIRECTED_TEXT);
  });
}

/** The origin for a page request (the host policy let it through, so a host is allowed here). */
export function publicOriginOf(request: FastifyRequest): string {
  return request.server.hostPolicy.originOf(request) ?? `${request.protocol}://localhost`;
}
