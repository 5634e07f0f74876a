import { EDITOR_HTML_FIXTURES } from "@matv/shared/editorHtmlFixtures";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitizeHtml.ts";

// The desk's rich-text editor writes these strings (its own test checks that); the one sanitiser must keep them as they are.
describe("sanitizeHtml keeps the rich-text editor's HTML unchanged", () => {
  it.each(Object.entries(EDITOR_HTML_FIXTURES))("%s", (_kind, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("is not the identity for what the editor never writes (the test can fail)", () => {
    const foreign = '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" autoplay="false"></iframe></div>';
    expect(sanitizeHtml(foreign)).not.toBe(foreign);
  });
});
