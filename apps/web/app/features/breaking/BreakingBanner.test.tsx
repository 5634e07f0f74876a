import { BREAKING_ANNOUNCED_KEY, BREAKING_DISMISSED_KEY, type BreakingWire } from "@matv/shared";
import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BREAKING_BANNER_SCRIPT } from "./bannerScript";
import { BreakingBanner } from "./BreakingBanner";
import { TranslatorProvider } from "../../i18n/texts";

const breaking: BreakingWire = { id: "b1", headline: "Floods close the M25", link: "/news/floods-1", expiresAt: "2099-01-01T00:00:00.000Z", language: "en" };

/** The server's HTML of a page with the banner, then its inline script run as the browser would. */
function load(banner: BreakingWire = breaking) {
  document.body.innerHTML = `<div id="page">${renderToString(<BreakingBanner breaking={banner} />)}<header><a href="/">MATV</a></header></div>`;
  new Function(BREAKING_BANNER_SCRIPT)();
  return document.getElementById("breaking-banner")!;
}
const dismissButton = () => document.querySelector<HTMLButtonElement>("[data-breaking-dismiss]")!;
const announcer = () => document.querySelector("[data-breaking-announcer]");

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("BreakingBanner", () => {
  it("links the headline, labelled as breaking news, with the dismiss button hidden until the script shows it", () => {
    const html = renderToString(<BreakingBanner breaking={breaking} />);
    document.body.innerHTML = html;
    const link = document.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/news/floods-1");
    expect(link.textContent).toBe("Breaking news: Floods close the M25");
    expect(dismissButton().hidden).toBe(true);
    expect(document.querySelector("section")!.getAttribute("aria-label")).toBe("Breaking news");
  });

  it("shows the dismiss button; dismissing hides it, moves focus on and is remembered for this headline only", () => {
    expect(load().hidden).toBe(false);
    expect(dismissButton().hidden).toBe(false);
    dismissButton().click();
    expect(document.getElementById("breaking-banner")!.hidden).toBe(true);
    expect(localStorage.getItem(BREAKING_DISMISSED_KEY)).toBe("b1");
    expect(document.activeElement?.textContent).toBe("MATV");
    // The next page: hidden before it is painted.
    expect(load().hidden).toBe(true);
    // A new headline shows again.
    expect(load({ ...breaking, id: "b2", headline: "M25 reopens" }).hidden).toBe(false);
  });

  it("announces a headline to screen readers once, not on every page", () => {
    load();
    vi.advanceTimersByTime(1200);
    expect(announcer()?.getAttribute("role")).toBe("status");
    expect(announcer()?.textContent).toBe("Breaking news: Floods close the M25");
    expect(localStorage.getItem(BREAKING_ANNOUNCED_KEY)).toBe("b1");
    load();
    vi.advanceTimersByTime(1200);
    expect(announcer()).toBeNull();
    load({ ...breaking, id: "b2", headline: "M25 reopens" });
    vi.advanceTimersByTime(1200);
    expect(announcer()?.textContent).toBe("Breaking news: M25 reopens");
  });

  it("still works when storage is refused (private mode): shown, dismissible for the page", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(load().hidden).toBe(false);
    dismissButton().click();
    expect(document.getElementById("breaking-banner")!.hidden).toBe(true);
    getItem.mockRestore();
    setItem.mockRestore();
  });

  it("marks the headline's language where it is not the page's, and the announcement keeps it", () => {
    const hindi: BreakingWire = { ...breaking, id: "b3", headline: "एम25 पर बाढ़", language: "hi" };
    const headline = (banner: BreakingWire, edition: "en" | "hi") => {
      document.body.innerHTML = renderToString(
        <TranslatorProvider translator={serverTranslator(edition)}>
          <BreakingBanner breaking={banner} />
        </TranslatorProvider>,
      );
      return [...document.querySelectorAll("a span")].find((span) => span.textContent === banner.headline)!;
    };
    expect(headline(hindi, "en").getAttribute("lang")).toBe("hi");
    expect(headline(hindi, "hi").hasAttribute("lang")).toBe(false);
    expect(headline(breaking, "hi").getAttribute("lang")).toBe("en-GB");
    expect(headline(breaking, "en").hasAttribute("lang")).toBe(false);

    load(hindi);
    vi.advanceTimersByTime(1200);
    expect(announcer()?.textContent).toBe("Breaking news: एम25 पर बाढ़");
    expect(announcer()?.querySelector('[lang="hi"]')?.textContent).toBe("एम25 पर बाढ़");
  });
});
