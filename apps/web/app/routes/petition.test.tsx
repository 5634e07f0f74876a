import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notFound, unavailable } from "../lib/loaderResponses";
import { ErrorBoundary } from "./petition";

afterEach(cleanup);

describe("/petition states", () => {
  it("shows 'Error loading petition: {message}', and Retry loads again with 'Loading petition...' meanwhile", async () => {
    let release: () => void = () => {};
    const loader = vi
      .fn()
      .mockImplementationOnce(async () => unavailable("Failed to fetch data"))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)).then(() => notFound("Petition not found")));
    const Stub = createRoutesStub([{ path: "/petition", Component: () => null, ErrorBoundary, HydrateFallback: () => null, loader }]);
    render(<Stub initialEntries={["/petition"]} />);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Error loading petition: Failed to fetch data"));
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Loading petition..."));
    release();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Error loading petition: Petition not found"));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
