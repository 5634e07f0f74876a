import { serverTranslator } from "@matv/shared/i18n/catalogues";
import type { PetitionDto } from "@matv/shared/petition";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { PetitionView } from "./PetitionView";
import { SignPetitionForm } from "./SignPetitionForm";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const NOW = Date.parse("2026-11-22T00:00:00Z");
const petition: PetitionDto = {
  _id: "0123456789abcdef01234567",
  title: "Save the nurse",
  description: "Description",
  decisionMaker: null,
  imageUrl: null,
  story: { paragraphs: ["Story one."], currentSituation: ["Bullet one."] },
  goal: 1000,
  deadline: new Date(NOW + 30 * 3_600_000 + 20 * 60_000).toISOString(),
  status: "open",
  currentSignatures: 5,
  createdAt: new Date(NOW).toISOString(),
};

function renderInRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("PetitionView", () => {
  it("shows hours left from the deadline, the stats, and supporters only when there are some", () => {
    renderInRouter(<PetitionView petition={petition} stats={{ totalSignatures: 1234, totalLocations: 9, recentSignatures: [] }} now={NOW} />);
    const tiles = screen.getByTestId("petition-stats");
    expect(tiles.textContent).toContain("1,234Signatures");
    expect(tiles.textContent).toContain("30Hours Left");
    expect(tiles.textContent).toContain("9Locations");
    expect(screen.queryByRole("heading", { name: "Recent supporters" })).toBeNull();
    expect(screen.getByText("Government of India and Yemen authorities")).toBeTruthy();
  });

  it("a closed petition, or one past its deadline, says closed and offers no form", () => {
    renderInRouter(<PetitionView petition={{ ...petition, status: "closed" }} stats={null} now={NOW} />);
    expect(screen.getByRole("heading", { name: "This petition is closed" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /sign this petition/i })).toBeNull();
    cleanup();
    renderInRouter(<PetitionView petition={{ ...petition, deadline: new Date(NOW - 1000).toISOString() }} stats={null} now={NOW} />);
    expect(screen.getByTestId("petition-closed")).toBeTruthy();
    cleanup();
    renderInRouter(<PetitionView petition={petition} stats={null} now={NOW} />);
    expect(screen.queryByTestId("petition-closed")).toBeNull();
    expect(screen.getByRole("button", { name: /sign this petition/i })).toBeTruthy();
  });

  it("falls back to the spec's 784 signatures, 12 locations and 48 hours only when data is missing", () => {
    renderInRouter(<PetitionView petition={{ ...petition, deadline: null }} stats={null} now={NOW} />);
    const tiles = screen.getByTestId("petition-stats").textContent;
    expect(tiles).toContain("784Signatures");
    expect(tiles).toContain("48Hours Left");
    expect(tiles).toContain("12Locations");
  });

  it("lists recent supporters with initial, name, location and time", () => {
    renderInRouter(
      <PetitionView
        petition={petition}
        stats={{
          totalSignatures: 2,
          totalLocations: 1,
          recentSignatures: [{ name: "asha Nair", location: "Leicester", time: new Date(NOW - 5 * 60_000).toISOString() }],
        }}
        now={NOW}
      />,
    );
    const item = screen.getByTestId("recent-supporters").querySelector("li")!;
    expect(item.textContent).toContain("A");
    expect(item.textContent).toContain("asha Nair");
    expect(item.textContent).toContain("Leicester");
    expect(item.textContent).toContain("5 minutes ago");
  });
});

