import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../fixtures/constants.ts";
import { XSS_PAYLOADS } from "../fixtures/xssPayloads.ts";

/**
 * The XSS corpus saved through every HTML and text field the editors have, then every public page
 * showing them opened in Chromium: no payload may run (no dialog, no 'XSS-FIRED' in the console).
 * Runs after the other browser tests (its own project), because it replaces editors' content.
 */

const clean = (s: string) => s.split(String.fromCharCode(0)).join("");
const clip = (s: string, max: number) => clean(s).slice(0, max);

function watch(page: Page) {
  const fired: string[] = [];
  page.on("dialog", async (dialog) => {
    fired.push(`dialog: ${dialog.message()} on ${page.url()}`);
    await dialog.dismiss();
  });
  page.on("console", (msg) => {
    if (msg.text().includes("XSS-FIRED")) fired.push(`console on ${page.url()}`);
  });
  return fired;
}

test("no stored payload runs on any public page", async ({ page, request }) => {
  test.setTimeout(240_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const login = await request.post("/api/users/login", { data: E2E_ADMIN });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };

  // Section list items: title, category and HTML content.
  const items = XSS_PAYLOADS.map((p, i) => ({
    title: clip(`XSS ${i} ${p}`, 300),
    category: clip(p, 100),
    content: `<p>Body ${i}</p>${clean(p)}`,
    image: "",
    slug: "",
  }));
  const saved = await request.post("/api/opinion", { headers: auth, data: items });
  expect(saved.status(), await saved.text()).toBe(200);

  // The homepage and MATV documents.
  // Document saves name the version they were loaded at (ADR 064).
  const versionOf = async (url: string) => ((await (await request.get(url, { headers: auth })).json()).data.version as number) ?? 0;
  const homepage = await request.post("/api/homepage", {
    headers: auth,
    data: {
      version: await versionOf("/api/homepage"),
      headline: clip(XSS_PAYLOADS[0]!, 300),
      mainImage: "",
      trendingTopics: XSS_PAYLOADS.slice(0, 20).map((p) => clip(p, 60).trim() || "x"),
    },
  });
  expect(homepage.status(), await homepage.text()).toBe(200);
  const texts = XSS_PAYLOADS.slice(20, 40).map((p) => clip(p, 300).trim() || "x");
  const matv = await request.post("/api/matv/update", {
    headers: auth,
    data: {
      version: await versionOf("/api/matv"),
      mainStory: { title: texts[0], image: "" },
      liveUpdates: texts.slice(0, 10).map((text, i) => ({ time: `1${i}:00`, text })),
      centerCard: { title: texts[1], image: "" },
      centerList: texts.slice(2, 12),
      economicImpact: texts.slice(5, 9).map((text) => ({ image: "", text })),
      mustRead: texts.slice(9, 13).map((text) => ({ image: "", text })),
      opinion: texts.slice(13, 17).map((text) => ({ image: "", text, author: clip(text, 120) })),
    },
  });
  expect(matv.status(), await matv.text()).toBe(200);

  // A deep-dive card: title, summary, heading and section text.
  const cards = await (await request.get("/api/deepdive")).json();
  const card = cards[0];
  const put = await request.put(`/api/deepdive/${card._id}`, {
    headers: auth,
    data: {
      title: clip(XSS_PAYLOADS[40]!, 200).trim() || "x",
      category: clip(XSS_PAYLOADS[41]!, 60),
      content: XSS_PAYLOADS.slice(42, 52).join(""),
      heading: clip(XSS_PAYLOADS[52]!, 300),
      sections: XSS_PAYLOADS.slice(53, 63).map((p) => ({ subheading: clip(p, 200), paragraph: clean(p) })),
      version: card.version,
    },
  });
  expect(put.status(), await put.text()).toBe(200);

  // World news titles and categories.
  const world = await request.post("/api/world-news", {
    headers: auth,
    data: {
      worldNews: XSS_PAYLOADS.slice(63, 83).map((p, i) => ({ title: clip(`W${i} ${p}`, 300), image: "/logo.jpg", link: "", category: clip(p, 100) })),
      recommended: [],
    },
  });
  expect(world.status(), await world.text()).toBe(200);

  const list = (await (await request.get("/api/opinion")).json()) as Array<{ slug: string; _id: string }>;
  expect(list.length).toBe(XSS_PAYLOADS.length);
  const details = list.filter((_, i) => i % 8 === 0).map((item) => `/opinion/${item.slug || item._id}`);
  const articlePages = list.filter((_, i) => i % 25 === 3).map((item) => `/articles/${item._id}`);
  const pages = ["/", "/opinion", "/world", `/deep-dive/${card._id}`, "/search?q=XSS", ...details, ...articlePages];

  const fired = watch(page);
  for (const url of pages) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    await page.waitForLoadState("load");
    // Give handlers that need a moment (autofocus, animations, media errors) the chance to fire.
    await page.mouse.move(200, 300);
    await page.mouse.move(400, 500);
    await page.waitForTimeout(150);
  }
  expect(fired).toEqual([]);
  // The payloads are shown as text, not dropped silently: the first title is visible on the listing.
  await page.goto("/opinion");
  await expect(page.getByText("XSS 1 ", { exact: false }).first()).toBeVisible();
});
