import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./apiClient";
import { EditorLoadState, saveFailure } from "./EditorLoadState";

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

  it("saveFailure: a 409 is a conflict; the alert is the failure text, then the server's message when there is one", () => {
    expect(saveFailure(new ApiError(409, "Someone else saved this list. Reload."), "Failed to update content")).toEqual({
      problem: { message: "Someone else saved this list. Reload.", conflict: true },
      alert: "Failed to update content\nSomeone else saved this list. Reload.",
    });
    expect(saveFailure(new ApiError(400, "title: is required"), "Failed to update content").problem.conflict).toBe(false);
    expect(saveFailure("not an error", "Failed to update content")).toEqual({ problem: { message: "", conflict: false }, alert: "Failed to update content" });
  });
});
