import type { AdminDeepDiveCardWire } from "@matv/shared";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { DeepDiveEditor } from "./DeepDiveEditor";
import { json, setupEditorTest } from "./editorTestSetup";

const card: AdminDeepDiveCardWire = {
  _id: "0123456789abcdef01234567",
  title: "Water wars",
  category: "Environment",
  img: null,
  content: "<p>Summary</p>",
  heading: "Rivers",
  image: null,
  sections: [
    { subheading: "First", paragraph: "<p>One</p>" },
    { subheading: "Second", paragraph: "<p>Two</p>", video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" },
  ],
  version: 4,
  updatedAt: "2026-11-24T10:00:00.000Z",
  language: "en",
  translations: [],
  status: "published",
  translationGroup: null,
  stale: false,
};

const mocks = setupEditorTest(() => null);

describe("DeepDiveEditor sections", () => {
  it("reorders, adds and removes sections, and saves the whole card with its version", async () => {
    mocks.fetch.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === "PUT" ? json(200, { ...card, ...JSON.parse(String(init.body)), version: 5 }) : json(200, { success: true, data: [card] }),
    );
    render(
      <MemoryRouter>
        <DeepDiveEditor />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Edit Water wars" }));
    expect(screen.getAllByTestId("deep-dive-section")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Move up section 1" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Move down section 1" }));
    expect((screen.getAllByLabelText("Subheading") as HTMLInputElement[]).map((i) => i.value)).toEqual(["Second", "First"]);
    fireEvent.click(screen.getByRole("button", { name: "Add section" }));
    fireEvent.change(screen.getAllByLabelText("Subheading")[2]!, { target: { value: "Third" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove section 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mocks.fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "PUT")).toBe(true));
    const put = mocks.fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "PUT")!;
    expect(put[0]).toBe(`/api/deepdive/${card._id}`);
    const body = JSON.parse(String((put[1] as RequestInit).body));
    expect(body.version).toBe(4);
    expect(body.sections.map((s: { subheading: string }) => s.subheading)).toEqual(["Second", "Third"]);
    expect(body.sections[0]).toEqual({ subheading: "Second", paragraph: "<p>Two</p>", image: "", video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" });
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith("Card updated successfully!"));
    vi.restoreAllMocks();
  });
});
