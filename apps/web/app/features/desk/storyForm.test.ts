import { describe, expect, it } from "vitest";
import { BLOG_MESSAGES, canPublish, STORY_MESSAGES, type StoryWire } from "@matv/shared";
import { DESK_KINDS } from "./deskKinds";
import { editRefusal, EMPTY_STORY_FORM, fromLocalInput, PLACEMENT_SECTIONS, storyInput, toLocalInput } from "./storyForm";

describe("storyInput", () => {
  it("sends blanks as null, tags as a clean list, the slug by the editor rule, and placements with order", () => {
    const input = storyInput({
      ...EMPTY_STORY_FORM,
      title: "  Budget: what it means for you ",
      tags: "Money, , Budget,Money ",
      imageAlt: "ignored without an image",
      videoDuration: "3:45",
      placements: { TopStories: { position: "0", pinned: true }, IndiaNews: { position: "", pinned: false } },
    });
    expect(input).toMatchObject({
      title: "Budget: what it means for you",
      subtitle: null,
      tags: ["Money", "Budget"],
      slug: "budget-what-it-means-for-you",
      imageUrl: null,
      imageAlt: null,
      videoDuration: null,
      placements: [
        { page: "TopStories", position: 0, pinned: true },
        { page: "IndiaNews", position: null, pinned: false },
      ],
    });
  });

  it("keeps a slug the editor typed", () => {
    expect(storyInput({ ...EMPTY_STORY_FORM, title: "A title", slug: "my-slug" }).slug).toBe("my-slug");
  });
});

describe("roles", () => {
  it("lets editors and admins publish, writers only edit their own unpublished stories", () => {
    expect([canPublish("writer"), canPublish("editor"), canPublish("admin")]).toEqual([false, true, true]);
    const own = { createdBy: { id: "w1", name: "Wendy Writer" }, status: "draft" } as StoryWire;
    const story = DESK_KINDS.story;
    expect(editRefusal({ id: "w1", role: "writer" }, own, story)).toBeNull();
    // Someone else's draft is refused as that, naming whose it is; not as a published story.
    expect(editRefusal({ id: "w2", role: "writer" }, own, story)).toBe(`This story is Wendy Writer's draft. ${STORY_MESSAGES.writerOthers}`);
    expect(editRefusal({ id: "w2", role: "writer" }, { ...own, status: "published" }, story)).toBe(
      `Wendy Writer wrote this story. ${STORY_MESSAGES.writerOthers}`,
    );
    expect(editRefusal({ id: "w2", role: "writer" }, own, DESK_KINDS.blog)).toBe(`This blog post is Wendy Writer's draft. ${BLOG_MESSAGES.writerOthers}`);
    expect(editRefusal({ id: "w1", role: "writer" }, { ...own, status: "published" }, story)).toBe(STORY_MESSAGES.writerPublished);
    expect(editRefusal({ id: "e1", role: "editor" }, { ...own, status: "published" }, story)).toBeNull();
    expect(editRefusal({ id: "w1", role: "writer" }, null, story)).toBeNull();
  });
});

describe("local publish time", () => {
  it("reads a datetime-local value as the browser's local time and sends ISO", () => {
    const local = toLocalInput("2026-11-24T15:30:00.000Z");
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe("2026-11-24T15:30:00.000Z");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("not a date")).toBeNull();
  });
});

describe("placements", () => {
  it("lists every section once, Latest News as the More to Explore feed", () => {
    expect(PLACEMENT_SECTIONS.some((s) => s.pageName === "LatestNews")).toBe(false);
    expect(PLACEMENT_SECTIONS.some((s) => s.pageName === "IndiaNews")).toBe(true);
  });
});
