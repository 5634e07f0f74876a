import { articlePath } from "@matv/shared";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type FakeDevice, fakeDevice, type FakePushService, startFakePushService } from "../../apps/server/src/testing/fakePushService.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_PUSH_PORT } from "../fixtures/constants.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { signInAsNewStaff, staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * Breaking-news alerts end to end (ADR 074), against the real server and a fake push service on loopback (the
 * e2e server's PUSH_SERVICE_ORIGINS): the card on the second page view, a reader turning alerts on, an editor's
 * alert reaching the service worker as a notification, its click opening the story; a 410 removing a subscription,
 * a foreign endpoint refused; the offline page; the manifest and icons.
 *
 * Chromium's own push service is out of reach in this sandbox, so `pushManager.subscribe` cannot get an endpoint
 * from it: the page's subscribe and getSubscription are given a real subscription instead (an endpoint on the fake
 * service and a P-256 key pair and auth secret the test holds). Everything else is the browser's: the permission
 * (granted to the context), the service worker, the page's calls to the API. The fake service receives the
 * encrypted message; the test decrypts it with the device's keys (proving the server encrypted it for that device),
 * and hands the plaintext to the service worker as DevTools does (ServiceWorker.deliverPushMessage), which shows it.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const EDITOR = { email: "alerts.editor@matv.test", password: "alerts editor password 2026", name: "Alerts Editor" };
let fake: FakePushService;

test.beforeAll(async () => {
  fake = await startFakePushService({ port: E2E_PUSH_PORT });
});
test.afterAll(async () => {
  await fake?.close();
});

/** The device's subscription stands in for the one Chromium's push service would give (see above). */
async function useDevice(context: BrowserContext, device: FakeDevice) {
  await context.addInitScript((subscription) => {
    // The card is for people, not automation (islands/pushCard.ts): this reader is a person.
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
    const make = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => (sessionStorage.removeItem("test.subscribed"), true),
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : key ? new Uint8Array((key as ArrayBufferView).buffer) : new Uint8Array();
      sessionStorage.setItem("test.applicationServerKey", btoa(String.fromCharCode(...bytes)));
      sessionStorage.setItem("test.subscribed", "1");
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (sessionStorage.getItem("test.subscribed") ? make() : null) as unknown as PushSubscription | null;
    };
  }, device.subscription);
}

const card = (page: Page) => page.getByRole("complementary", { name: "Get breaking news alerts" });
const views = (page: Page) => page.evaluate(() => localStorage.getItem("matv.push.views"));

async function deviceStatus(page: Page, device: FakeDevice) {
  const res = await page.request.post("/api/push/subscriptions/status", { data: { endpoint: device.subscription.endpoint } });
  return (await res.json()) as { subscribed: boolean; topics: string[] };
}

/** A published story of the seed and its reader page (the article page, static). */
/** The newest published story of the English edition (a Hindi one is read, and asks, in Hindi). */
async function publishedStory(page: Page) {
  const res = await page.request.get("/api/admin/stories?status=published&limit=20", { headers: staffHeaders(await staffSession(page.request)) });
  const stories = ((await res.json()) as { data: { stories: Array<{ _id: string; title: string; language?: string }> } }).data.stories;
  const story = stories.find((s) => (s.language ?? "en") === "en" && !/[\u0900-\u097F]/.test(s.title));
  return { storyId: story!._id, storyPath: articlePath(story!) };
}

async function alertStatus(page: Page, id: string) {
  const res = await page.request.get(`/api/admin/push/${id}`, { headers: staffHeaders(await staffSession(page.request)) });
  return (await res.json()) as { status: string; sent: number; failed: number; pruned: number; opened: number };
}

