import { and, asc, eq, inArray, lte, notInArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema.ts";
import { newObjectId } from "../infra/ids.ts";
import type { Tx } from "./audit.ts";

/**
 * Durable jobs on the database (ADR 046), the same on PGlite and PostgreSQL. A worker claims one due
 * job with FOR UPDATE SKIP LOCKED inside a transaction, runs its handler in that transaction (in a
 * savepoint) and marks it done there: the effect and "done" commit together, so a job runs exactly
 * once however many instances poll, and a restart loses nothing (the state is the row). A failing
 * handler's effects roll back to the savepoint; the job is retried later with backoff.
 *
 * Leased kinds (ADR 074) are for work that talks to the network for seconds (a push fan-out batch): holding a
 * transaction and its row lock for that long would hold a pooled connection (on PGlite, the only one). Their
 * claim is a short transaction that pushes `run_at` past a lease and counts the attempt; the work runs outside
 * any transaction; a second short transaction commits its result and "done" only if the job is still the one it
 * claimed (same attempt). A crash leaves the job pending until the lease ends, then another worker takes it: the
 * effect commits once; the network work may happen twice (push messages carry a tag, so a repeat is not shown).
 * They run as their own background task (services/background.ts), so a long fan-out never delays scheduled
 * publishing. Handlers come from the one table in services/background.ts; nothing registers itself.
 */

export const JOB_POLL_INTERVAL_MS = 5_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 15 * 60_000;

/** What a handler may ask for once its transaction has committed (cache invalidation). */
export type AfterCommit = () => void | Promise<void>;
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, now: Date) => Promise<AfterCommit | void>;

/** A leased kind: `run` works outside any transaction; `commit` records its result in the job's "done" transaction. */
export interface LeasedJobHandler<R = unknown> {
  leaseMs: number;
  run: (payload: Record<string, unknown>, now: Date) => Promise<R>;
  commit: (tx: Tx, payload: Record<string, unknown>, result: R, now: Date) => Promise<AfterCommit | void>;
}

/** A leased kind for the table of kinds, whatever its result type (the queue hands `run`'s result to `commit`). */
export function leasedKind<R>(handler: LeasedJobHandler<R>): LeasedJobHandler<never> {
  return handler as unknown as LeasedJobHandler<never>;
}

export interface ScheduleInput {
  kind: string;
  /** One pending job per key: scheduling the same key again moves it. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export function createJobQueue(
  db: Db,
  options: {
    /** The table of handlers by job kind (services/background.ts jobHandlers); read when a job runs. */
    handlers?: () => Readonly<Record<string, JobHandler>>;
    /** The leased kinds (services/background.ts leasedJobHandlers). */
    leased?: () => Readonly<Record<string, LeasedJobHandler<never>>>;
    now?: () => Date;
    onError?: (error: unknown, job: { id: string; kind: string }) => void;
  } = {},
) {
  const clock = options.now ?? (() => new Date());
  const leasedKinds = () => Object.keys(options.leased?.() ?? {});
  const wakeListeners = new Set<() => void>();

  /** Adds jobs whose keys are new; a key already there (pending, done or failed) is left as it is. */
  async function scheduleOnce(tx: Tx | Db, inputs: readonly ScheduleInput[]): Promise<void> {
    if (!inputs.length) return;
    const now = clock();
    await tx
      .insert(jobs)
      .values(
        inputs.map((input) => ({
          id: newObjectId(now),
          kind: input.kind,
          key: input.key,
          runAt: input.runAt,
          payload: input.payload ?? {},
          maxAttempts: input.maxAttempts ?? 8,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: jobs.key });
  }

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
      const leasedNow = leasedKinds();
      const plainKinds = leasedNow.length ? notInArray(jobs.kind, leasedNow) : undefined;
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, now), plainKinds))
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

  /** Claims one due job of a leased kind, runs it outside any transaction, commits its result; false when none is due. */
  async function runOneLeased(now: Date): Promise<boolean> {
    const kinds = leasedKinds();
    if (!kinds.length) return false;
    const claimed = await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, now), inArray(jobs.kind, kinds)))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!job) return null;
      const handler = options.leased?.()[job.kind] as LeasedJobHandler<never>;
      const attempts = job.attempts + 1;
      await tx
        .update(jobs)
        .set({ attempts, runAt: new Date(clock().getTime() + handler.leaseMs), updatedAt: now })
        .where(eq(jobs.id, job.id));
      return { job, attempts, handler };
    });
    if (!claimed) return false;
    const { job, attempts, handler } = claimed;
    // Only the holder of this attempt may finish it: after a lost lease another worker owns the job.
    const stillOurs = (tx: Tx) =>
      tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, job.id), eq(jobs.status, "pending"), eq(jobs.attempts, attempts)))
        .for("update")
        .then((rows) => rows.length > 0);
    let after: AfterCommit | void = undefined;
    try {
      const result = await handler.run(job.payload, now);
      await db.transaction(async (tx) => {
        if (!(await stillOurs(tx))) return;
        after = await handler.commit(tx, job.payload, result, now);
        await tx.update(jobs).set({ status: "done", lastError: null, updatedAt: clock() }).where(eq(jobs.id, job.id));
      });
    } catch (error) {
      options.onError?.(error, job);
      await db.transaction(async (tx) => {
        if (!(await stillOurs(tx))) return;
        await tx
          .update(jobs)
          .set({
            status: attempts >= job.maxAttempts ? "failed" : "pending",
            runAt: new Date(clock().getTime() + backoffMs(attempts)),
            lastError: String((error as Error)?.message ?? error).slice(0, 1000),
            updatedAt: clock(),
          })
          .where(eq(jobs.id, job.id));
      });
    }
    if (typeof after === "function") await (after as AfterCommit)();
    return true;
  }

  /** Runs every job due at `now`, leased kinds too (tests pass a later clock); returns how many ran. */
  async function runDue(now: Date = clock(), limit = 100): Promise<number> {
    let count = 0;
    while (count < limit && ((await runOne(now)) || (await runOneLeased(now)))) count++;
    return count;
  }

  /** The background task of plain jobs: until none is due. */
  async function runDuePlain(now: Date = clock(), limit = 100): Promise<number> {
    let count = 0;
    while (count < limit && (await runOne(now))) count++;
    return count;
  }

  /** The background task of leased jobs, apart, so a long fan-out never delays a scheduled publish. */
  async function runDueLeased(now: Date = clock(), limit = 100): Promise<number> {
    let count = 0;
    while (count < limit && (await runOneLeased(now))) count++;
    return count;
  }

  /** The scheduler listens, to run the job tasks now rather than at their next time. */
  function onWake(listener: () => void): () => void {
    wakeListeners.add(listener);
    return () => wakeListeners.delete(listener);
  }

  /** New due work was queued on this instance: look now. */
  function wake(): void {
    for (const listener of wakeListeners) listener();
  }

  async function pending(key: string) {
    const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
    return row ?? null;
  }

  return { schedule, scheduleOnce, cancel, runDue, runDuePlain, runDueLeased, wake, onWake, pending };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
