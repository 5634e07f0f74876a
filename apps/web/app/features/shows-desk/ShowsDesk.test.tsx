import type { AdminShowWire } from "@matv/shared";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, setupEditorTest } from "../admin/editorTestSetup";
import { ShowsDesk } from "./ShowsDesk";

const show: AdminShowWire = {
  _id: "s".repeat(24),
  slug: "morning-news",
  name: "Morning News",
  description: "",
  presenters: ["Asha"],
  imageUrl: null,
  language: "en",
  matchWords: ["Morning"],
  version: 2,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const mocks = setupEditorTest(() => [show]);
const lastCall = () => mocks.fetch.mock.calls.at(-1) as [string, RequestInit];

describe("ShowsDesk", () => {
  it("creates a show: the name fills the address until it is edited; a refused field is marked", async () => {
    render(<ShowsDesk />);
    expect(await screen.findByRole("link", { name: "/shows/morning-news" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Evening Bulletin" } });
    const slug = screen.getByLabelText("Address (/shows/…)") as HTMLInputElement;
    expect(slug.value).toBe("evening-bulletin");

    mocks.fetch.mockImplementationOnce(async () => json(400, { success: false, message: "slug: That address is taken", field: "slug" }));
    fireEvent.click(screen.getByRole("button", { name: "Create show" }));
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    expect(lastCall()[0]).toBe("/api/admin/shows");
    expect(lastCall()[1].method).toBe("POST");
    expect(JSON.parse(String(lastCall()[1].body))).toMatchObject({ name: "Evening Bulletin", slug: "evening-bulletin", presenters: [], imageUrl: null });
  });

  it("edits a show with the version loaded; a 409 offers the saved version", async () => {
    render(<ShowsDesk />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Morning News" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Morning Edition" } });
    expect((screen.getByLabelText("Address (/shows/…)") as HTMLInputElement).value).toBe("morning-news");

    mocks.fetch.mockImplementationOnce(async () =>
      json(409, { success: false, message: "Someone else saved this show.", field: "version", current: { ...show, version: 3, name: "Breakfast" } }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save show" }));
    expect(await screen.findByText("Someone else saved this show.")).toBeTruthy();
    expect(lastCall()[0]).toBe(`/api/admin/shows/${show._id}`);
    expect(lastCall()[1].method).toBe("PUT");
    expect(JSON.parse(String(lastCall()[1].body))).toMatchObject({ name: "Morning Edition", version: 2 });

    fireEvent.click(screen.getByRole("button", { name: "Load the saved version" }));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Breakfast");

    mocks.fetch.mockImplementationOnce(async () => json(200, { success: true, data: { ...show, version: 4, name: "Breakfast" } }));
    fireEvent.click(screen.getByRole("button", { name: "Save show" }));
    expect(await screen.findByText("Saved Breakfast.")).toBeTruthy();
    expect(JSON.parse(String(mocks.fetch.mock.calls.at(-2)?.[1]?.body))).toMatchObject({ version: 3 });
  });
});
