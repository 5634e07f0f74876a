import { serverTranslator } from "@matv/shared/i18n/catalogues";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TranslatorProvider } from "../../i18n/texts";
import { technologySamples } from "./samples";
import type { SportsData } from "./sectionData";
import { Sports } from "./Sports";

afterEach(cleanup);

const story = { ...technologySamples().stories[0]!, _id: "s1", title: "Cup final", views: 2_300, tags: ["Cricket"] };
const single = { ...story, _id: "s2", title: "Quiet match", views: 1 };
const data: SportsData = {
  news: [story, single],
  categories: ["All", "Cricket"],
  stats: { matchesToday: 4, liveMatches: 1, totalViews: 12_000, totalArticles: 2 },
  liveScores: [
    { id: "m1", sport: "Cricket", competition: "Test", homeTeam: "England", awayTeam: "India", homeScore: 1, awayScore: 2, status: "finished", time: "FT" },
  ],
};

describe("Sports block", () => {
  it("says its heading, live scores, stats and views in the spec's English", () => {
    const { container } = render(<Sports initial={{ ok: true, data }} />);
    expect(screen.getByRole("heading", { level: 2, name: "Sports" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Live Scores" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Live scores" }).textContent).toContain("Finished");
    const stats = container.querySelector('dl[aria-label="Sports stats"]')!;
    for (const label of ["Matches today", "Live matches", "Total views", "Articles"]) expect(stats.textContent).toContain(label);
    expect(screen.getByText("2.3K views")).toBeTruthy();
    expect(screen.getByText("1 view")).toBeTruthy();
    expect(screen.getByRole("button", { name: "All" })).toBeTruthy();
  });

  it("says them in Hindi on the Hindi edition, with no English chrome", () => {
    const { container } = render(
      <TranslatorProvider translator={serverTranslator("hi")}>
        <Sports initial={{ ok: true, data }} />
      </TranslatorProvider>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "खेल" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "लाइव स्कोर" })).toBeTruthy();
    expect(screen.getByText("2.3K बार पढ़ी गई")).toBeTruthy();
    expect(screen.getByRole("button", { name: "सभी" })).toBeTruthy();
    const text = container.textContent!;
    for (const english of ["Sports", "Live Scores", "views", "Finished", "Matches today", "Live matches", "Total views", "Articles"])
      expect(text).not.toContain(english);
  });
});
