import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { json, setupEditorTest } from "../admin/editorTestSetup";
import { StoryList } from "./StoryList";

const story = {
  _id: "65a000000000000000000001",
  title: "Budget day",
  status: "scheduled",
  publishAt: "2026-11-25T09:00:00.000Z",
  submittedAt: null,
  pages: ["TopStories", "IndiaNews"],
  author: "Priya Raghavan",
  lastEditedBy: { id: "e1", name: "Eddie Editor" },
  updatedAt: "2026-11-24T10:00:00.000Z",
};

const mocks = setupEditorTest(() => null);

function renderList(initial = "/admin/stories") {
  mocks.fetch.mockImplementation(async (url: string) =>
    url.startsWith("/api/authors")
      ? json(200, { data: [{ _id: "a1", name: "Priya Raghavan" }] })
      : json(200, { data: { stories: [story], total: 45, hasMore: true } }),
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/admin/stories", element: <StoryList /> }], { initialEntries: [initial] })} />);
}

const listCalls = () => mocks.fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/admin/stories"));

describe("StoryList", () => {
  it("shows status, placements, author and who last edited, with paging", async () => {
    renderList();
    const link = await screen.findByRole("link", { name: "Budget day" });
    expect(link.getAttribute("href")).toBe(`/admin/stories/${story._id}`);
    expect(screen.getByText(/^Scheduled for/)).toBeTruthy();
    expect(screen.getByText("Top Stories, India News")).toBeTruthy();
    expect(screen.getByText("Eddie Editor")).toBeTruthy();
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next page" })));
    await waitFor(() => expect(listCalls().at(-1)).toContain("page=2"));
  });

  it("sends the search and filters to the API", async () => {
    renderList();
    await screen.findByRole("link", { name: "Budget day" });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "budget" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "draft" } });
    fireEvent.change(screen.getByLabelText("Section"), { target: { value: "IndiaNews" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Apply filters" })));
    await waitFor(() => expect(listCalls().at(-1)).toMatch(/q=budget&status=draft&section=IndiaNews&page=1&limit=20/));
  });
});
