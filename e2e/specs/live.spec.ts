import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ADMIN } from "../fixtures/constants.ts";
import { type LocalHlsStream, startLocalHlsStream } from "../fixtures/hlsStream.ts";
import { watchScripts } from "../fixtures/islands.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { broadcastEventProblems } from "../fixtures/structuredData.ts";

/**
 * /live and /admin/live-tv against a real local HLS live stream (ffmpeg, 2-second segments). The
 * tests run in order: staff set the stream and live videos, readers open a past live in the overlay
 * player, axe checks the page, then the stream plays and the LIVE / BEHIND LIVE indicator is tested
 * once the stream has more than 30 seconds of window.
 */
test.describe.configure({ mode: "serial" });
// The stream server's certificate is self-signed.
test.use({ ignoreHTTPSErrors: true });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const THUMBNAIL = readFileSync(path.join(root, "apps/web/public/logo.jpg"));
const LIVE = { videoId: "e2eLive0001", title: "E2E live debate" };
const PAST = [
  { videoId: "e2ePast0001", title: "E2E past debate one", publishedAt: "2026-11-20T19:00:00Z" },
  { videoId: "e2ePast0002", title: "E2E past debate two", publishedAt: "2026-11-13T19:00:00Z" },
];

let stream: LocalHlsStream;
let streamStartedAt = 0;

test.beforeAll(async () => {
  streamStartedAt = Date.now();
  // A long list so the window grows past 30 seconds (the 20-second threshold plus room to seek).
  stream = await startLocalHlsStream({ listSize: 40 });
});
test.afterAll(async () => {
  await stream?.close();
});

/** The platform's thumbnails and embed are outside hosts: answer them locally. */
async function stubPlatform(page: Page) {
  await page.route("https://i.ytimg.com/**", (route) => route.fulfill({ body: THUMBNAIL, contentType: "image/jpeg" }));
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ body: "<!doctype html><title>player</title><button>Play</button>", contentType: "text/html" }),
  );
}

async function signIn(page: Page) {
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
}

// First, before staff set a stream: /live without one (ADR 073).
test("/live without a stream shows what is on next (UK and India time, a countdown) and the latest episodes", async ({ page }) => {
  await page.clock.install({ time: new Date() });
  const watched = watchScripts(page);
  const response = await gotoHydrated(page, "/live");
  // Server HTML with islands (ADR 090): no React Router runtime; the countdown's island wakes when its text goes stale.
  expect(await response!.text()).not.toContain("__reactRouterContext");
  const panel = page.getByTestId("off-air");
  await expect(panel.getByRole("heading", { level: 2 }).first()).toHaveText("The live stream is not available right now.");
  const next = panel.getByTestId("on-next");
  await expect(next).toContainText(/\d{2}:\d{2} (GMT|BST) · \d{2}:\d{2} IST/);
  const countdown = next.getByTestId("countdown");
  await expect(countdown).toHaveText(/^in \d+/);
  const first = await countdown.innerText();
  await page.clock.runFor(61_000);
  await expect(countdown).not.toHaveText(first);
  await expect(panel.getByRole("heading", { name: "Latest episodes" })).toBeVisible();
  await expect(panel.locator('a[href^="/videos/"]').first()).toBeVisible();
  await expect(page.getByTestId("live-video")).toHaveCount(0);
  // The seeded schedule runs round the clock: the programme on air is a BroadcastEvent.
  const items = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
  const onAir = items.find((i) => i["@type"] === "BroadcastEvent");
  expect(onAir).toMatchObject({ isLiveBroadcast: true, publishedOn: { "@type": "BroadcastService" } });
  expect(broadcastEventProblems(onAir)).toEqual([]);
  await expectNoAxeViolations(page);

  // The Hindi edition's panel says it all in Hindi, the countdown included, and links within the edition (ADR 076).
  await gotoHydrated(page, "/hi/live");
  const hindi = page.getByTestId("off-air");
  await expect(hindi.getByRole("heading", { level: 2 }).first()).toHaveText("लाइव स्ट्रीम अभी उपलब्ध नहीं है।");
  await expect(hindi.getByTestId("on-next")).toContainText("शुरू होने में बाकी:");
  await expect(hindi.getByTestId("countdown")).toHaveText(/^\d+ (दिन|घंटे|मिनट|सेकंड)/);
  await expect(hindi.getByRole("heading", { name: "ताज़ा एपिसोड" })).toBeVisible();
  await expect(hindi.getByRole("link", { name: "पूरी कार्यक्रम सूची" })).toHaveAttribute("href", "/hi/schedule");
  await expect(hindi).toContainText("MATV सैटेलाइट चैनल 793 पर");
  await expect(hindi).not.toContainText(/Latest episodes|Full schedule|Starts/);
  // Its island wakes within a minute and goes on ticking in Hindi, hydrated without a mismatch.
  const hindiFirst = await hindi.getByTestId("countdown").innerText();
  await page.clock.runFor(61_000);
  await expect(hindi.getByTestId("countdown")).not.toHaveText(hindiFirst);
  await expect(hindi.getByTestId("countdown")).toHaveText(/^\d+ (दिन|घंटे|मिनट|सेकंड)/);
  await expect(page.locator('[data-island-name="LiveChannel"]')).toHaveAttribute("data-island-hydrated", "true");
  expect(watched.errors).toEqual([]);
});

