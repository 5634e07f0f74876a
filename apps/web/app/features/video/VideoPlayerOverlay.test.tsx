import { serverTranslator } from "@matv/shared/i18n/catalogues";
import type { VideoWire } from "@matv/shared/video";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { VideoPlayerOverlay } from "./VideoPlayerOverlay";

afterEach(cleanup);

const video: VideoWire = {
  videoId: "abc123",
  title: "Diwali in Leicester",
  thumbnail: "/thumb.jpg",
  publishedAt: null,
  duration: null,
  viewCount: null,
  channelTitle: "MATV",
  description: "",
};

describe("VideoPlayerOverlay's link to the video's page", () => {
  it("says 'Open the video's page' and leads to the English page at the spec's path", () => {
    render(<VideoPlayerOverlay video={video} onClose={() => {}} />);
    expect(screen.getByRole("link", { name: "Open the video's page" }).getAttribute("href")).toBe("/videos/abc123");
    expect(screen.getByRole("button", { name: "Close video" })).toBeTruthy();
  });

  it("says it in Hindi and leads to the Hindi edition's page on /hi", () => {
    render(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <VideoPlayerOverlay video={video} onClose={() => {}} />
      </TranslatorProvider>,
    );
    expect(screen.getByRole("link", { name: "वीडियो का पेज खोलें" }).getAttribute("href")).toBe("/hi/videos/abc123");
    expect(screen.getByRole("button", { name: "वीडियो बंद करें" })).toBeTruthy();
  });
});
