import { EDITOR_HTML_FIXTURES } from "@matv/shared/editorHtmlFixtures";
import { Editor } from "@tiptap/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanPastedHtml } from "./cleanPastedHtml";
import { createEditorExtensions } from "./editorExtensions";
import { editorHtml } from "./editorHtml";
import { safeLinkHref, youtubeEmbedUrl } from "./editorUrls";
import RichTextEditor from "./RichTextEditor";

function roundTrip(html: string): string {
  const editor = new Editor({ extensions: createEditorExtensions(), content: html });
  try {
    return editorHtml(editor);
  } finally {
    editor.destroy();
  }
}

describe("the editor's HTML", () => {
  // The server test sanitizeHtml.editor.test.ts checks the sanitiser keeps these strings unchanged.
  it.each(Object.entries(EDITOR_HTML_FIXTURES))("writes %s exactly as the fixture", (_kind, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it("drops markup the schema does not know and attributes the sanitiser would remove", () => {
    expect(roundTrip('<h1 class="x" style="color:red">Title</h1><p onclick="x()">Hi <font>there</font></p><pre><code class="language-js">a</code></pre>')).toBe(
      "<p>Title</p><p>Hi there</p><p><code>a</code></p>",
    );
  });

  it("keeps only YouTube players, on the privacy host", () => {
    expect(roundTrip('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1"></iframe>')).toBe(EDITOR_HTML_FIXTURES.youtube);
    expect(roundTrip('<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe><p>x</p>')).toBe("<p>x</p>");
  });

  it("writes an empty body as an empty string", () => {
    expect(roundTrip("<p></p>")).toBe("");
  });
});

describe("addresses", () => {
  it("accepts http(s) and mailto links only", () => {
    expect(safeLinkHref(" https://www.bbc.co.uk/news ")).toBe("https://www.bbc.co.uk/news");
    expect(safeLinkHref("mailto:desk@example.com")).toBe("mailto:desk@example.com");
    expect(safeLinkHref("javascript:alert(1)")).toBeNull();
    expect(safeLinkHref("www.example.com")).toBeNull();
    expect(safeLinkHref("https://")).toBeNull();
  });

  it("turns any YouTube address into the privacy-host embed", () => {
    const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe(embed);
    expect(youtubeEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(embed);
    expect(youtubeEmbedUrl("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe(embed);
    expect(youtubeEmbedUrl("https://vimeo.com/123")).toBeNull();
    expect(youtubeEmbedUrl("https://www.youtube.com/watch?v=short")).toBeNull();
  });
});

describe("pasting from Word and Google Docs", () => {
  it("unwraps Google's not-bold wrapper and keeps real bold", () => {
    const google =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><p dir="ltr"><span style="font-size:11pt;font-weight:700;">Bold</span><span style="font-size:11pt;"> plain</span><span></span></p></b>';
    const cleaned = cleanPastedHtml(google);
    expect(cleaned).not.toContain("docs-internal-guid");
    expect(cleaned).not.toContain("<span></span>");
    expect(roundTrip(cleaned)).toBe("<p><strong>Bold</strong> plain</p>");
  });

  it("removes Word's mso styles, classes, list glyphs and comments", () => {
    const word =
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--><style>p.MsoNormal{}</style><p class="MsoListParagraph" style="mso-list:l0 level1 lfo1;margin-left:36pt"><span style="mso-list:Ignore">·<span>&nbsp;&nbsp;</span></span>Item<o:p></o:p></p>';
    const cleaned = cleanPastedHtml(word);
    expect(cleaned).not.toMatch(/mso|Mso|o:p|<!--|·/);
    expect(cleaned).toContain("Item");
    expect(roundTrip(cleaned)).toBe("<p>Item</p>");
  });
});

describe("RichTextEditor", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("labels the editing area and its toolbar, and reports pressed states", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Body" initialHtml="<p>Hello <strong>world</strong></p>" onChange={onChange} />);
    const area = await screen.findByRole("textbox", { name: "Body" });
    expect(screen.getByRole("toolbar", { name: "Body formatting" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("false");
    expect(area.innerHTML).toContain("<strong>world</strong>");
  });

  it("refuses a javascript: link and applies an https one", async () => {
    const onChange = vi.fn();
    const outerSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    // Inside the story form: the dialog's own form must not submit it.
    render(
      <form onSubmit={outerSubmit}>
        <RichTextEditor label="Body" initialHtml="<p>Hello</p>" onChange={onChange} />
      </form>,
    );
    await screen.findByRole("textbox", { name: "Body" });
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    const input = await screen.findByLabelText("Web address");
    fireEvent.change(input, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply link" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    fireEvent.change(input, { target: { value: "https://example.com/" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Apply link" })));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<a href="https://example.com/">https://example.com/</a>')));
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it("will not insert an image without alt text", async () => {
    render(<RichTextEditor label="Body" initialHtml="" onChange={vi.fn()} />);
    await screen.findByRole("textbox", { name: "Body" });
    fireEvent.click(screen.getByRole("button", { name: "Image" }));
    fireEvent.click(await screen.findByRole("button", { name: "Insert image" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Choose an image to upload.");
  });
});
