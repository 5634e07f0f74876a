import type { StoryWire } from "@matv/shared";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { json, setupEditorTest } from "../admin/editorTestSetup";
import { StoryEditor } from "./StoryEditor";

vi.mock("../editor/LazyRichTextEditor", () => ({
  LazyRichTextEditor: ({ label }: { label: string }) => <div role="textbox" aria-label={label} />,
}));

const base: StoryWire = {
  _id: "65a000000000000000000001",
  slug: "a-story",
  title: "A story",
  subtitle: null,
  summary: null,
  metaDescription: null,
  description: null,
  content: "<p>Body</p>",
  author: null,
  category: null,
  pages: ["TopStories"],
  tags: ["one"],
  imageUrl: null,
  img: null,
  source: null,
  location: null,
  publishedAt: null,
  publishDate: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:00:00.000Z",
  isLive: false,
  isBreaking: false,
  isTrending: false,
  isEyewitness: false,
  isVideo: false,
  videoDuration: null,
  featured: false,
  views: 0,
  viewCount: 0,
  likes: 0,
  comments: 0,
  commentCount: 0,
  readTime: 1,
  authorId: null,
  imageAlt: null,
  imageCaption: null,
  imageCredit: null,
  status: "draft",
  publishAt: null,
  version: 3,
  placements: [{ page: "TopStories", position: null, pinned: false }],
  lastEditedBy: { id: "w1", name: "Wendy Writer" },
  submittedAt: null,
  createdBy: { id: "w1", name: "Wendy Writer" },
  translationGroup: null,
  stale: false,
};

const mocks = setupEditorTest(() => base);

function renderEditor(role: string, answer: (url: string, init?: RequestInit) => Response | undefined = () => undefined, kind: "story" | "blog" = "story") {
  localStorage.setItem("user", JSON.stringify({ id: "w1", email: "w@example.com", name: "Wendy Writer", role }));
  mocks.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    const special = answer(url, init);
    if (special) return special;
    if (url.includes("/presence")) return json(200, { data: { storyId: base._id, holder: null, youHold: true, others: [] } });
    if (url.includes("/revisions")) return json(200, { data: [] });
    if (url.includes("/authors")) return json(200, { data: [] });
    return json(200, { data: base });
  });
  const path = kind === "story" ? "/admin/stories" : "/admin/blogs";
  const router = createMemoryRouter([{ path: `${path}/:id`, element: <StoryEditor storyId={base._id} kind={kind} /> }], {
    initialEntries: [`${path}/${base._id}`],
  });
  return render(<RouterProvider router={router} />);
}

describe("StoryEditor", () => {
  it("shows a writer Save draft and Submit for review, never Publish, Schedule or Unpublish", async () => {
    renderEditor("writer");
    await screen.findByRole("button", { name: "Save draft" });
    expect(screen.getByRole("button", { name: "Submit for review" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Publish now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Schedule" })).toBeNull();
    expect(screen.queryByLabelText("Publish at (your local time)")).toBeNull();
  });

  it("shows an editor Publish now and Schedule, and the placements from the story", async () => {
    renderEditor("editor");
    await screen.findByRole("button", { name: "Publish now" });
    expect(screen.getByRole("button", { name: "Schedule" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Top Stories" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "India News" }) as HTMLInputElement).checked).toBe(false);
  });

  it("on a stale save shows who changed which fields and can overwrite with the new version", async () => {
    const current = { ...base, version: 4, title: "Their title", lastEditedBy: { id: "e2", name: "Eddie Editor" } };
    const puts: unknown[] = [];
    renderEditor("editor", (url, init) => {
      if (init?.method !== "PUT") return undefined;
      const body = JSON.parse(String(init.body)) as { version: number };
      puts.push(body);
      return body.version === 3
        ? json(409, { success: false, data: null, error: "Conflict", message: "Someone else saved this story since you opened it.", field: "version", current })
        : json(200, { data: { ...current, version: 5 } });
    });
    fireEvent.change(await screen.findByLabelText("Subtitle"), { target: { value: "Mine" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save draft" })));
    expect(await screen.findByText(/Eddie Editor saved version 4/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Changed fields" }).textContent).toBe("Title");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Overwrite with my version" })));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ version: 4, subtitle: "Mine" });
  });

  it("says who else is editing and offers to take over", async () => {
    renderEditor("editor", (url) =>
      url.includes("/presence")
        ? json(200, {
            data: { storyId: base._id, holder: { id: "e2", name: "Eddie Editor", sessionId: "x".repeat(16), lastSeen: "" }, youHold: false, others: [] },
          })
        : undefined,
    );
    expect(await screen.findByText("Eddie Editor is editing")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Take over" })).toBeTruthy();
  });

  it("edits a blog post through /api/admin/blogs with a blog post's fields: category pages, no flags, tags or home feeds", async () => {
    const post = { ...base, pages: ["WorldNews"], placements: [{ page: "WorldNews", position: null, pinned: false }] };
    const calls: Array<{ url: string; method: string; body?: unknown }> = [];
    renderEditor(
      "editor",
      (url, init) => {
        calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url.includes("/presence") || url.includes("/revisions") || url.includes("/authors")) return undefined;
        return json(200, { data: { ...post, version: init?.method === "PUT" ? 4 : 3 } });
      },
      "blog",
    );
    expect(await screen.findByRole("heading", { name: "Edit blog post" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Flags" })).toBeNull();
    expect(screen.queryByLabelText("Subtitle")).toBeNull();
    expect(screen.queryByLabelText("Tags (separated by commas)")).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Top Stories" })).toBeNull();
    expect((screen.getByRole("checkbox", { name: "World" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "All blog posts" }).getAttribute("href")).toBe("/admin/blogs");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save draft" })));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toBe(`/api/admin/blogs/${base._id}`);
    expect(put.body).toMatchObject({ version: 3, placements: [{ page: "WorldNews" }] });
    expect(Object.keys(put.body as object)).not.toContain("isBreaking");
    expect(Object.keys(put.body as object)).not.toContain("tags");
    expect(calls.filter((c) => c.url.startsWith("/api/admin/stories"))).toEqual([]);
    expect(await screen.findByText("Blog post saved.")).toBeTruthy();
  });
});
