import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobs, pushSubscriptions, scheduleSlots, shows } from "../../db/schema.ts";
import { buildShow } from "../../db/factories.ts";
import { newObjectId } from "../../infra/ids.ts";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";
import { jobHandlers, leasedJobHandlers } from "../../services/background.ts";
import { createJobQueue } from "../../services/jobs.ts";
import { createPushService } from "../../services/push.ts";
import { loadVapidKeys } from "../../infra/webPush.ts";
import { type FakeDevice, fakeDevice, type FakePushService, startFakePushService } from "../../testing/fakePushService.ts";

let t: TestApp;
let fake: FakePushService;
const PASSWORD = "correct horse battery staple";
const tokens: Record<"editor" | "writer" | "admin", string> = { editor: "", writer: "", admin: "" };
const auth = (role: keyof typeof tokens | null) => (role ? { authorization: `Bearer ${tokens[role]}` } : {});

const subscribe = (device: FakeDevice, topics: string[] = ["breaking"]) =>
  t.app.inject({ method: "POST", url: "/api/push/subscriptions", payload: { subscription: device.subscription, topics } });
const sendAlert = (payload: object, role: keyof typeof tokens | null = "editor") =>
  t.app.inject({ method: "POST", url: "/api/admin/push", payload, headers: auth(role) });
const alertStatus = async (id: string) => (await t.app.inject({ url: `/api/admin/push/${id}`, headers: auth("editor") })).json();
const subscriptionCount = async () => (await t.database.db.select().from(pushSubscriptions)).length;
/** Runs every due job at `at` (leased fan-out batches included). */
const deliver = (at = new Date()) => t.app.services.jobs.runDue(at, 1000);

