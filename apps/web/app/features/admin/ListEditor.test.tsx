import { sectionByKey, type SectionListAdminView } from "@matv/shared";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, setupEditorTest } from "./editorTestSetup";
import { ListEditor } from "./ListEditor";

const viral = sectionByKey("viral")!;
const item = (id: string, title: string) => ({
  _id: id,
  title,
  slug: title.toLowerCase().replace(/ /g, "-"),
  image: "",
  imageUrl: null,
  content: "<p>x</p>",
  category: "Viral",
  link: "",
  author: null,
  summary: null,
  publishDate: null,
  publishedAt: null,
  readTime: 1,
});
const view = (over: Partial<SectionListAdminView> = {}): SectionListAdminView => ({
  key: "viral",
  version: 7,
  items: [item("aaaaaaaaaaaaaaaaaaaaaaaa", "First story"), item("bbbbbbbbbbbbbbbbbbbbbbbb", "Second story")],
  deleted: [],
  ...over,
});

const mocks = setupEditorTest(() => view());

const fieldsets = () => screen.getAllByRole("group");

describe("ListEditor", () => {
  it("loads the list, regenerates the slug from the title, and saves the whole list with ids, version and filled slugs", async () => {
    render(<ListEditor section={viral} />);
    await waitFor(() => expect(fieldsets()).toHaveLength(2));
    expect(screen.getByRole("heading", { name: "Update Viral" })).toBeTruthy();

    const first = within(fieldsets()[0]!);
    fireEvent.change(first.getByLabelText("Title"), { target: { value: "Cat rescues  owner!" } });
    expect((first.getByLabelText("Slug") as HTMLInputElement).value).toBe("cat-rescues-owner");
    fireEvent.change(first.getByLabelText("Slug"), { target: { value: "hand-made" } });
    expect((first.getByLabelText("Slug") as HTMLInputElement).value).toBe("hand-made");
    expect(first.getByLabelText("Content (HTML allowed)").getAttribute("rows")).toBe("5");

    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    const added = within(fieldsets()[2]!);
    fireEvent.change(added.getByLabelText("Title"), { target: { value: "  New one  " } });
    fireEvent.change(added.getByLabelText("Slug"), { target: { value: "" } });

    mocks.fetch.mockImplementationOnce(async () => json(200, { data: view({ version: 8 }) }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith("Viral news updated successfully!"));
    const [url, init] = mocks.fetch.mock.calls.at(-1)!;
    expect(url).toBe("/api/viral-news");
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer t");
    const body = JSON.parse(init.body);
    expect(body.version).toBe(7);
    expect(body.items).toEqual([
      { _id: "aaaaaaaaaaaaaaaaaaaaaaaa", title: "Cat rescues  owner!", image: "", content: "<p>x</p>", category: "Viral", slug: "hand-made" },
      { _id: "bbbbbbbbbbbbbbbbbbbbbbbb", title: "Second story", image: "", content: "<p>x</p>", category: "Viral", slug: "second-story" },
      { title: "New one", image: "", content: "", category: "", slug: "new-one" },
    ]);
  });

  it("moves items up and down; the saved order is the new order", async () => {
    render(<ListEditor section={viral} />);
    await waitFor(() => expect(fieldsets()).toHaveLength(2));
    expect((screen.getByRole("button", { name: "Move item 1 up" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Move item 2 up" }));
    expect((within(fieldsets()[0]!).getByLabelText("Title") as HTMLInputElement).value).toBe("Second story");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(window.alert).toHaveBeenCalled());
    const body = JSON.parse(mocks.fetch.mock.calls.at(-1)![1].body);
    expect(body.items.map((i: { _id: string }) => i._id)).toEqual(["bbbbbbbbbbbbbbbbbbbbbbbb", "aaaaaaaaaaaaaaaaaaaaaaaa"]);
  });

  it("asks before deleting and keeps the item when the editor cancels", async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    window.confirm = confirm;
    render(<ListEditor section={sectionByKey("web-stories")!} />);
    await waitFor(() => expect(fieldsets()).toHaveLength(2));
    fireEvent.click(within(fieldsets()[0]!).getByRole("button", { name: "Delete item" }));
    expect(confirm).toHaveBeenLastCalledWith("Are you sure you want to delete this web story?");
    expect(fieldsets()).toHaveLength(2);
    fireEvent.click(within(fieldsets()[0]!).getByRole("button", { name: "Delete item" }));
    expect(fieldsets()).toHaveLength(1);
  });

  it("on 409 alerts the failure text and offers Reload", async () => {
    render(<ListEditor section={viral} />);
    await waitFor(() => expect(fieldsets()).toHaveLength(2));
    mocks.fetch.mockImplementationOnce(async () => json(409, { success: false, message: "Someone else saved this list. Reload." }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith("Failed to update viral news\nSomeone else saved this list. Reload."));
    expect(screen.getByRole("alert").textContent).toContain("Someone else saved");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(mocks.fetch.mock.calls.at(-1)![0]).toBe("/api/admin/sections/viral"));
  });

  it("Restore puts a deleted item back from the server's answer, asking first when there are unsaved changes", async () => {
    const gone = { _id: "cccccccccccccccccccccccc", title: "Old story", pageName: "ViralNews", deletedAt: "2026-11-20T10:00:00.000Z" };
    // The deleted-items <details> is a group too: count the item fieldsets only.
    const items = () => Array.from(document.querySelectorAll("fieldset"));
    mocks.fetch.mockImplementation(async () => json(200, { data: view({ deleted: [gone] }) }));
    render(<ListEditor section={viral} />);
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.change(within(items()[0]!).getByLabelText("Title"), { target: { value: "Unsaved edit" } });
    window.confirm = vi.fn(() => false);
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    expect(window.confirm).toHaveBeenCalledWith("Restoring reloads the list from the server; your unsaved changes will be lost. Continue?");
    expect(mocks.fetch.mock.calls.at(-1)![0]).toBe("/api/admin/sections/viral");

    window.confirm = vi.fn(() => true);
    mocks.fetch.mockImplementationOnce(async () => json(200, { data: view({ version: 8, items: [...view().items, item(gone._id, "Old story")] }) }));
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(mocks.fetch.mock.calls.at(-1)![0]).toBe(`/api/admin/sections/viral/restore/${gone._id}`);
    expect((within(items()[0]!).getByLabelText("Title") as HTMLInputElement).value).toBe("First story");
    expect(screen.queryByRole("button", { name: "Restore" })).toBeNull();
  });
});
