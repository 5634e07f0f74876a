import { buildArticleSlug, STORY_MESSAGES } from "@matv/shared";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { solidPng } from "../../apps/server/src/testing/pngFiles.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createStaff, type DeskStaff, staffPage, readerHtml } from "../fixtures/desk.ts";
import { staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * The newsroom desk as a newsroom works (ADR 047): a writer drafts, an editor previews and schedules,
 * readers see the story on every surface only once its time comes, the history restores, and two
 * editors on one story see each other and the stale-save path. One story runs through the steps.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
/** One unusual word in the title, so search finds this story and nothing else. */
const WORD = `Deskcheck${stamp}`;
const TITLE = `${WORD} council approves new riverside park`;
const SLUG = `${WORD.toLowerCase()}-council-approves-new-riverside-park`;
const SUMMARY = "Councillors backed the plan after a long debate.";

let writer: DeskStaff;
let editor: DeskStaff;
let editorTwo: DeskStaff;
let storyId = "";

/** Whether a section page (any of its first pages) links the story. */
async function sectionLists(request: APIRequestContext, path: string, link: string) {
  for (let page = 1; page <= 5; page += 1) {
    const { status, body } = await readerHtml(request, `${path}?page=${page}`);
    if (body.includes(link)) return true;
    if (status !== 200 || !body.includes(`page=${page + 1}`)) return false;
  }
  return false;
}

/**
 * Every public surface that should list the story: home Top Stories, the India News page, RSS, search
 * and its article page. Section pages and feeds link a story placed in a section by its slug
 * (`/india-news/{slug}`), the others by `/articles/{title}-{id}`.
 */
async function surfaces(request: APIRequestContext) {
  const articleUrl = `/articles/${buildArticleSlug(TITLE, storyId)}`;
  const sectionLink = `/india-news/${SLUG}`;
  const [home, section, rss, search, article] = await Promise.all([
    readerHtml(request, "/"),
    sectionLists(request, "/india-news", sectionLink),
    readerHtml(request, "/rss.xml"),
    readerHtml(request, `/search?q=${WORD}`),
    readerHtml(request, articleUrl),
  ]);
  return {
    home: home.body.includes(storyId),
    section,
    rss: rss.body.includes(sectionLink) || rss.body.includes(storyId),
    search: search.body.includes(storyId),
    article: article.status,
  };
}

test.beforeAll(async ({ request }) => {
  writer = await createStaff(request, "writer", "Wendy Writer");
  editor = await createStaff(request, "editor", "Eddie Editor");
  editorTwo = await createStaff(request, "editor", "Erin Editor");
});

test("the editor's code loads only in the staff area", async ({ request }) => {
  const login = await readerHtml(request, "/login");
  const manifestPath = login.body.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  expect(manifestPath).toBeTruthy();
  const source = await (await request.get(manifestPath!)).text();
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: { imports?: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  // Tiptap is in its own chunk that the staff editors import lazily (through the small LazyRichTextEditor
  // wrapper): no route or entry names it, and only staff routes name the wrapper.
  const filesOf = (r: { module: string; imports?: string[] }) => [r.module, ...(r.imports ?? [])];
  const named = [manifest.entry.imports ?? [], ...Object.values(manifest.routes).map(filesOf)].flat();
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((file) => /\/RichTextEditor-|tiptap|prosemirror/i.test(file))).toEqual([]);
  const readerFiles = [manifest.entry.imports ?? [], ...Object.entries(manifest.routes).flatMap(([id, r]) => (/admin/.test(id) ? [] : [filesOf(r)]))].flat();
  expect(readerFiles.filter((file) => /RichTextEditor|tiptap|prosemirror/i.test(file))).toEqual([]);
  for (const path of ["/", "/india-news", "/search?q=news"]) {
    expect((await readerHtml(request, path)).body).not.toMatch(/RichTextEditor|tiptap|ProseMirror/i);
  }
});

test("a writer drafts a story with rich text, an image, tags and a Top Stories placement, and cannot publish it", async ({ browser, request }) => {
  const page = await staffPage(browser, writer);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Stories", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Stories", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").first()).toHaveText(/\d+ stor(y|ies)/);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "New story" }).click();
  await expect(page.getByRole("heading", { name: "New story" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await expect(page.getByLabel("Slug")).toHaveValue(SLUG);
  await page.getByLabel("Summary").fill(SUMMARY);

  // Rich text: a paragraph with a bold word, a heading, a link.
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("The council met on Tuesday. ");
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Approved");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("What happens next");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the plan");
  await page.keyboard.press("Shift+Home");
  await page.getByRole("button", { name: "Link" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Link" });
  await linkDialog.getByLabel("Web address").fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Apply link" }).click();
  await expect(linkDialog.getByRole("alert")).toContainText("https://");
  await linkDialog.getByLabel("Web address").fill("https://www.gov.uk/");
  await linkDialog.getByRole("button", { name: "Apply link" }).click();
  await expect(body.locator("strong")).toHaveText("Approved");
  await expect(body.locator("h2")).toHaveText("What happens next");
  await expect(body.locator('a[href="https://www.gov.uk/"]')).toHaveText("Read the plan");

  // An image in the body: alt text is required before it goes in.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const imageDialog = page.getByRole("dialog", { name: "Insert an image" });
  await imageDialog.getByLabel("Image to insert").setInputFiles({ name: "park.png", mimeType: "image/png", buffer: solidPng(1400, 800, [40, 140, 60]) });
  await expect(imageDialog.locator("img")).toBeVisible();
  await imageDialog.getByRole("button", { name: "Insert image" }).click();
  await expect(imageDialog.getByRole("alert")).toHaveText("Describe the image for readers who cannot see it.");
  await imageDialog.getByLabel("Alt text (required)").fill("The riverside site of the new park");
  await imageDialog.getByRole("button", { name: "Insert image" }).click();
  await expect(body.locator('img[alt="The riverside site of the new park"]')).toBeVisible();

  // Hero image with alt text, tags, placements.
  await page.getByLabel("Image file").setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: solidPng(1400, 800, [20, 90, 160]) });
  await expect(page.getByText(/\/uploads\/.+\.webp/)).toBeVisible();
  await page.getByLabel("Alt text (required with an image)").fill("Councillors voting in the chamber");
  await page.getByLabel("Tags (separated by commas)").fill("Local news, Parks");
  await page.getByRole("checkbox", { name: "Top Stories", exact: true }).check();
  await page.getByRole("checkbox", { name: "Pin in Top Stories" }).check();
  await page.getByLabel("Order in Top Stories").fill("0");
  await page.getByRole("checkbox", { name: "India News" }).check();

  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/stories\/[0-9a-f]{24}$/);
  storyId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: "Edit story" })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Schedule" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The server refuses a writer's publish whatever the page shows.
  const refused = await request.post(`/api/admin/stories/${storyId}/publish`, { headers: staffHeaders(writer), data: {} });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(STORY_MESSAGES.writerPublish);

  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Submitted for review.")).toBeVisible();
  await expect(page.getByText("In review", { exact: true })).toBeVisible();

  const stored = (await (await request.get(`/api/admin/stories/${storyId}`, { headers: staffHeaders(writer) })).json()).data;
  expect(stored).toMatchObject({ title: TITLE, status: "draft", tags: ["Local news", "Parks"], imageAlt: "Councillors voting in the chamber" });
  expect(stored.pages).toEqual(expect.arrayContaining(["TopStories", "IndiaNews"]));
  expect(stored.content).toContain("<strong>Approved</strong>");
  expect(stored.content).toContain('<a href="https://www.gov.uk/">Read the plan</a>');
  expect(stored.content).toMatch(/<img loading="lazy" src="[^"]+" alt="The riverside site of the new park" \/>/);
  await page.context().close();
});

