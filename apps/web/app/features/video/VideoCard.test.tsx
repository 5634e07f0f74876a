import { serverTranslator } from "@matv/shared/i18n/catalogues";
import type { VideoWire } from "@matv/shared/video";
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { VideoCard } from "./VideoCard";

afterEach(cleanup);

const video: VideoWire = {
  videoId: "abc123",
  title: "Diwali in Leicester",
  thumbnail: "/thumb.jpg",
  publishedAt: "2026-11-22T09:00:00Z",
  duration: "PT3M",
  viewCount: null,
  channelTitle: "MATV",
  description: "",
};
const now = new Date("2026-11-22T12:00:00Z");

describe("VideoCard's time ago", () => {
  it("says it by the feed rule in English at the given clock", () => {
    const { container } = render(<VideoCard video={video} now={now} />);
    expect(container.querySelector("time")?.textContent).toBe("3 hrs ago");
  });

  it("says it in Hindi on the Hindi edition, the same in the server HTML", () => {
    const card = (
      <TranslatorProvider translator={serverTranslator("hi")}>
        <VideoCard video={video} now={now} />
      </TranslatorProvider>
    );
    expect(renderToString(card)).toContain("3 घंटे पहले");
    const { container } = render(card);
    expect(container.querySelector("time")?.textContent).toBe("3 घंटे पहले");
    expect(container.querySelector("time")?.textContent).not.toMatch(/[A-Za-z]/);
  });

  it("leads to the video's page in the page's edition", () => {
    const { container, unmount } = render(<VideoCard video={video} now={now} />);
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/videos/abc123");
    unmount();
    const hindi = render(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <VideoCard video={video} now={now} />
      </TranslatorProvider>,
    );
    expect(hindi.container.querySelector("a")?.getAttribute("href")).toBe("/hi/videos/abc123");
  });
});
