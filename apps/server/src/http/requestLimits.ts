import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { splitEditionPath } from "@matv/shared";
import type { Redis } from "ioredis";
import { addressKey } from "./clientAddress.ts";
import { TooManyRequestsError } from "../rules/errors.ts";
import { type FailureCounter, memoryFailureCounter, redisFailureCounter } from "../infra/failureCounter.ts";

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

/**
 * Wrong passwords for one account, from any addresses, within this window (from the first of them): past
 * LOGIN_ACCOUNT_FAILURES, every sign-in to that account gets 429 until the window ends, a correct password too
 * (else a 200 among the 429s would still tell a spread-out guesser it had found the password). Signed-in staff
 * keep their sessions. ADR 069.
 */
export const LOGIN_ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_ACCOUNT_FAILURES = 10;

/** Bytes one support request may carry in all: five 10 MB files plus the text fields and framing. */
export const SUPPORT_REQUEST_MAX_BYTES = 51 * 1024 * 1024;

export const REQUEST_LIMIT_MESSAGES = {
  loginAccountPaused: (minutes: number) =>
    `Too many failed sign-ins for this account. Sign-in to it is paused for ${minutes} minute${minutes === 1 ? "" : "s"}; please try again then.`,
  supportAttachments: (max: number) =>
    `attachments: this address has sent the most attachments allowed in one day (${max}). Send the request without attachments, or try again tomorrow.`,
} as const;

export type RequestLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The per-account sign-in limit, whatever the address (infra/failureCounter.ts). */
export interface LoginFailureLimit {
  /** Throws 429 (with Retry-After) while the account's sign-ins are paused. */
  check(email: string, reply: FastifyReply): Promise<void>;
  /** Counts one failed sign-in for the account. */
  record(email: string): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    requestLimits: Record<keyof typeof REQUEST_LIMITS, RequestLimit>;
    loginFailures: LoginFailureLimit;
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
  loginAccountFailures?: number;
  /** The rate limits' Redis (REDIS_URL): the per-account sign-in count is shared through it too. */
  redis?: Redis;
  redisKeyPrefix?: string;
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
    const check = app.createRateLimit({
      ...REQUEST_LIMITS[name],
      max: maxOf[name],
      keyGenerator: (request) => `${name}|${addressKey(request.ip)}${scope(request)}`,
    });
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
  app.decorate("loginFailures", loginFailureLimit(options));
  app.decorate("uploadLimits", { supportRequestMaxBytes: options.supportRequestMaxBytes ?? SUPPORT_REQUEST_MAX_BYTES });
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST") return;
    // Every edition's page form (/newsletter, /hi/newsletter) is the same twin (ADR 076).
    const twin = FORM_TWINS[splitEditionPath(request.url.split("?")[0] ?? "").path];
    if (twin) await limits[twin](request, reply);
  });
}

/** Accounts are counted by their email as typed, trimmed and lower-cased (unknown emails too: nothing tells them apart). */
const accountKey = (email: string) => email.trim().toLowerCase();

function loginFailureLimit(options: RequestLimitOptions): LoginFailureLimit {
  const max = options.loginAccountFailures ?? LOGIN_ACCOUNT_FAILURES;
  const counter: FailureCounter = options.redis
    ? redisFailureCounter(options.redis, `${options.redisKeyPrefix ?? "matv:"}login-failures:`, LOGIN_ACCOUNT_FAILURE_WINDOW_MS)
    : memoryFailureCounter(LOGIN_ACCOUNT_FAILURE_WINDOW_MS);
  return {
    async check(email, reply) {
      const { count, resetInMs } = await counter.get(accountKey(email));
      if (count < max) return;
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      reply.header("retry-after", String(seconds));
      throw new TooManyRequestsError(REQUEST_LIMIT_MESSAGES.loginAccountPaused(Math.ceil(seconds / 60)));
    },
    async record(email) {
      await counter.add(accountKey(email));
    },
  };
}
