import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TooManyRequestsError } from "./errors.ts";

/**
 * Rate limits that one route's own `config.rateLimit` cannot express: a second limit on the same
 * route (login: per account there, per address here) and one limit shared by an API route and its
 * page-form twin (the footer's POST /newsletter without JavaScript counts against POST
 * /api/newsletter's limit). Each limiter is made once, so every caller counts in the same store
 * (Redis when REDIS_URL is set, like the route limits).
 */
export const REQUEST_LIMITS = {
  /** The footer's subscribe form, by API or by page form. */
  newsletter: { max: 10, timeWindow: "1 minute" },
  /** Sign-in attempts from one address, whatever the email: each costs an argon2 hash. */
  loginAddress: { max: 20, timeWindow: "10 minutes" },
} as const;

export type RequestLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    requestLimits: Record<keyof typeof REQUEST_LIMITS, RequestLimit>;
  }
}

/** Page paths whose form posts share an API route's limit. */
const FORM_TWINS: Record<string, keyof typeof REQUEST_LIMITS> = { "/newsletter": "newsletter" };

export function registerRequestLimits(app: FastifyInstance, options: { loginAddressMax?: number } = {}): void {
  const make = (name: keyof typeof REQUEST_LIMITS): RequestLimit => {
    const max = name === "loginAddress" ? (options.loginAddressMax ?? REQUEST_LIMITS[name].max) : REQUEST_LIMITS[name].max;
    const check = app.createRateLimit({ ...REQUEST_LIMITS[name], max, keyGenerator: (request) => `${name}|${request.ip}` });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new TooManyRequestsError();
    };
  };
  const limits = { newsletter: make("newsletter"), loginAddress: make("loginAddress") };
  app.decorate("requestLimits", limits);
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST") return;
    const twin = FORM_TWINS[request.url.split("?")[0] ?? ""];
    if (twin) await limits[twin](request, reply);
  });
}
