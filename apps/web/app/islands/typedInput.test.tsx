import { messagesFor } from "@matv/shared/i18n/catalogues";
import { createTranslator } from "@matv/shared/i18n/translator";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PetitionView } from "../features/petition/PetitionView";
import { SupportForm } from "../features/support/SupportForm";
import { TranslatorProvider } from "../i18n/texts";
import { hydrateIsland, type IslandsPage } from "./hydrate";

// Its own file: the islands module keeps one translator per page, and this page is English.

const NOW = Date.parse("2026-11-20T12:00:00Z");

// React's act() outside a testing library: say this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("an island's form hydrated after the reader has typed (typedInput.ts)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("keeps what the reader typed and ticked before the island hydrated, in the field and in what the form sends", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.body) sent.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ ok: true }), { status: 201, headers: { "content-type": "application/json" } });
      }),
    );
    const page: IslandsPage = { src: "/assets/islands/hydrate.js", edition: "en", messages: messagesFor("en", ["petition", "common", "time"]), now: NOW };
    const props = {
      petition: {
        _id: "0123456789abcdef01234567",
        title: "Save the nurse",
        description: "",
        decisionMaker: null,
        imageUrl: null,
        story: { paragraphs: ["Story."], currentSituation: [] },
        goal: 1000,
        deadline: null,
        status: "open" as const,
        currentSignatures: 5,
        createdAt: new Date(NOW).toISOString(),
      },
      stats: null,
      now: NOW,
    };
    const root = document.createElement("div");
    root.innerHTML = renderToString(
      <TranslatorProvider translator={createTranslator(page.edition, page.messages)}>
        <PetitionView {...props} />
      </TranslatorProvider>,
    );
    document.body.append(root);
    // The reader types and unticks in the server HTML, as a browser lets them before any script.
    const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field("firstName").value = "Asha";
    field("lastName").value = "Patel";
    field("email").value = "asha@example.com";
    field("location").value = "Leicester";
    field("displayName").checked = false;
    const hydrated = hydrateIsland(root, "PetitionView", props, page);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await hydrated;
    expect(field("firstName").value).toBe("Asha");
    expect(field("displayName").checked).toBe(false);
    await act(async () => root.querySelector("form")!.requestSubmit());
    expect(sent).toEqual([
      { firstName: "Asha", lastName: "Patel", email: "asha@example.com", location: "Leicester", displayName: false, petitionId: props.petition._id },
    ]);
    expect(root.querySelector('[role="status"]')?.textContent).toBeTruthy();
    // The counts are read again from the API a second after signing (spec 001 §4): let that happen here.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
    // The typed values are replayed in tasks after hydration, outside act(): React's warning about that is the only message.
    expect(errors.mock.calls.filter(([message]) => !String(message).includes("not wrapped in act"))).toEqual([]);
  });

  it("leaves again a field the reader had left: the support form's email check runs on what was typed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page: IslandsPage = { src: "/assets/islands/hydrate.js", edition: "en", messages: messagesFor("en", ["support", "common", "time"]), now: NOW };
    // (Every field at once in Chromium: petition.spec.ts and support.spec.ts.)
    const props = { countries: [{ code: "GB", name: "United Kingdom" }], defaultPhoneCountry: "GB" };
    const root = document.createElement("div");
    root.innerHTML = renderToString(
      <TranslatorProvider translator={createTranslator(page.edition, page.messages)}>
        <SupportForm {...props} />
      </TranslatorProvider>,
    );
    document.body.append(root);
    root.querySelector<HTMLInputElement>('[name="email"]')!.value = "not-an-email";
    root.querySelector<HTMLInputElement>('[name="context"]')!.value = "Passport renewal";
    const hydrated = hydrateIsland(root, "SupportForm", props, page);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await hydrated;
    expect(root.textContent).toContain("Please enter a valid email address");
    expect(root.querySelector<HTMLInputElement>('[name="context"]')!.value).toBe("Passport renewal");
    expect(root.querySelector<HTMLInputElement>('[name="email"]')!.getAttribute("aria-invalid")).toBe("true");
    // The blur is replayed a task after hydration, outside act(): React's warning about that is the only message.
    expect(errors.mock.calls.filter(([message]) => !String(message).includes("not wrapped in act"))).toEqual([]);
  });
});
