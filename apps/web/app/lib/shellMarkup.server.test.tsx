import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "../components/SiteFooter";
import { SiteHeader } from "../components/SiteHeader";
import { type ShellMarkup, ShellMarkupContext } from "./shellMarkup";
import { shellMarkup } from "./shellMarkup.server";

/** The page as the components render it themselves, at `pathname`, with or without given shell markup. */
function renderShell(pathname: string, shell?: ShellMarkup): string {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <ShellMarkupContext.Provider value={shell}>
          <SiteHeader />
          <SiteFooter />
        </ShellMarkupContext.Provider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[pathname]} />);
}

/** useId values differ between two React roots; everything else must not. */
const withoutIds = (html: string) => html.replace(/(id|for|aria-controls|aria-describedby|aria-labelledby)="[^"]*"/g, '$1="?"');

describe("shellMarkup (header and footer of pages without the React runtime)", () => {
  it.each(["/articles/a-story-0123456789abcdef01234567", "/world", "/sports", "/business-and-finance", "/about"])(
    "gives the same header and footer the components render themselves at %s",
    async (pathname) => {
      const shell = await shellMarkup(pathname);
      expect(withoutIds(renderShell(pathname, shell))).toBe(withoutIds(renderShell(pathname)));
    },
  );

  it("marks the section the page belongs to, and no section on an article page", async () => {
    const world = await shellMarkup("/world");
    expect(world.header).toMatch(/<a[^>]*aria-current="page"[^>]*>World<\/a>/);
    const article = await shellMarkup("/articles/a-story-0123456789abcdef01234567");
    expect(article.header).not.toContain('aria-current="page"');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the day's date and the year of the day it renders, not of the day it was first cached", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    expect((await shellMarkup("/world")).header).toContain("Sunday, 22 November 2026");
    vi.setSystemTime(new Date("2026-11-23T00:30:00Z"));
    expect((await shellMarkup("/world")).header).toContain("Monday, 23 November 2026");
    vi.setSystemTime(new Date("2027-01-01T12:00:00Z"));
    expect((await shellMarkup("/world")).footer).toContain(">2027</span>");
  });

  it("gives the shell parts ids of their own, so they cannot meet the page's", async () => {
    const shell = await shellMarkup("/articles/a-story-0123456789abcdef01234567");
    // React's generated ids start with "_" (fixed ones such as "site-search" are the component's own).
    const ids = [...`${shell.header}${shell.footer}`.matchAll(/ id="(_[^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(id).toMatch(/^_[hf]/);
  });
});
