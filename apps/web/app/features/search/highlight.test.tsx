import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { highlight, searchTerms } from "./highlight";

describe("search highlighting", () => {
  it("splits the query into words in any script", () => {
    expect(searchTerms("Leicester  schools, GCSE!")).toEqual(["leicester", "schools", "gcse"]);
    expect(searchTerms("भारत चुनाव")).toEqual(["चुनाव", "भारत"]);
    expect(searchTerms("(.*)")).toEqual([]);
  });

  it("marks every occurrence, case-insensitively, and escapes nothing dangerous", () => {
    const html = renderToStaticMarkup(<p>{highlight("Schools in Leicester: SCHOOLS <b>", ["schools"])}</p>);
    expect(html).toBe(
      '<p><mark class="rounded bg-yellow-200 px-0.5 text-ink">Schools</mark> in Leicester: <mark class="rounded bg-yellow-200 px-0.5 text-ink">SCHOOLS</mark> &lt;b&gt;</p>',
    );
    expect(renderToStaticMarkup(<p>{highlight("भारत में चुनाव", ["चुनाव"])}</p>)).toContain("<mark");
  });
});
