import type { Documents } from "./documents/model.ts";
import { JOB_POLL_INTERVAL_MS, type JobHandler } from "./jobs.ts";
import { BRIEFING_CHECK_MS } from "./newsletter.ts";
import type { Services } from "./index.ts";

/**
 * Background work in plain sight (ADR 067): the one table of durable job handlers, the one table of recurring
 * tasks, and the one scheduler main.ts starts. Nothing registers itself while a service is built.
 */

/** Every durable job kind and what runs it (in the job's claiming transaction, ADR 046). */
export function jobHandlers(documents: Documents): Record<string, JobHandler> {
  return {
    "story-publish": (tx, payload, now) => documents.publishDue("story", tx, payload, now),
    "blog-publish": (tx, payload, now) => documents.publishDue("blog", tx, payload, now),
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

/** Every recurring task of an instance: the job queue, the daily briefing, the orphan-object sweep (room for more). */
export function backgroundTasks(services: Services, options: { origin: () => string; onSwept?: (removed: number) => void }): BackgroundTask[] {
  return [
    { name: "jobs", firstAfterMs: 0, everyMs: JOB_POLL_INTERVAL_MS, run: (now) => services.jobs.runDue(now) },
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
