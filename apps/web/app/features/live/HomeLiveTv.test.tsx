import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { LIVE_STREAM_TITLE } from "@matv/shared";
import { afterEach, describe, expect, it, vi } from "vitest";

// The real player is tested on its own (LivePlayer.test): here, which one renders and with what.
const player = vi.hoisted(() => ({
  LivePlayer: vi.fn(({ streamUrl, title }: { streamUrl: string | null; title: string }) => (
    <video data-testid="live-video" data-src={streamUrl ?? ""} aria-label={title} controls />
  )),
}));
vi.mock("./LivePlayer", () => player);

const { HomeLiveTv } = await import("./HomeLiveTv");

afterEach(() => {
  cleanup();
  player.LivePlayer.mockClear();
});

// The strip moves on with the real clock (useOnNow): a slot on air now.
const NOW = Date.now();
const schedule = {
  now: { _id: "a", title: "Evening News", start: new Date(NOW - 1_800_000).toISOString(), end: new Date(NOW + 1_800_000).toISOString() },
  next: null,
} as never;

describe("HomeLiveTv", () => {
  it("without a stream is the plain On now strip, and nothing at all without a schedule", () => {
    const { container, rerender } = render(<HomeLiveTv schedule={null} serverNow={NOW} streamUrl={null} />);
    expect(container.innerHTML).toBe("");
    rerender(<HomeLiveTv schedule={schedule} serverNow={NOW} streamUrl={null} />);
    expect(screen.getByRole("region", { name: "On MATV now" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Watch live" })).toBeNull();
  });

  it("with a stream, Watch live plays it right here in the /live player and focus goes to the video", async () => {
    render(<HomeLiveTv schedule={null} serverNow={NOW} streamUrl="https://example.test/live.m3u8" />);
    // Shown even with nothing scheduled; the player is not loaded before the press.
    const button = screen.getByRole("button", { name: "Watch live" });
    expect(button.hasAttribute("data-live-play")).toBe(true);
    expect(player.LivePlayer).not.toHaveBeenCalled();
    fireEvent.click(button);
    const video = await screen.findByTestId("live-video");
    expect(video.getAttribute("data-src")).toBe("https://example.test/live.m3u8");
    expect(video.getAttribute("aria-label")).toBe(LIVE_STREAM_TITLE);
    expect(document.activeElement).toBe(video);
    expect(screen.queryByRole("button", { name: "Watch live" })).toBeNull();
    // Nothing scheduled: the strip was there for the control only.
    expect(screen.queryByRole("region", { name: "On MATV now" })).toBeNull();
  });

  it("keeps On now beside the control, and after the press", async () => {
    render(<HomeLiveTv schedule={schedule} serverNow={NOW} streamUrl="https://example.test/live.m3u8" />);
    const strip = screen.getByRole("region", { name: "On MATV now" });
    expect(strip.textContent).toContain("Evening News");
    fireEvent.click(screen.getByRole("button", { name: "Watch live" }));
    await screen.findByTestId("live-video");
    expect(screen.getByRole("region", { name: "On MATV now" }).textContent).toContain("Evening News");
  });
});
