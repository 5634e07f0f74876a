import { serverTranslator } from "@matv/shared/i18n/catalogues";
import type { VideoWire } from "@matv/shared/video";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { VideoPoster } from "./VideoPoster";

const video: VideoWire = {
  videoId: "abc123",
  title: "Diwali in Leicester",
  thumbnail: "/thumb.jpg",
  publishedAt: "2026-11-22T09:00:00Z",
  duration: "PT3M",
  viewCount: null,
  channelTitle: "MATV",
  description: "",
  isDemo: true,
};

/** The poster's server HTML (a static page's), read as the browser would. */
function poster(edition: "en" | "hi") {
  document.body.innerHTML = renderToString(
    <TranslatorProvider translator={serverTranslator(edition)}>
      <VideoPoster video={video} />
    </TranslatorProvider>,
  );
  return document.querySelector<HTMLAnchorElement>('[data-island="video-play"]')!;
}

describe("VideoPoster's play button", () => {
  it("is named 'Play video: {title}' in English, and its demo alert is the spec's (spec 001 §8)", () => {
    const play = poster("en");
    expect(play.textContent).toBe("Play video: Diwali in Leicester");
    expect(play.dataset.demoAlert).toBe("This is a demo video. In production, this would open the actual YouTube video.");
  });

  it("says both in Hindi on the Hindi edition", () => {
    const play = poster("hi");
    expect(play.textContent).toBe("वीडियो चलाएँ: Diwali in Leicester");
    expect(play.dataset.demoAlert).toMatch(/^यह एक डेमो वीडियो है।/);
  });
});
