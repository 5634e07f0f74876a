import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslatorProvider } from "../i18n/texts";
import { StoryClockProvider, TimeAgo } from "./TimeAgo";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("TimeAgo", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const hindi = serverTranslator("hi");

  it("says a story's time ago in English by the feed rule", () => {
    render(<TimeAgo date="2026-11-22T09:00:00Z" now={now} />);
    expect(screen.getByText("3 hrs ago").getAttribute("datetime")).toBe("2026-11-22T09:00:00Z");
  });

  it("says it in Hindi on the Hindi edition, and nothing without a date", () => {
    const { container } = render(
      <TranslatorProvider translator={hindi}>
        <TimeAgo date="2026-11-22T09:00:00Z" now={now} />
        <TimeAgo date="2026-11-21T11:00:00Z" now={now} />
        <TimeAgo date="2026-11-22T11:30:00Z" now={now} />
        <TimeAgo date={null} now={now} />
      </TranslatorProvider>,
    );
    expect([...container.querySelectorAll("time")].map((t) => t.textContent)).toEqual(["3 घंटे पहले", "1 दिन पहले", "अभी-अभी"]);
  });

  it("the server HTML and the hydrated page say the same, at the server's clock; then the browser's clock takes over", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T15:00:00Z"), toFake: ["Date"] });
    try {
      const page = (
        <TranslatorProvider translator={hindi}>
          <StoryClockProvider serverNow={now.getTime()}>
            <TimeAgo date="2026-11-22T09:00:00Z" />
          </StoryClockProvider>
        </TranslatorProvider>
      );
      const container = document.createElement("div");
      container.innerHTML = renderToString(page);
      expect(container.textContent).toBe("3 घंटे पहले");
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: (error) => errors(error) });
      });
      expect(errors).not.toHaveBeenCalled();
      // After hydration the page's clock is the browser's: 15:00, six hours after the story.
      expect(container.textContent).toBe("6 घंटे पहले");
      act(() => root?.unmount());
    } finally {
      vi.useRealTimers();
    }
  });
});
