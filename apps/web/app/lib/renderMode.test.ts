import { describe, expect, it } from "vitest";
import { renderMode } from "./renderMode";

describe("renderMode", () => {
  it("hydrates when no matched route declares a mode", () => {
    expect(renderMode([])).toBe("hydrate");
    expect(renderMode([undefined, { other: true }])).toBe("hydrate");
  });

  it("takes the mode a matched route declares", () => {
    expect(renderMode([undefined, { render: "static" }])).toBe("static");
  });

  it("lets the deepest route that declares one decide", () => {
    expect(renderMode([{ render: "static" }, { render: "hydrate" }])).toBe("hydrate");
    expect(renderMode([{ render: "hydrate" }, { render: "static" }, undefined])).toBe("static");
  });
});