test("another writer opening that draft is told it is someone else's draft, and the server refuses their save", async ({ browser, request }) => {
  const otherWriter = await createStaff(request, "writer", "Walter Writer");
  const page = await staffPage(browser, otherWriter);
  await page.goto(`/admin/stories/${storyId}`);
  await expect(page.getByRole("heading", { name: "Edit story" })).toBeVisible();
  await expect(page.getByText(`This story is Wendy Writer's draft. ${STORY_MESSAGES.writerOthers}`)).toBeVisible();
  await expect(page.getByText(STORY_MESSAGES.writerPublished)).toHaveCount(0);
  await expectNoAxeViolations(page);
  const refused = await request.put(`/api/admin/stories/${storyId}`, { headers: staffHeaders(otherWriter), data: { title: "Taken over", version: 1 } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(STORY_MESSAGES.writerOthers);
  await page.context().close();
});

test("an editor previews the story and schedules it; readers see it everywhere only from its time", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const page = await staffPage(browser, editor);
  await page.goto(`/admin/stories/${storyId}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await page.getByLabel("Subtitle").fill("Work starts in the spring");
  await page
    .getByRole("button", { name: "Save changes" })
    .or(page.getByRole("button", { name: "Save draft" }))
    .click();
  await expect(page.getByText("Story saved.")).toBeVisible();

  // Listened for on the context before the click: the new tab may load its document before a listener on the tab exists.
  const previewDocument = page.context().waitForEvent("response", (r) => r.url().includes("/preview/") && r.request().resourceType() === "document");
  const [preview] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("button", { name: "Preview" }).click()]);
  const previewResponse = await previewDocument;
  expect(previewResponse.status()).toBe(200);
  expect(previewResponse.headers()["cache-control"]).toContain("no-store");
  expect(previewResponse.headers()["x-robots-tag"]).toContain("noindex");
  // Never served from the page cache: a second read renders again.
  const again = await request.get(previewResponse.url());
  expect(again.status()).toBe(200);
  expect(again.headers()["x-page-cache"]).toBeUndefined();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(preview.locator(".prose-article strong")).toHaveText("Approved");
  await expect(preview.getByRole("list", { name: "Tags" })).toContainText("Parks");
  await preview.close();

  expect(await surfaces(request)).toEqual({ home: false, section: false, rss: false, search: false, article: 404 });

  // The first whole minute at least 45 s ahead (the field takes minutes), typed in the browser's local time: time enough
  // to see nothing published before it, and at most 105 s of waiting instead of up to two minutes and more.
  const at = await page.evaluate(() => {
    const d = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return { local: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`, ms: d.getTime() };
  });
  await page.getByLabel("Publish at (your local time)").fill(at.local);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText(/Story scheduled for/)).toBeVisible();
  await expect(page.getByText(/^Scheduled for/)).toBeVisible();
  const scheduled = (await (await request.get(`/api/admin/stories/${storyId}`, { headers: staffHeaders(editor) })).json()).data;
  expect(scheduled.status).toBe("scheduled");
  expect(Math.abs(new Date(scheduled.publishAt).getTime() - Math.floor(at.ms / 60_000) * 60_000)).toBeLessThan(1000);
  await page.context().close();

  // Before its time: nothing anywhere.
  expect(await surfaces(request)).toEqual({ home: false, section: false, rss: false, search: false, article: 404 });
  // Then on every surface within a minute of its time, with no request needed to trigger it.
  await expect
    .poll(() => surfaces(request), { timeout: 200_000, intervals: [5_000] })
    .toEqual({ home: true, section: true, rss: true, search: true, article: 200 });
});

