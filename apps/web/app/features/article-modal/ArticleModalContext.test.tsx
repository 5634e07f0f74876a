import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { technologySamples } from "../home/samples";
import { ArticleModalProvider, StoryLink } from "./ArticleModalContext";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ArticleModalProvider with texts that come apart from the page's (an islands page, ADR 088)", () => {
  it("loads the card's own page when the modal's texts cannot come, and opens no dialog", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const story = technologySamples().stories[0]!;
    render(
      <ArticleModalProvider modalTexts={() => Promise.reject(new Error("offline"))}>
        <StoryLink article={story}>{story.title}</StoryLink>
      </ArticleModalProvider>,
    );
    const link = screen.getByRole("link", { name: story.title });
    link.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith((link as HTMLAnchorElement).href));
    expect(document.querySelector("dialog")).toBeNull();
  });
});
