import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WorldNewsEditor } from "./WorldNewsEditor";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.setItem("token", "t");
  fetchMock = vi.fn(async () => json(200, { data: { key: "world", version: 3, items: [], recommended: [], deleted: [] } }));
  vi.stubGlobal("fetch", fetchMock);
  window.alert = vi.fn();
  window.confirm = vi.fn(() => true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("WorldNewsEditor", () => {
  it("with no item holding both a title and an image, alerts the spec's text and sends nothing", async () => {
    render(<WorldNewsEditor />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Add world news item" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Add world news item" }));
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Title only" } });
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(window.alert).toHaveBeenCalledWith("No valid entries to save. Please add at least one item with image and title.");
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
