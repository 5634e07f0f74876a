import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { technologySamples } from "./samples";
import { Technology } from "./Technology";

afterEach(cleanup);

describe("Technology block", () => {
  it("says its heading, stats, More Technology News and views in the spec's English", () => {
    const { container } = render(<Technology initial={{ ok: true, data: technologySamples() }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Technology" })).toBeTruthy();
    for (const label of ["Articles", "Weekly views", "Trending", "Top category"]) expect(screen.getByText(label, { selector: "dt" })).toBeTruthy();
    expect(container.querySelector('[data-stat="Weekly views"]')?.textContent).toBe("2.3M");
    expect(screen.getAllByText(/^[\d.]+[KM]? views?$/).length).toBeGreaterThan(0);
    expect(screen.getByRole("list", { name: "Trending technology stories" })).toBeTruthy();
  });

  it("says them in Hindi on the Hindi edition (stats found by their English data-stat), with no English chrome", () => {
    const { container } = render(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <Technology initial={{ ok: true, data: technologySamples() }} />
      </TranslatorProvider>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "टेक्नोलॉजी" })).toBeTruthy();
    expect(screen.getByText("इस हफ़्ते पढ़ी गईं", { selector: "dt" })).toBeTruthy();
    expect(container.querySelector('[data-stat="Weekly views"]')?.textContent).toBe("2.3M");
    expect(screen.getAllByText(/बार पढ़ी गई$/).length).toBeGreaterThan(0);
    const chrome = [...container.querySelectorAll("h2, h3.text-lg, dt, time")].map((el) => el.textContent).join(" ");
    for (const english of ["Technology", "Articles", "Weekly views", "Trending", "Top category", "views", "ago", "Just now"])
      expect(chrome).not.toContain(english);
  });
});
