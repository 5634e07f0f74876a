/**
 * Loader data that only the server render reads (ADR 092). React Router encodes every document's loader data as
 * hydration data (turbo-stream) before the page is rendered, a static page's too, which never sends it: about an
 * eighth of an uncached home render. Wrapped, the value is no own property of the object, so the encoder writes an
 * empty class instance in constant time; the render reads `.value` (the loader's own object on the server).
 *
 * Only for a route whose server loader data never reaches the browser: a static page whose clientLoader does not
 * call serverLoader (home). A client-side navigation to any other static page fetches its loader data.
 */
export class RenderOnly<T> {
  readonly #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  get value(): T {
    return this.#value;
  }
}

export const renderOnly = <T>(value: T): RenderOnly<T> => new RenderOnly(value);

/** The value of loader data that may be wrapped (a reader of every route's data, such as the page's texts). */
export function unwrapRenderOnly(data: unknown): unknown {
  return data instanceof RenderOnly ? data.value : data;
}
