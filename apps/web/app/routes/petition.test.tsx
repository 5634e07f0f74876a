import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import PetitionRoute from "./petition";

afterEach(cleanup);

describe("/petition states", () => {
  it("shows 'Error loading petition: {message}', and Retry loads again with 'Loading petition...' meanwhile", async () => {
    let release: (value: unknown) => void = () => {};
    const loader = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, message: "Failed to fetch data", url: "/petition" })
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    function Page() {
      const loaderData = useLoaderData();
      const props = { loaderData } as unknown as Parameters<typeof PetitionRoute>[0];
      return <PetitionRoute {...props} />;
    }
    const Stub = createRoutesStub([{ path: "/petition", Component: Page, HydrateFallback: () => null, loader }]);
    render(<Stub initialEntries={["/petition"]} />);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Error loading petition: Failed to fetch data"));
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Loading petition..."));
    release({ ok: false, message: "Petition not found", url: "/petition" });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Error loading petition: Petition not found"));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
