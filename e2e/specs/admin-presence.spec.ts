import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createStaff, type DeskStaff, staffPage } from "../fixtures/desk.ts";
import { staffHeaders } from "../fixtures/staff.ts";

/**
 * Presence both ways (ADR 067): on a story and on a live blog, an editor and an admin each see the other within
 * one heartbeat (10 s), and the one who loses the document is told who took it over.
 */
let editor: DeskStaff;
let admin: DeskStaff;
let storyId = "";
let blogId = "";

test.beforeAll(async ({ request }) => {
  editor = await createStaff(request, "editor", "Petra Presence");
  admin = await createStaff(request, "admin", "Amir Admin");
  const story = await request.post("/api/admin/stories", { headers: staffHeaders(editor), data: { title: "A story two people open" } });
  expect(story.status()).toBe(201);
  storyId = (await story.json()).data._id;
  const blog = await request.post("/api/admin/liveblogs", { headers: staffHeaders(editor), data: { title: "A live blog two people open" } });
  expect(blog.status()).toBe(201);
  blogId = (await blog.json()).data._id;
});

/** Within one heartbeat and a margin: 15 s. */
const BEAT = { timeout: 15_000 };

async function bothWays(first: Page, second: Page) {
  // The second to open sees who is editing.
  await expect(second.getByText("Petra Presence is editing")).toBeVisible(BEAT);
  // The first, who holds it, is told the second has it open too (this is what was missing).
  await expect(first.getByText(/Also open: Amir Admin/)).toBeVisible(BEAT);
  await expectNoAxeViolations(first);
  await expectNoAxeViolations(second);
  // The admin takes over: the editor learns who took it from them.
  await second.getByRole("button", { name: "Take over" }).click();
  await expect(second.getByText("Petra Presence is editing")).toHaveCount(0);
  await expect(second.getByText(/Also open: Petra Presence/)).toBeVisible(BEAT);
  await expect(first.getByText("Amir Admin is editing")).toBeVisible(BEAT);
  await expect(first.getByText("Amir Admin took over from you.")).toBeVisible();
  await expectNoAxeViolations(first);
}

for (const [kind, path] of [
  ["story", () => `/admin/stories/${storyId}`],
  ["live blog", () => `/admin/liveblogs/${blogId}`],
] as const) {
  test(`an editor and an admin on one ${kind} see each other both ways, and who took over`, async ({ browser }) => {
    test.setTimeout(90_000);
    const first = await staffPage(browser, editor);
    await first.goto(path());
    await expect(first.getByRole("heading", { level: 1 })).toBeVisible();
    const second = await staffPage(browser, admin);
    await second.goto(path());
    await bothWays(first, second);
    // Closing the second tab releases it: the first is alone again at its next beat (take it back first).
    await first.getByRole("button", { name: "Take over" }).click();
    await second.context().close();
    await expect(first.getByText(/Also open/)).toHaveCount(0, BEAT);
    await first.context().close();
  });
}
