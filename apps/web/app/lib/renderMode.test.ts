import { describe, expect, it } from "vitest";
import { inlinesStyles, renderMode } from "./renderMode";

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

describe("inlinesStyles", () => {
  it("links the stylesheet unless a matched route asks for it inline (the offline page, ADR 084)", () => {
    expect(inlinesStyles([])).toBe(false);
    expect(inlinesStyles([undefined, { render: "static" }])).toBe(false);
    expect(inlinesStyles([undefined, { render: "static", styles: "inline" }])).toBe(true);
  });
});
