import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { FETCH_FAILED } from "./sectionData";
import { SectionShell } from "./SectionShell";
import type { SectionState } from "./useSection";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const loaded = <T,>(data: T): SectionState<T> => ({ status: "loaded", data, error: null, stale: false });

describe("SectionShell", () => {
  it("a section whose data cannot be drawn shows its own failure view; the sections beside it still render", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onRetry = vi.fn();
    // A body that passed the list check but whose items are not stories.
    const broken = [1, null] as unknown as Array<{ title: { toUpperCase(): string } }>;
    render(
      <>
        <SectionShell id="top" title="Top Stories" state={loaded(broken)} loadingText="Loading..." failedText="Failed to load top stories" onRetry={onRetry}>
          {(items) => items.map((item, i) => <p key={i}>{item.title.toUpperCase()}</p>)}
        </SectionShell>
        <SectionShell id="money" title="Money" state={loaded(["Rates"])} loadingText="Loading..." failedText="Failed to load money" onRetry={() => {}}>
          {(items) => <p>{items[0]}</p>}
        </SectionShell>
      </>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Failed to load top stories");
    expect(alert.textContent).toContain("Unrecognised response format");
    expect(screen.getByText("Rates")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe("SectionShell in the edition's words", () => {
  const stale: SectionState<string[]> = { status: "loaded", data: ["Rates"], error: null, stale: true };
  const failed: SectionState<string[]> = { status: "failed", data: null, error: null, stale: false };

  it("says the cached-data notice and Try Again in the spec's English", () => {
    render(
      <SectionShell id="money" title="Money" state={stale} loadingText="Loading..." failedText="Failed" onRetry={() => {}}>
        {(items) => <p>{items[0]}</p>}
      </SectionShell>,
    );
    expect(screen.getByRole("status").textContent).toContain("Using cached data due to API error");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("says them in Hindi on the Hindi edition, with no English", () => {
    const onRetry = vi.fn();
    const { container } = render(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <SectionShell id="money" title="पैसा" state={stale} loadingText="..." failedText="विफल" onRetry={onRetry}>
          {() => null}
        </SectionShell>
        <SectionShell id="sports" title="खेल" state={failed} loadingText="..." failedText="विफल" onRetry={onRetry}>
          {() => null}
        </SectionShell>
      </TranslatorProvider>,
    );
    expect(screen.getByRole("status").textContent).toMatch(/[\u0900-\u097F]/);
    for (const button of screen.getAllByRole("button", { name: "फिर कोशिश करें" })) fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(container.textContent).not.toMatch(/Try Again|cached|API error/);
  });

  it("says the loader's fetch failure as the spec's English, and in Hindi on the Hindi edition", () => {
    const down: SectionState<string[]> = { status: "failed", data: null, error: FETCH_FAILED, stale: false };
    const shell = (
      <SectionShell id="money" title="Money" state={down} loadingText="..." failedText="Failed" onRetry={() => {}}>
        {() => null}
      </SectionShell>
    );
    const english = render(shell);
    expect(screen.getByRole("alert").textContent).toContain("Failed to fetch articles");
    english.unmount();
    render(<TranslatorProvider translator={serverTranslator("hi")}>{shell}</TranslatorProvider>);
    const alert = screen.getByRole("alert").textContent ?? "";
    expect(alert).toContain("ख़बरें लाई नहीं जा सकीं");
    expect(alert).not.toContain(FETCH_FAILED);
    expect(alert).not.toContain("Failed to fetch");
  });
});
