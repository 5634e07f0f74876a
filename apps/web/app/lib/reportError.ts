/**
 * A failure in the browser that the page survives (a list that did not load, a tracking call): the browser's
 * console is the only channel there is. Server code (loaders, rendering) logs through `context.log` instead.
 */
export function reportError(what: string, error: unknown): void {
  console.error(what, error);
}
