/**
 * The islands loader of static pages (ADR 078), part of the inline islands script (islands/index.ts): finds
 * each island's wrapper (Island.tsx), and when its priority says so imports the page's islands module
 * (hydrate.tsx, hashed files named in the page's JSON block) and hydrates that island alone. Until then the
 * island is its server HTML: links work, and a click on one of its controls is held and replayed once the
 * island has hydrated, so the reader's first press does what it would on a hydrated page.
 */
import type * as Hydrate from "./hydrate";
import { ISLAND_ATTRIBUTES, ISLANDS_PAGE_ID, type IslandPriority } from "./islandMarkup";

type IslandsModule = typeof Hydrate;

/**
 * The events that start an `interaction` island: the reader reaching for it (before the click itself), or
 * changing one of its fields by a way that reached for nothing (autofill, a picker): ADR 085.
 */
const INTERACTION_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "input", "change"] as const;

/** How near the viewport a `visible` island starts, so it has hydrated by the time it is read. */
const VISIBLE_MARGIN = "0px 0px 200px 0px";

/** The longest delay a timer takes (about 24.8 days); a later wake hydrates then, early, which is harmless. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a held click is replayed on: the control it was meant for, if it has one. */
const CONTROL = "a[href], button, input, select, textarea, summary, [role=button], [tabindex]";

/** A story card's link (StoryLink): opened in the article modal by the page's one opener when no island owns it. */
const STORY_LINK = "a[data-story-id]";

/** The priority a wrapper declares; anything unknown waits for interaction (it never costs script unasked). */
export function islandPriority(element: Element): IslandPriority {
  const declared = element.getAttribute(ISLAND_ATTRIBUTES.priority);
  return declared === "visible" || declared === "load" ? declared : "interaction";
}

/** A press the page should answer itself: the main button with no modifier (others keep the browser's own). */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The control inside an island that a click before hydration was meant for, or null (plain text: nothing to replay). */
export function heldControl(target: Element | null, island: Element): HTMLElement | null {
  const control = target?.closest<HTMLElement>(CONTROL);
  return control && island.contains(control) ? control : null;
}

/** The island's props: the JSON block the server wrote before its markup. */
export function islandProps(island: Element): object {
  const block = island.querySelector(':scope > script[type="application/json"]');
  return block?.textContent ? (JSON.parse(block.textContent) as object) : {};
}

/** Wires every island of the document to its priority; returns how to hydrate one (for tests). */
export function startIslands(doc: Document = document, load: (src: string) => Promise<IslandsModule> = (src) => import(/* @vite-ignore */ src)) {
  const islands = Array.from(doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`));
  const pageBlock = doc.getElementById(ISLANDS_PAGE_ID);
  if ((!islands.length && !doc.querySelector(STORY_LINK)) || !pageBlock?.textContent) return null;
  const page = JSON.parse(pageBlock.textContent) as Parameters<IslandsModule["hydrateIsland"]>[3];
  const started = new Map<Element, Promise<boolean>>();

  /** Hydrates an island once; resolves true when it has hydrated, false if its script failed (it stays server HTML). */
  const hydrate = (island: HTMLElement): Promise<boolean> => {
    let done = started.get(island);
    if (!done) {
      const root = island.querySelector<HTMLElement>(`:scope > [${ISLAND_ATTRIBUTES.root}]`);
      done = root
        ? load(page.src)
            .then((module) => module.hydrateIsland(root, island.getAttribute(ISLAND_ATTRIBUTES.name) ?? "", islandProps(island), page))
            .then(() => {
              island.setAttribute(ISLAND_ATTRIBUTES.hydrated, "true");
              return true;
            })
            .catch((error: unknown) => {
              console.error("island not hydrated", error);
              island.setAttribute(ISLAND_ATTRIBUTES.hydrated, "failed");
              return false;
            })
        : Promise.resolve(false);
      started.set(island, done);
    }
    return done;
  };

  // Only the page's own islands: a page the live player's layer shows in place (ADR 063) is its server HTML,
  // whose controls the layer answers, and whose props belong to another document.
  const own = new Set<Element>(islands);
  const islandOf = (target: EventTarget | null): HTMLElement | null => {
    const island = target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`) : null;
    return island && own.has(island) ? island : null;
  };
  const hydrated = (island: Element) => island.getAttribute(ISLAND_ATTRIBUTES.hydrated) !== null;

  for (const type of INTERACTION_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (island) void hydrate(island);
      },
      { capture: true, passive: true },
    );
  }

  // A click that arrives first is held (capture, before anything else sees it) and given again to the same
  // control once React owns it: the story link opens the modal, the button does what it says.
  doc.addEventListener(
    "click",
    (event) => {
      const island = islandOf(event.target);
      // Taken already (the live player's navigation layer answers links on window, ADR 063): not ours to hold.
      if (!island || hydrated(island) || event.defaultPrevented || !isPlainClick(event)) return;
      const control = heldControl(event.target as Element, island);
      if (!control) {
        void hydrate(island);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      void hydrate(island).then(() => control.click());
    },
    { capture: true },
  );

  // One opener for every story link the server wrote outside an island (ADR 088): a plain click opens the
  // article modal (React, the modal and the story fetched then); if that fails, the link's own page loads.
  // Only the page's own links: not those of a page the live player's layer shows in place.
  const storyLinks = new Set(Array.from(doc.querySelectorAll<HTMLAnchorElement>(STORY_LINK)).filter((link) => !islandOf(link)));
  doc.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(STORY_LINK) : null;
      if (!link || !storyLinks.has(link) || event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      load(page.src)
        .then((module) => module.openStory(link, page))
        .catch((error: unknown) => {
          console.error("story not opened", error);
          window.location.assign(link.href);
        });
    },
    { capture: true },
  );

  // A form sent before its island has hydrated (Enter in a field) is held too, and sent again by the component
  // once it has: never as the browser's own GET of the page, which would put what was typed in the address.
  doc.addEventListener(
    "submit",
    (event) => {
      const island = islandOf(event.target);
      if (!island || hydrated(island) || event.defaultPrevented) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter && form.contains(event.submitter) ? event.submitter : null;
      void hydrate(island).then((ok) => {
        if (ok) form.requestSubmit(submitter);
      });
    },
    { capture: true },
  );

  // An island whose server HTML goes stale at a known time (the schedule's on-now highlight) hydrates then, so
  // its own clock takes over without the reader touching it (ADR 085); at once if that time has passed.
  for (const island of islands) {
    const wake = Number(island.getAttribute(ISLAND_ATTRIBUTES.wake));
    if (wake > 0) setTimeout(() => void hydrate(island), Math.min(Math.max(0, wake - Date.now()), MAX_TIMER_MS));
  }

  // What acts unasked from the first second (/live's stream, ADR 090): the import starts now, without blocking the paint.
  for (const island of islands) if (islandPriority(island) === "load") void hydrate(island);

  const visible = islands.filter((island) => islandPriority(island) === "visible");
  if (visible.length && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          void hydrate(entry.target as HTMLElement);
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const island of visible) observer.observe(island);
  }
  return { hydrate };
}
