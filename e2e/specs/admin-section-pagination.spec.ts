import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { SectionItem } from "@matv/shared";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { gotoHydrated } from "../fixtures/navigation.ts";
import { staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * Section listing pages (12 stories a page, ?page=N) need more stories than the seed's 8, so this spec
 * lengthens one list through the staff API to 26 English stories (3 pages of the English edition) and puts it back afterwards. Defence: no
 * other editors' spec changes it.
 */
test.describe.configure({ mode: "serial" });

const PATH = "/defence";
const TOTAL = 26;
type Item = SectionItem & { _id?: string };
const keep = ({ _id, title, image, content, category, slug }: Item): Item => ({ _id, title, image, content, category, slug });
/** The English listing shows the English stories of the list (a story in Devanagari is in the Hindi edition, ADR 077). */
const isEnglish = (title: string) => !/[\u0900-\u097F]/.test(title);

let original: Item[] = [];
let titles: string[] = [];

async function saveList(request: APIRequestContext, items: Item[]) {
  const res = await request.post(`/api${PATH}`, { headers: staffHeaders(await staffSession(request)), data: items });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  original = ((await (await request.get(`/api${PATH}`)).json()) as Item[]).map(keep);
  const english = original.filter((item) => isEnglish(item.title));
  expect(english.length).toBeLessThan(TOTAL);
  const added = Array.from({ length: TOTAL - english.length }, (_, i) => ({
    title: `Defence paging story ${String(i + 1).padStart(2, "0")}`,
    image: "",
    content: `<p>Story ${i + 1} added to fill three listing pages.</p>`,
    category: "Defence",
    slug: "",
  }));
  await saveList(request, [...original, ...added]);
  titles = ((await (await request.get(`/api${PATH}`)).json()) as Item[]).map((i) => i.title).filter(isEnglish);
  expect(titles).toHaveLength(TOTAL);
});
test.afterAll(async ({ request }) => {
  if (original.length) await saveList(request, original);
});

const pager = (page: Page) => page.getByRole("navigation", { name: "Defence pages" });
const shownTitles = (page: Page) => page.getByRole("list", { name: "Defence stories" }).getByRole("heading").allInnerTexts();

/** Presses Tab until `target` has focus, as a keyboard user would (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 20) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** After a page change focus starts again at the top, as on a fresh page: the first Tab is the skip link. */
async function expectFocusAtPageStart(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
}

/** Tabs from the last story's link, the last thing before the pager, to `target`. */
async function tabFromLastStory(page: Page, target: Locator) {
  await page.getByRole("list", { name: "Defence stories" }).getByRole("link").last().focus();
  await tabTo(page, target);
}

test("Next and Previous page through the list in the editors' order, by keyboard, with the address and page count", async ({ page }) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, PATH);
  await expect(pager(page)).toContainText("Page 1 of 3");
  await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);
  const next = pager(page).getByRole("link", { name: "Next" });
  const previous = pager(page).getByRole("link", { name: "Previous" });
  await expect(next).toHaveAttribute("href", `${PATH}?page=2`);
  await expect(next).toHaveAttribute("rel", "next");
  expect(await shownTitles(page)).toEqual(titles.slice(0, 12));

  await tabFromLastStory(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${PATH}?page=2`);
  await expect(pager(page)).toContainText("Page 2 of 3");
  expect(await shownTitles(page)).toEqual(titles.slice(12, 24));
  await expect(page).toHaveTitle(/^Defence \(page 2\)/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${PATH}\\?page=2$`));
  await expect(previous).toHaveAttribute("href", PATH);
  await expect(previous).toHaveAttribute("rel", "prev");
  // Blog posts are on the first page only.
  await expect(page.getByRole("region", { name: "Latest Blog Posts" })).toHaveCount(0);
  await expectFocusAtPageStart(page);
  await expectNoAxeViolations(page);

  await tabFromLastStory(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${PATH}?page=3`);
  await expect(pager(page)).toContainText("Page 3 of 3");
  expect(await shownTitles(page)).toEqual(titles.slice(24));
  await expect(next).toHaveCount(0);
  await expectFocusAtPageStart(page);

  await tabFromLastStory(page, previous);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${PATH}?page=2`);
  await tabFromLastStory(page, previous);
  await page.keyboard.press("Enter");
  // Page 1's address has no ?page.
  await expect(page).toHaveURL(PATH);
  await expect(pager(page)).toContainText("Page 1 of 3");
  expect(await shownTitles(page)).toEqual(titles.slice(0, 12));
  await expect(page.getByRole("region", { name: "Latest Blog Posts" })).toBeVisible();
});

test("a page number past the last answers 404, and the pages work without JavaScript", async ({ browser, request }) => {
  expect((await request.get(`${PATH}?page=4`)).status()).toBe(404);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${PATH}?page=3`);
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`${PATH}?page=2`);
  expect(await shownTitles(page)).toEqual(titles.slice(12, 24));
  await context.close();
});
