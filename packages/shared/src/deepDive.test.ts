import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeVideoId } from "./deepDive.ts";
import { deepDiveCardSchema } from "./deepDiveSchema.ts";
import { deepDiveCardAsStory, deepDiveReadTime } from "./deepDive.ts";
import { serverTranslator } from "./i18n/catalogues.ts";
import { storyPath } from "./slug.ts";

describe("youtubeVideoId", () => {
  it.each([
    ["aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10", "aqz-KE-bpKQ"],
    ["https://youtu.be/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://m.youtube.com/shorts/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
  ])("reads %s", (input, id) => expect(youtubeVideoId(input)).toBe(id));

  it.each([
    "",
    "https://vimeo.com/123456",
    "javascript:alert(1)",
    "https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ",
    "https://www.youtube.com/watch?v=short",
    "ftp://youtu.be/aqz-KE-bpKQ",
  ])("refuses %s", (input) => expect(youtubeVideoId(input)).toBeNull());

  it("builds the privacy-enhanced embed address", () => {
    expect(youtubeEmbedUrl("https://youtu.be/aqz-KE-bpKQ")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(youtubeEmbedUrl("https://example.com/v")).toBeNull();
  });
});

describe("deepDiveCardSchema", () => {
  it("accepts a whole card; the summary, sections and version are required (a partial save must not wipe them)", () => {
    expect(deepDiveCardSchema.parse({ title: " T ", content: "", sections: [], version: 1 })).toEqual({ title: "T", content: "", sections: [], version: 1 });
    const partial = deepDiveCardSchema.safeParse({ title: "T" });
    expect(partial.success).toBe(false);
    expect(partial.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["content", "is required"],
      ["sections", "is required"],
      ["version", "is required"],
    ]);
  });
  it("refuses a protocol-relative or script image address", () => {
    const card = { title: "T", content: "", sections: [], version: 1 };
    expect(deepDiveCardSchema.safeParse({ ...card, img: "//evil.example/x.png" }).success).toBe(false);
    expect(deepDiveCardSchema.safeParse({ ...card, image: "javascript:alert(1)" }).success).toBe(false);
    expect(deepDiveCardSchema.safeParse({ ...card, image: "/media/a-1200.webp" }).success).toBe(true);
  });
});

describe("deepDiveCardAsStory", () => {
  const card = {
    _id: "0123456789abcdef01234567",
    title: "Water wars",
    category: null,
    img: "/media/a-1200.webp",
    content: "<p>Who owns the <b>rivers</b>?</p>",
    heading: "Rivers",
    image: null,
    sections: [{ subheading: "A & B", paragraph: "<p>One.</p>" }],
    version: 3,
    updatedAt: "2026-11-24T10:00:00.000Z",
  };
  it("shows a card as a home item that leads to its own page, with its sections as the modal's body", () => {
    const story = deepDiveCardAsStory(card);
    expect(story).toMatchObject({
      _id: card._id,
      title: "Water wars",
      summary: "Who owns the rivers ?",
      category: "Deep Dive",
      pages: ["DeepDive"],
      img: card.img,
    });
    expect(story.content).toBe("<h3>A &amp; B</h3><p>One.</p>");
    expect(storyPath(story)).toBe(`/deep-dive/${card._id}`);
    expect(storyPath({ _id: card._id, title: "A story" })).toBe(`/articles/a-story-${card._id}`);
    expect(deepDiveCardAsStory({ ...card, sections: [] }).content).toBe(card.content);
  });

  it("counts one read time for a card, its summary and every section, on the home card and on its page", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    const long = { ...card, content: `<p>${words(150)}</p>`, sections: [{ subheading: "Part one", paragraph: `<p>${words(300)}</p>` }] };
    expect(deepDiveReadTime(long)).toBe(3);
    expect(deepDiveCardAsStory(long).readTime).toBe(3);
    // The page's line is the spec's words in English, the edition's in Hindi.
    const line = (code: string, c: typeof card) => serverTranslator(code).t("deepDive.updated", { minutes: deepDiveReadTime(c) });
    expect(line("en", long)).toBe("Updated Article · 3 min read");
    expect(line("en", card)).toBe("Updated Article · 1 min read");
    expect(line("hi", long)).toBe("अपडेट किया गया लेख · 3 मिनट में पढ़ें");
  });
});