test("staff set the live stream URL and live videos at /admin/live-tv", async ({ page }) => {
  await signIn(page);
  await gotoHydrated(page, "/admin/live-tv");
  await page.getByLabel("Live stream URL (HLS .m3u8)").fill("ftp://nope");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("streamUrl");

  await page.getByLabel("Live stream URL (HLS .m3u8)").fill(stream.url);
  await page.getByLabel("Video id", { exact: true }).fill(LIVE.videoId);
  await page.getByLabel("Title", { exact: true }).fill(LIVE.title);
  await page.getByLabel(/Past lives/).fill(PAST.map((p) => `${p.videoId} | ${p.title} | ${p.publishedAt}`).join("\n"));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Live TV settings saved.");

  const config = await (await page.request.get("/api/live-tv/config")).json();
  expect(config.data.effectiveStreamUrl).toBe(stream.url);
  const live = await (await page.request.get("/api/live-tv")).json();
  expect(live).toMatchObject({ source: "config", count: 3, currentLive: { videoId: LIVE.videoId } });

  // The form shows what was saved after a reload.
  await gotoHydrated(page, "/admin/live-tv");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(LIVE.title);
});

test("a past live opens in the overlay player; Escape closes it and focus returns", async ({ page }) => {
  await stubPlatform(page);
  await gotoHydrated(page, "/live");
  await expect(page.getByRole("heading", { name: "Live Video" })).toBeVisible();
  await expect(page.getByRole("heading", { name: LIVE.title })).toBeVisible();
  const past = page.getByRole("region", { name: "Past Lives" });
  await expect(past.getByRole("article")).toHaveCount(PAST.length);
  await expect(page.locator("iframe")).toHaveCount(0);

  const card = past.getByRole("link", { name: `Play video: ${PAST[0]!.title}` });
  await card.click();
  const dialog = page.getByRole("dialog", { name: PAST[0]!.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${PAST[0]!.videoId}?autoplay=1&rel=0`);
  await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();
  // Focus stays inside the dialog, back through the link to the video's page and the embedded player, round to Close.
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("link", { name: "Open the video's page" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.locator("iframe")).toBeFocused();
  const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  const closeFocused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") === "Close video");
  let wrapped = false;
  for (let i = 0; i < 4 && !wrapped; i++) {
    await page.keyboard.press("Tab");
    expect(await insideDialog()).toBe(true);
    wrapped = await closeFocused();
  }
  expect(wrapped).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(card).toBeFocused();

  // The close button closes it too; the live card opens the same player.
  await page.getByRole("button", { name: new RegExp(`^Watch live.*${LIVE.title}$`) }).click();
  await expect(page.getByRole("dialog", { name: LIVE.title })).toBeVisible();
  await page.getByRole("button", { name: "Close video" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("/live has BroadcastEvent JSON-LD while live, and no axe violations", async ({ page }) => {
  test.setTimeout(90_000); // axe over a page whose stream plays, on shared cores
  await stubPlatform(page);
  await gotoHydrated(page, "/live");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.map((b) => JSON.parse(b));
  const broadcast = items.find((i) => i.publication?.["@type"] === "BroadcastEvent");
  expect(broadcast).toMatchObject({ "@type": "VideoObject", name: LIVE.title, publication: { isLiveBroadcast: true } });
  expect(items.filter((i) => i["@type"] === "VideoObject")).toHaveLength(3);
  await expectNoAxeViolations(page);
});

test("the Cast to TV button shows only where the browser can cast (video.remote stubbed), and prompts for a device", async ({ page, browser }) => {
  test.setTimeout(90_000); // axe over a page whose stream plays, on shared cores
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { castCalls: string[] }).castCalls = calls;
    class FakeRemote extends EventTarget {
      state = "disconnected";
      watchAvailability(callback: (available: boolean) => void) {
        setTimeout(() => callback(true), 0);
        return Promise.resolve(1);
      }
      cancelWatchAvailability() {
        return Promise.resolve();
      }
      prompt() {
        calls.push("prompt");
        this.state = "connected";
        this.dispatchEvent(new Event("connect"));
        return Promise.resolve();
      }
    }
    const remotes = new WeakMap<object, FakeRemote>();
    Object.defineProperty(HTMLMediaElement.prototype, "remote", {
      configurable: true,
      get() {
        if (!remotes.has(this)) remotes.set(this, new FakeRemote());
        return remotes.get(this);
      },
    });
  });
  await stubPlatform(page);
  await gotoHydrated(page, "/live");
  const cast = page.getByRole("button", { name: "Cast to TV" });
  await expect(cast).toBeVisible();
  await cast.click();
  await expect(page.getByRole("button", { name: "Casting to TV" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => (window as unknown as { castCalls: string[] }).castCalls)).toEqual(["prompt"]);
  await expectNoAxeViolations(page);

  // Without a device to cast to (this browser has none), no button.
  const plain = await browser.newContext({ baseURL: test.info().project.use.baseURL, ignoreHTTPSErrors: true });
  const other = await plain.newPage();
  await gotoHydrated(other, "/live");
  await expect(other.getByTestId("live-video")).toBeVisible();
  await other.waitForTimeout(1000);
  await expect(other.getByTestId("cast-button")).toHaveCount(0);
  await plain.close();
});

const videoState = (page: Page) =>
  page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => ({
    currentTime: v.currentTime,
    paused: v.paused,
    start: v.seekable.length ? v.seekable.start(0) : 0,
    end: v.seekable.length ? v.seekable.end(v.seekable.length - 1) : 0,
  }));

test("the stream plays live; seeking back 25 s shows BEHIND LIVE and Go to Live, which returns to LIVE", async ({ page }) => {
  test.setTimeout(90_000);
  const refused: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  // hls.js loads on this page (from the islands' files, ADR 090), with its transmuxer as a same-origin worker.
  const hlsChunk = page.waitForRequest(/\/assets\/(?:islands\/)?hls\.light-[\w-]+\.js$/);
  const hlsWorker = page.waitForResponse(/\/assets\/(?:islands\/)?hls\.worker-[\w-]+\.js$/);
  await gotoHydrated(page, "/live");
  await hlsChunk;
  expect((await hlsWorker).ok()).toBe(true);
  const status = page.getByRole("status").filter({ hasText: /LIVE/ });
  const goToLive = page.getByRole("button", { name: "Go to Live" });

  // Playback starts and the playhead advances.
  await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = (await videoState(page)).currentTime;
  await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 }).toBeGreaterThan(first + 1);
  await expect(status).toHaveText("LIVE");
  await expect(goToLive).toHaveCount(0);

  // Wait until the live window is longer than 30 seconds, then go back 25 seconds from the edge.
  const remaining = 34_000 - (Date.now() - streamStartedAt);
  await expect
    .poll(
      async () => {
        const s = await videoState(page);
        return s.end - s.start;
      },
      { timeout: Math.max(remaining, 0) + 20_000, intervals: [1000] },
    )
    .toBeGreaterThan(30);
  await page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.seekable.end(v.seekable.length - 1) - 25;
  });
  await expect(status).toHaveText("BEHIND LIVE");
  await expect(goToLive).toBeVisible();
  const behind = await videoState(page);
  expect(behind.end - behind.currentTime).toBeGreaterThan(20);

  await goToLive.click();
  await expect(status).toHaveText("LIVE");
  await expect(goToLive).toHaveCount(0);
  const back = await videoState(page);
  expect(back.end - back.currentTime).toBeLessThanOrEqual(20);
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  // And it keeps playing.
  await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 }).toBeGreaterThan(back.currentTime + 1);
  // The stream, hls.js and its worker ran within the site's Content-Security-Policy.
  expect(refused).toEqual([]);
});