beforeAll(async () => {
  fake = await startFakePushService();
  t = await createTestApp({ PUSH_SERVICE_ORIGINS: fake.origin });
  for (const role of ["editor", "writer", "admin"] as const) {
    await t.app.services.staffUsers.upsert({ email: `${role}@matv.test`, password: PASSWORD, role });
    tokens[role] = (await t.app.services.auth.login(`${role}@matv.test`, PASSWORD)).token;
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("readers' subscriptions", () => {
  it("gives the VAPID public key (generated into DATA_DIR), cacheable", async () => {
    const res = await t.app.inject("/api/push/key");
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(res.json().data.publicKey).toBe(publicKey);
    expect(res.headers["cache-control"]).toContain("public");
  });

  it("subscribes a device (201), again with new topics (one row), changes topics (PUT) and stops (DELETE 204)", async () => {
    const device = fakeDevice(fake.origin);
    const before = await subscriptionCount();
    expect((await subscribe(device, ["breaking", "section:world", "breaking"])).statusCode).toBe(201);
    expect((await subscribe(device, ["live"])).statusCode).toBe(201);
    expect(await subscriptionCount()).toBe(before + 1);
    const status = await t.app.inject({ method: "POST", url: "/api/push/subscriptions/status", payload: { endpoint: device.subscription.endpoint } });
    expect(status.json()).toMatchObject({ subscribed: true, topics: ["live"] });

    const put = await t.app.inject({
      method: "PUT",
      url: "/api/push/subscriptions",
      payload: { endpoint: device.subscription.endpoint, topics: ["show:newsnight", "breaking"] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().topics).toEqual(["breaking", "show:newsnight"]);
    const bySubscription = await t.app.inject({
      method: "PUT",
      url: "/api/push/subscriptions",
      payload: { subscription: device.subscription, topics: ["live"] },
    });
    expect(bySubscription.json().topics).toEqual(["live"]);

    const del = await t.app.inject({ method: "DELETE", url: "/api/push/subscriptions", payload: { endpoint: device.subscription.endpoint } });
    expect(del.statusCode).toBe(204);
    expect(await subscriptionCount()).toBe(before);
    const gone = await t.app.inject({ method: "PUT", url: "/api/push/subscriptions", payload: { endpoint: device.subscription.endpoint, topics: ["live"] } });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps only endpoint, keys, topics, language and creation time", async () => {
    const device = fakeDevice(fake.origin);
    await t.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      payload: { subscription: device.subscription, topics: ["breaking"], language: "hi" },
      headers: { "user-agent": "Reader/1.0" },
    });
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(Object.keys(row!).sort()).toEqual(["auth", "createdAt", "endpoint", "id", "language", "p256dh", "topics"]);
    expect(row!.language).toBe("hi");
  });

  it("refuses an endpoint outside PUSH_SERVICE_ORIGINS with 400 and never stores it", async () => {
    const before = await subscriptionCount();
    for (const origin of ["https://evil.example", "http://127.0.0.1:1", "https://fcm.googleapis.com"]) {
      const res = await subscribe(fakeDevice(origin));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field: "subscription.endpoint" });
    }
    expect(await subscriptionCount()).toBe(before);
  });

  it("names the field of bad input", async () => {
    const device = fakeDevice(fake.origin);
    const field = async (payload: object, method: "POST" | "PUT" | "DELETE" = "POST") => {
      const res = await t.app.inject({ method, url: "/api/push/subscriptions", payload });
      expect(res.statusCode).toBe(400);
      return res.json().field;
    };
    expect(await field({ subscription: device.subscription, topics: ["everything"] })).toBe("topics.0");
    expect(await field({ subscription: device.subscription, topics: [] })).toBe("topics");
    expect(await field({ subscription: { endpoint: device.subscription.endpoint }, topics: ["live"] })).toBe("subscription.keys");
    expect(await field({ subscription: device.subscription, topics: ["live"], language: "fr" })).toBe("language");
    expect(await field({ topics: ["live"] }, "PUT")).toBe("endpoint");
    expect(await field({ endpoint: "nope" }, "DELETE")).toBe("endpoint");
  });
});

describe("the newsroom's alerts", () => {
  it("are for editors and admins only", async () => {
    const alert = { title: "Floods", body: "", url: "/", topic: "breaking" };
    expect((await sendAlert(alert, null)).statusCode).toBe(401);
    expect((await sendAlert(alert, "writer")).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/push/audience?topic=breaking", headers: auth("writer") })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/push/${newObjectId()}` })).statusCode).toBe(401);
  });

  it("name the field of bad input", async () => {
    const field = async (payload: object) => {
      const res = await sendAlert(payload);
      expect(res.statusCode).toBe(400);
      return res.json().field;
    };
    const alert = { title: "Floods", body: "", url: "/news/x", topic: "breaking" };
    expect(await field({ ...alert, title: " " })).toBe("title");
    expect(await field({ ...alert, url: "https://evil.example/" })).toBe("url");
    expect(await field({ ...alert, topic: "everyone" })).toBe("topic");
    expect(await field({ ...alert, body: "x".repeat(241) })).toBe("body");
    expect((await t.app.inject({ url: "/api/admin/push/audience?topic=nobody", headers: auth("editor") })).json().field).toBe("topic");
    expect((await t.app.inject({ url: "/api/admin/push/nope", headers: auth("editor") })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/admin/push/${newObjectId()}`, headers: auth("editor") })).statusCode).toBe(404);
  });

  it("go out through the job queue: counts, decryptable message, 410 removes the subscription, audited", async () => {
    const devices = Array.from({ length: 5 }, () => fakeDevice(fake.origin));
    for (const device of devices) expect((await subscribe(device, ["section:world"])).statusCode).toBe(201);
    await subscribe(fakeDevice(fake.origin), ["section:india-news"]);
    const expired = devices[4]!;
    fake.setStatus(expired.id, 410);
    const audience = await t.app.inject({ url: "/api/admin/push/audience?topic=section:world", headers: auth("editor") });
    expect(audience.json()).toMatchObject({ topic: "section:world", subscribers: 5 });

    fake.received = [];
    const res = await sendAlert({
      title: "Floods close the M25",
      body: "Drivers are told to stay home.",
      url: "/news/floods-1",
      topic: "section:world",
      image: "/media/floods.webp",
    });
    expect(res.statusCode).toBe(202);
    const { _id } = res.json();
    expect(res.json().data._id).toBe(_id);
    expect(await alertStatus(_id)).toMatchObject({ status: "queued", sent: 0, failed: 0, pruned: 0, opened: 0 });

    await deliver();
    const done = await alertStatus(_id);
    expect(done).toMatchObject({ status: "sent", sent: 4, failed: 0, pruned: 1, opened: 0, targets: 5 });
    expect(done.data.status).toBe("sent");
    expect(fake.received.map((r) => r.device).sort()).toEqual(devices.map((d) => d.id).sort());
    const first = fake.received.find((r) => r.device === devices[0]!.id)!;
    expect(JSON.parse(devices[0]!.decrypt(first.body))).toEqual({
      title: "Floods close the M25",
      body: "Drivers are told to stay home.",
      url: "/news/floods-1",
      icon: "/icons/icon-192.png",
      image: "/media/floods.webp",
      tag: _id,
    });
    expect(first.headers).toMatchObject({ urgency: "normal", topic: _id });
    expect(Number(first.headers.ttl)).toBeGreaterThan(11 * 3600);
    const stored = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, expired.subscription.endpoint));
    expect(stored).toEqual([]);

    const audit = (await t.app.inject({ url: "/api/admin/audit", headers: auth("admin") })).json();
    expect(JSON.stringify(audit)).toContain("push.send");
    expect(JSON.stringify(audit)).toContain("Floods close the M25");

    // Opened: counted, never above the number delivered.
    for (let i = 0; i < 6; i++) expect((await t.app.inject({ method: "POST", url: `/api/push/alerts/${_id}/opened` })).statusCode).toBe(204);
    expect((await alertStatus(_id)).opened).toBe(4);
  });

  it("ask for confirmation of a second alert to the same topic within 5 minutes (409, field confirm)", async () => {
    const alert = { title: "Storm warning", body: "", url: "/news/storm", topic: "live" };
    expect((await sendAlert(alert)).statusCode).toBe(202);
    const again = await sendAlert({ ...alert, title: "Storm warning, update" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: "confirm", previous: { title: "Storm warning" } });
    expect((await sendAlert({ ...alert, title: "Storm warning, update", confirm: true })).statusCode).toBe(202);
    // Another topic is not held back.
    expect((await sendAlert({ ...alert, topic: "section:tech" })).statusCode).toBe(202);
    await deliver();
  });

  it("retry 429 and 5xx with backoff, honouring Retry-After, and give up after the last attempt", async () => {
    const patient = fakeDevice(fake.origin);
    const hopeless = fakeDevice(fake.origin);
    for (const device of [patient, hopeless]) await subscribe(device, ["section:sportfit"]);
    fake.script(patient.id, [{ status: 429, headers: { "retry-after": "120" } }, { status: 503 }]);
    fake.setStatus(hopeless.id, 500);
    const { _id } = (await sendAlert({ title: "Final score", body: "", url: "/sport/final", topic: "section:sportfit" })).json();
    const start = new Date();

    await deliver(start);
    expect(await alertStatus(_id)).toMatchObject({ status: "sending", sent: 0, failed: 0 });
    const [retry] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `push-batch:${_id}:0:2`));
    // Retry-After asked for 2 minutes: later than the 10 s backoff.
    expect(retry!.runAt.getTime() - start.getTime()).toBeGreaterThanOrEqual(119_000);
    expect(retry!.payload.ids).toHaveLength(2);

    await deliver(new Date(start.getTime() + 60_000));
    expect((await alertStatus(_id)).sent).toBe(0);
    await deliver(new Date(start.getTime() + 125_000));
    await deliver(new Date(start.getTime() + 10 * 60_000));
    await deliver(new Date(start.getTime() + 30 * 60_000));
    expect(await alertStatus(_id)).toMatchObject({ status: "sent", sent: 1, failed: 1, pruned: 0 });
    expect(fake.received.filter((r) => r.device === hopeless.id)).toHaveLength(4);
  });

  it("fan out in batches, each subscription once, and can be sent from code (the seam)", async () => {
    const devices = Array.from({ length: 23 }, () => fakeDevice(fake.origin));
    // Through the service: the API's per-address limit (30 a minute) would refuse most of these.
    for (const device of devices) await t.app.services.push.subscribe({ subscription: device.subscription, topics: ["show:batch-test"], language: "en" });
    fake.received = [];
    const { _id } = await t.app.services.push.sendAlert("Batch", "", "/live", "show:batch-test");
    await deliver();
    expect(await alertStatus(_id)).toMatchObject({ status: "sent", sent: 23, targets: 23 });
    expect(new Set(fake.received.map((r) => r.device)).size).toBe(23);
    expect(fake.received).toHaveLength(23);
    await expect(t.app.services.push.sendAlert("Bad", "", "https://evil.example", "breaking")).rejects.toThrow();
  });

  it("go out exactly once when two instances share the work, in batches of a bounded size", async () => {
    // Two instances: each its own job queue and push service over the one database, batches of 5.
    const instance = () => {
      // Each instance's queue runs its own push service's kinds, from the one table (services/background.ts).
      const queue = createJobQueue(t.database.db, { handlers: () => jobHandlers(t.app.services.documents, push), leased: () => leasedJobHandlers(push) });
      const push = createPushService(t.database.db, {
        vapid: loadVapidKeys(t.dataDir, {}),
        serviceOrigins: fake.origin,
        concurrency: 3,
        batchSize: 5,
        jobs: queue,
        audit: t.app.services.audit,
        airings: t.app.services.programmes.showAirings,
      });
      return { queue, push };
    };
    const [a, b] = [instance(), instance()];
    const devices = Array.from({ length: 23 }, () => fakeDevice(fake.origin));
    for (const device of devices) await a.push.subscribe({ subscription: device.subscription, topics: ["show:two-instances"], language: "en" });
    fake.received = [];
    const { _id } = await a.push.send({ title: "Twice?", body: "", url: "/live", topic: "show:two-instances" }, null);
    const now = new Date(Date.now() + 1000);
    await Promise.all([a.queue.runDue(now), b.queue.runDue(now), a.queue.runDue(now), b.queue.runDue(now)]);
    expect(await alertStatus(_id)).toMatchObject({ status: "sent", sent: 23, targets: 23 });
    expect(fake.received.map((r) => r.device).sort()).toEqual(devices.map((d) => d.id).sort());
    const batches = await t.database.db.select().from(jobs).where(eq(jobs.kind, "push-batch"));
    expect(batches.filter((j) => j.key.startsWith(`push-batch:${_id}:`)).map((j) => j.status)).toEqual(Array(5).fill("done"));
    a.push.close();
    b.push.close();
  });

  it("list the latest alerts for the newsroom", async () => {
    const res = await t.app.inject({ url: "/api/admin/push", headers: auth("editor") });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ title: "Twice?", status: "sent", sentBy: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("say who sent each alert, newest first, with its counts", async () => {
    const sent = await sendAlert({ title: "Who sent me?", body: "", url: "/news", topic: "show:nobody-follows", confirm: true });
    expect(sent.statusCode).toBe(202);
    const [first, second] = (await t.app.inject({ url: "/api/admin/push", headers: auth("editor") })).json().data;
    expect(first).toMatchObject({ _id: sent.json()._id, title: "Who sent me?", topic: "show:nobody-follows", sentBy: "editor@matv.test", status: "queued" });
    expect(first).toMatchObject({ sent: 0, failed: 0, pruned: 0, opened: 0 });
    expect(second).toMatchObject({ title: "Twice?", sentBy: null });
    expect((await t.app.inject({ url: "/api/admin/push", headers: auth("writer") })).statusCode).toBe(403);
  });
});

describe("show reminders", () => {
  it("go to the show's followers 10 minutes before each airing, once, and not for a programme moved away", async () => {
    const now = new Date(Date.UTC(2026, 11, 1, 12, 0, 0));
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const debate = buildShow({ slug: "the-big-debate", name: "The Big Debate" });
    const briefing = buildShow({ slug: "morning-briefing", name: "Morning Briefing" });
    await t.database.db.insert(shows).values([debate, briefing]);
    await t.database.db.insert(scheduleSlots).values([
      { id: newObjectId(), title: "The Big Debate", show: "The Big Debate", showId: debate.id, startsAt: at(25), endsAt: at(85) },
      { id: newObjectId(), title: "Morning Briefing", show: "", showId: briefing.id, startsAt: at(20), endsAt: at(50) },
      // A programme with no show has no followers to remind.
      { id: newObjectId(), title: "Film", show: "", startsAt: at(22), endsAt: at(80) },
    ]);
    const follower = fakeDevice(fake.origin);
    await t.app.services.push.subscribe({ subscription: follower.subscription, topics: ["show:the-big-debate"], language: "en" });
    fake.received = [];

    await t.app.services.push.startReminders(now);
    await deliver(now);
    const reminders = await t.database.db.select().from(jobs).where(eq(jobs.kind, "push-reminder"));
    expect(reminders.map((j) => [j.key, j.runAt.toISOString()]).sort()).toEqual(
      [
        [`push-reminder:morning-briefing:${at(20).toISOString()}`, at(10).toISOString()],
        [`push-reminder:the-big-debate:${at(25).toISOString()}`, at(15).toISOString()],
      ].sort(),
    );
    // The next scan is queued; a second scan adds nothing twice.
    await deliver(at(5));
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, "push-reminder"))).toHaveLength(2);

    fake.received = [];
    await deliver(at(15));
    expect(fake.received).toHaveLength(1);
    const message = JSON.parse(follower.decrypt(fake.received[0]!.body));
    expect(message).toMatchObject({ title: "The Big Debate starts in 10 minutes", url: "/live" });
    // Nobody follows Morning Briefing: no alert is made for it.
    const alerts = (await t.app.inject({ url: "/api/admin/push", headers: auth("editor") })).json().data;
    const topics = alerts.map((a: { topic: string }) => a.topic);
    expect(topics).toContain("show:the-big-debate");
    expect(topics).not.toContain("show:morning-briefing");
  });
});
