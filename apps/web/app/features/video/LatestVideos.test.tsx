// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { VIDEO_MESSAGES, type VideosResponse, type VideoWire } from "@matv/shared/video";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LatestVideos } from "./LatestVideos";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function video(i: number, extra: Partial<VideoWire> = {}): VideoWire {
  return {
    title: `Video ${i}`,
    videoId: `vid${String(i).padStart(8, "0")}`,
    thumbnail: `https://i.ytimg.com/vi/${i}/hqdefault.jpg`,
    publishedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    description: "",
    channelTitle: "MATV",
    duration: "PT4M5S",
    viewCount: 12_500,
    ...extra,
  };
}

function renderBlock(initial?: VideosResponse | null) {
  const router = createMemoryRouter([{ path: "/", element: <LatestVideos initial={initial} /> }]);
  return render(<RouterProvider router={router} />);
}

describe("LatestVideos", () => {
  it("shows at most 4 cards with real duration and views, and links to /videos", () => {
    renderBlock({ videos: Array.from({ length: 6 }, (_, i) => video(i)), lastUpdated: null, source: "youtube" });
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getAllByText("4:05")).toHaveLength(4);
    expect(screen.getAllByText("12.5K views")).toHaveLength(4);
    expect(screen.getAllByText("3 hrs ago")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "View All Videos" }).getAttribute("href")).toBe("/videos");
  });

  it("hides unknown durations and view counts", () => {
    renderBlock({ videos: [video(1, { duration: null, viewCount: null })], lastUpdated: null, source: "youtube" });
    expect(screen.queryByText(/views/)).toBeNull();
    expect(screen.queryByText(/Duration/)).toBeNull();
  });

  it("opens the overlay with the privacy-enhanced embed only on click; Escape closes it and focus returns", async () => {
    renderBlock({ videos: [video(1), video(2)], lastUpdated: null, source: "youtube" });
    expect(document.querySelector("iframe")).toBeNull();
    const card = screen.getByRole("link", { name: "Play video: Video 2" });
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole("dialog", { name: "Video 2" });
    expect(dialog.querySelector("iframe")?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/vid00000002?autoplay=1&rel=0");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close video" }));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it("closes on the close button", () => {
    renderBlock({ videos: [video(1)], lastUpdated: null, source: "youtube" });
    fireEvent.click(screen.getByRole("link", { name: "Play video: Video 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("alerts on a demo video instead of opening the player, and shows the demo notice", () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    renderBlock({ videos: [video(1, { isDemo: true })], lastUpdated: null, source: "demo", notice: VIDEO_MESSAGES.demoNotice });
    expect(screen.getByText("Using demo content")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Play video: Video 1" }));
    expect(alert).toHaveBeenCalledWith("This is a demo video. In production, this would open the actual YouTube video.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("loads from /api/videos after a client-side navigation; a failed load gives an empty list", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("{}", { status: 500 }));
    await act(async () => {
      renderBlock(undefined);
    });
    await waitFor(() => expect(screen.getByText("No videos available right now.")).toBeTruthy());
    expect(globalThis.fetch).toHaveBeenCalledWith("/api/videos");
  });

  it.each(["{}", '{"videos":"nope"}', '{"videos":[1,{"title":3}]}', "[]", '"text"'])(
    "an answer 200 with an unexpected body (%s) gives the empty list, never a crash",
    async (body) => {
      vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(body, { status: 200, headers: { "content-type": "application/json" } }));
      await act(async () => {
        renderBlock(undefined);
      });
      await waitFor(() => expect(screen.getByText("No videos available right now.")).toBeTruthy());
      expect(screen.getByRole("link", { name: "View All Videos" })).toBeTruthy();
    },
  );
});
