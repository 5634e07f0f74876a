import type { AdminAuthorWire } from "@matv/shared";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, setupEditorTest } from "../admin/editorTestSetup";
import { AuthorsDesk, bodyOf, EMPTY_AUTHOR_FORM } from "./AuthorsDesk";

const author: AdminAuthorWire = {
  _id: "a".repeat(24),
  name: "Meera Kapoor",
  bio: "",
  avatar: "",
  title: "Sports Editor",
  category: "",
  socialLinks: {},
  articlesCount: 2,
  followersCount: 0,
  joinedDate: "2026-01-01T00:00:00.000Z",
  location: null,
  expertise: ["Cricket"],
  email: "meera@matv.test",
  active: true,
  version: 3,
  formerNames: ["Meera K"],
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const mocks = setupEditorTest(() => [author]);

describe("AuthorsDesk", () => {
  it("splits expertise and trims links for the request", () => {
    expect(bodyOf({ ...EMPTY_AUTHOR_FORM, name: " Asha ", expertise: "Cricket, , Politics ", twitter: " https://x.com/a " })).toMatchObject({
      name: "Asha",
      expertise: ["Cricket", "Politics"],
      socialLinks: { twitter: "https://x.com/a", linkedin: "", website: "" },
      avatar: null,
    });
  });

  it("edits an author: deactivating sends active false with the version loaded; a 409 offers the saved version", async () => {
    render(<AuthorsDesk />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Meera Kapoor" }));
    expect(screen.getByText("Formerly: Meera K (old pages redirect here)")).toBeTruthy();
    expect((screen.getByLabelText("Email (never shown publicly)") as HTMLInputElement).value).toBe("meera@matv.test");
    const active = screen.getByLabelText("Active (offered for new stories)") as HTMLInputElement;
    fireEvent.click(active);
    await waitFor(() => expect(active.checked).toBe(false));

    mocks.fetch.mockImplementationOnce(async () =>
      json(409, {
        success: false,
        message: "Someone else saved this author since you opened it.",
        field: "version",
        current: { ...author, version: 4, title: "Editor" },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save author" }));
    expect(await screen.findByText("Someone else saved this author since you opened it.")).toBeTruthy();
    const [url, init] = mocks.fetch.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe(`/api/admin/authors/${author._id}`);
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toMatchObject({ active: false, version: 3, name: "Meera Kapoor", expertise: ["Cricket"] });

    fireEvent.click(screen.getByRole("button", { name: "Load the saved version" }));
    expect((screen.getByLabelText("Job title") as HTMLInputElement).value).toBe("Editor");
  });
});
