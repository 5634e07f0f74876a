import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { FormEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaffField, StaffForm } from "./StaffForm";

afterEach(cleanup);

describe("StaffForm and StaffField", () => {
  it("is a form named by its heading, with labelled inputs that keep their attributes, and submits its values", () => {
    const seen: Array<[string, FormDataEntryValue | null]> = [];
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      seen.push(["currentPassword", form.get("currentPassword")]);
    });
    render(
      <StaffForm title="Change your password" submitLabel="Change password" onSubmit={onSubmit}>
        <StaffField label="Current password" name="currentPassword" type="password" required autoComplete="current-password" />
        <StaffField label="New password (at least 12 characters)" name="newPassword" type="password" minLength={12} />
      </StaffForm>,
    );
    const form = screen.getByRole("form", { name: "Change your password" });
    const current = screen.getByLabelText("Current password") as HTMLInputElement;
    expect(form.contains(current)).toBe(true);
    expect([current.type, current.required, current.autocomplete]).toEqual(["password", true, "current-password"]);
    expect((screen.getByLabelText("New password (at least 12 characters)") as HTMLInputElement).minLength).toBe(12);
    // Two fields on one page get two different ids.
    expect(current.id).not.toBe((screen.getByLabelText(/^New password/) as HTMLInputElement).id);

    fireEvent.change(current, { target: { value: "old secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([["currentPassword", "old secret"]]);
  });
});
