import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unavailable } from "../lib/loaderResponses";
import { ErrorBoundary } from "./petition";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("/petition states", () => {
  it("shows 'Error loading petition: {message}', and Retry reloads the page (spec 001 §9), not only the data", async () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const loader = vi.fn().mockImplementation(async () => unavailable("Failed to fetch data"));
    const Stub = createRoutesStub([{ path: "/petition", Component: () => null, ErrorBoundary, HydrateFallback: () => null, loader }]);
    render(<Stub initialEntries={["/petition"]} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Error loading petition: Failed to fetch data");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
