import { buildArticleSlug } from "@matv/shared";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { type LocalHlsStream, startLocalHlsStream } from "../fixtures/hlsStream.ts";
import { staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * The live player that follows the reader (ADR 063). It runs in the "editors" project
 * (playwright.config.ts), after the readers' specs, because it points the channel's stream at its own local
 * ffmpeg HLS stream, which live.spec.ts also sets; the previous settings come back afterwards. The reader
 * plays /live, follows Home, a section and an article, goes Back, returns to /live and closes the player
 * with Escape; the one <video> keeps playing throughout. Then the same from the home page's Watch live.
 */
test.describe.configure({ mode: "serial" });
test.use({ ignoreHTTPSErrors: true });

let stream: LocalHlsStream;
let previousConfig: unknown;

test.beforeAll(async ({ request }) => {
  stream = await startLocalHlsStream({ listSize: 10 });
  const session = await staffSession(request);
  const { data } = await (await request.get("/api/live-tv/config")).json();
  previousConfig = { streamUrl: data.streamUrl, currentLive: data.currentLive, pastLives: data.pastLives };
  // Saves carry the version they loaded (ADR 064).
  const saved = await request.put("/api/live-tv/config", {
    headers: staffHeaders(session),
    data: { ...(previousConfig as object), streamUrl: stream.url, version: data.version },
  });
  expect(saved.ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  if (previousConfig) {
    const { data } = await (await request.get("/api/live-tv/config")).json();
    await request.put("/api/live-tv/config", {
      headers: staffHeaders(await staffSession(request)),
      data: { ...(previousConfig as object), version: data.version },
    });
  }
  await stream?.close();
});

/** Watches the live <video> from inside the page: pause events, backward jumps, source reloads. */
async function watchVideo(page: Page) {
  await page.getByTestId("live-video").evaluate((video: HTMLVideoElement) => {
    const w = window as unknown as { watched: { pauses: number; drops: number; loads: number; last: number; video: HTMLVideoElement } };
    w.watched = { pauses: 0, drops: 0, loads: 0, last: video.currentTime, video };
    video.addEventListener("pause", () => w.watched.pauses++);
    video.addEventListener("loadstart", () => w.watched.loads++);
    video.addEventListener("timeupdate", () => {
      if (video.currentTime < w.watched.last) w.watched.drops++;
      w.watched.last = video.currentTime;
    });
  });
}

const watched = (page: Page) =>
  page.evaluate(() => {
    const w = (window as unknown as { watched: { pauses: number; drops: number; loads: number; video: HTMLVideoElement } }).watched;
    return {
      pauses: w.pauses,
      drops: w.drops,
      loads: w.loads,
      time: w.video.currentTime,
      paused: w.video.paused,
      docked: Boolean(w.video.closest("#live-dock")),
      inMain: Boolean(w.video.closest("main")),
      connected: w.video.isConnected,
    };
  });

/** The video is still the same element, playing, and its playhead has moved on since `since`. */
async function expectStillPlaying(page: Page, since: number) {
  await expect.poll(async () => (await watched(page)).time, { timeout: 10_000 }).toBeGreaterThan(since + 0.5);
  const state = await watched(page);
  expect(state).toMatchObject({ pauses: 0, drops: 0, loads: 0, paused: false, connected: true });
  return state.time;
}

test("an article page loaded directly, without play, loads no script", async ({ page }) => {
  const [article] = (await (await page.request.get("/api/home-contents/published/pages/WorldNews?limit=1")).json()).data;
  const href = `/articles/${buildArticleSlug(article.title, article._id)}`;
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(href);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("h1")).toBeVisible();
  expect(scripts).toEqual([]);
  await expect(page.locator("#live-dock")).toHaveCount(0);
});

test("the stream keeps playing in the mini-player through Home, a section, an article and Back", async ({ page }) => {
  test.setTimeout(240_000); // eight pages, two axe runs and a stream on shared cores (load average 22 measured 120 s)
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/live");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect.poll(async () => page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
  await watchVideo(page);
  // The navigation layer arrives with playback (its dock is made hidden until needed).
  await expect(page.locator("#live-dock")).toBeAttached();
  await expect(page.locator("#live-dock")).toBeHidden();
  let time = await expectStillPlaying(page, 0);
  const dock = page.getByRole("complementary", { name: "Live player" });

  // Home (a hydrated page, shown as its server HTML).
  await page.getByRole("banner").getByRole("link", { name: "MATV home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page).toHaveTitle(/MATV/);
  await expect(dock).toBeVisible();
  expect(await watched(page)).toMatchObject({ docked: true, inMain: false });
  await expect(page.locator("main h1")).toBeFocused();
  await expect(page.locator("[data-follow-announcer]")).toContainText("page loaded");
  time = await expectStillPlaying(page, time);

  // A section (static page).
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "World", exact: true }).click();
  await expect(page).toHaveURL("/world");
  await expect(page).toHaveTitle(/World/);
  await expect(page.locator("main h1")).toBeFocused();
  const sectionTitle = await page.title();
  time = await expectStillPlaying(page, time);

  // One of the section's articles (a hydrated page whose HTML works without scripts).
  const articleLink = page.locator('main a[href^="/world/"]').first();
  const articleHref = (await articleLink.getAttribute("href"))!;
  await articleLink.click();
  await expect(page).toHaveURL(articleHref);
  const articleHeading = (await page.locator("main h1").textContent())!.trim();
  expect(articleHeading.length).toBeGreaterThan(0);
  await expect(page).toHaveTitle(new RegExp(articleHeading.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${articleHref}$`));
  await expect(page.locator("main h1")).toBeFocused();
  time = await expectStillPlaying(page, time);

  // The mini-player: named buttons of at least 24 x 24 px; Picture-in-Picture where the browser has it; axe clean.
  const pipSupported = await page.evaluate(() => document.pictureInPictureEnabled === true);
  await expect(dock.getByRole("button", { name: "Picture in picture" })).toHaveCount(pipSupported ? 1 : 0);
  for (const control of [
    dock.getByRole("button", { name: "Pause" }),
    dock.getByRole("button", { name: /^(Mute|Unmute)$/ }),
    dock.getByRole("link", { name: "Back to Live TV" }),
    dock.getByRole("button", { name: "Close live player" }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await expectNoAxeViolations(page);

  // A link that sits behind the dock is moved clear of it when it takes focus.
  const hidden = await page.evaluate(() => {
    const dockBox = document.getElementById("live-dock")!.getBoundingClientRect();
    const link = Array.from(document.querySelectorAll<HTMLElement>("main a, footer a")).find((a) => {
      const r = a.getBoundingClientRect();
      return r.width > 0 && r.right > dockBox.left + 10 && r.left < dockBox.right - 10;
    });
    if (!link) return null;
    link.id ||= "dock-focus-probe";
    window.scrollBy(0, link.getBoundingClientRect().top - (dockBox.top + 10));
    const r = link.getBoundingClientRect();
    return { id: link.id, overlapped: r.bottom > dockBox.top && r.top < dockBox.bottom };
  });
  expect(hidden?.overlapped).toBe(true);
  await page.locator(`#${hidden!.id}`).focus();
  const clear = await page.evaluate((id) => {
    const a = document.getElementById(id)!.getBoundingClientRect();
    const b = document.getElementById("live-dock")!.getBoundingClientRect();
    return !(a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom);
  }, hidden!.id);
  expect(clear).toBe(true);

  // Back: the section again, same video.
  await page.goBack();
  await expect(page).toHaveURL("/world");
  await expect(page).toHaveTitle(sectionTitle);
  await expect(page.locator("main h1")).toBeFocused();
  time = await expectStillPlaying(page, time);
  // Forward, then Back twice to Home.
  await page.goForward();
  await expect(page).toHaveURL(articleHref);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL("/");
  time = await expectStillPlaying(page, time);

  // Mute works from the dock, and "Live TV" puts the video back in its place on /live.
  const muteButton = dock.getByRole("button", { name: /^(Mute|Unmute)$/ });
  const mutedBefore = await page.evaluate(() => (window as unknown as { watched: { video: HTMLVideoElement } }).watched.video.muted);
  await muteButton.click();
  expect(await page.evaluate(() => (window as unknown as { watched: { video: HTMLVideoElement } }).watched.video.muted)).toBe(!mutedBefore);
  await muteButton.click();
  await dock.getByRole("link", { name: "Back to Live TV" }).click();
  await expect(page).toHaveURL("/live");
  await expect(page.getByRole("heading", { level: 1, name: "Live TV" })).toBeFocused();
  await expect(dock).toBeHidden();
  expect(await watched(page)).toMatchObject({ docked: false, inMain: true });
  await expect(page.getByTestId("live-video")).toHaveCount(1);
  time = await expectStillPlaying(page, time);

  // Out again: Home, then an article page (a static page); Escape closes the player, and the page stays.
  await page.getByRole("banner").getByRole("link", { name: "MATV home" }).click();
  await expect(page).toHaveURL("/");
  await expect(dock).toBeVisible();
  const storyLink = page.locator('main a[href^="/articles/"]').first();
  const storyHref = (await storyLink.getAttribute("href"))!;
  await storyLink.click();
  await expect(page).toHaveURL(storyHref);
  await expect(page.locator("main h1")).toBeFocused();
  await expectStillPlaying(page, time);
  await page.keyboard.press("Escape");
  await expect(page.locator("#live-dock")).toHaveCount(0);
  expect(await watched(page)).toMatchObject({ paused: true, connected: false });
  await expect(page).toHaveURL(storyHref);
  // With the player closed, links load pages in full again (and the page works).
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "World", exact: true }).click();
  await expect(page).toHaveURL("/world");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await page.evaluate(() => "watched" in window)).toBe(false);
});

