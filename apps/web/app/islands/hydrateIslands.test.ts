import { afterEach, describe, expect, it, vi } from "vitest";
import { heldControl, islandPriority, islandProps, isPlainClick, startIslands } from "./hydrateIslands";
import { scriptJson } from "./Island";
import { ISLAND_ATTRIBUTES, ISLANDS_PAGE_ID } from "./islandMarkup";

const PAGE = { src: "/assets/islands/hydrate-abc.js", edition: "en", messages: {}, now: 1 };

/** A document as the server writes it: the page's JSON block and one island per entry (Island.tsx's markup). */
function page(islands: Array<{ name: string; priority: string; props: object }>, withPageBlock = true): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML =
    islands
      .map(
        ({ name, priority, props }) =>
          `<div ${ISLAND_ATTRIBUTES.name}="${name}" ${ISLAND_ATTRIBUTES.priority}="${priority}"><script type="application/json">${scriptJson(props)}</script>` +
          `<div ${ISLAND_ATTRIBUTES.root}=""><section><p>text</p><button type="button">Like</button><a href="/articles/a">Story</a></section></div></div>`,
      )
      .join("") + (withPageBlock ? `<script type="application/json" id="${ISLANDS_PAGE_ID}">${scriptJson(PAGE)}</script>` : "");
  return doc;
}

/** A stand-in for the islands module: records what it was asked to hydrate. */
function fakeModule(fail = false) {
  const hydrateIsland = vi.fn(async () => {
    if (fail) throw new Error("no script");
  });
  const openStory = vi.fn(async () => {
    if (fail) throw new Error("no script");
  });
  const load = vi.fn(async () => ({ hydrateIsland, openStory }));
  return { load, hydrateIsland, openStory };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the islands loader's rules", () => {
  it("hydrates on visibility only when the wrapper says so; anything else waits for interaction", () => {
    const doc = page([
      { name: "A", priority: "visible", props: {} },
      { name: "B", priority: "interaction", props: {} },
      { name: "C", priority: "soon", props: {} },
      { name: "D", priority: "load", props: {} },
    ]);
    expect([...doc.querySelectorAll(`[${ISLAND_ATTRIBUTES.name}]`)].map(islandPriority)).toEqual(["visible", "interaction", "interaction", "load"]);
  });

  it("holds only a plain press of the main button", () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false);
  });

  it("replays a click on the control it was meant for, never on plain text or outside the island", () => {
    const doc = page([{ name: "A", priority: "interaction", props: {} }]);
    const island = doc.querySelector(`[${ISLAND_ATTRIBUTES.name}]`)!;
    const button = island.querySelector("button")!;
    button.innerHTML = "<span>Like</span>";
    expect(heldControl(button.querySelector("span"), island)).toBe(button);
    expect(heldControl(island.querySelector("a"), island)).toBe(island.querySelector("a"));
    expect(heldControl(island.querySelector("p"), island)).toBeNull();
    const outside = doc.createElement("button");
    doc.body.append(outside);
    expect(heldControl(outside, island)).toBeNull();
  });

  it("reads an island's own props from its JSON block, safe inside a script element", () => {
    const props = { initial: { ok: true, data: [{ title: "</script><b>x</b>" }] } };
    expect(scriptJson(props)).not.toContain("</script>");
    const doc = page([{ name: "A", priority: "interaction", props }]);
    expect(islandProps(doc.querySelector(`[${ISLAND_ATTRIBUTES.name}]`)!)).toEqual(props);
  });
});

