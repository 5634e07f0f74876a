import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/**
 * Hydration after the page has painted (ADR 024). A route that declares `handle = { hydrate: "after-load" }`
 * (the home page) gets React Router's own <Scripts/> output with one change: nothing is fetched while the page
 * is loading. React Router renders `<link rel="modulepreload">` for every module (which React moves into <head>)
 * and an inline module script whose static imports start the runtime at once; on a slow connection those
 * 130 KB shared the bandwidth with the document and the lead picture. Here the preload links and the module
 * script become one small inline script that adds them after the load event and the frame after it, so the
 * lead picture is on screen first. Until then the page works as plain HTML (links, the header's More list is
 * closed); browser tests wait for html[data-hydrated] as before. The module code travels in an inert script
 * element, so the page's policy names it by hash like every other inline script (ADR 027).
 */

/** The inert element that carries the module code until the loader runs it. */
export const DEFERRED_MODULE_ID = "deferred-module";
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";
export interface DeferredHandle {
  hydrate?: boolean | "after-load";
}

export function isDeferredRoute(handles: unknown[]): boolean {
  return handles.some((h) => (h as DeferredHandle | undefined)?.hydrate === "after-load");
}

interface ScriptsParts {
  /** Elements kept as they are: the context script (it must run before the streamed data scripts). */
  kept: ReactElement[];
  /** Every module React Router would preload, in its order. */
  modules: string[];
  /** The inline module script's text: route module imports, the partial manifest, import(entry.client). */
  moduleCode: string | null;
}

type ElementProps = { rel?: string; href?: string; type?: string; dangerouslySetInnerHTML?: { __html?: string }; children?: ReactNode };

/** Splits what <Scripts/> renders into the elements to keep, the modules to preload and the module script. */
export function splitScripts(tree: ReactNode): ScriptsParts {
  const parts: ScriptsParts = { kept: [], modules: [], moduleCode: null };
  const visit = (node: ReactNode) => {
    Children.forEach(node, (child) => {
      if (!isValidElement<ElementProps>(child)) return;
      const { props } = child;
      if (child.type === Fragment) visit(props.children);
      else if (child.type === "link" && props.rel === "modulepreload" && props.href) {
        if (!parts.modules.includes(props.href)) parts.modules.push(props.href);
      } else if (child.type === "script" && props.type === "module") parts.moduleCode = props.dangerouslySetInnerHTML?.__html ?? "";
      else parts.kept.push(child);
    });
  };
  visit(tree);
  return parts;
}

/**
 * The inline script that starts hydration: after `load`, at the first animation frame, on the next task (the
 * frame with the lead picture is painted by then); within a second of `load` when frames do not run (a tab in
 * the background). It adds the preload links, then a module script with the inert element's text: the page's
 * policy names that text by hash, so it runs without 'unsafe-inline' or 'strict-dynamic'.
 */
export function deferredLoaderScript(modules: string[]): string {
  // JSON in a script element: "<" is escaped so no "</script>" or "<!--" can end or alter the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `(() => {
  const modules = ${json(modules)}, code = document.getElementById(${json(DEFERRED_MODULE_ID)}).textContent;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = code;
    document.body.append(script);
  };
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
})();`;
}

/** React Router's <Scripts/>, started after the page has painted (see above). */
export function DeferredScripts() {
  // Called as a function, not rendered as an element, to read the elements it returns. Its hooks (contexts, a
  // memo, an effect that marks the document hydrated) run as this component's own, the same on every render.
  const { kept, modules, moduleCode } = splitScripts(Scripts({}));
  return (
    <>
      {kept.map((element, i) => (
        <Fragment key={i}>{element}</Fragment>
      ))}
      {moduleCode !== null && (
        <>
          <script type={DEFERRED_MODULE_TYPE} id={DEFERRED_MODULE_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: moduleCode }} />
          <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: deferredLoaderScript(modules) }} />
        </>
      )}
    </>
  );
}
