import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
