import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslatorProvider } from "../i18n/texts";
import { notFound, unavailable } from "../lib/loaderResponses";
import { ErrorBoundary } from "./petition";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("/petition states", () => {
  it("shows 'Error loading petition: {message}', and Retry loads the page again (spec 001 §9): a link to it, no '?' added", async () => {
    const loader = vi.fn().mockImplementation(async () => unavailable("Failed to fetch data"));
    const Stub = createRoutesStub([{ path: "/petition", Component: () => null, ErrorBoundary, HydrateFallback: () => null, loader }]);
    render(<Stub initialEntries={["/petition"]} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error loading petition: Failed to fetch data");
    const retry = screen.getByRole("link", { name: "Retry" });
    expect(retry.getAttribute("href")).toBe("/petition");
    // Drawn as the button it was (the brand's filled button), and no form left to add an empty query.
    expect(retry.className).toContain("bg-brand");
    expect(alert.querySelector("form")).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("names a missing petition in the spec's words (404)", async () => {
    const loader = vi.fn().mockImplementation(async () => notFound("Petition not found"));
    const Stub = createRoutesStub([{ path: "/petition", Component: () => null, ErrorBoundary, HydrateFallback: () => null, loader }]);
    render(<Stub initialEntries={["/petition"]} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Error loading petition: Petition not found");
  });

  it("speaks Hindi on /hi and leads Retry to the edition's own page", async () => {
    const loader = vi.fn().mockImplementation(async () => unavailable("Failed to fetch data"));
    const Stub = createRoutesStub([{ path: "/hi/petition", Component: () => null, ErrorBoundary, HydrateFallback: () => null, loader }]);
    render(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <Stub initialEntries={["/hi/petition"]} />
      </TranslatorProvider>,
    );
    await screen.findByRole("alert");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("याचिका लोड नहीं हो सकी");
    expect(screen.getByRole("link", { name: "फिर कोशिश करें" }).getAttribute("href")).toBe("/hi/petition");
  });
});
