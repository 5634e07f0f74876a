import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./ResponsiveImage";

describe("ResponsiveImage", () => {
  it("gives a picture of variable width every stored variant", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src="/media/seed/a-1200.webp" alt="" sizes="(min-width: 1024px) 50vw, 100vw" />);
    expect(html).toContain('src="/media/seed/a-800.webp"');
    expect(html).toContain('srcSet="/media/seed/a-480.webp 480w, /media/seed/a-800.webp 800w, /media/seed/a-1200.webp 1200w"');
  });

  it("gives a thumbnail of a third of the smallest variant or less that variant alone (ADR 084)", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src="/media/seed/a-1200.webp" alt="" sizes="160px" width={160} height={90} />);
    expect(html).toContain('src="/media/seed/a-480.webp"');
    expect(html).not.toContain("srcSet");
    expect(html).not.toContain("sizes");
    // Wider than a third of it: the srcset stays.
    expect(renderToStaticMarkup(<ResponsiveImage src="/media/seed/a-1200.webp" alt="" sizes="200px" />)).toContain("srcSet");
  });

  it("keeps an address that has no variants as it is", () => {
    expect(renderToStaticMarkup(<ResponsiveImage src="https://example.com/a.jpg" alt="" sizes="160px" />)).toContain('src="https://example.com/a.jpg"');
  });
});
