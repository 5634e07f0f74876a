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
  /** Diaspora support attachments from one address per day (each is sniffed, rewritten and stored). */
  supportAttachments: { max: 20, timeWindow: "1 day" },
  /** New follows of one author from one address per day (each reader cookie follows once). */
  newFollow: { max: 10, timeWindow: "1 day" },
} as const;

/** Bytes one support request may carry in all: five 10 MB files plus the text fields and framing. */
export const SUPPORT_REQUEST_MAX_BYTES = 51 * 1024 * 1024;

export const REQUEST_LIMIT_MESSAGES = {
  supportAttachments: (max: number) =>
    `attachments: this address has sent the most attachments allowed in one day (${max}). Send the request without attachments, or try again tomorrow.`,
} as const;

export type RequestLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    requestLimits: Record<keyof typeof REQUEST_LIMITS, RequestLimit>;
    uploadLimits: { supportRequestMaxBytes: number };
  }
}

/** Page paths whose form posts share an API route's limit. */
const FORM_TWINS: Record<string, keyof typeof REQUEST_LIMITS> = { "/newsletter": "newsletter" };

export interface RequestLimitOptions {
  loginAddressMax?: number;
  supportAttachmentsPerDay?: number;
  supportRequestMaxBytes?: number;
  followAddressMax?: number;
}

export function registerRequestLimits(app: FastifyInstance, options: RequestLimitOptions = {}): void {
  const maxOf: Record<keyof typeof REQUEST_LIMITS, number> = {
    newsletter: REQUEST_LIMITS.newsletter.max,
    loginAddress: options.loginAddressMax ?? REQUEST_LIMITS.loginAddress.max,
    supportAttachments: options.supportAttachmentsPerDay ?? REQUEST_LIMITS.supportAttachments.max,
    newFollow: options.followAddressMax ?? REQUEST_LIMITS.newFollow.max,
  };
  const make = (name: keyof typeof REQUEST_LIMITS, message?: string): RequestLimit => {
    // A follow's limit is per author as well as per address.
    const scope = (request: FastifyRequest) => (name === "newFollow" ? `|${(request.params as { id?: string }).id ?? ""}` : "");
    const check = app.createRateLimit({ ...REQUEST_LIMITS[name], max: maxOf[name], keyGenerator: (request) => `${name}|${request.ip}${scope(request)}` });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new TooManyRequestsError(message);
    };
  };
  const limits = {
    newsletter: make("newsletter"),
    loginAddress: make("loginAddress"),
    supportAttachments: make("supportAttachments", REQUEST_LIMIT_MESSAGES.supportAttachments(maxOf.supportAttachments)),
    newFollow: make("newFollow"),
  };
  app.decorate("requestLimits", limits);
  app.decorate("uploadLimits", { supportRequestMaxBytes: options.supportRequestMaxBytes ?? SUPPORT_REQUEST_MAX_BYTES });
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST") return;
    const twin = FORM_TWINS[request.url.split("?")[0] ?? ""];
    if (twin) await limits[twin](request, reply);
  });
}