describe("startIslands", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hydrates an island by itself when its server HTML goes stale (its wake time), at once if that has passed", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["setTimeout", "Date"] });
    try {
      const doc = page([
        { name: "ScheduleDay", priority: "interaction", props: {} },
        { name: "Money", priority: "interaction", props: {} },
      ]);
      const [later, past] = doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
      later!.setAttribute(ISLAND_ATTRIBUTES.wake, String(1_000_000 + 60_000));
      past!.setAttribute(ISLAND_ATTRIBUTES.wake, String(1_000_000 - 5_000));
      const { load, hydrateIsland } = fakeModule();
      startIslands(doc, load);
      await vi.advanceTimersByTimeAsync(0);
      expect(hydrateIsland).toHaveBeenCalledTimes(1);
      expect(past!.getAttribute(ISLAND_ATTRIBUTES.hydrated)).toBe("true");
      await vi.advanceTimersByTimeAsync(59_000);
      expect(later!.hasAttribute(ISLAND_ATTRIBUTES.hydrated)).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(hydrateIsland).toHaveBeenCalledTimes(2);
      expect(later!.getAttribute(ISLAND_ATTRIBUTES.hydrated)).toBe("true");
    } finally {
      vi.useRealTimers();
    }
  });

  /** One island holding a form, as the petition and support pages write it. */
  function formPage(): Document {
    const doc = page([{ name: "SupportForm", priority: "interaction", props: {} }]);
    doc.querySelector(`[${ISLAND_ATTRIBUTES.root}]`)!.innerHTML = '<form><input name="email"><button type="submit">Send</button></form>';
    return doc;
  }

  it("hydrates a `load` island at once, without a touch, and leaves the page's other islands waiting", async () => {
    const doc = page([
      { name: "LiveChannel", priority: "load", props: { streamUrl: "https://tv.example/live.m3u8" } },
      { name: "VideoGrid", priority: "interaction", props: {} },
    ]);
    const { load, hydrateIsland } = fakeModule();
    startIslands(doc, load);
    await flush();
    expect(load).toHaveBeenCalledWith(PAGE.src);
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    expect(hydrateIsland.mock.calls[0]).toEqual([expect.any(HTMLElement), "LiveChannel", { streamUrl: "https://tv.example/live.m3u8" }, PAGE]);
    expect(doc.querySelector('[data-island-name="LiveChannel"]')!.getAttribute(ISLAND_ATTRIBUTES.hydrated)).toBe("true");
    expect(doc.querySelector('[data-island-name="VideoGrid"]')!.hasAttribute(ISLAND_ATTRIBUTES.hydrated)).toBe(false);
  });

  it("holds a form sent before hydration (Enter in a field) and sends it again once the island has hydrated", async () => {
    const doc = formPage();
    const { load, hydrateIsland } = fakeModule();
    startIslands(doc, load);
    const form = doc.querySelector("form")!;
    const seen: boolean[] = [];
    form.addEventListener("submit", (event) => {
      seen.push(doc.querySelector(`[${ISLAND_ATTRIBUTES.hydrated}]`) !== null);
      event.preventDefault();
    });
    const send = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    await flush();
    await flush();
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([true]);
  });

  it("sends nothing when the island's script fails: the browser's own GET would put what was typed in the address", async () => {
    const doc = formPage();
    const { load } = fakeModule(true);
    startIslands(doc, load);
    const form = doc.querySelector("form")!;
    const submit = vi.spyOn(form, "requestSubmit");
    const send = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(true);
    await flush();
    await flush();
    expect(submit).not.toHaveBeenCalled();
  });

  it("does nothing on a page without islands or without its JSON block", () => {
    const { load } = fakeModule();
    expect(startIslands(page([]), load)).toBeNull();
    expect(startIslands(page([{ name: "A", priority: "interaction", props: {} }], false), load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("fetches nothing before interaction, then hydrates the touched island alone, once, with its props", async () => {
    const doc = page([
      { name: "MoreToExplore", priority: "interaction", props: { initial: 1 } },
      { name: "Money", priority: "interaction", props: { initial: 2 } },
    ]);
    const { load, hydrateIsland } = fakeModule();
    startIslands(doc, load);
    await flush();
    expect(load).not.toHaveBeenCalled();
    const [first, second] = doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
    first!.querySelector("p")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    first!.querySelector("a")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledWith(PAGE.src);
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    expect(hydrateIsland).toHaveBeenCalledWith(first!.querySelector(`[${ISLAND_ATTRIBUTES.root}]`), "MoreToExplore", { initial: 1 }, PAGE);
    expect(first!.getAttribute(ISLAND_ATTRIBUTES.hydrated)).toBe("true");
    expect(second!.hasAttribute(ISLAND_ATTRIBUTES.hydrated)).toBe(false);
  });

  it("holds a press before hydration and gives it again to the same control once hydrated", async () => {
    const doc = page([{ name: "Sports", priority: "interaction", props: {} }]);
    const { load, hydrateIsland } = fakeModule();
    startIslands(doc, load);
    const button = doc.querySelector("button")!;
    const presses: boolean[] = [];
    button.addEventListener("click", () => presses.push(doc.querySelector(`[${ISLAND_ATTRIBUTES.hydrated}]`) !== null));
    const press = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(presses).toEqual([]);
    await flush();
    await flush();
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    // Once, after hydration: the island's own handler sees it.
    expect(presses).toEqual([true]);
  });

  it("leaves alone islands that arrive later (a page the live player shows in place) and presses already taken", async () => {
    const doc = page([{ name: "Money", priority: "interaction", props: {} }]);
    const { load } = fakeModule();
    // Someone before the loader (the layer listens on window, in capture) takes the next press.
    let take = false;
    doc.addEventListener("click", (event) => take && event.preventDefault(), { capture: true });
    startIslands(doc, load);
    const later = page([{ name: "HomeLiveTv", priority: "interaction", props: {} }]).body.firstElementChild!;
    doc.body.append(doc.importNode(later, true));
    const button = doc.querySelector('[data-island-name="HomeLiveTv"] button')!;
    button.dispatchEvent(new Event("pointerover", { bubbles: true }));
    const press = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    const taken = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    take = true;
    doc.querySelector('[data-island-name="Money"] a')!.dispatchEvent(taken);
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it("lets a modified press (new tab) through untouched", async () => {
    const doc = page([{ name: "TopStories", priority: "interaction", props: {} }]);
    const { load } = fakeModule();
    startIslands(doc, load);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    doc.querySelector("a")!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it("when the script fails the island stays server HTML and the held press does what it would without script", async () => {
    const doc = page([{ name: "Money", priority: "interaction", props: {} }]);
    const { load } = fakeModule(true);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    startIslands(doc, load);
    const button = doc.querySelector("button")!;
    let presses = 0;
    button.addEventListener("click", () => presses++);
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    await flush();
    await flush();
    expect(doc.querySelector(`[${ISLAND_ATTRIBUTES.name}]`)!.getAttribute(ISLAND_ATTRIBUTES.hydrated)).toBe("failed");
    expect(presses).toBe(1);
  });

  it("hydrates a `visible` island when it nears the viewport, not before, and only that one", async () => {
    const observed: Element[] = [];
    let notify: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
      },
    );
    const doc = page([
      { name: "MoreToExplore", priority: "interaction", props: {} },
      { name: "Sports", priority: "visible", props: {} },
    ]);
    const { hydrateIsland, load } = fakeModule();
    startIslands(doc, load);
    expect(observed.map((element) => element.getAttribute(ISLAND_ATTRIBUTES.name))).toEqual(["Sports"]);
    notify([{ isIntersecting: false, target: observed[0]! }]);
    await flush();
    expect(hydrateIsland).not.toHaveBeenCalled();
    notify([{ isIntersecting: true, target: observed[0]! }]);
    await flush();
    expect(hydrateIsland).toHaveBeenCalledWith(expect.anything(), "Sports", {}, PAGE);
  });

  /** A section sent as server HTML (ADR 088): its story links outside any island, a like button island inside. */
  function plainSectionPage(): Document {
    const doc = page([{ name: "LikeButton", priority: "interaction", props: { likes: 1, title: "T" } }]);
    doc.body.insertAdjacentHTML(
      "afterbegin",
      '<section><article><h3><a href="/articles/story-s1" data-story-id="s1" aria-haspopup="dialog"><span>Story</span></a></h3></article></section>',
    );
    return doc;
  }

  it("opens a story link outside any island in the modal: one opener, the link given to the module", async () => {
    const doc = plainSectionPage();
    const { load, openStory, hydrateIsland } = fakeModule();
    startIslands(doc, load);
    const link = doc.querySelector<HTMLAnchorElement>("section a[data-story-id]")!;
    const press = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.querySelector("span")!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    await flush();
    expect(load).toHaveBeenCalledWith(PAGE.src);
    expect(openStory).toHaveBeenCalledWith(link, PAGE);
    expect(hydrateIsland).not.toHaveBeenCalled();
    // A new tab, and a link inside an island (its own React handler), are not the opener's.
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, metaKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    doc.querySelector(`[${ISLAND_ATTRIBUTES.root}] a`)!.setAttribute("data-story-id", "s2");
    doc.querySelector(`[${ISLAND_ATTRIBUTES.root}] a`)!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    await flush();
    expect(openStory).toHaveBeenCalledTimes(1);
  });

  it("loads the story's own page when the modal cannot open (its script or the story failed)", async () => {
    const doc = plainSectionPage();
    const { load } = fakeModule(true);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    startIslands(doc, load);
    doc.querySelector("section a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    await flush();
    await flush();
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/articles\/story-s1$/));
  });
});