describe("PetitionView: readers' names cannot reorder the page", () => {
  it("shows names and places without direction overrides, each isolated in <bdi>", () => {
    renderInRouter(
      <PetitionView
        petition={petition}
        stats={{
          totalSignatures: 1,
          totalLocations: 1,
          recentSignatures: [{ name: "\u202eAsha Nair", location: "\u2067Leicester\u2069 \u202dUK", time: new Date(NOW).toISOString() }],
        }}
        now={NOW}
      />,
    );
    const item = screen.getByTestId("recent-supporters").querySelector("li")!;
    const isolated = [...item.querySelectorAll("bdi")].map((b) => b.textContent);
    expect(isolated).toEqual(["Asha Nair", "Leicester UK"]);
    expect(item.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});

describe("SignPetitionForm", () => {
  function fill() {
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Asha" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Nair" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "asha@example.com" } });
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "Leicester" } });
  }

  it("sends the form as JSON, thanks the signer, clears the form to its defaults and reports success", async () => {
    const fetchMock = vi.fn(async () => json(201, { success: true, data: { _id: "x", totalSignatures: 6 } }));
    vi.stubGlobal("fetch", fetchMock);
    const onSigned = vi.fn();
    renderInRouter(<SignPetitionForm petitionId={petition._id} verifiedCount={5} onSigned={onSigned} />);
    fill();
    fireEvent.click(screen.getByLabelText("Display my name and location on this petition"));
    fireEvent.submit(screen.getByRole("button", { name: "Sign this petition" }).closest("form")!);
    expect(screen.getByRole("button", { name: "Signing..." })).toHaveProperty("disabled", true);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thank you for signing the petition! Your voice matters."));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/signatures");
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: "Asha",
      lastName: "Nair",
      email: "asha@example.com",
      location: "Leicester",
      displayName: false,
      petitionId: petition._id,
    });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Display my name and location on this petition") as HTMLInputElement).checked).toBe(true);
    expect(onSigned).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, or 'Something went wrong', and keeps the form", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(409, { success: false, message: "You have already signed this petition." })),
    );
    renderInRouter(<SignPetitionForm petitionId={petition._id} verifiedCount={5} onSigned={() => {}} />);
    fill();
    fireEvent.submit(screen.getByRole("button", { name: "Sign this petition" }).closest("form")!);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("You have already signed this petition."));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("asha@example.com");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("oops", { status: 500 })),
    );
    fireEvent.submit(screen.getByRole("button", { name: "Sign this petition" }).closest("form")!);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Something went wrong"));
  });

  it("on /hi says a field the server refused in Hindi beside it; on the English page the server's words", async () => {
    const refused = () => json(400, { success: false, data: null, error: "lastName: is required", message: "lastName: is required", field: "lastName" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => refused()),
    );
    renderInRouter(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <SignPetitionForm petitionId={petition._id} verifiedCount={5} onSigned={() => {}} />
      </TranslatorProvider>,
    );
    fireEvent.submit(screen.getByRole("button", { name: "इस याचिका पर हस्ताक्षर करें" }).closest("form")!);
    const lastName = screen.getByLabelText("उपनाम");
    await waitFor(() => expect(lastName.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(lastName.getAttribute("aria-describedby")!)?.textContent).toBe("कृपया अपना उपनाम लिखें (80 अक्षरों तक)।");
    cleanup();

    renderInRouter(<SignPetitionForm petitionId={petition._id} verifiedCount={5} onSigned={() => {}} />);
    fireEvent.submit(screen.getByRole("button", { name: "Sign this petition" }).closest("form")!);
    const english = screen.getByLabelText("Last name");
    await waitFor(() => expect(english.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(english.getAttribute("aria-describedby")!)?.textContent).toBe("Last name is required");
  });

  it("on /hi says a repeat signature and a limit in Hindi, for the whole form", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(409, { success: false, message: "You have already signed this petition.", field: "email" })),
    );
    renderInRouter(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <SignPetitionForm petitionId={petition._id} verifiedCount={5} onSigned={() => {}} />
      </TranslatorProvider>,
    );
    const form = screen.getByRole("button", { name: "इस याचिका पर हस्ताक्षर करें" }).closest("form")!;
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("आप इस याचिका पर पहले ही हस्ताक्षर कर चुके हैं।"));
    // Not beside the email field: it is about the signature, not the address's form.
    expect(screen.getByLabelText("ईमेल", { exact: true }).getAttribute("aria-invalid")).not.toBe("true");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(429, { success: false, message: "Rate limit exceeded, retry in 10 minutes" })),
    );
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("इस पते से बहुत ज़्यादा हस्ताक्षर हुए हैं। कृपया कुछ मिनट बाद फिर कोशिश करें।"));
  });
});
