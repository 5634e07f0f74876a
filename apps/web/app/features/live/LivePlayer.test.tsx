import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryDelayMs } from "./liveEdge";

/** A stand-in for hls.js: records instances and lets the test raise its events. */
const fake = vi.hoisted(() => {
  type Handler = (event: string, data: { fatal: boolean; type: string }) => void;
  class FakeHls {
    static instances: FakeHls[] = [];
    static Events = { ERROR: "hlsError", MANIFEST_PARSED: "hlsManifestParsed" };
    static ErrorTypes = { MEDIA_ERROR: "mediaError", NETWORK_ERROR: "networkError" };
    static isSupported = () => true;
    handlers = new Map<string, Handler>();
    source = "";
    destroyed = false;
    liveSyncPosition = null;
    constructor() {
      FakeHls.instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia() {}
    recoverMediaError() {}
    destroy() {
      this.destroyed = true;
    }
    fail() {
      this.handlers.get(FakeHls.Events.ERROR)?.(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR });
    }
  }
  return { FakeHls };
});
vi.mock("hls.js/light", () => ({ default: fake.FakeHls }));
const follow = vi.hoisted(() => ({ followWhilePlaying: vi.fn() }));
vi.mock("./followNavigation", () => follow);

const { LivePlayer } = await import("./LivePlayer");

beforeEach(() => {
  vi.useFakeTimers();
  fake.FakeHls.instances = [];
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe("LivePlayer", () => {
  it("says so when no stream is configured", () => {
    render(<LivePlayer streamUrl={null} title="MATV live" />);
    expect(screen.getByText("The live stream is not available right now.")).toBeTruthy();
  });

  it("loads the stream with hls.js, shows LIVE, and on a fatal error shows a message and retries with back-off", async () => {
    render(<LivePlayer streamUrl="https://streams.example/live.m3u8" title="MATV live" />);
    await flush();
    expect(fake.FakeHls.instances).toHaveLength(1);
    expect(fake.FakeHls.instances[0]?.source).toBe("https://streams.example/live.m3u8");
    expect(screen.getByRole("status").textContent).toBe("LIVE");

    act(() => fake.FakeHls.instances[0]?.fail());
    expect(screen.getByRole("alert").textContent).toBe("The live stream could not be loaded. Trying again…");
    expect(fake.FakeHls.instances[0]?.destroyed).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(retryDelayMs(0) - 1);
    });
    expect(fake.FakeHls.instances).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fake.FakeHls.instances).toHaveLength(2);

    // A second failure waits twice as long.
    act(() => fake.FakeHls.instances[1]?.fail());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    });
    expect(fake.FakeHls.instances).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(retryDelayMs(1) - retryDelayMs(0));
    });
    expect(fake.FakeHls.instances).toHaveLength(3);

    // Playing again clears the message.
    act(() => {
      screen.getByTestId("live-video").dispatchEvent(new Event("playing"));
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("plays the stream with the browser's own player where hls.js cannot run (no Media Source Extensions)", async () => {
    vi.spyOn(fake.FakeHls, "isSupported").mockReturnValue(false);
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockImplementation((type) => (type === "application/vnd.apple.mpegurl" ? "maybe" : ""));
    render(<LivePlayer streamUrl="https://streams.example/live.m3u8" title="MATV live" />);
    await flush();
    expect(fake.FakeHls.instances).toHaveLength(0);
    expect(screen.getByTestId("live-video").getAttribute("src")).toBe("https://streams.example/live.m3u8");
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

    // Its errors retry with the same back-off, again without hls.js.
    act(() => {
      screen.getByTestId("live-video").dispatchEvent(new Event("error"));
    });
    expect(screen.getByRole("alert").textContent).toBe("The live stream could not be loaded. Trying again…");
    expect(screen.getByTestId("live-video").hasAttribute("src")).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    });
    expect(screen.getByTestId("live-video").getAttribute("src")).toBe("https://streams.example/live.m3u8");
    expect(fake.FakeHls.instances).toHaveLength(0);
  });

  it("starts the navigation layer once the video plays, handing it the video and a way to stop the stream", async () => {
    follow.followWhilePlaying.mockClear();
    render(<LivePlayer streamUrl="https://streams.example/live.m3u8" title="MATV live" />);
    await flush();
    expect(follow.followWhilePlaying).not.toHaveBeenCalled();
    const video = screen.getByTestId("live-video");
    act(() => {
      video.dispatchEvent(new Event("playing"));
    });
    await flush();
    expect(follow.followWhilePlaying).toHaveBeenCalledTimes(1);
    const options = follow.followWhilePlaying.mock.calls[0]![0] as { video: HTMLVideoElement; title: string; stop(): void };
    expect(options.video).toBe(video);
    expect(options.title).toBe("MATV live");
    // Closing the mini-player ends the stream: hls.js destroyed and no retry afterwards.
    options.stop();
    expect(fake.FakeHls.instances[0]?.destroyed).toBe(true);
    act(() => fake.FakeHls.instances[0]?.fail());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(fake.FakeHls.instances).toHaveLength(1);
  });

  it("stops retrying when the page goes away", async () => {
    const { unmount } = render(<LivePlayer streamUrl="https://streams.example/live.m3u8" title="MATV live" />);
    await flush();
    act(() => fake.FakeHls.instances[0]?.fail());
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(fake.FakeHls.instances).toHaveLength(1);
  });
});

describe("retryDelayMs", () => {
  it("doubles from 2 s up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
