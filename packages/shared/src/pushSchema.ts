import { z } from "zod";
import { isSitePath } from "./sitePath.ts";
import { isPushTopic, PUSH_BODY_MAX, PUSH_TITLE_MAX, PUSH_TOPICS_MAX } from "./push.ts";
import { PUSH_LANGUAGES } from "./pushCard.ts";

/** Input schemas of the push API (ADR 074), apart from the pure rules the reader's card imports. */

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url");

const endpoint = z
  .string()
  .trim()
  .max(1024)
  .pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }));
const topic = z.string().refine(isPushTopic, "must be breaking, live, show:{slug} or section:{key}");
const topics = z.array(topic).max(PUSH_TOPICS_MAX);

/** The browser's `PushSubscription.toJSON()`, what a reader's device gives us; nothing else is kept. */
const subscription = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
});

/** `POST /api/push/subscriptions` */
export const pushSubscribeSchema = z.object({
  subscription,
  topics: topics.min(1, "pick at least one topic"),
  language: z.enum(PUSH_LANGUAGES).default("en"),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

/** `PUT /api/push/subscriptions`: the device (by endpoint, or the whole subscription object) and its new topics. */
export const pushTopicsSchema = z
  .object({
    endpoint: endpoint.optional(),
    subscription: z.object({ endpoint }).optional(),
    topics: topics.min(1, "pick at least one topic"),
    language: z.enum(PUSH_LANGUAGES).optional(),
  })
  .refine((v) => v.endpoint || v.subscription, { message: "is required", path: ["endpoint"] });

/** `DELETE /api/push/subscriptions` */
export const pushUnsubscribeSchema = z.object({ endpoint });

/** `POST /api/admin/push` */
export const pushSendSchema = z.object({
  title: z.string().trim().min(1, "is required").max(PUSH_TITLE_MAX),
  body: z.string().trim().max(PUSH_BODY_MAX).default(""),
  url: z.string().trim().refine(isSitePath, "must be a path on this site, starting with /"),
  topic,
  /** The story's picture: a path on this site or an https address (as stories keep them). */
  image: z
    .string()
    .trim()
    .max(1024)
    .refine((v) => isSitePath(v) || /^https:\/\/[^\s/]+\/\S*$/.test(v), "must be a path on this site or an https URL")
    .optional(),
  /** A second alert to the same topic within 5 minutes is sent only with this. */
  confirm: z.boolean().optional(),
});
export type PushSendInput = z.infer<typeof pushSendSchema>;
