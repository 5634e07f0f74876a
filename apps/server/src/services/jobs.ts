import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema.ts";
import { newObjectId } from "../lib/ids.ts";
import type { Tx } from "./audit.ts";

/**
 * Durable jobs on the database (ADR 046), the same on PGlite and PostgreSQL. A worker claims one due
 * job with FOR UPDATE SKIP LOCKED inside a transaction, runs its handler in that transaction (in a
 * savepoint) and marks it done there: the effect and "done" commit together, so a job runs exactly
 * once however many instances poll, and a restart loses nothing (the state is the row). A failing
 * handler's effects roll back to the savepoint; the job is retried later with backoff.
 */

/** How often the scheduler asks the queue for due jobs. */
export const JOB_POLL_INTERVAL_MS = 5_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 15 * 60_000;

/** What a handler may ask for once its transaction has committed (cache invalidation, listeners); awaited. */
export type AfterCommit = () => void | Promise<void>;
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, now: Date) => Promise<AfterCommit | void>;

export interface ScheduleInput {
  kind: string;
  /** One pending job per key: scheduling the same key again moves it. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export function createJobQueue(
  db: Db,
  options: {
    /** The table of handlers by job kind (services/background.ts jobHandlers); read when a job runs. */
    handlers?: () => Readonly<Record<string, JobHandler>>;
    now?: () => Date;
    onError?: (error: unknown, job: { id: string; kind: string }) => void;
  } = {},
) {
  const clock = options.now ?? (() => new Date());

  /** Inside the caller's transaction, so the job exists exactly when the change that needs it commits. */
  async function schedule(tx: Tx | Db, input: ScheduleInput): Promise<void> {
    const now = clock();
    await tx
      .insert(jobs)
      .values({ id: newObjectId(now), kind: input.kind, key: input.key, runAt: input.runAt, payload: input.payload ?? {}, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: jobs.key,
        set: { kind: input.kind, runAt: input.runAt, payload: input.payload ?? {}, status: "pending", attempts: 0, lastError: null, updatedAt: now },
      });
  }

  async function cancel(tx: Tx | Db, key: string): Promise<void> {
    await tx
      .update(jobs)
      .set({ status: "cancelled", updatedAt: clock() })
      .where(and(eq(jobs.key, key), eq(jobs.status, "pending")));
  }

  /** Claims and runs one due job; false when none is due (or all due ones are held by other workers). */
  async function runOne(now: Date): Promise<boolean> {
    let after: AfterCommit | void = undefined;
    let failure: { error: unknown; job: { id: string; kind: string } } | null = null;
    const ran = await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, now)))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!job) return false;
      const handler = options.handlers?.()[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        after = await tx.transaction((savepoint) => handler(savepoint, job.payload, now));
        await tx
          .update(jobs)
          .set({ status: "done", attempts: job.attempts + 1, lastError: null, updatedAt: now })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        const attempts = job.attempts + 1;
        failure = { error, job };
        await tx
          .update(jobs)
          .set({
            status: attempts >= job.maxAttempts ? "failed" : "pending",
            attempts,
            runAt: new Date(now.getTime() + backoffMs(attempts)),
            lastError: String((error as Error)?.message ?? error).slice(0, 1000),
            updatedAt: now,
          })
          .where(eq(jobs.id, job.id));
      }
      return true;
    });
    if (failure) options.onError?.((failure as { error: unknown }).error, (failure as { job: { id: string; kind: string } }).job);
    if (typeof after === "function") await (after as AfterCommit)();
    return ran;
  }

  /** Runs every job due at `now` (tests pass a later clock); returns how many ran. */
  async function runDue(now: Date = clock(), limit = 100): Promise<number> {
    let count = 0;
    while (count < limit && (await runOne(now))) count++;
    return count;
  }

  async function pending(key: string) {
    const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
    return row ?? null;
  }

  return { schedule, cancel, runDue, pending };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
