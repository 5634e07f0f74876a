import type { LiveBlogEntryWire, LiveBlogPageWire } from "@matv/shared";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LiveBlogView } from "./LiveBlogView";

const id = (n: number) => n.toString(16).padStart(24, "0");
const entry = (n: number, extra: Partial<LiveBlogEntryWire> = {}): LiveBlogEntryWire => ({
  _id: id(n),
  title: "",
  body: `<p>Update ${n}</p>`,
  imageUrl: null,
  imageAlt: null,
  youtubeId: null,
  isKeyEvent: false,
  pinned: false,
  author: { id: "s1", name: "Asha Rao" },
  createdAt: "2026-11-24T19:00:00.000Z",
  updatedAt: "2026-11-24T19:00:00.000Z",
  editedAt: null,
  version: 1,
  ...extra,
});

const page = (over: Partial<LiveBlogPageWire> = {}): LiveBlogPageWire => ({
  blog: {
    _id: id(99),
    slug: "election-night",
    title: "Election night",
    summary: "Results as they come in",
    imageUrl: null,
    imageAlt: null,
    status: "live",
    coverageStart: "2026-11-24T18:00:00.000Z",
    coverageEnd: null,
    placements: [],
    version: 1,
    createdAt: "2026-11-24T18:00:00.000Z",
    updatedAt: "2026-11-24T18:00:00.000Z",
    language: "en",
    translationGroup: null,
    translations: [],
  },
  pinned: entry(1, { title: "Read this first", pinned: true }),
  keyEvents: [
    { _id: id(3), title: "Polls close", createdAt: "2026-11-24T19:00:00.000Z", before: null },
    { _id: id(2), title: "Turnout", createdAt: "2026-11-24T18:30:00.000Z", before: id(5) },
  ],
  entries: [entry(4, { editedAt: "2026-11-24T19:10:00.000Z", version: 2 }), entry(3, { title: "Polls close", isKeyEvent: true })],
  olderBefore: id(3),
  total: 5,
  ...over,
});

const URL_ = "https://matv.test/live-updates/election-night-0000000000000000000063";
const PATH = "/live-updates/election-night-0000000000000000000063";

afterEach(cleanup);

describe("LiveBlogView", () => {
  it("puts the pinned entry on top, lists key events as jumps to their entries, and marks edited entries", () => {
    const { container } = render(<LiveBlogView page={page()} url={URL_} path={PATH} before={null} />);
    expect(screen.getByText("Live")).toBeTruthy();
    const pinned = screen.getByRole("region", { name: "Pinned" });
    expect(within(pinned).getByRole("heading", { name: "Read this first" })).toBeTruthy();
    // The label is on the pinned entry itself; the others carry none.
    expect(within(pinned).getByRole("article").textContent).toContain("Pinned");
    expect(container.querySelector("[data-entries]")?.textContent).not.toContain("Pinned");
    // One polite live region for the island's counted announcements.
    expect(container.querySelectorAll("[aria-live], [role=status]")).toHaveLength(1);
    const keyEvents = screen.getByRole("navigation", { name: "Key events" });
    const links = within(keyEvents).getAllByRole("link");
    expect(links[0]?.getAttribute("href")).toBe(`#entry-${id(3)}`);
    // A key event on an older page links to that page.
    expect(links[1]?.getAttribute("href")).toBe(`${PATH}?before=${id(5)}#entry-${id(2)}`);
    const articles = container.querySelectorAll("[data-entries] > article");
    expect([...articles].map((a) => a.id)).toEqual([`entry-${id(4)}`, `entry-${id(3)}`]);
    expect(articles[0]?.getAttribute("data-version")).toBe("2");
    expect(articles[0]?.textContent).toContain("Updated");
    expect(container.querySelector("[data-live-blog]")?.getAttribute("data-latest")).toBe(id(4));
  });

  it("gives each entry a permalink and share links, and pages with a plain Older updates link", () => {
    render(<LiveBlogView page={page()} url={URL_} path={PATH} before={null} />);
    expect(screen.getAllByRole("link", { name: "Link to this update" })[1]?.getAttribute("href")).toBe(`${URL_}#entry-${id(4)}`);
    expect(screen.getAllByRole("link", { name: "Share this update on Facebook" }).length).toBe(3);
    expect(screen.getByRole("link", { name: "Older updates" }).getAttribute("href")).toBe(`${PATH}?before=${id(3)}`);
    // The new-updates button waits hidden for the island.
    expect(screen.getByText("0 new updates", { selector: "button" }).hidden).toBe(true);
  });

  it("on an older page: no pinned entry, a way back to the latest, and no update checks", () => {
    const { container } = render(<LiveBlogView page={page({ olderBefore: null })} url={URL_} path={PATH} before={id(5)} />);
    expect(screen.queryByRole("region", { name: "Pinned" })).toBeNull();
    expect(screen.getByRole("link", { name: "Latest updates" }).getAttribute("href")).toBe(PATH);
    expect(screen.queryByRole("link", { name: "Older updates" })).toBeNull();
    expect(container.querySelector("[data-live-blog]")?.getAttribute("data-latest")).toBe("");
  });
});
