import { describe, expect, it } from "vitest";
import { renderOnly, unwrapRenderOnly } from "./renderOnly";

describe("render-only loader data", () => {
  it("has no own enumerable property, so React Router's encoder writes it as an empty instance, not its value", () => {
    const value = { sections: [{ title: "A story" }] };
    const wrapped = renderOnly(value);
    expect(Object.keys(wrapped)).toEqual([]);
    expect(Object.entries(wrapped)).toEqual([]);
    expect(Object.getPrototypeOf(wrapped)).not.toBe(Object.prototype);
    expect(JSON.stringify(wrapped)).toBe("{}");
  });

  it("gives the render the loader's own object, and other data unchanged", () => {
    const value = { edition: "en" };
    expect(renderOnly(value).value).toBe(value);
    expect(unwrapRenderOnly(renderOnly(value))).toBe(value);
    expect(unwrapRenderOnly(value)).toBe(value);
    expect(unwrapRenderOnly(undefined)).toBeUndefined();
  });
});
