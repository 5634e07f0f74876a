import { type APIRequestContext, expect, test } from "@playwright/test";
import type { SectionItem } from "@matv/shared";
import { staffHeaders, staffSession } from "../fixtures/staff.ts";

/**
 * A story body with a video platform embed, as editors paste it (www.youtube.com): the page shows it from the
 * privacy-enhanced player, the one frame host the Content-Security-Policy allows, with no CSP error (ADR 007).
 * Education: no other editors' spec changes it; the list is put back afterwards.
 */
test.describe.configure({ mode: "serial" });

const PATH = "/education";
type Item = SectionItem & { _id?: string };
const keep = ({ _id, title, image, content, category, slug }: Item): Item => ({ _id, title, image, content, category, slug });
let original: Item[] = [];

async function saveList(request: APIRequestContext, items: Item[]) {
  const res = await request.post(`/api${PATH}`, { headers: staffHeaders(await staffSession(request)), data: items });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  original = ((await (await request.get(`/api${PATH}`)).json()) as Item[]).map(keep);
  await saveList(request, [
    {
      title: "Embedded video story",
      image: "",
      category: "Education",
      slug: "embedded-video-story",
      content: '<p>Watch the report.</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="The report" allowfullscreen></iframe>',
    },
    ...original,
  ]);
});
test.afterAll(async ({ request }) => {
  if (original.length) await saveList(request, original);
});

test("a pasted www.youtube.com embed plays from the privacy-enhanced player, with no CSP console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|Refused to frame/i.test(message.text())) problems.push(message.text());
  });
  // The player itself is a third party: answered locally so the test needs no network.
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
  const response = await page.goto(`${PATH}/embedded-video-story`);
  expect(response?.status()).toBe(200);
  const frame = page.locator("iframe[title='The report']");
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  expect(response?.headers()["content-security-policy"]).toContain("frame-src https://www.youtube-nocookie.com");
  await expect(page.frameLocator("iframe[title='The report']").getByText("player")).toBeVisible();
  expect(problems).toEqual([]);
});
