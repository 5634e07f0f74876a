import os from "node:os";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Env } from "./env.ts";

/**
 * The site's public origin, written into canonical links, og:url, feeds, sitemaps and robots.txt (ADR 043).
 * PUBLIC_URL wins whatever the request says. Without it, in production, the origin comes from the request's
 * host (Host, or X-Forwarded-Host from a trusted proxy) only when that host is allowed: ALLOWED_HOSTS, or by
 * default this machine's own names and addresses, on no port or the one the server listens on; any other host
 * is refused (421) rather than echoed into pages a CDN may keep. Development and test take any host. In every
 * mode the scheme is http or https, never whatever a proxy's X-Forwarded-Proto said.
 */
export interface HostPolicy {
  /** The origin for links, or null when the request's host, port or scheme is not one this site answers to. */
  originOf(request: { protocol: string; host: string }): string | null;
  /** The origin for links when the request's is refused: PUBLIC_URL, else the address the server listens on. */
  fallbackOrigin(): string;
  /** Says which hosts are accepted without configuration, for the start-up warning; null when configured or permissive. */
  unconfiguredWarning: string | null;
}

export const MISDIRECTED_TEXT = "Misdirected Request: this site does not answer to that host name.";

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "::1"];

/** Only these schemes are written into links: a proxy's X-Forwarded-Proto of anything else (javascript) is refused. */
const schemeOf = (protocol: string): "http" | "https" | null => (protocol === "http" || protocol === "https" ? protocol : null);

/**
 * The host policy. `listeningPort` is the port the server listens on (read when asked: a server told to listen
 * on port 0 learns its port only then); without PUBLIC_URL, in production, a host naming another port is
 * refused unless an ALLOWED_HOSTS entry names that port (ADR 069).
 */
export function createHostPolicy(
  env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "ALLOWED_HOSTS"> & { PORT?: number },
  machine: { names: string[] } = { names: machineNames() },
  listeningPort: () => number = () => env.PORT ?? 3000,
): HostPolicy {
  const fallbackOrigin = () => `http://localhost:${listeningPort()}`;
  if (env.PUBLIC_URL) {
    const origin = new URL(env.PUBLIC_URL).origin;
    return { originOf: () => origin, fallbackOrigin: () => origin, unconfiguredWarning: null };
  }
  if (env.NODE_ENV !== "production") {
    return {
      originOf: (request) => {
        const scheme = schemeOf(request.protocol);
        return scheme ? `${scheme}://${request.host}` : null;
      },
      fallbackOrigin,
      unconfiguredWarning: null,
    };
  }
  const configured = env.ALLOWED_HOSTS ?? [];
  const allowed = new Set((configured.length ? configured : [...LOOPBACK_NAMES, ...machine.names]).map((name) => name.toLowerCase()));
  return {
    originOf(request) {
      const scheme = schemeOf(request.protocol);
      const host = parseHost(request.host);
      if (!scheme || !host) return null;
      // An entry with a port matches that port only; one without matches the name with no port (the scheme's
      // own, as a proxy forwards it) or with the port the server listens on, never any other.
      if (!allowed.has(host.full) && !(allowed.has(host.name) && (host.port === null || host.port === listeningPort()))) return null;
      return `${scheme}://${host.full}`;
    },
    fallbackOrigin,
    unconfiguredWarning: configured.length
      ? null
      : "Neither PUBLIC_URL nor ALLOWED_HOSTS is set: pages answer only to this machine's own names and addresses " +
        "(others get 421). Set PUBLIC_URL to the site's public address (or ALLOWED_HOSTS to its host names).",
  };
}

/** A Host header value as name, name:port and port, lower case; null when it is not a host name or address. */
export function parseHost(value: string | undefined): { name: string; full: string; port: number | null } | null {
  if (!value) return null;
  const full = value.toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?)(?::(\d{1,5}))?$/.exec(full);
  if (!match) return null;
  const name = match[1]!.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  return { name, full, port: match[2] === undefined ? null : Number(match[2]) };
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
export function registerHostPolicy(app: FastifyInstance, env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "ALLOWED_HOSTS" | "PORT">) {
  const policy = createHostPolicy(env, undefined, () => {
    const address = app.server.address();
    return typeof address === "object" && address ? address.port : env.PORT;
  });
  app.decorate("hostPolicy", policy);
  if (policy.unconfiguredWarning) app.log.warn(policy.unconfiguredWarning);
  if (env.PUBLIC_URL || env.NODE_ENV !== "production") return;
  app.addHook("onRequest", async (request, reply) => {
    if (!usesOrigin(request.url) || policy.originOf(request) !== null) return;
    return reply.code(421).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(MISDIRECTED_TEXT);
  });
}

/**
 * The origin for links built for this request: its own when the host policy allows it (pages get here only
 * then), else PUBLIC_URL or the address the server listens on (an API call naming a foreign host or port, or
 * a proxy forwarding a scheme other than http or https, never puts it into a link: ADR 069).
 */
export function publicOriginOf(request: FastifyRequest): string {
  const policy = request.server.hostPolicy;
  return policy.originOf(request) ?? policy.fallbackOrigin();
}
