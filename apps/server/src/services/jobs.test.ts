import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { and } from "drizzle-orm";
import { auditLog, documentRevisions, jobs } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/testApp.ts";
import { backoffMs, createJobQueue, JOB_POLL_INTERVAL_MS } from "./jobs.ts";
import { createScheduler, jobHandlers } from "./background.ts";

let t: TestApp;
/** A second connection pool on the same database (PostgreSQL), as a second instance would have. */
let second: Database | null = null;
const editor = { id: "", role: "editor" as const };

beforeAll(async () => {
  t = await createTestApp();
  editor.id = (await t.app.services.staffUsers.upsert({ email: "editor@matv.test", password: "correct horse battery", role: "editor" })).id;
  if (t.database.kind === "postgres") {
    const client = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    second = await openDatabase({ url: client.options.connectionString });
  }
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

/** A worker as another instance runs it: its own queue (and pool on PostgreSQL) with the story handler. */
function otherInstanceQueue() {
  return createJobQueue(second?.db ?? t.database.db, { handlers: () => jobHandlers(t.app.services.documents, t.app.services.push) });
}

async function scheduledStory(title: string, at: Date) {
  const story = await t.app.services.stories.create({ title, placements: [{ page: "TopStories", pinned: false }] }, editor);
  await t.app.services.stories.publish(story._id, { publishAt: at.toISOString() }, editor);
  return story._id;
}

describe("durable jobs", () => {
  it("two workers on one database publish a due story exactly once", async () => {
    const at = new Date(Date.now() + 60_000);
    const ids = await Promise.all([1, 2, 3].map((n) => scheduledStory(`Race story ${n}`, at)));
    const later = new Date(at.getTime() + 1_000);
    const other = otherInstanceQueue();
    const [a, b] = await Promise.all([t.app.services.jobs.runDue(later), other.runDue(later)]);
    expect(a + b).toBe(3);
    for (const id of ids) {
      const revisions = await t.database.db
        .select()
        .from(documentRevisions)
        .where(and(eq(documentRevisions.kind, "story"), eq(documentRevisions.documentId, id)));
      expect(revisions.filter((r) => r.action === "scheduled-publish")).toHaveLength(1);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audit.filter((e) => e.action === "story.scheduled-publish")).toHaveLength(1);
      expect((await t.app.services.stories.get(id)).status).toBe("published");
    }
    expect(await t.app.services.jobs.runDue(later)).toBe(0);
  });

  it("a job scheduled before a restart runs on a fresh worker (its state is the row)", async () => {
    const at = new Date(Date.now() + 30_000);
    const id = await scheduledStory("Restart story", at);
    const fresh = otherInstanceQueue();
    expect(await fresh.runDue(new Date(at.getTime() + 1))).toBe(1);
    expect((await t.app.services.stories.get(id)).status).toBe("published");
  });

  it("a failing handler's effects roll back; the job is retried with backoff, then marked failed", async () => {
    let calls = 0;
    const queue = createJobQueue(t.database.db, {
      handlers: () => ({
        flaky: async (tx) => {
          calls++;
          await tx.update(jobs).set({ lastError: "written by the handler" }).where(eq(jobs.key, "never"));
          throw new Error("boom");
        },
      }),
    });
    const start = new Date(Date.now() + 10_000);
    await queue.schedule(t.database.db, { kind: "flaky", key: "flaky:1", runAt: start });
    await t.database.db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.key, "flaky:1"));
    expect(await queue.runDue(start)).toBe(1);
    let row = await queue.pending("flaky:1");
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "boom" });
    expect(row!.runAt.getTime()).toBe(start.getTime() + backoffMs(1));
    expect(await queue.runDue(start)).toBe(0);
    expect(await queue.runDue(row!.runAt)).toBe(1);
    row = await queue.pending("flaky:1");
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(calls).toBe(2);
    expect(backoffMs(1)).toBe(5_000);
    expect(backoffMs(3)).toBe(20_000);
    expect(backoffMs(30)).toBe(15 * 60_000);
  });

  it("the scheduler runs due jobs at its times (a controllable clock) and stops cleanly", async () => {
    const ran: string[] = [];
    const queue = createJobQueue(t.database.db, { handlers: () => ({ note: async (_tx, payload) => void ran.push(String(payload.n)) }) });
    let now = new Date("2030-01-01T00:00:00Z");
    await queue.schedule(t.database.db, { kind: "note", key: "note:1", runAt: new Date(now.getTime() + 10_000), payload: { n: 1 } });
    const scheduler = createScheduler([{ name: "jobs", firstAfterMs: 0, everyMs: JOB_POLL_INTERVAL_MS, run: (at) => queue.runDue(at) }], {
      now: () => now,
      onError: (task, error) => {
        throw new Error(`${task}: ${String(error)}`);
      },
    });
    await scheduler.runDue();
    expect(ran).toEqual([]);
    now = new Date(now.getTime() + 10_000);
    await scheduler.runDue();
    expect(ran).toEqual(["1"]);
    expect((await queue.pending("note:1"))?.status).toBe("done");
    await scheduler.stop();
  });
});
