import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorLoadState } from "./EditorLoadState";

afterEach(cleanup);

const props = { problem: null, saveFailedMessage: "Failed to update viral news", loadFailedMessage: "Failed to load the list." };

describe("EditorLoadState", () => {
  it("says Loading... while the list loads, and nothing once it is ready", () => {
    const { rerender, container } = render(<EditorLoadState {...props} status="loading" onReload={vi.fn()} />);
    expect(screen.getByText("Loading...")).toBeTruthy();
    rerender(<EditorLoadState {...props} status="ready" onReload={vi.fn()} />);
    expect(container.textContent).toBe("");
  });

  it("on a load failure shows the editor's text and Try Again, which loads again", () => {
    const onReload = vi.fn();
    render(<EditorLoadState {...props} status="failed" onReload={onReload} />);
    expect(screen.getByText("Failed to load the list.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("shows a save failure as an alert: the server's message, else the editor's failure text; Reload only on a conflict", () => {
    const onReload = vi.fn();
    const { rerender } = render(<EditorLoadState {...props} status="ready" problem={{ message: "", conflict: false }} onReload={onReload} />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to update viral news");
    expect(screen.queryByRole("button")).toBeNull();

    rerender(<EditorLoadState {...props} status="ready" problem={{ message: "Someone else saved this list. Reload.", conflict: true }} onReload={onReload} />);
    expect(screen.getByRole("alert").textContent).toContain("Someone else saved this list.");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
