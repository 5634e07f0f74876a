import { STAFF_MARKER_COOKIE } from "@matv/shared";
import type { FastifyRequest } from "fastify";
import type { AnalyticsClient } from "../services/analytics.ts";

const STAFF_MARKER = new RegExp(`(?:^|;\\s*)${STAFF_MARKER_COOKIE}=`);

/**
 * Who sent a request, for counting it (ADR 075): the address (the proxy's X-Forwarded-For when trusted) and the
 * browser string, hashed with the day's salt when written and never stored; staff (a bearer token, or the marker
 * cookie of a signed-in browser) are not counted. Reads the raw cookie header: pages skip cookie parsing.
 */
export function analyticsClientOf(request: FastifyRequest): AnalyticsClient {
  const { authorization, cookie } = request.headers;
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
    staff: authorization !== undefined || (cookie !== undefined && STAFF_MARKER.test(cookie)),
  };
}
