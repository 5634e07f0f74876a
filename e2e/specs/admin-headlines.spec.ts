import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { acceptNextDialog } from "../fixtures/dialogs.ts";
import { signIn } from "../fixtures/staff.ts";
import { type SparseSite, startSparseSite } from "../fixtures/sparseSite.ts";
import { solidPng } from "../../apps/server/src/testing/pngFiles.ts";

/**
 * The homepage editor's prefill from the headline service (spec 001 §2, §7: top headlines, English, 5
 * items, key in the URL). A local fake plays the service; the site is a second real server whose
 * newsroom has no saved homepage yet, so the form starts from the headlines.
 */
test.describe.configure({ mode: "serial" });

const KEY = "e2e-news-key";
const HEADLINES = [
  { title: "Monsoon rains reach Kerala a week early", urlToImage: "https://images.example/monsoon.jpg" },
  { title: "  Chancellor sets out spending plans  ", urlToImage: null, image: "https://images.example/budget.jpg" },
  { title: "", urlToImage: "https://images.example/untitled.jpg" },
  { title: "Cricket: England win the series in Mumbai", urlToImage: "javascript:alert(1)" },
  { title: "Rail fares to rise in March" },
  { title: "A sixth headline past the five asked for" },
];

let fake: Server;
const asked: URL[] = [];
let site: SparseSite;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  fake = createServer((req, res) => {
    asked.push(new URL(req.url ?? "/", "http://fake"));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: "ok", totalResults: HEADLINES.length, articles: HEADLINES }));
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const { port } = fake.address() as { port: number };
  site = await startSparseSite({ NEWS_API_KEY: KEY, NEWS_API_BASE_URL: `http://127.0.0.1:${port}/v2` });
});
test.afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

test("with no saved homepage the form starts from the first headline; Use takes another; the saved page then wins", async ({ page }) => {
  await signIn(page, site.base);
  await page.goto(`${site.base}/admin/update-homepage`);
  const editor = page.getByRole("region", { name: "Update Homepage" });
  await expect(editor.getByRole("textbox", { name: "Headline", exact: true })).toHaveValue("Monsoon rains reach Kerala a week early");
  await expect(editor.getByText("https://images.example/monsoon.jpg", { exact: true })).toBeVisible();
  // The other usable headlines (trimmed; the untitled one and the sixth are left out) become the topics.
  await expect(editor.getByLabel("Trending topics (comma-separated)")).toHaveValue(
    "Chancellor sets out spending plans, Cricket: England win the series in Mumbai, Rail fares to rise in March",
  );

  // The server asked the service once, for 5 English top headlines, with the key in the URL.
  expect(asked.map((u) => [u.pathname, u.searchParams.get("language"), u.searchParams.get("pageSize"), u.searchParams.get("apiKey")])).toEqual([
    ["/v2/top-headlines", "en", "5", KEY],
  ]);

  const suggestions = editor.getByRole("region", { name: "Top headlines" });
  await expect(suggestions.getByRole("listitem")).toHaveText([/^Monsoon rains/, /^Chancellor sets out spending plans/, /^Cricket: England/, /^Rail fares/]);
  await expectNoAxeViolations(page);

  // A headline whose picture is not an http(s) address fills the form with no main image.
  await suggestions.getByRole("listitem").filter({ hasText: "Cricket: England" }).getByRole("button", { name: "Use" }).click();
  await expect(editor.getByRole("textbox", { name: "Headline", exact: true })).toHaveValue("Cricket: England win the series in Mumbai");
  await expect(editor.getByText(/^https:\/\/images\.example\//)).toHaveCount(0);
  await expect(editor.getByLabel("Trending topics (comma-separated)")).toHaveValue(
    "Monsoon rains reach Kerala a week early, Chancellor sets out spending plans, Rail fares to rise in March",
  );

  const alert = acceptNextDialog(page);
  await editor.getByRole("button", { name: "Update Homepage" }).click();
  expect(await alert).toBe("Homepage updated successfully!");
  const { data } = await (await page.request.get(`${site.base}/api/homepage`)).json();
  expect(data).toMatchObject({
    headline: "Cricket: England win the series in Mumbai",
    mainImage: "",
    trendingTopics: ["Monsoon rains reach Kerala a week early", "Chancellor sets out spending plans", "Rail fares to rise in March"],
  });

  // Once a homepage is saved, the editor opens on it; the headlines stay on offer below.
  await page.reload();
  await expect(editor.getByRole("textbox", { name: "Headline", exact: true })).toHaveValue("Cricket: England win the series in Mumbai");
  await expect(editor.getByRole("region", { name: "Top headlines" }).getByRole("listitem")).toHaveCount(4);
});

test("a headline's picture from the publisher's https host shows on the public home page", async ({ page }) => {
  // The publisher's host plays its part through the browser's network layer; the page's CSP still applies.
  await page.route("https://images.example/**", (route) => route.fulfill({ body: solidPng(64, 36, [20, 90, 160]), contentType: "image/png" }));
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await signIn(page, site.base);
  await page.goto(`${site.base}/admin/update-homepage`);
  const editor = page.getByRole("region", { name: "Update Homepage" });
  await editor
    .getByRole("region", { name: "Top headlines" })
    .getByRole("listitem")
    .filter({ hasText: "Monsoon rains" })
    .getByRole("button", { name: "Use" })
    .click();
  await expect(editor.getByText("https://images.example/monsoon.jpg", { exact: true })).toBeVisible();
  const alert = acceptNextDialog(page);
  await editor.getByRole("button", { name: "Update Homepage" }).click();
  expect(await alert).toBe("Homepage updated successfully!");

  await page.goto(`${site.base}/`);
  const picture = page.locator('img[src="https://images.example/monsoon.jpg"]');
  await expect(picture).toHaveCount(1);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  expect(violations).toEqual([]);
});