test("the history lists every revision and restoring one makes a new revision", async ({ browser }) => {
  const page = await staffPage(browser, editor);
  await page.goto(`/admin/stories/${storyId}`);
  const history = page.getByRole("list", { name: "Revisions, newest first" });
  await expect(history.getByRole("listitem").first()).toBeVisible();
  await expect(history).toContainText("Created");
  await expect(history).toContainText("Submitted for review");
  await expect(history).toContainText("Scheduled");
  await expect(history).toContainText("Changed: Subtitle");
  await expect(page.getByLabel("Subtitle")).toHaveValue("Work starts in the spring");
  const versions = await history.getByRole("listitem").count();

  // Version 1 is the writer's first save, before the editor's subtitle.
  await page.getByRole("button", { name: "Restore version 1" }).click();
  const confirm = page.getByRole("dialog", { name: "Restore version 1?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(/Restored; the story is now version \d+\./)).toBeVisible();
  await expect(page.getByLabel("Subtitle")).toHaveValue("");
  await expect(history.getByRole("listitem")).toHaveCount(versions + 1);
  await expect(history.getByRole("listitem").first()).toContainText("Restored");
  await page.context().close();
});

test("two editors on one story see who is editing, take over, and meet the stale-save dialog", async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await staffPage(browser, editor);
  await first.goto(`/admin/stories/${storyId}`);
  await expect(first.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expectNoAxeViolations(first);

  const second = await staffPage(browser, editorTwo);
  await second.goto(`/admin/stories/${storyId}`);
  await expect(second.getByText("Eddie Editor is editing")).toBeVisible();
  await second.getByRole("button", { name: "Take over" }).click();
  await expect(second.getByText("Eddie Editor is editing")).toHaveCount(0);
  // The first editor learns it at the next heartbeat.
  await expect(first.getByText("Erin Editor is editing")).toBeVisible({ timeout: 20_000 });

  await second.getByLabel("Summary").fill("A changed summary from the second editor.");
  await second.getByRole("button", { name: /Save (changes|draft)/ }).click();
  await expect(second.getByText("Story saved.")).toBeVisible();

  await first.getByLabel("Subtitle").fill("The first editor's subtitle");
  await first.getByRole("button", { name: /Save (changes|draft)/ }).click();
  const conflict = first.getByRole("dialog", { name: "Someone else saved this story" });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("Erin Editor saved version");
  await expect(conflict.getByRole("list", { name: "Changed fields" })).toContainText("Summary");
  await expectNoAxeViolations(first);
  await conflict.getByRole("button", { name: "Overwrite with my version" }).click();
  await expect(conflict).toBeHidden();
  await expect(first.getByText("Story saved.")).toBeVisible();

  // The other way out: the second editor's save is now stale; Reload shows the stored story and drops the edit.
  await second.getByLabel("Subtitle").fill("Never saved");
  await second.getByRole("button", { name: /Save (changes|draft)/ }).click();
  const secondConflict = second.getByRole("dialog", { name: "Someone else saved this story" });
  await expect(secondConflict.getByRole("list", { name: "Changed fields" })).toContainText("Subtitle");
  await secondConflict.getByRole("button", { name: "Reload (discard my changes)" }).click();
  await expect(second.getByLabel("Subtitle")).toHaveValue("The first editor's subtitle");
  await first.context().close();
  await second.context().close();
});

test("admins read the audit log of staff writes", async ({ browser, request }) => {
  const admin = await staffSession(request);
  const page = await staffPage(browser, admin);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("story.");
  await expectNoAxeViolations(page);
  await page.context().close();
});
