import { afterAll, describe, expect, it, vi } from "vitest";
import { followWhilePlaying } from "./followNavigation";

/** A server page as the site renders it: header nav, <main id="main">, head tags. */
function page(opts: { title: string; path: string; heading: string; body?: string; hydrated?: boolean; inPlace?: boolean }): string {
  return `<!doctype html><html><head><title>${opts.title}</title>
<meta name="description" content="${opts.title} description"><link rel="canonical" href="https://matv.example${opts.path}">
${opts.inPlace ? '<meta name="matv-follow" content="in-place">' : ""}</head>
<body class="page-${opts.heading.toLowerCase()}"><header><nav aria-label="Main">
<a href="/" class="${opts.path === "/" ? "current" : "plain"}" ${opts.path === "/" ? 'aria-current="page"' : ""}>Home</a>
<a href="/world" class="${opts.path === "/world" ? "current" : "plain"}" ${opts.path === "/world" ? 'aria-current="page"' : ""}>World</a></nav></header>
<main id="main"><h1>${opts.heading}</h1>${opts.body ?? ""}</main>
${opts.hydrated ? "<script>window.__reactRouterContext = {};</script>" : ""}</body></html>`;
}

const PAGES: Record<string, string> = {
  "/world": page({ title: "World | MATV", path: "/world", heading: "World", body: '<a href="/search">Search</a><a href="/world/abc">Story</a>' }),
  "/world/abc": page({ title: "Story | MATV", path: "/world/abc", heading: "Story", hydrated: true, inPlace: true }),
  "/": page({
    title: "MATV News",
    path: "/",
    heading: "Home",
    hydrated: true,
    inPlace: true,
    body: '<section><button type="button" data-live-play="">Watch live</button></section><a href="/search">Search</a>',
  }),
  "/search": page({ title: "Search | MATV", path: "/search", heading: "Search", hydrated: true }),
};

const fetchMock = vi.fn(async (input: string | URL) => {
  const path = new URL(String(input)).pathname;
  const html = PAGES[path];
  return new Response(html ?? "missing", { status: html ? 200 : 404, headers: { "content-type": "text/html; charset=utf-8" } });
});
vi.stubGlobal("fetch", fetchMock);
afterAll(() => vi.unstubAllGlobals());

function click(el: Element) {
  el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

describe("followWhilePlaying", () => {
  it("swaps <main> around the docked video, keeps history, head and focus right, and closes on Escape", async () => {
    window.history.replaceState(null, "", "/live");
    document.title = "Live TV | MATV";
    document.head.innerHTML = '<meta name="description" content="live"><link rel="canonical" href="https://matv.example/live">';
    document.body.innerHTML = `<header><nav aria-label="Main"><a href="/" class="plain">Home</a><a href="/world" class="plain">World</a></nav></header>
<main id="main"><h1>Live TV</h1><video data-testid="live-video" controls></video>
<a href="/world" id="to-world">World</a><a href="/admin/stories" id="to-admin">Desk</a><a href="#main" id="to-fragment">Top</a></main>`;
    const video = document.querySelector("video")!;
    Object.defineProperty(video, "paused", { configurable: true, get: () => false });
    const played = vi.spyOn(video, "pause").mockImplementation(() => {});
    const stop = vi.fn();
    followWhilePlaying({ video, title: "MATV live", stop });
    // Once per document.
    followWhilePlaying({ video, title: "again", stop });
    expect(document.querySelectorAll("#live-dock")).toHaveLength(1);

    // Links the layer leaves alone: the staff area and a fragment of this page.
    for (const id of ["to-admin", "to-fragment"]) {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)!.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    // A modified click is the browser's too.
    const ctrl = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.getElementById("to-world")!.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    const historyLength = window.history.length;
    click(document.getElementById("to-world")!);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe("/world");
    expect(window.history.length).toBe(historyLength + 1);
    expect(document.title).toBe("World | MATV");
    expect(document.querySelector("main h1")?.textContent).toBe("World");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("World | MATV description");
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.body.className).toBe("page-world");
    const worldLink = document.querySelector('header a[href="/world"]')!;
    expect(worldLink.getAttribute("aria-current")).toBe("page");
    expect(worldLink.className).toBe("current");
    // The same video element, now in the dock outside <main>, not paused.
    const dock = document.getElementById("live-dock")!;
    expect(dock.hidden).toBe(false);
    expect(dock.contains(video)).toBe(true);
    expect(video.controls).toBe(false);
    expect(played).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.querySelector("main h1"));
    await vi.waitFor(() => expect(document.querySelector("[data-follow-announcer]")?.textContent).toBe("World | MATV, page loaded"));
    expect(dock.querySelector('button[aria-label="Pause"]')).not.toBeNull();
    expect(dock.querySelector('a[aria-label="Back to Live TV"]')?.getAttribute("href")).toBe("/live");

    // React (listening on the document) no longer sees form submissions: the browser sends them itself.
    const reactSubmit = vi.fn();
    document.addEventListener("submit", reactSubmit);
    const form = document.createElement("form");
    document.body.append(form);
    const submission = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submission);
    expect(reactSubmit).not.toHaveBeenCalled();
    expect(submission.defaultPrevented).toBe(false);
    form.remove();

    // A hydrated route that declares in-place is shown in place too.
    click(document.querySelector('main a[href="/world/abc"]')!);
    await settle();
    expect(window.location.pathname).toBe("/world/abc");
    expect(document.querySelector("main h1")?.textContent).toBe("Story");

    // Back: the layer shows /world again from its HTML.
    window.history.back();
    await settle();
    await settle();
    expect(window.location.pathname).toBe("/world");
    expect(document.querySelector("main h1")?.textContent).toBe("World");
    expect(dock.contains(video)).toBe(true);

    // Home's server HTML in place: its Watch live (React's no more) resumes the docked stream and focuses the dock.
    click(document.querySelector('header a[href="/"]')!);
    await settle();
    expect(document.querySelector("main h1")?.textContent).toBe("Home");
    const play = vi.spyOn(video, "play").mockResolvedValue(undefined);
    click(document.querySelector("main [data-live-play]")!);
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(dock.querySelector('button[data-dock="play"]'));
    expect(dock.contains(video)).toBe(true);

    // A hydrated page that needs its scripts is loaded in full.
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    click(document.querySelector('main a[href="/search"]')!);
    await settle();
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/search`);
    expect(document.querySelector("main h1")?.textContent).toBe("Home");

    // Escape closes the player: the stream stops and the video goes.
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(played).toHaveBeenCalled();
    expect(document.getElementById("live-dock")).toBeNull();
    expect(video.isConnected).toBe(false);
    // With the player closed, Watch live on the home page shown in place opens /live.
    click(document.querySelector("main [data-live-play]")!);
    expect(assign).toHaveBeenLastCalledWith("/live");
    expect(play).toHaveBeenCalledTimes(1);
  });
});
