import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { PetitionPromo } from "./PetitionPromo";

const promo = {
  _id: "0123456789abcdef01234567",
  title: "Keep the library open",
  description: "The council plans to close it.",
  imageUrl: null,
  status: "open" as const,
};

function renderPromo(ui: React.ReactNode, path = "/") {
  const Stub = createRoutesStub([{ path, Component: () => ui }]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe("PetitionPromo", () => {
  it("links the current petition's page, and says when it is closed", () => {
    renderPromo(<PetitionPromo promo={promo} />);
    expect(screen.getByRole("heading", { name: "Keep the library open" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign the petition" }).getAttribute("href")).toBe("/petition");
    cleanup();
    renderPromo(<PetitionPromo promo={{ ...promo, status: "closed" }} />);
    expect(screen.getByText("Petition · Closed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the petition" })).toBeTruthy();
  });

  it("renders nothing without a current petition", () => {
    renderPromo(<PetitionPromo promo={null} />);
    expect(screen.queryByTestId("petition-promo")).toBeNull();
  });

  it("on /hi speaks Hindi, links the Hindi petition page and marks English words as English", () => {
    renderPromo(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <PetitionPromo promo={{ ...promo, language: "en" }} />
      </TranslatorProvider>,
      "/hi",
    );
    expect(screen.getByText("याचिका")).toBeTruthy();
    expect(screen.getByRole("link", { name: "याचिका पर हस्ताक्षर करें" }).getAttribute("href")).toBe("/hi/petition");
    expect(screen.getByRole("heading", { name: "Keep the library open" }).getAttribute("lang")).toBe("en-GB");
    cleanup();
    renderPromo(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <PetitionPromo promo={{ ...promo, title: "पुस्तकालय खुला रखें", language: "hi" }} />
      </TranslatorProvider>,
      "/hi",
    );
    expect(screen.getByRole("heading", { name: "पुस्तकालय खुला रखें" }).hasAttribute("lang")).toBe(false);
  });
});
