import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_ID, deferredLoaderScript, isDeferredRoute, splitScripts } from "./deferredScripts";

// The shape React Router 7's <Scripts/> returns: preload links, then a fragment with the context script and
// the inline module script.
const scriptsTree = (
  <>
    <link rel="modulepreload" href="/assets/entry.client.js" />
    {["/assets/jsx-runtime.js", "/assets/entry.client.js", "/assets/root.js"].map((href) => (
      <link key={href} rel="modulepreload" href={href} />
    ))}
    <>
      <script dangerouslySetInnerHTML={{ __html: "window.__reactRouterContext = {};" }} />
      <script type="module" async dangerouslySetInnerHTML={{ __html: 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");' }} />
    </>
  </>
);

describe("splitScripts", () => {
  it("keeps the context script, and collects the preloads (once each, in order) and the module script", () => {
    const { kept, modules, moduleCode } = splitScripts(scriptsTree);
    expect(kept.map((el) => renderToStaticMarkup(el))).toEqual(["<script>window.__reactRouterContext = {};</script>"]);
    expect(modules).toEqual(["/assets/entry.client.js", "/assets/jsx-runtime.js", "/assets/root.js"]);
    expect(moduleCode).toBe('import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");');
  });

  it("finds nothing to defer in an empty tree (after hydration <Scripts/> renders null)", () => {
    expect(splitScripts(null)).toEqual({ kept: [], modules: [], moduleCode: null });
  });
});

describe("deferredLoaderScript", () => {
  it("cannot close its own script element or open a comment, whatever the module addresses hold", () => {
    const text = deferredLoaderScript(["/assets/a.js", "/assets/</script><!--.js"]);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(text).toContain('"/assets/a.js"');
  });

  it("adds the preloads, then a module script with the inert element's text, only after load and a frame", () => {
    const calls: string[] = [];
    const appended: Array<Record<string, string>> = [];
    let onLoad: (() => void) | undefined;
    let frame: (() => void) | undefined;
    const timers: Array<() => void> = [];
    const element = (tag: string) => {
      const el: Record<string, string> = { tag };
      return el;
    };
    const fakeDocument = {
      readyState: "interactive",
      getElementById: (id: string) => (id === DEFERRED_MODULE_ID ? { textContent: "import('/assets/a.js');" } : null),
      createElement: element,
      head: { append: (el: Record<string, string>) => appended.push(el) },
      body: { append: (el: Record<string, string>) => appended.push(el) },
    };
    const run = new Function("document", "addEventListener", "requestAnimationFrame", "setTimeout", deferredLoaderScript(["/assets/a.js", "/assets/b.js"]));
    run(
      fakeDocument,
      (type: string, listener: () => void) => {
        calls.push(type);
        onLoad = listener;
      },
      (callback: () => void) => (frame = callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(calls).toEqual(["load"]);
    expect(appended).toEqual([]);
    onLoad!();
    expect(appended).toEqual([]);
    frame!();
    expect(appended).toEqual([]);
    for (const timer of timers) timer();
    expect(appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/a.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/b.js" },
      { tag: "script", type: "module", textContent: "import('/assets/a.js');" },
    ]);
  });
});

describe("isDeferredRoute", () => {
  it("is true only for a route handle asking for hydration after load", () => {
    expect(isDeferredRoute([undefined, { hydrate: "after-load" }])).toBe(true);
    expect(isDeferredRoute([undefined, { hydrate: false }])).toBe(false);
    expect(isDeferredRoute([undefined, {}])).toBe(false);
  });
});
