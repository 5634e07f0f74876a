import {
  type PushAlertListItemWire,
  type PushAlertWire,
  type PushMessage,
  type PushSendInput,
  type PushSubscribeInput,
  type PushTopic,
  SHOW_REMINDER_LEAD_MS,
  needsResendConfirmation,
  normaliseTopics,
  pushSendSchema,
} from "@matv/shared";
import { and, arrayContains, asc, count, desc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { pushAlerts, pushSubscriptions } from "../db/schema.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../rules/errors.ts";
import { newObjectId } from "../infra/ids.ts";
import { classifyPushResponse, deliveryOptions } from "../rules/pushDelivery.ts";
import { type PushDelivery, threadedDelivery } from "../infra/pushDeliveryThread.ts";
import { isAllowedPushEndpoint, parsePushServiceOrigins } from "../rules/pushServiceOrigins.ts";
import type { VapidKeys } from "../infra/webPush.ts";
import { type AuditRecord, type Executor, staffNames, type Tx } from "./audit.ts";
import type { JobHandler, JobQueue, LeasedJobHandler } from "./jobs.ts";

/**
 * Breaking-news alerts by Web Push (ADR 074). Readers' devices subscribe to topics; an editor's alert (or a show
 * reminder) is one `push_alerts` row and a job. Delivery runs on the durable job queue: `push-alert` splits the
 * topic's subscriptions into id ranges of `batchSize`, each a leased `push-batch` job (ADR 046's queue, leased
 * kinds) that one worker of one instance sends with at most `concurrency` requests in flight; 404/410 remove the
 * subscription, 429/5xx come back as a retry job for those devices. Counts live on the alert row.
 */

/** One airing of a show, as the programme pages know it (the seam the shows service plugs into). */
export interface ShowAiring {
  showSlug: string;
  title: string;
  start: Date;
}
export type ShowAirings = (from: Date, to: Date) => Promise<ShowAiring[]>;

export const PUSH_MESSAGES = {
  endpoint: "This push service is not allowed: alerts go only to the browsers' push services.",
  notSubscribed: "This device has no alerts to change.",
  alertNotFound: "Alert not found",
  confirm: "An alert went to this topic less than 5 minutes ago. Send another anyway?",
} as const;

const REMINDER_SCAN_MS = 5 * 60_000;
const REMINDER_HORIZON_MS = 30 * 60_000;
const ALERT_ICON = "/icons/icon-192.png";

export interface PushServiceOptions {
  vapid: VapidKeys;
  /** PUSH_SERVICE_ORIGINS */
  serviceOrigins: string;
  /** Requests in flight per batch (one batch at a time per instance). */
  concurrency: number;
  batchSize?: number;
  jobs: JobQueue;
  audit: { record(executor: Executor, entry: AuditRecord): Promise<void> };
  /** The shows' airings (the programmes service), for reminders. */
  airings: ShowAirings;
  /** Where batches are encrypted and sent: the delivery thread by default (infra/pushDeliveryThread.ts). */
  delivery?: PushDelivery;
}

type AlertRow = typeof pushAlerts.$inferSelect;

interface BatchResult {
  sent: number;
  failed: number;
  prune: string[];
  retry: string[];
  retryAt: number;
}

export function createPushService(db: Db, options: PushServiceOptions) {
  const origins = parsePushServiceOrigins(options.serviceOrigins);
  const batchSize = options.batchSize ?? 500;
  const delivery = options.delivery ?? threadedDelivery(options.vapid, options.concurrency);
  const airings = options.airings;
  const { jobs } = options;

  function checkEndpoint(endpoint: string, field: string) {
    if (!isAllowedPushEndpoint(endpoint, origins)) throw new BadRequestError(PUSH_MESSAGES.endpoint, field);
  }

  /** A device subscribes (or subscribes again with new keys or topics): one row per endpoint. */
  async function subscribe(input: PushSubscribeInput, now = new Date()): Promise<void> {
    const { endpoint, keys } = input.subscription;
    checkEndpoint(endpoint, "subscription.endpoint");
    const topics = normaliseTopics(input.topics);
    await db
      .insert(pushSubscriptions)
      .values({ id: newObjectId(now), endpoint, p256dh: keys.p256dh, auth: keys.auth, topics, language: input.language, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: keys.p256dh, auth: keys.auth, topics, language: input.language } });
  }

  async function updateTopics(endpoint: string, topics: readonly string[], language?: string): Promise<{ topics: PushTopic[] }> {
    const normalised = normaliseTopics(topics);
    const [row] = await db
      .update(pushSubscriptions)
      .set({ topics: normalised, ...(language ? { language } : {}) })
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .returning({ id: pushSubscriptions.id });
    if (!row) throw new NotFoundError(PUSH_MESSAGES.notSubscribed);
    return { topics: normalised };
  }

  async function unsubscribe(endpoint: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  }

  /** The topics of one device (the alerts page shows them), or null when it is not subscribed. */
  async function topicsOf(endpoint: string): Promise<PushTopic[] | null> {
    const [row] = await db.select({ topics: pushSubscriptions.topics }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    return row ? normaliseTopics(row.topics) : null;
  }

  async function audience(topic: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(arrayContains(pushSubscriptions.topics, [topic]));
    return row?.n ?? 0;
  }

  /** Inserts the alert and its first job in the caller's transaction. */
  async function createAlert(
    tx: Tx,
    input: { title: string; body: string; url: string; topic: string; image?: string | null },
    staffId: string | null,
    now: Date,
  ) {
    const id = newObjectId(now);
    const { urgency, ttlSeconds } = deliveryOptions(input.topic);
    await tx.insert(pushAlerts).values({
      id,
      title: input.title,
      body: input.body,
      url: input.url,
      imageUrl: input.image ?? null,
      topic: input.topic,
      urgency,
      ttlSeconds,
      createdBy: staffId,
      createdAt: now,
    });
    await jobs.schedule(tx, { kind: "push-alert", key: `push-alert:${id}`, runAt: now, payload: { alertId: id } });
    return id;
  }

  /**
   * An editor's alert: a second one to the same topic within 5 minutes needs `confirm` (409 naming the field
   * otherwise); audited in the same transaction; delivery starts on this instance at once.
   */
  async function send(input: PushSendInput, staffId: string | null, now = new Date()): Promise<{ _id: string }> {
    const id = await db.transaction(async (tx) => {
      if (!input.confirm) {
        const [last] = await tx
          .select({ id: pushAlerts.id, title: pushAlerts.title, createdAt: pushAlerts.createdAt })
          .from(pushAlerts)
          .where(eq(pushAlerts.topic, input.topic))
          .orderBy(desc(pushAlerts.createdAt))
          .limit(1);
        if (last && needsResendConfirmation(last.createdAt, now))
          throw new ConflictError(PUSH_MESSAGES.confirm, "confirm", { previous: { _id: last.id, title: last.title, createdAt: last.createdAt.toISOString() } });
      }
      const alertId = await createAlert(tx, input, staffId, now);
      await options.audit.record(tx, {
        staffId,
        action: "push.send",
        entityType: "push",
        entityId: alertId,
        summary: `Alert to ${input.topic}: ${input.title} → ${input.url}`,
        at: now,
      });
      return alertId;
    });
    jobs.wake();
    return { _id: id };
  }

  /** The seam for automatic alerts (a publish listener, the lead's wiring): checked like an editor's, no staff, no confirmation. */
  async function sendAlert(title: string, body: string, url: string, topic: string, image?: string): Promise<{ _id: string }> {
    return send(pushSendSchema.parse({ title, body, url, topic, image, confirm: true }), null);
  }

  function toWire(row: AlertRow): PushAlertWire {
    return {
      _id: row.id,
      status: row.status,
      sent: row.sent,
      failed: row.failed,
      pruned: row.pruned,
      opened: row.opened,
      targets: row.targets,
      title: row.title,
      body: row.body,
      url: row.url,
      topic: row.topic,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  async function status(id: string): Promise<PushAlertWire> {
    const [row] = await db.select().from(pushAlerts).where(eq(pushAlerts.id, id));
    if (!row) throw new NotFoundError(PUSH_MESSAGES.alertNotFound);
    return toWire(row);
  }

  /** The latest alerts, newest first, each with who sent it (the newsroom's alerts page). */
  async function recent(limit = 20): Promise<PushAlertListItemWire[]> {
    const rows = await db.select().from(pushAlerts).orderBy(desc(pushAlerts.createdAt), desc(pushAlerts.id)).limit(limit);
    const names = await staffNames(
      db,
      rows.map((r) => r.createdBy),
    );
    return rows.map((row) => ({ ...toWire(row), sentBy: (row.createdBy && names.get(row.createdBy)) || null }));
  }

  /** A reader clicked the notification. Never above the number delivered (the call is anonymous). */
  async function markOpened(id: string): Promise<void> {
    await db
      .update(pushAlerts)
      .set({ opened: sql`${pushAlerts.opened} + 1` })
      .where(and(eq(pushAlerts.id, id), lt(pushAlerts.opened, pushAlerts.sent)));
  }

  // --- delivery -------------------------------------------------------------------------------------------

  /** Splits the topic's subscriptions into id ranges, one leased job each (in the claiming transaction). */
  const alertJob: JobHandler = async (tx, payload, now) => {
    const alertId = String(payload.alertId);
    const [alert] = await tx.select().from(pushAlerts).where(eq(pushAlerts.id, alertId)).for("update");
    if (!alert || alert.status !== "queued") return;
    const inTopic = arrayContains(pushSubscriptions.topics, [alert.topic]);
    const [{ n: targets } = { n: 0 }] = await tx.select({ n: count() }).from(pushSubscriptions).where(inTopic);
    if (!targets) {
      await tx.update(pushAlerts).set({ status: "sent", finishedAt: now }).where(eq(pushAlerts.id, alertId));
      return;
    }
    // Every batchSize-th id is a range's upper end: the ranges cover the topic without listing every id.
    const ranked = tx.$with("ranked").as(
      tx
        .select({ id: pushSubscriptions.id, rn: sql<number>`row_number() over (order by ${pushSubscriptions.id})`.as("rn") })
        .from(pushSubscriptions)
        .where(inTopic),
    );
    const ends = await tx
      .with(ranked)
      .select({ id: ranked.id })
      .from(ranked)
      .where(sql`${ranked.rn} % ${batchSize} = 0`)
      .orderBy(asc(ranked.id));
    const bounds = [null, ...ends.map((e) => e.id), null];
    const batches = bounds.slice(0, -1).map((after, part) => ({
      kind: "push-batch",
      key: `push-batch:${alertId}:${part}`,
      runAt: now,
      maxAttempts: 3,
      payload: { alertId, part, after, until: bounds[part + 1], attempt: 1 },
    }));
    await jobs.scheduleOnce(tx, batches);
    await tx.update(pushAlerts).set({ status: "sending", targets, pendingJobs: batches.length }).where(eq(pushAlerts.id, alertId));
    return () => jobs.wake();
  };

  async function batchSubscriptions(alert: AlertRow, payload: Record<string, unknown>) {
    const columns = { id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth };
    if (Array.isArray(payload.ids)) {
      const ids = payload.ids as string[];
      return ids.length ? db.select(columns).from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)) : [];
    }
    const after = payload.after as string | null;
    const until = payload.until as string | null;
    return db
      .select(columns)
      .from(pushSubscriptions)
      .where(
        and(
          arrayContains(pushSubscriptions.topics, [alert.topic]),
          after ? gt(pushSubscriptions.id, after) : undefined,
          until ? lte(pushSubscriptions.id, until) : undefined,
        ),
      )
      .orderBy(asc(pushSubscriptions.id));
  }

  const batchJob: LeasedJobHandler<BatchResult | null> = {
    // Requests time out after 10 s, so a batch ends well within this even against a slow push service.
    leaseMs: 5 * 60_000,
    async run(payload) {
      const [alert] = await db
        .select()
        .from(pushAlerts)
        .where(eq(pushAlerts.id, String(payload.alertId)));
      if (!alert) return null;
      const subscriptions = await batchSubscriptions(alert, payload);
      const attempt = Number(payload.attempt ?? 1);
      const expiresAt = alert.createdAt.getTime() + alert.ttlSeconds * 1000;
      const message: PushMessage = {
        title: alert.title,
        body: alert.body,
        url: alert.url,
        icon: ALERT_ICON,
        ...(alert.imageUrl ? { image: alert.imageUrl } : {}),
        tag: alert.id,
      };
      const plaintext = Buffer.from(JSON.stringify(message));
      const result: BatchResult = { sent: 0, failed: 0, prune: [], retry: [], retryAt: 0 };
      // A subscription stored before PUSH_SERVICE_ORIGINS changed is never sent to.
      const allowed = subscriptions.filter((sub) => isAllowedPushEndpoint(sub.endpoint, origins));
      result.failed += subscriptions.length - allowed.length;
      const answers = allowed.length ? await delivery.send(allowed, { plaintext, expiresAt, urgency: alert.urgency, topic: alert.id }) : [];
      for (const answer of answers) {
        const outcome =
          answer.status === -1 ? { kind: "failed" as const } : classifyPushResponse(answer.status, answer.retryAfter, attempt, answer.at, expiresAt);
        if (outcome.kind === "sent") result.sent++;
        else if (outcome.kind === "failed") result.failed++;
        else if (outcome.kind === "prune") result.prune.push(answer.id);
        else {
          result.retry.push(answer.id);
          result.retryAt = Math.max(result.retryAt, outcome.at);
        }
      }
      return result;
    },
    async commit(tx, payload, result, now) {
      if (!result) return;
      const alertId = String(payload.alertId);
      const attempt = Number(payload.attempt ?? 1);
      if (result.prune.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, result.prune));
      if (result.retry.length)
        await jobs.scheduleOnce(tx, [
          {
            kind: "push-batch",
            key: `push-batch:${alertId}:${String(payload.part)}:${attempt + 1}`,
            runAt: new Date(result.retryAt),
            maxAttempts: 3,
            payload: { alertId, part: payload.part, ids: result.retry, attempt: attempt + 1 },
          },
        ]);
      await tx
        .update(pushAlerts)
        .set({
          sent: sql`${pushAlerts.sent} + ${result.sent}`,
          failed: sql`${pushAlerts.failed} + ${result.failed}`,
          pruned: sql`${pushAlerts.pruned} + ${result.prune.length}`,
          pendingJobs: sql`${pushAlerts.pendingJobs} - 1 + ${result.retry.length ? 1 : 0}`,
        })
        .where(eq(pushAlerts.id, alertId));
      await tx
        .update(pushAlerts)
        .set({ status: sql`case when ${pushAlerts.sent} = 0 and ${pushAlerts.failed} > 0 then 'failed' else 'sent' end`, finishedAt: now })
        .where(and(eq(pushAlerts.id, alertId), eq(pushAlerts.status, "sending"), lte(pushAlerts.pendingJobs, 0)));
      if (result.retry.length) return () => jobs.wake();
    },
  };

  // --- show reminders -------------------------------------------------------------------------------------

  const nextScanAt = (now: Date) => new Date(Math.floor(now.getTime() / REMINDER_SCAN_MS) * REMINDER_SCAN_MS + REMINDER_SCAN_MS);
  const scanJob = (at: Date) => ({ kind: "push-reminder-scan", key: `push-reminder-scan:${at.toISOString()}`, runAt: at });

  // Both reminder kinds are leased: `airings` is the shows service's own read, so it runs outside the job's
  // transaction (on PGlite, a read on another handle inside a transaction would wait for it for ever).

  /** Every 5 minutes: a reminder job for each airing in the next 30 minutes, due 10 minutes before it (once per airing). */
  const reminderScanJob: LeasedJobHandler<ShowAiring[]> = {
    leaseMs: 60_000,
    run: (_payload, now) => airings(now, new Date(now.getTime() + REMINDER_HORIZON_MS)),
    async commit(tx, _payload, upcoming, now) {
      await jobs.scheduleOnce(tx, [
        ...upcoming
          .filter((a) => a.start.getTime() > now.getTime())
          .map((a) => ({
            kind: "push-reminder",
            key: `push-reminder:${a.showSlug}:${a.start.toISOString()}`,
            runAt: new Date(Math.max(now.getTime(), a.start.getTime() - SHOW_REMINDER_LEAD_MS)),
            payload: { showSlug: a.showSlug, title: a.title, start: a.start.toISOString() },
          })),
        scanJob(nextScanAt(now)),
      ]);
    },
  };

  /** The reminder itself: only if the show still airs then, and someone follows it. */
  const reminderJob: LeasedJobHandler<ShowAiring | null> = {
    leaseMs: 60_000,
    async run(payload, now) {
      const start = new Date(String(payload.start));
      if (start.getTime() <= now.getTime()) return null;
      return (await airings(start, new Date(start.getTime() + 1))).find((a) => a.showSlug === String(payload.showSlug)) ?? null;
    },
    async commit(tx, _payload, airing, now) {
      if (!airing) return;
      const topic = `show:${airing.showSlug}`;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(arrayContains(pushSubscriptions.topics, [topic]));
      if (!n) return;
      const minutes = Math.max(1, Math.round((airing.start.getTime() - now.getTime()) / 60_000));
      await createAlert(tx, { title: `${airing.title} starts in ${minutes} minutes`, body: "Watch it live on MATV.", url: "/live", topic }, null, now);
      return () => jobs.wake();
    },
  };

  /** Called at start-up on every instance; the scan's key makes it one job for the cluster. */
  async function startReminders(now = new Date()): Promise<void> {
    await jobs.scheduleOnce(db, [scanJob(nextScanAt(new Date(now.getTime() - REMINDER_SCAN_MS)))]);
  }

  return {
    publicKey: () => options.vapid.publicKey,
    subscribe,
    updateTopics,
    unsubscribe,
    topicsOf,
    audience,
    send,
    sendAlert,
    status,
    recent,
    markOpened,
    startReminders,
    /** Its job kinds, for the one table in services/background.ts. */
    jobHandlers: { "push-alert": alertJob },
    leasedJobHandlers: { "push-batch": batchJob, "push-reminder-scan": reminderScanJob, "push-reminder": reminderJob },
    close: () => delivery.close(),
  };
}

export type PushService = ReturnType<typeof createPushService>;
