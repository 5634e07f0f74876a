import { ANALYTICS_PRUNE_EVERY_MS } from "./analytics.ts";
import { ANALYTICS_WRITE_EVERY_MS } from "./analyticsIngest.ts";
import type { Documents } from "./documents/model.ts";
import { JOB_POLL_INTERVAL_MS, type JobHandler, type LeasedJobHandler, leasedKind } from "./jobs.ts";
import { BRIEFING_CHECK_MS } from "./newsletter.ts";
import type { PushService } from "./push.ts";
import type { Services } from "./index.ts";

/**
 * Background work in plain sight (ADR 067): the one table of durable job handlers, the one table of recurring
 * tasks, and the one scheduler main.ts starts. Nothing registers itself while a service is built.
 */

/** Every durable job kind and what runs it (in the job's claiming transaction, ADR 046). */
export function jobHandlers(documents: Documents, push: PushService): Record<string, JobHandler> {
  return {
    "story-publish": (tx, payload, now) => documents.publishDue("story", tx, payload, now),
    "blog-publish": (tx, payload, now) => documents.publishDue("blog", tx, payload, now),
    // An alert split into batches of devices (ADR 074).
    "push-alert": push.jobHandlers["push-alert"],
  };
}

/** The leased kinds: network work outside any transaction, the result committed once (ADR 074). */
export function leasedJobHandlers(push: PushService): Record<string, LeasedJobHandler<never>> {
  const leased = push.leasedJobHandlers;
  return {
    "push-batch": leasedKind(leased["push-batch"]),
    "push-reminder-scan": leasedKind(leased["push-reminder-scan"]),
    "push-reminder": leasedKind(leased["push-reminder"]),
  };
}

export interface BackgroundTask {
  name: string;
  /** How long after start it first runs, then how often. */
  firstAfterMs: number;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

const STORAGE_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Every recurring task of an instance: the job queue (plain and leased kinds apart, so a long alert fan-out never
 * delays a scheduled publish), the daily briefing, the orphan-object sweep, and reader analytics' writes and pruning.
 */
export function backgroundTasks(services: Services, options: { origin: () => string; onSwept?: (removed: number) => void }): BackgroundTask[] {
  return [
    { name: "jobs", firstAfterMs: 0, everyMs: JOB_POLL_INTERVAL_MS, run: (now) => services.jobs.runDuePlain(now) },
    { name: "leased-jobs", firstAfterMs: 0, everyMs: JOB_POLL_INTERVAL_MS, run: (now) => services.jobs.runDueLeased(now) },
    // At most this interval of counts is lost on a crash (ADR 075); shutdown writes the rest.
    { name: "analytics-write", firstAfterMs: ANALYTICS_WRITE_EVERY_MS, everyMs: ANALYTICS_WRITE_EVERY_MS, run: () => services.analytics.flush() },
    { name: "analytics-prune", firstAfterMs: 60_000, everyMs: ANALYTICS_PRUNE_EVERY_MS, run: () => services.analytics.prune() },
    // Every instance checks; one sends (newsletter_sends claims the UK day).
    { name: "daily-briefing", firstAfterMs: 2_000, everyMs: BRIEFING_CHECK_MS, run: (now) => services.newsletter.sendDueBriefing(options.origin(), now) },
    {
      name: "storage-sweep",
      firstAfterMs: 60_000,
      everyMs: STORAGE_SWEEP_EVERY_MS,
      run: async (now) => {
        const { removed } = await services.storageSweep.sweep({ now: now.getTime() });
        if (removed) options.onSwept?.(removed);
      },
    },
  ];
}

/** The tick of the one timer: short, so a task runs within a second of its time. */
const TICK_MS = 1_000;

/**
 * Runs each task at its times on one timer. A task never overlaps itself; a failing one is reported and runs
 * again at its next time. Tests call runDue(now) with a clock of their own instead of start().
 */
export function createScheduler(tasks: BackgroundTask[], options: { now?: () => Date; onError: (task: string, error: unknown) => void }) {
  const clock = options.now ?? (() => new Date());
  const startedAt = clock().getTime();
  const next = new Map(tasks.map((task) => [task.name, startedAt + task.firstAfterMs]));
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | null = null;

  /** Starts every task due at `now` that is not already running; resolves when they have finished. */
  function runDue(now: Date = clock()): Promise<void> {
    for (const task of tasks) {
      if (running.has(task.name) || (next.get(task.name) ?? 0) > now.getTime()) continue;
      next.set(task.name, now.getTime() + task.everyMs);
      const run = task
        .run(now)
        .then(() => undefined)
        .catch((error: unknown) => options.onError(task.name, error))
        .finally(() => running.delete(task.name));
      running.set(task.name, run);
    }
    return Promise.all(running.values()).then(() => undefined);
  }

  return {
    runDue,
    /** Runs these tasks now instead of at their next time (new work was queued on this instance). */
    wake(names: readonly string[]): void {
      const at = clock().getTime();
      for (const name of names) if (next.has(name)) next.set(name, Math.min(next.get(name) ?? at, at));
      if (timer) void runDue();
    },
    start(): void {
      if (timer) return;
      timer = setInterval(() => void runDue(), TICK_MS);
      timer.unref();
      void runDue();
    },
    /** Stops the timer and waits for the tasks still running. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(running.values());
    },
  };
}