test("a reader is asked on the second page view, turns alerts on, and an editor's alert opens the story", async ({ browser, baseURL }) => {
  const device = fakeDevice(fake.origin);
  const context = await browser.newContext();
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await useDevice(context, device);
  const reader = await context.newPage();

  // First view: a listing. The script runs when the page is idle and counts the view; no card.
  await reader.goto("/india-news");
  await expect.poll(() => views(reader)).toBe("1");
  await expect(card(reader)).toBeHidden();
  const { storyId, storyPath } = await publishedStory(reader);

  // Second view: the card, with the ask and a way out.
  await reader.goto(storyPath);
  await expect(card(reader)).toBeVisible();
  await expect(card(reader).getByRole("link", { name: "Choose alerts" })).toBeVisible();
  await expect(card(reader).getByRole("button", { name: "Not now" })).toBeVisible();
  await expectNoAxeViolations(reader);
  // The service worker registered on the first view and controls the page.
  await expect.poll(() => reader.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The card leads to the topics panel; the permission prompt (granted here) follows the press on "Turn on alerts".
  await card(reader).getByRole("link", { name: "Choose alerts" }).click();
  await expect(reader).toHaveURL(/\/alerts$/);
  await expect(reader.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(reader.getByRole("checkbox", { name: "Breaking news" })).toBeChecked();
  await reader.getByRole("checkbox", { name: "India News" }).check();
  await expectNoAxeViolations(reader);
  await reader.getByRole("button", { name: "Turn on alerts" }).click();
  await expect(reader.getByRole("region", { name: "Breaking news alerts" }).getByRole("status")).toHaveText("Alerts are on on this device.");
  expect(await deviceStatus(reader, device)).toMatchObject({ subscribed: true, topics: ["breaking", "section:india-news"] });
  // The page subscribed with the server's VAPID key.
  const { publicKey } = (await (await reader.request.get("/api/push/key")).json()) as { publicKey: string };
  const usedKey = await reader.evaluate(() => sessionStorage.getItem("test.applicationServerKey"));
  expect(Buffer.from(usedKey!, "base64").toString("base64url")).toBe(publicKey);
  // Subscribed: the card does not ask again.
  await reader.goto("/india-news");
  await expect.poll(() => views(reader)).toBe("3");
  await expect(card(reader)).toBeHidden();
  await reader.goto("/alerts");

  // An editor sends an alert from the published story.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInAsNewStaff(editor, EDITOR, "editor");
  await gotoHydrated(editor, `/admin/stories/${storyId}`);
  await editor.getByRole("button", { name: "Send alert" }).click();
  const dialog = editor.getByRole("dialog", { name: "Send alert" });
  const title = await dialog.getByLabel("Title").inputValue();
  expect(title.length).toBeGreaterThan(5);
  await expect(dialog.getByTestId("alert-reach")).toHaveText(/^Reaches \d+ subscribers?$/);
  await expect(dialog.getByRole("figure", { name: "Preview" })).toContainText(title);
  await expectNoAxeViolations(editor);
  fake.received = [];
  await dialog.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(dialog.getByTestId("alert-status")).toHaveText(/^Sent: sent [1-9]\d* · failed 0 · expired subscriptions removed \d+ · opened 0$/, {
    timeout: 20_000,
  });

  // The fake push service got it, encrypted for this device.
  const received = fake.received.find((r) => r.device === device.id)!;
  expect(received.headers).toMatchObject({ urgency: "high", "content-encoding": "aes128gcm" });
  const plaintext = device.decrypt(received.body);
  const message = JSON.parse(plaintext) as { title: string; url: string; tag: string; icon: string };
  expect(message).toMatchObject({ title, url: storyPath, icon: "/icons/icon-192.png" });

  // A second alert to the same topic within 5 minutes asks first.
  await dialog.getByRole("button", { name: "Close" }).click();
  await editor.getByRole("button", { name: "Send alert" }).click();
  await dialog.getByRole("button", { name: /^Send to/ }).click();
  await expect(dialog.getByRole("alert")).toContainText("An alert went to this topic less than 5 minutes ago");
  await dialog.getByRole("button", { name: "Cancel" }).first().click();
  await expect(dialog.getByRole("alert")).toBeHidden();

  // The service worker receives it (as DevTools delivers a push) and shows the notification.
  const cdp = await context.newCDPSession(reader);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)!;
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: baseURL!, registrationId, data: plaintext });
  const shown = () =>
    reader.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, tag: n.tag, icon: n.icon, data: n.data })),
    );
  await expect.poll(shown).toEqual([{ title, tag: message.tag, icon: `${baseURL}/icons/icon-192.png`, data: { url: storyPath, tag: message.tag } }]);
  // Delivered again (a retried batch): not shown twice.
  await reader.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).forEach((n) => n.close()));
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: baseURL!, registrationId, data: plaintext });
  await reader.waitForTimeout(500);
  expect(await shown()).toEqual([]);

  // A click opens the story in the site's own window (the reader's tab) and counts as opened.
  const worker = context.serviceWorkers().find((w) => w.url() === `${baseURL}/sw.js`)!;
  await worker.evaluate(
    async ([notificationTitle, notificationBody, data]) => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      await scope.registration.showNotification(notificationTitle, { body: notificationBody, data, tag: "click-test" });
      const [notification] = await scope.registration.getNotifications({ tag: "click-test" });
      const Click = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new Click("notificationclick", { notification: notification! }));
    },
    [title, "", { url: storyPath, tag: message.tag }] as const,
  );
  await expect(reader).toHaveURL(`${baseURL}${storyPath}`);
  const alertId = message.tag;
  await expect.poll(async () => (await alertStatus(editor, alertId)).opened).toBe(1);
  await context.close();
  await editorContext.close();
});

