import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissOnEscapeOrOutside } from "./disclosure";

describe("dismissOnEscapeOrOutside", () => {
  afterEach(() => document.body.replaceChildren());

  function setUp() {
    document.body.innerHTML = '<button id="toggle">More</button><ul id="list"><li><a href="/x">X</a></li></ul><p id="outside">text</p>';
    const close = vi.fn();
    const release = dismissOnEscapeOrOutside(document.getElementById("toggle")!, document.getElementById("list")!, close);
    return { close, release };
  }

  it("closes on Escape and gives focus back to the toggle", () => {
    const { close } = setUp();
    document.getElementById("list")!.querySelector("a")!.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(close).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe("toggle");
  });

  it("closes on a click outside, not on the toggle or inside the list, nor on other keys", () => {
    const { close } = setUp();
    document.getElementById("toggle")!.click();
    document
      .getElementById("list")!
      .querySelector("li")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(close).not.toHaveBeenCalled();
    document.getElementById("outside")!.click();
    expect(close).toHaveBeenCalledOnce();
  });

  it("stops listening once released", () => {
    const { close, release } = setUp();
    release();
    document.getElementById("outside")!.click();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(close).not.toHaveBeenCalled();
  });
});
