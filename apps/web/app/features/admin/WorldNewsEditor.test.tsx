import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setupEditorTest } from "./editorTestSetup";
import { WorldNewsEditor } from "./WorldNewsEditor";

const mocks = setupEditorTest(() => ({ key: "world", version: 3, items: [], recommended: [], deleted: [] }));

describe("WorldNewsEditor", () => {
  it("with no item holding both a title and an image, alerts the spec's text and sends nothing", async () => {
    render(<WorldNewsEditor />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Add world news item" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Add world news item" }));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Title only" } });
    const calls = mocks.fetch.mock.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(window.alert).toHaveBeenCalledWith("No valid entries to save. Please add at least one item with image and title.");
    expect(mocks.fetch.mock.calls.length).toBe(calls);
  });
});