test("a push service's 410 removes the subscription; an endpoint outside the allowed push services is refused with 400", async ({ page }) => {
  const expired = fakeDevice(fake.origin);
  expect((await page.request.post("/api/push/subscriptions", { data: { subscription: expired.subscription, topics: ["section:health"] } })).status()).toBe(201);
  fake.setStatus(expired.id, 410);
  const headers = staffHeaders(await staffSession(page.request));
  const sent = await page.request.post("/api/admin/push", {
    headers,
    data: { title: "Health alert", body: "", url: "/health", topic: "section:health", confirm: true },
  });
  expect(sent.status()).toBe(202);
  const { _id } = (await sent.json()) as { _id: string };
  await expect.poll(async () => (await alertStatus(page, _id)).status, { timeout: 20_000 }).toBe("sent");
  expect(await alertStatus(page, _id)).toMatchObject({ pruned: 1, failed: 0 });
  expect((await deviceStatus(page, expired)).subscribed).toBe(false);

  const foreign = fakeDevice("https://push.evil.example");
  const refused = await page.request.post("/api/push/subscriptions", { data: { subscription: foreign.subscription, topics: ["breaking"] } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ field: "subscription.endpoint" });
  expect((await deviceStatus(page, foreign)).subscribed).toBe(false);
});

test("the offline page shows the headlines the reader last saw when the network is cut; staff pages are never kept", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/india-news");
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  // Loaded while the worker controls the page: its story links and an article are remembered.
  await page.reload();
  const listed = (await page.locator('main a[href^="/india-news/"]').locator("h2, h3").first().textContent())!.trim();
  const { storyPath } = await publishedStory(page);
  await page.goto(storyPath);
  const headline = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.goto("/login");

  await context.setOffline(true);
  await page.goto("/opinion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  // Styled with no network: the kept page carries the stylesheet inside it, where every other page links the
  // cached file (ADR 084); its heading is the stylesheet's extra-bold, not the browser's plain bold.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", "800");
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  // The story is remembered from its article page (and, once published, from the listing it joined too).
  const saved = page.getByRole("list").filter({ has: page.getByRole("link", { name: headline, exact: true }) });
  await expect(saved.locator(`a[href="${storyPath}"]`)).toHaveText(headline);
  await expect(page.getByText("Nothing saved yet on this device.")).toBeHidden();
  // ...and a headline from the listing the reader saw.
  await expect(saved.locator('a[href^="/india-news/"]').filter({ hasText: listed }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // What the worker keeps: each edition's offline page and its two small records, nothing else (no staff page, no API answer).
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls.sort();
  });
  expect(kept).toEqual(["/__sw/headlines", "/hi/offline", "/offline"]);
  // A page of the Hindi edition gets the Hindi offline page, with the same remembered headlines.
  await page.goto("/hi/opinion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आप ऑफ़लाइन हैं");
  await expect(page.locator(`#offline-headlines a[href="${storyPath}"]`)).toHaveText(headline);
  await context.setOffline(false);
  await context.close();
});

test("the site is installable: manifest, icons, and the service worker at /sw.js", async ({ page, baseURL }) => {
  const res = await page.request.get("/manifest.webmanifest");
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: "MATV News", short_name: "MATV", display: "standalone", start_url: "/", theme_color: "#b91c1c" });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const sw = await page.request.get("/sw.js");
  expect(sw.headers()["content-type"]).toContain("text/javascript");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
  expect(await sw.text()).toMatch(/^self\.MATV_SW_VERSION="[0-9a-f]{16}";/);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
});
