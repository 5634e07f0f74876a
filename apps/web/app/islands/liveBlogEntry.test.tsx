import type { LiveBlogEntryWire } from "@matv/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { liveBlogIslandTexts } from "../features/liveblog/liveBlogText";
import { LiveBlogEntry } from "../features/liveblog/LiveBlogView";
import { TranslatorProvider } from "../i18n/texts";
import { renderLiveBlogEntry } from "./liveBlogEntry";

/** Tag, attributes in name order and text, child by child: what a reader and the island's lookups see. */
function canonical(node: Node): string {
  if (node.nodeType === 3) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return "";
  const attributes = [...node.attributes].map((a) => `${a.name.toLowerCase()}=${JSON.stringify(a.value)}`).sort();
  const children = [...node.childNodes].map(canonical).filter(Boolean);
  return `<${node.tagName.toLowerCase()} ${attributes.join(" ")}>${children.join("")}</${node.tagName.toLowerCase()}>`;
}

function serverMarkup(entry: LiveBlogEntryWire, pageUrl: string, code: "en" | "hi"): Element {
  const holder = document.createElement("div");
  holder.innerHTML = renderToStaticMarkup(
    <TranslatorProvider translator={serverTranslator(code)}>
      <LiveBlogEntry entry={entry} pageUrl={pageUrl} />
    </TranslatorProvider>,
  );
  return holder.firstElementChild as Element;
}

const base: LiveBlogEntryWire = {
  _id: "6b0000000000000000000001",
  version: 1,
  title: "",
  body: "<p>Polls have closed in Leicester East.</p>",
  imageUrl: null,
  imageAlt: null,
  youtubeId: null,
  isKeyEvent: false,
  pinned: false,
  author: null,
  createdAt: "2026-11-26T18:02:00.000Z",
  editedAt: null,
} as LiveBlogEntryWire;

const PAGE = "https://matv.example/live-updates/election-night-6b0000000000000000000009";

describe("the live blog island's entry markup", () => {
  it.each<[string, LiveBlogEntryWire]>([
    ["a bare entry", base],
    [
      "a pinned key event with a title, an image, a clip, an author and an edit",
      {
        ...base,
        _id: "6b0000000000000000000002",
        version: 4,
        title: "Result: a recount is called",
        body: '<p>The returning officer <a href="https://example.org">announced</a> it.</p><ul><li>Turnout 61%</li></ul>',
        imageUrl: "/media/uploads/6b00000000000000000000aa-1200.webp",
        imageAlt: "The count at the leisure centre",
        youtubeId: "dQw4w9WgXcQ",
        isKeyEvent: true,
        pinned: true,
        author: { name: "Priya Sharma" },
        editedAt: "2026-11-26T18:30:00.000Z",
      } as LiveBlogEntryWire,
    ],
    ["an image that has no variants", { ...base, _id: "6b0000000000000000000003", imageUrl: "https://images.example/count.jpg", imageAlt: null }],
  ])("is the server's markup for %s, in English and in Hindi", (_label, entry) => {
    for (const code of ["en", "hi"] as const) {
      const translator = serverTranslator(code);
      const island = renderLiveBlogEntry(entry, PAGE, liveBlogIslandTexts(translator.t, translator.edition.locale));
      expect(canonical(island)).toBe(canonical(serverMarkup(entry, PAGE, code)));
    }
  });

  it("writes the Hindi page's words in Hindi", () => {
    const { t } = serverTranslator("hi");
    const island = renderLiveBlogEntry({ ...base, pinned: true, isKeyEvent: true }, PAGE, liveBlogIslandTexts(t, "hi-IN"));
    expect(island.textContent).toContain("पिन किया गया");
    expect(island.textContent).toContain("इस अपडेट का लिंक");
    expect(island.querySelector("a[aria-label]")?.getAttribute("aria-label")).toMatch(/^यह अपडेट .+ पर शेयर करें$/);
  });
});
