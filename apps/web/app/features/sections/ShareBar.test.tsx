import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { COPY_FEEDBACK_MS, ShareBar } from "./ShareBar";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("ShareBar", () => {
  it("says 'Link copied!' in English for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    clipboard(writeText);
    render(<ShareBar url="https://matv.test/world/x" title="X" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy Link" })));
    expect(writeText).toHaveBeenCalledWith("https://matv.test/world/x");
    expect(screen.getByRole("status").textContent).toBe("Link copied!");
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says its labels and feedback in Hindi on the Hindi edition", async () => {
    clipboard(vi.fn().mockRejectedValue(new Error("denied")));
    render(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <ShareBar url="https://matv.test/hi/world/x" title="X" />
      </TranslatorProvider>,
    );
    expect(screen.getByRole("group", { name: "यह ख़बर शेयर करें" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "लिंक कॉपी करें" })));
    expect(screen.getByRole("status").textContent).toBe("लिंक कॉपी नहीं हो सका");
  });
});
