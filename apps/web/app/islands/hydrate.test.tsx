import { messagesFor } from "@matv/shared/i18n/catalogues";
import { createTranslator } from "@matv/shared/i18n/translator";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StoryClockProvider } from "../components/TimeAgo";
import { ArticleModalProvider } from "../features/article-modal/ArticleModalContext";
import { technologySamples } from "../features/home/samples";
import { Technology } from "../features/home/Technology";
import { TranslatorProvider } from "../i18n/texts";
import { hydrateIsland, type IslandsPage } from "./hydrate";
import { ISLANDS } from "./registry";

const NOW = Date.parse("2026-11-20T12:00:00Z");

// React's act() outside a testing library: say this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The page's block as home writes it: the texts its islands say, in the page's edition. */
function pageOf(edition: "en" | "hi"): IslandsPage {
  return { src: "/assets/islands/hydrate.js", edition, messages: messagesFor(edition, ["home", "feed", "common", "time"]), now: NOW };
}

/** An island's server HTML: the component inside the providers the home page gives it on the server. */
function serverHtml(page: IslandsPage, props: Parameters<typeof Technology>[0]): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToString(
    <TranslatorProvider translator={createTranslator(page.edition, page.messages)}>
      <StoryClockProvider serverNow={page.now}>
        <ArticleModalProvider>
          <Technology {...props} />
        </ArticleModalProvider>
      </StoryClockProvider>
    </TranslatorProvider>,
  );
  document.body.append(root);
  return root;
}

describe("hydrateIsland", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("hydrates an island's server HTML with its component and props, in its edition, without a mismatch", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = pageOf("hi");
    // Titles without apostrophes: happy-dom keeps `&#x27;` undecoded in attribute values (browsers decode it).
    const samples = technologySamples();
    const data = { ...samples, stories: samples.stories.map((story) => ({ ...story, title: story.title.replace(/'/g, "") })) };
    const props = { initial: { ok: true as const, data } };
    const root = serverHtml(page, props);
    const heading = root.querySelector("h2")!.textContent;
    expect(heading).toBe("टेक्नोलॉजी");
    const like = root.querySelector<HTMLButtonElement>('button[aria-pressed="false"]')!;
    const count = Number(like.textContent);
    // It resolves from the island's first effect, which act runs once its own scope ends.
    const hydrated = hydrateIsland(root, "Technology", props, page);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await hydrated;
    // The same node, now React's: it answers the press.
    await act(async () => like.click());
    expect(like.getAttribute("aria-pressed")).toBe("true");
    expect(Number(like.textContent)).toBe(count + 1);
    expect(root.querySelector("h2")!.textContent).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it("opens a story in the modal with the modal's texts, fetched then in the page's edition (the page block has none)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = pageOf("hi");
    expect(Object.keys(page.messages).some((key) => key.startsWith("modal."))).toBe(false);
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url);
      if (url.startsWith("/texts.json")) return Response.json({ edition: "hi", messages: messagesFor("hi", ["modal", "share"]) });
      return new Response(null, { status: 404 });
    });
    const props = { initial: { ok: true as const, data: technologySamples() } };
    const root = serverHtml(page, props);
    const hydrated = hydrateIsland(root, "Technology", props, page);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await hydrated;
    await act(async () => root.querySelector<HTMLAnchorElement>("a[data-story-id]")!.click());
    // The texts and the modal's file come, then React renders it: a few turns of the event loop.
    for (let turn = 0; turn < 50 && !document.querySelector("dialog"); turn++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    expect(document.querySelector("dialog")).not.toBeNull();
    expect(asked.filter((url) => url.startsWith("/texts.json"))).toEqual(["/texts.json?lang=hi&ns=modal,share"]);
    const close = document.querySelector("dialog button[aria-label]")!.getAttribute("aria-label");
    expect(close).toBe(createTranslator("hi", messagesFor("hi", ["modal"])).t("modal.close"));
  });

  it("refuses a name no island has", async () => {
    await expect(hydrateIsland(document.createElement("div"), "Nothing", {}, pageOf("en"))).rejects.toThrow("No island named Nothing");
  });

  it("every registered island loads a component", async () => {
    for (const [name, load] of Object.entries(ISLANDS)) expect(typeof (await load()), name).toBe("function");
  });
});
