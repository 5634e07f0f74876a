import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { articlePath } from "@matv/shared";
import { startFakeVideoPlatform, type FakeVideoPlatform } from "../../apps/server/src/testing/fakeVideoPlatform.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ADMIN } from "../fixtures/constants.ts";
import { freePort, ROOT, type SiteServer, startSiteServer } from "../fixtures/siteServer.ts";

/**
 * First-party analytics (ADR 075) on a server of its own, so that its counts are exactly this test's readers: a real
 * video platform fake (plays need real videos), readers from WhatsApp and Google in their own browsers and
 * addresses (the 30-minute rule keys on the address; loopback is a trusted proxy), then an editor's panels.
 */
// Several browsers, a server that writes every 2 s and a panel that refreshes every 10 s: more than the default 30 s.
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** Readers use an ordinary Chrome string: Chromium's headless one is a bot to isbot, and bots are not counted. */
const READER_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const VIDEO = { videoId: "e2eAnalytics1", title: "Analytics e2e video", publishedAt: "2026-11-20T10:00:00Z" };
const THUMBNAIL = readFileSync(path.join(ROOT, "apps/web/public/logo.jpg"));

let platform: FakeVideoPlatform;
let site: SiteServer;
let dataDir: string;
let story: { _id: string; title: string };