test("the home page's LIVE card and Watch live, and the seeded live blog page, pass axe", async ({ page }) => {
  test.setTimeout(120_000); // the whole home page is a large document for axe on shared cores
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const card = page.getByRole("region", { name: "Live coverage" }).getByRole("link", { name: /Diwali on the Golden Mile/ });
  await expect(card).toContainText("Live");
  await expect(page.getByRole("region", { name: "On MATV now" }).getByRole("button", { name: "Watch live" })).toBeVisible();
  await expectNoAxeViolations(page);

  const href = (await card.getAttribute("href"))!;
  expect(href).toMatch(/^\/live-updates\/diwali-on-the-golden-mile-[a-z0-9-]+-[0-9a-f]{24}$/);
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name: /Diwali on the Golden Mile/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Key events" }).getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Pinned" })).toContainText("Road closures");
  await expectNoAxeViolations(page);
});

test("Watch live on the home page plays the stream there, and it follows the reader to a section and an article", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const watch = page.getByRole("region", { name: "On MATV now" }).getByRole("button", { name: "Watch live" });
  const box = (await watch.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  // Nothing of the player before the press, no navigation after it.
  await expect(page.getByTestId("live-video")).toHaveCount(0);
  // On home the player arrives with the live strip's island, from the islands' files (ADR 078).
  const playerScript = (url: string) => /\/assets\/(?:islands\/)?(LivePlayer|hls\.light|followNavigation)-/.test(url);
  expect(scripts.filter(playerScript)).toEqual([]);
  await watch.focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
  // The player, hls.js and the navigation layer arrive with the press.
  expect(scripts.filter(playerScript)).toHaveLength(3);
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("live-video")).toBeFocused();
  expect(await page.getByTestId("live-video").evaluate((v) => Boolean(v.closest("main")))).toBe(true);
  await watchVideo(page);
  await expect(page.locator("#live-dock")).toBeAttached();
  let time = await expectStillPlaying(page, 0);
  const dock = page.getByRole("complementary", { name: "Live player" });

  // A section: the video moves to the dock and keeps playing.
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "World", exact: true }).click();
  await expect(page).toHaveURL("/world");
  await expect(page.locator("main h1")).toBeFocused();
  await expect(dock).toBeVisible();
  expect(await watched(page)).toMatchObject({ docked: true, inMain: false });
  time = await expectStillPlaying(page, time);

  // One of its articles.
  const articleLink = page.locator('main a[href^="/world/"]').first();
  const articleHref = (await articleLink.getAttribute("href"))!;
  await articleLink.click();
  await expect(page).toHaveURL(articleHref);
  await expect(page.locator("main h1")).toBeFocused();
  await expect(dock).toBeVisible();
  time = await expectStillPlaying(page, time);
  expect(await watched(page)).toMatchObject({ docked: true, pauses: 0, drops: 0, loads: 0 });

  // Home again, shown in place: its Watch live now answers from the dock (the stream is already there).
  await page.getByRole("banner").getByRole("link", { name: "MATV home" }).click();
  await expect(page).toHaveURL("/");
  await page.getByRole("region", { name: "On MATV now" }).getByRole("button", { name: "Watch live" }).click();
  await expect(dock.getByRole("button", { name: "Pause" })).toBeFocused();
  expect(await watched(page)).toMatchObject({ docked: true });
  await expectStillPlaying(page, time);
});
