import type { FastifyInstance } from "fastify";

/**
 * Behind a TLS-terminating proxy, a reader who typed http:// reaches us with X-Forwarded-Proto: http.
 * When the site's public address is https, such a request is sent to the same path over https (301 for
 * reads, 308 for writes so the method and body are kept) before anything else runs. Requests without a
 * trusted forwarded protocol (a health check or a developer on the box) are answered as they are.
 */
export function httpsRedirectTarget(
  publicUrl: string | undefined,
  request: { protocol: string; url: string; forwardedProto: string | undefined },
): string | null {
  if (!publicUrl || !publicUrl.startsWith("https:")) return null;
  if (request.forwardedProto === undefined || request.protocol !== "http") return null;
  // Joined as text: resolving "//host/x" against the origin would leave for another host.
  return `${new URL(publicUrl).origin}${request.url.startsWith("/") ? "" : "/"}${request.url}`;
}

export function registerHttpsRedirect(app: FastifyInstance, publicUrl: string | undefined) {
  if (!publicUrl?.startsWith("https:")) return;
  app.addHook("onRequest", async (request, reply) => {
    const target = httpsRedirectTarget(publicUrl, {
      protocol: request.protocol,
      url: request.url,
      forwardedProto: request.headers["x-forwarded-proto"] as string | undefined,
    });
    if (!target) return;
    const keepsMethod = request.method !== "GET" && request.method !== "HEAD";
    return reply
      .code(keepsMethod ? 308 : 301)
      .header("location", target)
      .header("cache-control", "no-store")
      .send();
  });
}