test.beforeAll(async () => {
  test.setTimeout(300_000); // its own server: a fresh database is migrated first (fixtures/siteServer.ts waits up to 240 s)
  platform = await startFakeVideoPlatform({ uploads: [VIDEO] });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "matv-analytics-e2e-"));
  site = await startSiteServer({
    port: await freePort(),
    quiet: true,
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      YOUTUBE_API_KEY: platform.state.apiKey,
      YOUTUBE_CHANNEL_ID: platform.state.channelId,
      YOUTUBE_API_BASE_URL: platform.url,
      // No demo content (a cold seed draws images and takes minutes on a busy machine): one story, made here.
      SEED_DEMO: "false",
    },
  });
  const login = await fetch(`${site.base}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const staff = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const created = await fetch(`${site.base}/api/admin/stories`, {
    method: "POST",
    headers: staff,
    body: JSON.stringify({ title: "Counting readers without cookies", content: "<p>The newsroom counts its readers itself.</p>", category: "UK" }),
  });
  const { data } = (await created.json()) as { data: { _id: string; title: string } };
  expect((await fetch(`${site.base}/api/admin/stories/${data._id}/publish`, { method: "POST", headers: staff, body: "{}" })).status).toBe(200);
  story = { _id: data._id, title: data.title };
});

test.afterAll(async () => {
  site?.process.kill("SIGTERM");
  await site?.exited;
  await platform?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A reader's browser from its own address (X-Forwarded-For from loopback, which the server trusts). */
async function readerContext(browser: Browser, address: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site.base, userAgent: READER_UA, extraHTTPHeaders: { "x-forwarded-for": address } });
  // Outside hosts (the networks' share pages, the platform's thumbnails and player) are answered locally.
  await context.route(/^https:\/\/(api\.whatsapp\.com|i\.ytimg\.com|www\.youtube-nocookie\.com)\//, (route) =>
    route.request().url().includes("ytimg")
      ? route.fulfill({ body: THUMBNAIL, contentType: "image/jpeg" })
      : route.fulfill({ body: "<!doctype html><title>elsewhere</title>", contentType: "text/html" }),
  );
  return context;
}

async function editorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.base });
  const page = await context.newPage();
  const res = await page.request.post("/api/users/login", { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  const { token, user } = await res.json();
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem("token", t as string);
      localStorage.setItem("user", JSON.stringify(u));
    },
    [token, user],
  );
  return page;
}

test("readers from a WhatsApp link and a Google search share and play; an editor sees them now and on the story", async ({ browser }) => {
  const storyUrl = articlePath(story);

  // A reader opens a link shared on WhatsApp, shares the story on WhatsApp, then plays a video.
  const fromWhatsapp = await readerContext(browser, "203.0.113.21");
  const first = await fromWhatsapp.newPage();
  await first.goto(storyUrl, { referer: "https://web.whatsapp.com/" });
  await expect(first.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
  const shareWindow = fromWhatsapp.waitForEvent("page");
  const beacon = first.waitForRequest((r) => r.url().endsWith("/api/analytics/events") && r.postData()?.includes('"share"') === true);
  await first.getByRole("link", { name: "Share on WhatsApp" }).click();
  await beacon;
  await (await shareWindow).close();
  // Following the site's own link, the reader keeps the source of their visit.
  await first.getByRole("link", { name: "Videos", exact: true }).first().click();
  await expect(first).toHaveURL(/\/videos$/);
  await expect(first.locator("html")).toHaveAttribute("data-hydrated", "true");
  const played = first.waitForRequest((r) => r.url().endsWith("/api/analytics/events") && r.postData()?.includes('"play"') === true);
  await first.getByRole("link", { name: `Play video: ${VIDEO.title}` }).click();
  await expect(first.getByRole("dialog", { name: VIDEO.title })).toBeVisible();
  await played;

  // Another reader comes from a Google search.
  const fromGoogle = await readerContext(browser, "198.51.100.22");
  const second = await fromGoogle.newPage();
  await second.goto(storyUrl, { referer: "https://www.google.com/" });
  await expect(second.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
  // Reading it again within 30 minutes does not count again.
  await second.reload();

  // The editor's realtime panel (refreshed every 10 s; the server writes every 2 s).
  const editor = await editorPage(browser);
  await editor.goto("/admin/analytics");
  await expect(editor.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(editor.getByTestId("now-readers")).toHaveText("2", { timeout: 30_000 });
  const now = editor.getByRole("table", { name: "Top stories now" });
  await expect(now.getByRole("row", { name: new RegExp(story.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })).toContainText("2");
  await expect(editor.getByTestId("range-shares")).toHaveText("1");
  await expect(editor.getByTestId("range-plays")).toHaveText("1");
  // The WhatsApp reader's second page (the videos, by the site's own link) keeps the source of their visit.
  const sources = editor.getByRole("table", { name: "Sources" });
  // Exactly its two pages: the offline page the service worker fetches for its cache when it installs is no view.
  await expect(sources.getByRole("row", { name: /WhatsApp/ })).toContainText("2");
  await expect(sources.getByRole("row", { name: /Google/ })).toContainText("1");
  // Each table downloads as CSV.
  const download = editor.waitForEvent("download");
  await editor.getByRole("button", { name: "Download Sources as CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^sources-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoAxeViolations(editor);

  // The story's own panel in the story editor.
  await editor.goto(`/admin/stories/${story._id}`);
  const panel = editor.getByRole("region", { name: "Readers" });
  await expect(panel.getByTestId("story-views")).toHaveText("2");
  await expect(panel.getByTestId("story-shares")).toHaveText("1");
  const storySources = panel.getByRole("table", { name: "Where readers came from" });
  await expect(storySources.getByRole("row", { name: /WhatsApp/ })).toContainText("1");
  await expect(storySources.getByRole("row", { name: /Google/ })).toContainText("1");
  await expectNoAxeViolations(editor);
  await Promise.all([fromWhatsapp.close(), fromGoogle.close(), editor.context().close()]);
});

test("the speed panel is fed by real Chromium page loads, with and without React", async ({ browser }) => {
  const reader = await readerContext(browser, "192.0.2.33");
  // Every load reports (one in ten does for real readers).
  await reader.addInitScript(() => {
    Math.random = () => 0;
  });
  const page = await reader.newPage();
  const sent = () => page.waitForRequest((r) => r.url().endsWith("/api/analytics/events") && r.postData()?.includes('"vital"') === true, { timeout: 15_000 });
  // The reader switches to another tab: both reporters send what they measured when the page is hidden.
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
  // The article page has no script file: its inline reporter measures the load.
  await page.goto(articlePath(story));
  await expect(page.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  const vitals = sent();
  await hide();
  await vitals;
  // The about page runs React: web-vitals, in its own chunk, measures it.
  const library = page.waitForResponse((r) => /\/assets\/webVitals-[\w-]+\.js$/.test(r.url()));
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await library;
  // web-vitals reports LCP at the first interaction, the rest when the page is hidden.
  const lcp = page.waitForRequest((r) => r.url().endsWith("/api/analytics/events") && r.postData()?.includes('"lcp"') === true, { timeout: 15_000 });
  await page.getByRole("heading", { level: 1 }).click();
  await hide();
  await lcp;
  await reader.close();

  const editor = await editorPage(browser);
  await editor.goto("/admin/analytics");
  const speed = editor.getByRole("table", { name: "Core Web Vitals by page template" });
  // LCP p75 of the article template (no script file) and of other pages (React), written within seconds.
  const lcpOf = (template: RegExp) => speed.getByRole("row", { name: template }).getByRole("cell").nth(1);
  await expect(async () => {
    await editor.reload();
    await expect(lcpOf(/^Article/)).toHaveText(/^\d+ ms$|^\d+\.\d\d s$/, { timeout: 2000 });
    await expect(lcpOf(/^Other pages/)).toHaveText(/^\d+ ms$|^\d+\.\d\d s$/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(editor);
  await editor.context().close();
});
