import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CascadeSelect } from "./CascadeSelect";

afterEach(cleanup);

const options = [
  { value: "GJ", label: "Gujarat" },
  { value: "PB", label: "Punjab" },
];
const select = () => screen.getByRole("combobox", { name: "State" }) as HTMLSelectElement;

describe("CascadeSelect", () => {
  it("is a required, labelled select with the placeholder first and the options after it; a choice is reported", () => {
    const onChange = vi.fn();
    render(<CascadeSelect label="State" name="state" value="" options={options} placeholder="Select a state" onChange={onChange} className="c" />);
    expect(select().required).toBe(true);
    expect(select().name).toBe("state");
    expect(select().disabled).toBe(false);
    expect(Array.from(select().options).map((o) => [o.value, o.text])).toEqual([
      ["", "Select a state"],
      ["GJ", "Gujarat"],
      ["PB", "Punjab"],
    ]);
    fireEvent.change(select(), { target: { value: "PB" } });
    expect(onChange).toHaveBeenCalledWith("PB");
  });

  it("is disabled until the choice above it is made, and while it loads, when the placeholder reads 'Loading...'", () => {
    const { rerender } = render(
      <CascadeSelect label="State" name="state" value="" options={[]} placeholder="Select a state" disabled onChange={vi.fn()} className="c" />,
    );
    expect(select().disabled).toBe(true);
    expect(select().options[0]!.text).toBe("Select a state");
    rerender(<CascadeSelect label="State" name="state" value="" options={[]} placeholder="Select a state" loading onChange={vi.fn()} className="c" />);
    expect(select().disabled).toBe(true);
    expect(select().options[0]!.text).toBe("Loading...");
  });
});
