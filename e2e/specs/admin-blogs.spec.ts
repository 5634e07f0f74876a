import { BLOG_MESSAGES } from "@matv/shared";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createStaff, type DeskStaff, staffPage, readerHtml } from "../fixtures/desk.ts";
import { staffHeaders } from "../fixtures/staff.ts";

/**
 * The blog desk (ADR 060): the stories desk's editor and workflow over blog posts. A writer
 * drafts, an editor publishes to the World page's blog list, readers see it there and at /blog/{id},
 * the history restores, a scheduled post appears at its time, and an unpublished one is gone.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const TITLE = `Blogcheck${stamp} letters from the monsoon`;
const EDITED = `Blogcheck${stamp} letters from the long monsoon`;

let writer: DeskStaff;
let editor: DeskStaff;
let postId = "";

/** Where a reader finds the post: the World page's blog list (link and title) and its own page. */
async function readerSees(request: APIRequestContext, id: string) {
  const [world, post] = await Promise.all([readerHtml(request, "/world"), readerHtml(request, `/blog/${id}`)]);
  const title = post.body.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? null;
  return { onWorldPage: world.body.includes(`/blog/${id}`), page: post.status, title: post.status === 200 ? title : null };
}

test.beforeAll(async ({ request }) => {
  writer = await createStaff(request, "writer", "Bina Blogwriter");
  editor = await createStaff(request, "editor", "Eli Blogeditor");
});

test("a writer drafts a blog post with rich text for the World page and cannot publish it", async ({ browser, request }) => {
  const page = await staffPage(browser, writer);
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Blog posts", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Blog posts", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").first()).toHaveText(/\d+ blog posts?/);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "New blog post" }).click();
  await expect(page.getByRole("heading", { name: "New blog post" })).toBeVisible();
  // A blog post's fields only: no flags, tags or home feeds.
  await expect(page.getByLabel("Tags (separated by commas)")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Top Stories", exact: true })).toHaveCount(0);
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Summary").fill("Notes from a wet week.");
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("The rain came early. ");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Everything flooded");
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(body.locator("strong")).toHaveText("Everything flooded");
  await page.getByRole("checkbox", { name: "World", exact: true }).check();

  await expect(page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/[0-9a-f]{24}$/);
  postId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const refused = await request.post(`/api/admin/blogs/${postId}/publish`, { headers: staffHeaders(writer), data: {} });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(BLOG_MESSAGES.writerPublish);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Submitted for review.")).toBeVisible();

  const stored = (await (await request.get(`/api/admin/blogs/${postId}`, { headers: staffHeaders(writer) })).json()).data;
  expect(stored).toMatchObject({ title: TITLE, status: "draft", pages: ["WorldNews"] });
  expect(stored.content).toContain("<strong>Everything flooded</strong>");
  // Not a story: the stories desk does not have it, readers do not see it.
  expect((await request.get(`/api/admin/stories/${postId}`, { headers: staffHeaders(writer) })).status()).toBe(404);
  expect(await readerSees(request, postId)).toEqual({ onWorldPage: false, page: 404, title: null });
  await page.context().close();
});

test("an editor publishes it; a reader sees it on the World page's blog list and at /blog/{id}", async ({ browser, request }) => {
  const page = await staffPage(browser, editor);
  await page.goto(`/admin/blogs/${postId}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Blog post published.")).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await page.context().close();

  expect(await readerSees(request, postId)).toEqual({ onWorldPage: true, page: 200, title: TITLE });
  const reader = await (await browser.newContext()).newPage();
  await reader.goto("/world");
  const link = reader.getByRole("link", { name: `Read More: ${TITLE}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(reader).toHaveURL(new RegExp(`/blog/${postId}$`));
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(reader.locator("strong", { hasText: "Everything flooded" })).toBeVisible();
  await expectNoAxeViolations(reader);
  await reader.context().close();
});

test("an edit shows in the revision history and for readers; restoring version 1 brings the title back", async ({ browser, request }) => {
  const page = await staffPage(browser, editor);
  await page.goto(`/admin/blogs/${postId}`);
  await page.getByLabel("Title", { exact: true }).fill(EDITED);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Blog post saved.")).toBeVisible();
  expect(await readerSees(request, postId)).toEqual({ onWorldPage: true, page: 200, title: EDITED });

  const history = page.getByRole("list", { name: "Revisions, newest first" });
  await expect(history).toContainText("Changed: Title");
  await expect(history).toContainText("Published");
  await expectNoAxeViolations(page);
  const versions = await history.getByRole("listitem").count();
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await page.getByRole("dialog", { name: "Restore version 1?" }).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(/Restored; the blog post is now version \d+\./)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(history.getByRole("listitem")).toHaveCount(versions + 1);
  expect(await readerSees(request, postId)).toEqual({ onWorldPage: true, page: 200, title: TITLE });
  await page.context().close();
});

test("a scheduled post appears at its time, with no request needed to trigger it", async ({ request }) => {
  const created = await request.post("/api/admin/blogs", {
    headers: staffHeaders(editor),
    data: { title: `Blogcheck${stamp} scheduled post`, content: "<p>Later.</p>", placements: [{ page: "world" }] },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data._id as string;
  const at = new Date(Date.now() + 8_000).toISOString();
  const scheduled = await request.post(`/api/admin/blogs/${id}/publish`, { headers: staffHeaders(editor), data: { publishAt: at } });
  expect((await scheduled.json()).data).toMatchObject({ status: "scheduled", publishAt: at });
  expect(await readerSees(request, id)).toEqual({ onWorldPage: false, page: 404, title: null });
  await expect
    .poll(() => readerSees(request, id), { timeout: 60_000, intervals: [2_000] })
    .toEqual({ onWorldPage: true, page: 200, title: `Blogcheck${stamp} scheduled post` });
});

test("unpublishing takes the post off every public surface", async ({ browser, request }) => {
  const page = await staffPage(browser, editor);
  await page.goto(`/admin/blogs/${postId}`);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Blog post unpublished.")).toBeVisible();
  await page.context().close();
  expect(await readerSees(request, postId)).toEqual({ onWorldPage: false, page: 404, title: null });
  expect((await request.get(`/api/blogs/${postId}`)).status()).toBe(404);
});
