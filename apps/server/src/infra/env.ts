import path from "node:path";
import { newsletterSendAtSchema } from "@matv/shared";
import { z } from "zod";
import { DEFAULT_PUSH_SERVICE_ORIGINS, parsePushServiceOrigins } from "../rules/pushServiceOrigins.ts";

/** Every setting the server reads, parsed once at start-up. README's configuration table mirrors this. */
/** "true"/"false" (also 1/0, yes/no) as a boolean. */
const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .default(fallback ? "true" : "false")
    .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    PUBLIC_URL: z.url().optional(),
    /** Host names (comma list, optionally name:port) pages answer to in production when PUBLIC_URL is unset; others get 421 (ADR 043). */
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ?.split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Which proxies may set X-Forwarded-For: "loopback" (a proxy on this host), "true" (any: only behind a load balancer), "false", or a comma list of addresses. */
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .transform((v) => (v === "true" ? true : v === "false" ? false : v)),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    REDIS_URL: z.string().optional(),
    /** Start of every Redis key and channel this site uses, so several sites (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, "letters, digits and _.:- only, at most 64")
      .default("matv:"),
    CORS_ORIGIN: z.string().optional(),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    /** Seconds a client has to send a whole request, headers and body (a trickled body is cut off with 408). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Seconds an idle keep-alive connection stays open (above a load balancer's idle timeout, usually 60). */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
    /** Reader analytics (ADR 075): false stops counting page views and beacons (reports still read what was counted). */
    ANALYTICS_COUNTING: flag(true),
    /** Seconds anonymous page HTML may be served from the in-process cache. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
    /** Top-headlines service that prefills the homepage editor; without a key the form starts empty. */
    NEWS_API_KEY: z.string().optional(),
    NEWS_API_BASE_URL: z.url().default("https://newsapi.org/v2"),
    /** Video platform Data API v3 (videos, live TV); without a key the site shows demo videos. */
    YOUTUBE_API_KEY: z.string().optional(),
    YOUTUBE_CHANNEL_ID: z.string().optional(),
    YOUTUBE_API_BASE_URL: z.url().default("https://www.googleapis.com/youtube/v3"),
    /** The channel's live HLS playlist; staff can override it at /admin/live-tv. */
    LIVE_STREAM_URL: z.url({ protocol: /^https?$/, message: "must be an http or https URL" }).optional(),
    /** Sign-ins from one address per 10 minutes, whatever the email (each costs an argon2 hash). */
    LOGIN_ADDRESS_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Failed sign-ins for one account, from any addresses, per 15 minutes; past it the account's sign-ins get 429 until then. */
    LOGIN_ACCOUNT_FAILURES: z.coerce.number().int().min(1).max(100_000).default(10),
    /** New follows of one author from one address per day (429 after; each reader cookie follows once). */
    FOLLOW_ADDRESS_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Diaspora support attachments one address may send per day (429 after). */
    SUPPORT_ATTACHMENTS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Bytes one diaspora support request may carry in all (413 over it); default 51 MB: five 10 MB files and the fields. */
    SUPPORT_REQUEST_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(51 * 1024 * 1024),
    /** Outgoing mail (newsletter): smtp://user:pass@host:port (smtps:// for TLS); without it mail is written to DATA_DIR/outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().default("MATV News <newsletter@matv.local>"),
    /** The daily briefing's UK time. */
    NEWSLETTER_SEND_AT: newsletterSendAtSchema.default("07:00"),
    /** Seed the demo content into an empty database (the first staff account comes from ADMIN_EMAIL/ADMIN_PASSWORD either way). */
    SEED_DEMO: flag(true),
    /** After SIGTERM: seconds the instance reports not ready but keeps answering, so the load balancer stops sending first. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(10),
    /** Bearer token for GET /metrics; without it only loopback may read the metrics. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** S3-compatible object storage for media and attachments (ADR 051); without S3_BUCKET files stay under DATA_DIR. */
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, message: "must be an http or https URL" }).optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag(false),
    /** Public base URL of the bucket's media/ objects (bucket website or CDN); readers are sent there instead of through the server. */
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, message: "must be an http or https URL" }).optional(),
    /** Web Push (ADR 074): the only push services alerts may go to (comma list of origins; `https://*.host` for sub-domains; http only on loopback). */
    PUSH_SERVICE_ORIGINS: z
      .string()
      .default(DEFAULT_PUSH_SERVICE_ORIGINS)
      .superRefine((value, ctx) => {
        try {
          parsePushServiceOrigins(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
        }
      }),
    /** VAPID key pair (base64url, as web-push prints them); generated into DATA_DIR when unset. Set both for several instances. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a base64url P-256 public key")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, "must be a base64url P-256 private key")
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https: address")
      .optional(),
    /** Push requests in flight at once per instance while an alert goes out. */
    PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message: "set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    path: ["VAPID_PRIVATE_KEY"],
  });

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
